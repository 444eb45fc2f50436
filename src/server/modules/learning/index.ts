import { learningAdminRoutes } from './admin-routes.js';
import { learningRoutes } from './routes.js';
import { certificateRoutes } from './certificate-routes.js';

/** The learning center (docs/learning.md): employee, video, upload and admin routes, mounted under /api/v1. */
export const learningModules = [learningRoutes, certificateRoutes, learningAdminRoutes];
export { seedLearning } from './seed.js';
