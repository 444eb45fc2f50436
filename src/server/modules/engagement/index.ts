import { engagementContentRoutes } from './content-routes.js';
import { engagementRoutes } from './routes.js';

/** The engagement area (docs/engagement.md): notifications, reminders and their schedule, spotlights, calls to action, tasks and public banner ads, mounted under /api/v1. */
export const engagementModules = [engagementRoutes, engagementContentRoutes];
export { seedEngagement } from './seed.js';
