import type { FastifyInstance } from 'fastify';
import type { AdminDashboardCounts } from '../../../shared/generated/index.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';
import { getDashboardCounts } from './service.js';

export async function adminDashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Reply: Answer<AdminDashboardCounts> }>(
    '/report/admin-dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reports'],
        summary: 'Admin dashboard cards',
        response: { 200: envelopeOf(schemaRef('admin-dashboard-counts.schema.json')) },
      },
    },
    async () => {
      return ok(await getDashboardCounts(ctx.db));
    },
  );
}
