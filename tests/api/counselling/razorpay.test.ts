import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCounselling } from '../../../src/server/modules/counselling/seed.js';
import { hmacHex } from '../../../src/server/modules/payments/signature.js';
import { buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { anandId, bearer, bookableDate, PHONE } from './helpers.js';

const WEBHOOK_SECRET = 'whsec_test_only';
type Link = {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  reference_id: string;
  callback_url: string;
};
const links = new Map<string, Link>();
const refunds: string[] = [];
let fake: Server;
let app: App;

/** A stand-in for Razorpay's payment-links API on loopback (no network, no keys). */
beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (ch) => (body += ch));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`)
        return res.writeHead(401).end('{}');
      if (req.method === 'POST' && req.url === '/v1/payment_links') {
        const b = JSON.parse(body) as { amount: number; reference_id: string; callback_url: string };
        const link: Link = {
          id: `plink_${links.size + 1}`,
          short_url: `https://rzp.example/i/${links.size + 1}`,
          status: 'created',
          amount: b.amount,
          reference_id: b.reference_id,
          callback_url: b.callback_url,
        };
        links.set(link.id, link);
        return res.end(JSON.stringify(link));
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        refunds.push(refund[1]);
        return res.end(JSON.stringify({ id: `rfnd_${refunds.length}` }));
      }
      const get = /^\/v1\/payment_links\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && get && links.has(get[1])) return res.end(JSON.stringify(links.get(get[1])));
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
  app = await buildTestApp();
  await seedCounselling(app.ctx.db);
});

afterAll(async () => {
  for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_BASE'])
    delete process.env[k];
  await app?.close();
  await new Promise((r) => fake.close(r));
});

function paidEvent(link: Link, paymentId: string) {
  return JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    created_at: Math.floor(Date.now() / 1000),
    payload: {
      payment_link: { entity: { ...link, status: 'paid', amount_paid: link.amount } },
      payment: { entity: { id: paymentId, amount: link.amount, status: 'captured' } },
    },
  });
}

function send(body: string, eventId: string, secret = WEBHOOK_SECRET) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/razorpay',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, body),
      'x-razorpay-event-id': eventId,
    },
  });
}

describe('Razorpay payment links', () => {
  it('creates a payment link for the server’s amount and confirms on a signed payment_link.paid', async () => {
    const db = app.ctx.db;
    const anand = await anandId(db);
    const token = await sessionFor(app, 'employee@acme.example');
    const date = bookableDate();
    const book = (slot: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/book-counselor',
        headers: bearer(token),
        payload: { counsellor_id: anand, booking_date: date, slot_time: slot, phone_number: PHONE },
      });
    await book('10:00');
    const paid = expectSuccess<{ booking: { _id: number; uid: string }; payment_url: string }>(
      await book('11:00'),
      'S-10011',
      201,
    );
    expect(paid.payment_url).toMatch(/^https:\/\/rzp\.example\/i\/\d+$/);
    const link = [...links.values()].at(-1)!;
    expect(link).toMatchObject({ amount: 150000, reference_id: paid.booking.uid });
    expect(link.callback_url).toContain(`/client/counselling?booking=${paid.booking.uid}`);

    expectError(await send(paidEvent(link, 'pay_1'), 'evt_bad', 'not-the-secret'), 401, 'E-10563');
    expect(expectSuccess<{ result: string }>(await send(paidEvent(link, 'pay_1'), 'evt_1')).result).toBe('confirmed');
    expect(expectSuccess<{ result: string }>(await send(paidEvent(link, 'pay_1'), 'evt_1')).result).toBe('duplicate');
    const expired = JSON.stringify({
      entity: 'event',
      event: 'payment_link.expired',
      payload: { payment_link: { entity: { ...link, status: 'expired' } } },
    });
    expect(expectSuccess<{ result: string }>(await send(expired, 'evt_2')).result).toBe('no_change');
    const status = async () =>
      (
        await db
          .selectFrom('counselling_bookings')
          .select('status')
          .where('id', '=', paid.booking._id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).toBe(3);

    // a cancellation within 7 days refunds through Razorpay
    const cancel = expectSuccess<{ refund_paise: number }>(
      await app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(token),
        payload: { booking_id: paid.booking._id, action: 'cancel' },
      }),
    );
    expect(cancel.refund_paise).toBe(150000);
    expect(refunds).toEqual(['pay_1']);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/sandbox',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      }),
      404,
      'E-10570',
    );
  });
});

describe('payments in production without a gateway', () => {
  it('refuses paid bookings (E-10565) instead of opening the sandbox', async () => {
    const saved = { ...process.env };
    for (const k of [
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'RAZORPAY_API_BASE',
      'PAYMENTS_SANDBOX',
    ])
      delete process.env[k];
    const prod = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      await seedCounselling(prod.ctx.db);
      const anand = await anandId(prod.ctx.db);
      const res = await prod.inject({
        method: 'POST',
        url: '/api/v1/public/book-counselor',
        payload: {
          counsellor_id: anand,
          booking_date: bookableDate(),
          slot_time: '10:00',
          first_name: 'A',
          last_name: 'B',
          email: 'a@example.com',
          phone_number: PHONE,
        },
      });
      expectError(res, 502, 'E-10565');
      expectError(
        await prod.inject({
          method: 'POST',
          url: '/api/v1/payments/webhook/sandbox',
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        }),
        404,
        'E-10570',
      );
      // the failed attempt does not hold the slot
      const again = await prod.inject({
        method: 'GET',
        url: `/api/v1/public/counselors-slot?counsellor_id=${anand}&date=${bookableDate()}`,
      });
      expect(
        (again.json() as { data: { available_slots: Array<{ slot_time: string }> } }).data.available_slots.map(
          (s) => s.slot_time,
        ),
      ).toContain('10:00');
    } finally {
      await prod.close();
      Object.assign(process.env, saved);
    }
  }, 120_000);
});
