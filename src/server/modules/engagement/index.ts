import { engagementRoutes } from './routes.js';

/** The engagement area (docs/engagement.md): notifications, reminders and their schedule, mounted under /api/v1. */
export const engagementModules = [engagementRoutes];
export { seedEngagement } from './seed.js';
