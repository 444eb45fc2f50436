import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRenewals } from '../../../src/server/modules/commerce/renewals.js';
import { hmacHex } from '../../../src/server/modules/payments/signature.js';
import { readOutbox } from '../../support/app.js';
import { ADDRESS, bearer, json, retailUser, useCommerce } from './helpers.js';

const WEBHOOK_SECRET = 'whsec_recurring_test';
const AUTH = `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`;
const DAY = 24 * 3600_000;
type Req = { method: string; url: string; body: Record<string, unknown> };
const received: Req[] = [];
let fake: Server;

/** A stand-in for Razorpay's recurring-payments API on loopback; it records each request it receives. */
beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (ch) => (raw += ch));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== AUTH) return res.writeHead(401).end('{}');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      received.push({ method: req.method ?? '', url: req.url ?? '', body });
      const n = received.length;
      if (req.method === 'POST' && req.url === '/v1/subscription_registration/auth_links')
        return res.end(JSON.stringify({ id: `inv_${n}`, short_url: `https://rzp.example/i/${n}`, status: 'issued' }));
      if (req.method === 'POST' && req.url === '/v1/payment_links')
        return res.end(
          JSON.stringify({ id: `plink_${n}`, short_url: `https://rzp.example/l/${n}`, status: 'created' }),
        );
      if (req.method === 'POST' && req.url === '/v1/orders')
        return res.end(JSON.stringify({ id: `order_${n}`, amount: body.amount, status: 'created' }));
      if (req.method === 'POST' && req.url === '/v1/payments/create/recurring')
        return res.end(JSON.stringify({ razorpay_payment_id: `pay_rec_${n}`, razorpay_order_id: body.order_id }));
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: 'rzp_test_secret',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  });
});
const c = useCommerce();
afterAll(async () => {
  for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_BASE'])
    delete process.env[k];
  await new Promise((r) => fake.close(r));
});

function send(event: Record<string, unknown>, eventId: string) {
  const body = JSON.stringify({ entity: 'event', created_at: Math.floor(Date.now() / 1000), ...event });
  return c.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/razorpay',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
      'x-razorpay-event-id': eventId,
    },
  });
}

const subscription = (id: number) =>
  c.app.ctx.db
    .selectFrom('subscriptions')
    .select(['status', 'period_end', 'mandate_provider', 'mandate_customer', 'mandate_token'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('Razorpay recurring payments (automatic renewal)', () => {
  it('registers a token at the consented first payment and charges it with payments/create/recurring', async () => {
    const pkg = json<{ id: number }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/package',
        headers: bearer(c.admin),
        payload: {
          name: 'Recurring Test',
          price_type: 1,
          price: 1200,
          discount_price: 900,
          applicable_to: 3,
          level: 1,
          modules: [2],
          calculator_ids: [1],
          counsellor_category_ids: [],
          quick_access_ids: [],
          billing_days: 30,
          trial_days: 0,
          free_sessions: 0,
          status: 1,
        },
      }),
    ).id;
    const u = await retailUser(c.app, 'rzp-recurring', 6);
    const sub = json<{ subscription_id: number; payment_link: string }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/subscribed-package',
        headers: bearer(u.token),
        payload: { package_id: pkg, billing_address: ADDRESS, auto_renew: true },
      }),
    );
    // The consented first payment is a registration link (card mandate) for ₹900.
    expect(sub.payment_link).toMatch(/^https:\/\/rzp\.example\/i\/\d+$/);
    const reg = received.find((r) => r.url === '/v1/subscription_registration/auth_links')!;
    expect(reg.body).toMatchObject({
      type: 'link',
      amount: 90_000,
      currency: 'INR',
      customer: { email: u.email, name: 'Test rzp-recurring' },
      subscription_registration: { method: 'card' },
    });
    const invoiceId = /\/i\/(\d+)$/.exec(sub.payment_link)![1];

    const paid = await send(
      {
        event: 'invoice.paid',
        payload: {
          invoice: { entity: { id: `inv_${invoiceId}`, status: 'paid', amount_paid: 90_000, customer_id: 'cust_1' } },
          payment: {
            entity: { id: 'pay_first', amount: 90_000, status: 'captured', customer_id: 'cust_1', token_id: 'token_1' },
          },
        },
      },
      'evt_reg',
    );
    expect(json<{ result: string }>(paid).result).toBe('confirmed');
    const active = await subscription(sub.subscription_id);
    expect(active).toMatchObject({
      status: 'active',
      mandate_provider: 'razorpay',
      mandate_customer: 'cust_1',
      mandate_token: 'token_1',
    });
    const end = new Date(active.period_end!).getTime();

    const before = received.length;
    const report = await runRenewals({ ctx: c.app.ctx }, new Date(end - 2 * DAY));
    expect(report).toMatchObject({ autoCharged: 1, billed: 0 });
    const [order, charge] = received.slice(before);
    expect(order).toMatchObject({ method: 'POST', url: '/v1/orders', body: { amount: 90_000, currency: 'INR' } });
    const orderId = `order_${before + 1}`;
    expect(charge).toMatchObject({
      method: 'POST',
      url: '/v1/payments/create/recurring',
      body: {
        email: u.email,
        amount: 90_000,
        currency: 'INR',
        order_id: orderId,
        customer_id: 'cust_1',
        token: 'token_1',
        recurring: '1',
      },
    });
    // Razorpay confirms the charge by webhook: until then the period is not extended.
    expect(new Date((await subscription(sub.subscription_id)).period_end!).getTime()).toBe(end);
    const orderPaid = await send(
      {
        event: 'order.paid',
        payload: {
          order: { entity: { id: orderId, amount_paid: 90_000, status: 'paid' } },
          payment: { entity: { id: 'pay_rec', amount: 90_000, status: 'captured', order_id: orderId } },
        },
      },
      'evt_order',
    );
    expect(json<{ result: string }>(orderPaid).result).toBe('confirmed');
    expect(new Date((await subscription(sub.subscription_id)).period_end!).getTime()).toBe(end + 30 * DAY);
    const receipts = (await readOutbox(c.app, u.email)).filter((m) => m.subject === 'Your FinWell plan has renewed');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('₹900');

    // The next renewal's charge fails at Razorpay: the payment link (saving a new token) is e-mailed.
    const again = received.length;
    const newEnd = end + 30 * DAY;
    expect((await runRenewals({ ctx: c.app.ctx }, new Date(newEnd - 2 * DAY))).autoCharged).toBe(1);
    const order2 = `order_${again + 1}`;
    const failed = await send(
      {
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_fail', amount: 90_000, status: 'failed', order_id: order2 } } },
      },
      'evt_fail',
    );
    expect(json<{ result: string }>(failed).result).toBe('failed');
    const links = (await readOutbox(c.app, u.email)).filter((m) => m.subject.startsWith('Your FinWell plan renews'));
    expect(links).toHaveLength(1);
    expect(links[0].text).toContain('We could not charge your saved payment method for Recurring Test');
    expect(received.filter((r) => r.url === '/v1/subscription_registration/auth_links')).toHaveLength(2);
  });
});
