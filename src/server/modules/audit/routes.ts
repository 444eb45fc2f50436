import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok, pageFields } from '../../plugins/envelope.js';
import { listAuditLog, type AuditQuery } from './audit.js';

const date = { type: 'string', format: 'date' } as const;

/** GET /api/v1/audit-log: the admin audit log for super admins (docs/security.md "Audit log"). */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/audit-log',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['audit'],
        summary: 'Admin actions, newest first (filters: entity, entity_id, actor e-mail or id, action, from/to dates)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            page_size: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            entity: { type: 'string', maxLength: 40 },
            entity_id: { type: 'string', maxLength: 80 },
            actor: { type: 'string', maxLength: 254 },
            action: { type: 'string', enum: ['create', 'update', 'delete'] },
            from: date,
            to: date,
          },
        },
      },
    },
    async (req) => {
      const q = req.query as AuditQuery;
      const { total, rows } = await listAuditLog(ctx.db, q);
      return ok({ entries: rows, total, ...pageFields(total, q.page, q.page_size) });
    },
  );
}
