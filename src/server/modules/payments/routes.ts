import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import checkoutParams from '../../../../schemas/api/payment-checkout-params.schema.json';
import checkoutOutcome from '../../../../schemas/api/payment-checkout-outcome.schema.json';
import webhookParams from '../../../../schemas/api/payment-webhook-params.schema.json';
import { AppError } from '../../../shared/app-error.js';
import type {
  PaymentCheckoutOutcome,
  PaymentCheckoutParams,
  PaymentWebhookParams,
} from '../../../shared/generated/index.js';
import { envelopeOf, fileAnswer, MEDIA, redirectAnswer, schemaRef } from '../../plugins/api-schemas.js';
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

    app.get<{ Params: PaymentCheckoutParams }>(
      '/payments/sandbox/checkout/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Sandbox gateway checkout page (HTML)',
          params: checkoutParams,
          response: { 200: fileAnswer('The checkout page', [MEDIA.html]) },
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const s = await ctx.db
          .selectFrom('payment_sandbox_sessions')
          .select(['id', 'amount_paise', 'description', 'status', sql<boolean>`expires_at < now()`.as('expired')])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!s) throw new AppError('E-10507');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderCheckoutPage(s));
      },
    );

    app.post<{ Params: PaymentCheckoutParams; Body: PaymentCheckoutOutcome }>(
      '/payments/sandbox/checkout/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Pay or fail a sandbox checkout; the sandbox then calls the webhook with a signed body',
          params: checkoutParams,
          body: checkoutOutcome,
          response: { 303: redirectAnswer },
        },
      },
      async (req, reply) => {
        const { id } = req.params;
        const { outcome } = req.body;
        const done = await sandbox.completeCheckout(id, outcome);
        if (!done) return reply.redirect(`/api/v1/payments/sandbox/checkout/${id}`, 303);
        const url = new URL(done.returnUrl, 'http://x');
        url.searchParams.set('payment', outcome === 'pay' ? 'success' : 'failed');
        return reply.redirect(`${url.pathname}${url.search}`, 303);
      },
    );
  }

  app.post<{ Params: PaymentWebhookParams }>(
    '/payments/webhook/:provider',
    {
      config: { access: 'public', rateLimit: { max: ctx.config.rateLimits.webhookPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Gateway webhook: HMAC over the raw body, event id stored once',
        params: webhookParams,
        response: { 200: envelopeOf(schemaRef('payment-webhook-answer.schema.json')) },
      },
    },
    async (req) => {
      const { provider: name } = req.params;
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
