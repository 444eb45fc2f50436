import { beforeAll, describe, expect, it } from 'vitest';
import { getPayments } from '../../../src/server/modules/payments/registry.js';
import { expireHolds } from '../../../src/server/modules/counselling/scheduled-tasks.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { readOutbox } from '../../support/app.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();
let users: string[];
beforeAll(async () => {
  users = await makeEmployees(c.app, 8, 'pay');
});

type Booked = { booking: { _id: number; uid: string; status: number }; payment_url: string };

/** A paid booking: the user's free session is used up first. */
async function paidBooking(token: string, slot: string, n: number): Promise<Booked & { ref: string }> {
  const date = bookableDate([2, 3, 4, 5, 6], n);
  const freeDate = bookableDate([2, 3, 4, 5, 6], 10 + users.indexOf(token));
  const free = await c.app.inject({
    method: 'POST',
    url: '/api/v1/book-counselor',
    headers: bearer(token),
    payload: { counsellor_id: c.anand, booking_date: freeDate, slot_time: '17:00', phone_number: PHONE },
  });
  expect(free.statusCode).toBe(201);
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/v1/book-counselor',
    headers: bearer(token),
    payload: { counsellor_id: c.anand, booking_date: date, slot_time: slot, phone_number: PHONE },
  });
  const data = expectSuccess<Booked>(res, 'S-10011', 201);
  expect(data.booking.status).toBe(2);
  return { ...data, ref: data.payment_url.split('/').pop()! };
}

function event(ref: string, type: 'payment.succeeded' | 'payment.failed', opts: { id?: string; amount?: number } = {}) {
  return JSON.stringify({
    id: opts.id ?? `evt_${Math.random().toString(16).slice(2)}`,
    type,
    created_at: new Date().toISOString(),
    data: {
      session_id: ref,
      reference: 'r',
      amount_paise: opts.amount ?? 150000,
      payment_id: type === 'payment.succeeded' ? `sbxpay_${ref}` : null,
    },
  });
}

function deliver(body: string, signature?: string) {
  const sig = signature ?? getPayments(c.app.ctx).sandbox!.signBody(body);
  return c.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig },
  });
}

const statusOf = async (id: number) =>
  (await c.db.selectFrom('counselling_bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;
const events = async () => (await c.db.selectFrom('payment_events').select('id').execute()).length;

describe('payment webhook', () => {
  it('rejects a bad signature (E-10563) and writes nothing', async () => {
    const b = await paidBooking(users[0], '10:00', 0);
    const before = await events();
    const body = event(b.ref, 'payment.succeeded');
    expectError(await deliver(body, 'ab'.repeat(32)), 401, 'E-10563');
    expectError(await deliver(body, ''), 401, 'E-10563');
    // the same JSON with other whitespace is not what was signed
    const sig = getPayments(c.app.ctx).sandbox!.signBody(body);
    expectError(await deliver(JSON.stringify(JSON.parse(body), null, 2), sig), 401, 'E-10563');
    expect(await events()).toBe(before);
    expect(await statusOf(b.booking._id)).toBe(2);
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook/stripe',
        payload: body,
        headers: { 'content-type': 'application/json' },
      }),
      404,
      'E-10570',
    );
  });

  it('confirms once; a replayed event id changes nothing and sends no second e-mail', async () => {
    const b = await paidBooking(users[1], '10:00', 1);
    const body = event(b.ref, 'payment.succeeded', { id: 'evt_replay_1' });
    expect(expectSuccess<{ result: string }>(await deliver(body)).result).toBe('confirmed');
    expect(expectSuccess<{ result: string }>(await deliver(body)).result).toBe('duplicate');
    expect(expectSuccess<{ result: string }>(await deliver(body)).result).toBe('duplicate');
    expect(await statusOf(b.booking._id)).toBe(3);
    const email = (
      await c.app.ctx.db
        .selectFrom('users')
        .select('email')
        .where('email', '=', 'pay1@acme.example')
        .executeTakeFirstOrThrow()
    ).email;
    const confirmations = (await readOutbox(c.app, email)).filter(
      (m) => m.subject === 'Your counselling session is confirmed',
    );
    expect(confirmations.length).toBe(2); // the free session and this one
  });

  it('never moves a paid booking back: a late failure or a second success is ignored', async () => {
    const b = await paidBooking(users[2], '10:00', 2);
    await deliver(event(b.ref, 'payment.succeeded'));
    expect(expectSuccess<{ result: string }>(await deliver(event(b.ref, 'payment.failed'))).result).toBe('no_change');
    expect(expectSuccess<{ result: string }>(await deliver(event(b.ref, 'payment.succeeded'))).result).toBe(
      'already_paid',
    );
    expect(await statusOf(b.booking._id)).toBe(3);
  });

  it('does not trust an amount that differs from the server’s price', async () => {
    const b = await paidBooking(users[3], '10:00', 3);
    expect(
      expectSuccess<{ result: string }>(await deliver(event(b.ref, 'payment.succeeded', { amount: 100 }))).result,
    ).toBe('amount_mismatch');
    expect(await statusOf(b.booking._id)).toBe(2);
  });

  it('revives an expired hold on a late payment while the slot is free', async () => {
    const b = await paidBooking(users[4], '11:00', 0);
    await c.db
      .updateTable('counselling_bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', b.booking._id)
      .execute();
    // the sandbox gateway itself still shows the session open (no payment): the job expires it
    await c.db.updateTable('payment_sandbox_sessions').set({ status: 'created' }).where('id', '=', b.ref).execute();
    const r = await expireHolds({ ctx: c.app.ctx });
    expect(r.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(b.booking._id)).toBe(4);
    expect(expectSuccess<{ result: string }>(await deliver(event(b.ref, 'payment.succeeded'))).result).toBe(
      'confirmed',
    );
    expect(await statusOf(b.booking._id)).toBe(3);
  });

  it('refunds a late payment whose slot was taken meanwhile', async () => {
    const b = await paidBooking(users[5], '12:00', 0);
    await c.db
      .updateTable('counselling_bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', b.booking._id)
      .execute();
    await expireHolds({ ctx: c.app.ctx });
    const date = bookableDate([2, 3, 4, 5, 6], 0);
    await c.app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(users[6]),
      payload: { counsellor_id: c.anand, booking_date: date, slot_time: '12:00', phone_number: PHONE },
    });
    expect(expectSuccess<{ result: string }>(await deliver(event(b.ref, 'payment.succeeded'))).result).toBe(
      'refund_due',
    );
    expect(await statusOf(b.booking._id)).toBe(4);
    const p = await c.db
      .selectFrom('payments')
      .select('status')
      .where('booking_id', '=', b.booking._id)
      .executeTakeFirstOrThrow();
    expect(p.status).toBe('refunded');
  });

  it('reconciles a missed webhook from the gateway when the hold expires', async () => {
    const b = await paidBooking(users[7], '10:00', 4);
    const sandbox = getPayments(c.app.ctx).sandbox!;
    sandbox.setDeliverer(async () => 503); // the webhook never gets through
    const done = await c.app.inject({
      method: 'POST',
      url: b.payment_url,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    expect(await statusOf(b.booking._id)).toBe(2);
    await c.db
      .updateTable('counselling_bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', b.booking._id)
      .execute();
    const r = await expireHolds({ ctx: c.app.ctx });
    expect(r.reconciled).toBe(1);
    expect(await statusOf(b.booking._id)).toBe(3);
  });
});
