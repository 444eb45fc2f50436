import { afterAll, describe, expect, it } from 'vitest';
import { getPayments } from '../../../src/server/modules/payments/registry.js';
import { seedCounselling } from '../../../src/server/modules/counselling/seed.js';
import { buildTestApp, makeTempDir, sessionFor, testDbKind, createTestDatabase } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { anandId, bearer, bookableDate, PHONE } from './helpers.js';

const tmp = makeTempDir('finwell-restart-');
afterAll(() => tmp.remove());

describe('a restart between payment and webhook', () => {
  it('loses no booking: the gateway re-delivers its signed event to the new process', async () => {
    const where = testDbKind() === 'postgres' ? { databaseUrl: await createTestDatabase() } : { dataDir: tmp.dir };
    const first = await buildTestApp(where);
    await seedCounselling(first.ctx.db);
    const anand = await anandId(first.ctx.db);
    const token = await sessionFor(first, 'employee@acme.example');
    const date = bookableDate();
    const book = (slot: string) =>
      first.inject({
        method: 'POST',
        url: '/api/v1/book-counselor',
        headers: bearer(token),
        payload: { counsellor_id: anand, booking_date: date, slot_time: slot, phone_number: PHONE },
      });
    await book('10:00'); // the free session
    const paid = expectSuccess<{ booking: { _id: number }; payment_url: string }>(await book('11:00'), 'S-10011', 201);
    getPayments(first.ctx).sandbox!.setDeliverer(async () => {
      throw new Error('process stopped');
    });
    const done = await first.inject({
      method: 'POST',
      url: paid.payment_url,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    await first.close();

    const second = await buildTestApp(where);
    const db = second.ctx.db;
    expect(
      (
        await db
          .selectFrom('counselling_bookings')
          .select('status')
          .where('id', '=', paid.booking._id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(2);
    expect(await getPayments(second.ctx).sandbox!.redeliverPending()).toBe(1);
    expect(
      (
        await db
          .selectFrom('counselling_bookings')
          .select('status')
          .where('id', '=', paid.booking._id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe(3);
    expect(await getPayments(second.ctx).sandbox!.redeliverPending()).toBe(0);
    await second.close();
  }, 180_000);
});
