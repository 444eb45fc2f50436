import { knowledgeBaseAdminRoutes } from './admin-routes.js';
import { knowledgeBaseRoutes } from './routes.js';

/** The knowledge-base area's route modules (employee, admin), mounted under /api/v1 (docs/knowledge-base.md). */
export const knowledgeBaseModules = [knowledgeBaseRoutes, knowledgeBaseAdminRoutes];
export { accountsChecklistRoute } from './routes.js';
export { seedKnowledgeBase } from './seed.js';
