import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok, pageFields } from '../../plugins/envelope.js';
import { listAuditLog } from './audit.js';
import auditQuerySchema from '../../../../schemas/api/audit-log-query.schema.json';
import type { AuditLogPage, AuditLogQuery } from '../../../shared/generated/index.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import type { Answer, WithDefaults } from '../../plugins/route-types.js';

/** GET /api/v1/audit-log: the admin audit log for super admins (docs/security.md "Audit log"). */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Querystring: WithDefaults<AuditLogQuery, 'page' | 'page_size'>; Reply: Answer<AuditLogPage> }>(
    '/audit-log',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['audit'],
        summary: 'Admin actions, newest first (filters: entity, entity_id, actor e-mail or id, action, from/to dates)',
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(schemaRef('audit-log-page.schema.json')) },
      },
    },
    async (req) => {
      const q = req.query;
      const { total, rows } = await listAuditLog(ctx.db, q);
      return ok({ entries: rows, total, ...pageFields(total, q.page, q.page_size) });
    },
  );
}
