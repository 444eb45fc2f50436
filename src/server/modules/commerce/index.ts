import { commerceAdminRoutes } from './admin-routes.js';
import { commerceRoutes } from './routes.js';

/** Accounts and commerce (docs/commerce.md): visitor, user and admin routes, mounted under /api/v1. */
export const commerceModules = [commerceRoutes, commerceAdminRoutes];
export { seedCommerce } from './seed.js';
