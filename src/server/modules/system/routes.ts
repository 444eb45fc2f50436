import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';

export async function systemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Answers success when the database answers' },
    },
    async () => {
      try {
        await sql`SELECT 1`.execute(ctx.db);
      } catch {
        throw new AppError('E-10001', { httpStatus: 503 });
      }
      return ok({ database: ctx.dbHandle.kind });
    },
  );
}

/** The development outbox: every e-mail the portal sent, newest first. Not registered in production. */
export async function devRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/outbox',
    {
      config: { access: 'dev' },
      schema: {
        tags: ['dev'],
        summary: 'Development outbox',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            to: { type: 'string', maxLength: 254 },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
          },
        },
      },
    },
    async (req) => {
      const q = req.query as { to?: string; limit: number };
      let query = ctx.db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address as to', 'subject', 'text', 'html', 'ics', 'created_at'])
        .orderBy('id', 'desc')
        .limit(q.limit);
      if (q.to) query = query.where(sql<boolean>`lower(to_address) = ${q.to.toLowerCase()}`);
      return ok(await query.execute());
    },
  );
}
