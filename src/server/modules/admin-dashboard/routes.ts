import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { getDashboardCounts } from './service.js';

export async function adminDashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/report/admin-dashboard',
    { config: { access: 'admin' }, schema: { tags: ['reports'], summary: 'Admin dashboard cards' } },
    async () => {
      return ok(await getDashboardCounts(ctx.db));
    },
  );
}
