import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { ok } from '../../plugins/envelope.js';
import type { AppContext } from '../../context.js';
import { getPayments } from './registry.js';
import { renderCheckoutPage } from './sandbox-page.js';
import { settlePaymentEvent } from './settle.js';

/**
 * Payment routes. This plugin parses JSON bodies as raw buffers (encapsulated: only here) so the
 * webhook's HMAC is computed over exactly the bytes the gateway signed.
 */
export async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const payments = getPayments(ctx);
  const deps = { ctx, log: (err: unknown, msg: string) => app.log.error({ err }, msg) };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  if (payments.sandbox) {
    const sandbox = payments.sandbox;
    sandbox.setDeliverer(async ({ body, headers }) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/payments/webhook/sandbox', payload: body, headers });
      return res.statusCode;
    });

    app.get(
      '/payments/sandbox/checkout/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Sandbox gateway checkout page (HTML)',
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', pattern: '^sbx_[0-9a-f]{24}$' } },
          },
        },
      },
      async (req, reply) => {
        const { id } = req.params as { id: string };
        const s = await ctx.db
          .selectFrom('payment_sandbox_sessions')
          .select(['id', 'amount_paise', 'description', 'status', sql<boolean>`expires_at < now()`.as('expired')])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!s) throw new AppError('E-10507');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderCheckoutPage(s));
      },
    );

    app.post(
      '/payments/sandbox/checkout/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Pay or fail a sandbox checkout; the sandbox then calls the webhook with a signed body',
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', pattern: '^sbx_[0-9a-f]{24}$' } },
          },
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['outcome'],
            properties: { outcome: { type: 'string', enum: ['pay', 'fail'] } },
          },
        },
      },
      async (req, reply) => {
        const { id } = req.params as { id: string };
        const { outcome } = req.body as { outcome: 'pay' | 'fail' };
        const done = await sandbox.completeCheckout(id, outcome);
        if (!done) return reply.redirect(`/api/v1/payments/sandbox/checkout/${id}`, 303);
        const url = new URL(done.returnUrl, 'http://x');
        url.searchParams.set('payment', outcome === 'pay' ? 'success' : 'failed');
        return reply.redirect(`${url.pathname}${url.search}`, 303);
      },
    );
  }

  app.post(
    '/payments/webhook/:provider',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Gateway webhook: HMAC over the raw body, event id stored once',
        params: { type: 'object', required: ['provider'], properties: { provider: { type: 'string', maxLength: 20 } } },
      },
    },
    async (req) => {
      const { provider: name } = req.params as { provider: string };
      const provider = payments.byName(name);
      if (!provider) throw new AppError('E-10570');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
      if (!provider.verifyWebhook(raw, req.headers)) throw new AppError('E-10563');
      let outcome;
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
        outcome = provider.parseWebhook(raw, req.headers);
      } catch {
        throw new AppError('E-10501');
      }
      const result = await settlePaymentEvent(deps, provider.name, outcome, payload);
      return ok({ result });
    },
  );
}
