import { takesUploads } from '../../plugins/multipart.js';
import { webinarAdminRoutes } from './admin-routes.js';
import { webinarRoutes } from './routes.js';

/** The webinars area (docs/webinars.md): employee, speaker and admin routes, mounted under /api/v1. */
export const webinarModules = [webinarRoutes, takesUploads(webinarAdminRoutes)];
export { seedWebinars } from './seed.js';
