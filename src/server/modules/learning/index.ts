import { learningAdminRoutes } from './admin-routes.js';
import { learningRoutes } from './routes.js';

/** The learning center (docs/learning.md): employee, video, upload and admin routes, mounted under /api/v1. */
export const learningModules = [learningRoutes, learningAdminRoutes];
export { seedLearning } from './seed.js';
