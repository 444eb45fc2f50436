import { paymentRoutes } from '../payments/routes.js';
import { counsellingAdminRoutes } from './admin-routes.js';
import { counsellingRoutes } from './routes.js';

/** The counselling area's route modules (employee + public, admin, payments), mounted under /api/v1. */
export const counsellingModules = [counsellingRoutes, counsellingAdminRoutes, paymentRoutes];
export { seedCounselling } from './seed.js';
