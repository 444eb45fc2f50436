import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import outboxQuery from '../../../../schemas/api/outbox-query.schema.json';
import { AppError } from '../../../shared/app-error.js';
import type { OutboxQuery } from '../../../shared/generated/index.js';
import type { WithDefaults } from '../../plugins/route-types.js';
import type { HealthResponse } from '../../../shared/generated/index.js';
import { envelopeOf, schemaRef } from '../../plugins/api-schemas.js';
import { ok } from '../../plugins/envelope.js';
import type { Answer } from '../../plugins/route-types.js';
import type { AppContext } from '../../context.js';

export async function systemRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<{ Reply: Answer<HealthResponse> }>(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Answers success when the database answers',
        response: { 200: envelopeOf(schemaRef('health-answer.schema.json')) },
      },
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
  app.get<{ Querystring: WithDefaults<OutboxQuery, 'limit'> }>(
    '/outbox',
    {
      config: { access: 'dev' },
      schema: {
        tags: ['dev'],
        summary: 'Development outbox',
        querystring: outboxQuery,
        response: { 200: envelopeOf(schemaRef('outbox-mail-list.schema.json')) },
      },
    },
    async (req) => {
      const q = req.query;
      let query = ctx.db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address as to', 'subject', 'text', 'html', 'ics', 'headers', 'created_at'])
        .orderBy('id', 'desc')
        .limit(q.limit);
      if (q.to) query = query.where(sql<boolean>`lower(to_address) = ${q.to.toLowerCase()}`);
      return ok(await query.execute());
    },
  );
}
