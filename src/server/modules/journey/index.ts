import { journeyAdminRoutes } from './admin-routes.js';
import { journeyRoutes } from './routes.js';

/** The journey area (docs/journey.md): journey, resources, risk assessment and planner handoff, under /api/v1. */
export const journeyModules = [journeyRoutes, journeyAdminRoutes];
export { seedJourneyContent } from './seed.js';
