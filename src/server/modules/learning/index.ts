import { learningAdminRoutes } from './admin-routes.js';
import { learningRoutes } from './routes.js';
import { certificateRoutes } from './certificate-routes.js';
import { assessmentReviewRoutes } from './assessment-routes.js';
import { chapterRoutes } from './chapter-routes.js';
import { assignmentRoutes } from './assignments-routes.js';

/** The learning center (docs/learning.md): employee, video, upload and admin routes, mounted under /api/v1. */
export const learningModules = [
  learningRoutes,
  chapterRoutes,
  assignmentRoutes,
  certificateRoutes,
  assessmentReviewRoutes,
  learningAdminRoutes,
];
export { seedLearning } from './seed.js';
