import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  expireHolds,
  sendReminders,
  settlePastSessions,
} from '../../../src/server/modules/counselling/scheduled-tasks.js';
import { scheduleTasks } from '../../../src/server/plugins/jobs.js';
import { readOutbox } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();

type Booking = { _id: number; uid: string; status: number; starts_at: string; ends_at: string };
const book = async (token: string, date: string, slot: string) =>
  expectSuccess<{ booking: Booking; payment_url: string | null }>(
    await c.app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor',
      headers: bearer(token),
      payload: { counsellor_id: c.anand, booking_date: date, slot_time: slot, phone_number: PHONE },
    }),
    'S-10011',
    201,
  );
const feedback = (token: string, payload: Record<string, unknown>) =>
  c.app.inject({ method: 'POST', url: '/api/v1/counselling-feedback', headers: bearer(token), payload });
const status = async (id: number) =>
  (await c.db.selectFrom('counselling_bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('scheduled jobs', () => {
  it('moves unpaid holds to Payment Failed when they expire, and frees the slot', async () => {
    const [u] = await makeEmployees(c.app, 1, 'hold');
    const date = bookableDate([2, 3, 4, 5, 6], 0);
    await book(u, date, '10:00');
    const paid = await book(u, date, '11:00');
    expect(paid.booking.status).toBe(2);
    expect((await expireHolds({ ctx: c.app.ctx }, new Date())).expired).toBe(0);
    const later = new Date(Date.now() + 21 * 60_000);
    await c.db
      .updateTable('payment_sandbox_sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .execute();
    await c.db
      .updateTable('counselling_bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1) })
      .where('id', '=', paid.booking._id)
      .execute();
    expect((await expireHolds({ ctx: c.app.ctx }, later)).expired).toBe(1);
    expect(await status(paid.booking._id)).toBe(4);
    const [v] = await makeEmployees(c.app, 1, 'hold2');
    expect((await book(v, date, '11:00')).booking.status).toBe(1);
  });

  it('sends the day-before reminder once, with the invite', async () => {
    const [u] = await makeEmployees(c.app, 1, 'remind');
    const b = await book(u, bookableDate([2, 3, 4, 5, 6], 1), '12:00');
    const dayBefore = new Date(new Date(b.booking.starts_at).getTime() - 20 * 3600_000);
    const reminded = async () =>
      (
        await c.db
          .selectFrom('counselling_bookings')
          .select('reminder_sent_at')
          .where('id', '=', b.booking._id)
          .executeTakeFirstOrThrow()
      ).reminder_sent_at;
    await sendReminders({ ctx: c.app.ctx }, new Date(dayBefore.getTime() - 10 * 3600_000));
    expect(await reminded()).toBeNull();
    expect((await sendReminders({ ctx: c.app.ctx }, dayBefore)).sent).toBeGreaterThanOrEqual(1);
    expect(await reminded()).not.toBeNull();
    expect((await sendReminders({ ctx: c.app.ctx }, dayBefore)).sent).toBe(0);
    const mail = (await readOutbox(c.app, 'remind0@acme.example')).find((m) =>
      m.subject.startsWith('Reminder'),
    ) as unknown as { text: string; ics: string };
    expect(mail.text).toContain('12:00 pm IST');
    expect(mail.ics).toContain('METHOD:REQUEST');
  });

  it('settles past sessions as Attended after the grace period; the scheduler runs the tasks', async () => {
    const [u] = await makeEmployees(c.app, 1, 'settle');
    const b = await book(u, bookableDate([2, 3, 4, 5, 6], 2), '14:00');
    const justAfter = new Date(new Date(b.booking.ends_at).getTime() + 60_000);
    await settlePastSessions({ ctx: c.app.ctx }, justAfter);
    expect(await status(b.booking._id)).toBe(1);
    const later = new Date(new Date(b.booking.ends_at).getTime() + 3 * 3600_000);
    expect((await settlePastSessions({ ctx: c.app.ctx }, later)).attended).toBeGreaterThanOrEqual(1);
    expect(await status(b.booking._id)).toBe(5);
    // The tasks run as pg-boss jobs: a worker on the queue picks up the job sent at start.
    let runs = 0;
    await scheduleTasks(
      c.app.ctx.jobs,
      c.app.ctx.db,
      [
        {
          name: 'test.task',
          cron: '0 0 1 1 *',
          run: async () => {
            runs++;
            return { ok: true };
          },
        },
      ],
      { pollingIntervalSeconds: 0.5, firstRunAfterSeconds: 0 },
    );
    const state = async () =>
      (await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = 'test.task'`.execute(c.db)).rows[0]
        ?.state;
    while ((await state()) !== 'completed') await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(1);
    const rec = await c.db
      .selectFrom('scheduled_job_runs')
      .selectAll()
      .where('name', '=', 'test.task')
      .executeTakeFirstOrThrow();
    expect(rec.last_finished_at).not.toBeNull();
  });
});

describe('feedback', () => {
  it('takes a rating of 0.5-5 in half steps and at least one word, once, after an attended session', async () => {
    const [u] = await makeEmployees(c.app, 1, 'fb');
    const b = await book(u, bookableDate([2, 3, 4, 5, 6], 3), '15:00');
    expectError(await feedback(u, { booking_id: b.booking._id, rating: 4.5, feedback: 'Great' }), 409, 'E-10569');
    await settlePastSessions({ ctx: c.app.ctx }, new Date(new Date(b.booking.ends_at).getTime() + 3 * 3600_000));
    expectError(await feedback(u, { booking_id: b.booking._id, feedback: 'Great' }), 422, 'E-10386');
    expectError(await feedback(u, { booking_id: b.booking._id, rating: 4.3, feedback: 'Great' }), 422, 'E-10386');
    expectError(await feedback(u, { booking_id: b.booking._id, rating: 0, feedback: 'Great' }), 422, 'E-10386');
    expectError(await feedback(u, { booking_id: b.booking._id, rating: 4.5, feedback: '   ' }), 422, 'E-10387');
    expectError(await feedback(u, { booking_id: b.booking._id, rating: 4.5 }), 422, 'E-10387');
    const before = await c.db
      .selectFrom('counsellors')
      .select(['rating', 'rating_count'])
      .where('id', '=', c.anand)
      .executeTakeFirstOrThrow();
    expectSuccess(
      await feedback(u, { booking_id: b.booking._id, rating: 0.5, feedback: 'Too short a session' }),
      'S-10008',
      201,
    );
    expectError(await feedback(u, { booking_id: b.booking._id, rating: 5, feedback: 'Again' }), 409, 'E-10388');
    const after = await c.db
      .selectFrom('counsellors')
      .select(['rating', 'rating_count'])
      .where('id', '=', c.anand)
      .executeTakeFirstOrThrow();
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(Number(after.rating)).toBeLessThan(Number(before.rating));
    const list = expectSuccess<{
      bookings: Array<{ _id: number; feedback: { rating: number } | null; can_feedback: boolean }>;
    }>(await c.app.inject({ method: 'GET', url: '/api/v1/counselors-booking', headers: bearer(u) }));
    expect(list.bookings.find((x) => x._id === b.booking._id)).toMatchObject({
      can_feedback: false,
      feedback: { rating: 0.5 },
    });
  });

  it('refuses feedback on cancelled (E-10333) and not attended (E-10334) sessions', async () => {
    const [u] = await makeEmployees(c.app, 1, 'fb2');
    const date = bookableDate([2, 3, 4, 5, 6], 4);
    const cancelled = await book(u, date, '10:00');
    await c.app.inject({
      method: 'PATCH',
      url: '/api/v1/update-booking',
      headers: bearer(u),
      payload: { booking_id: cancelled.booking._id, action: 'cancel' },
    });
    expectError(await feedback(u, { booking_id: cancelled.booking._id, rating: 4, feedback: 'ok' }), 409, 'E-10333');
    const noShow = await book(u, date, '11:00');
    // attendance can only be recorded once the session started
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(c.counsellor),
        payload: { booking_id: noShow.booking._id, action: 'mark_not_attended' },
      }),
      409,
      'E-10561',
    );
    await c.db
      .updateTable('counselling_bookings')
      .set({ starts_at: new Date(Date.now() - 7200_000), ends_at: new Date(Date.now() - 4500_000) })
      .where('id', '=', noShow.booking._id)
      .execute();
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(u),
        payload: { booking_id: noShow.booking._id, action: 'mark_not_attended' },
      }),
      403,
      'E-10506',
    );
    expectSuccess(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(c.counsellor),
        payload: { booking_id: noShow.booking._id, action: 'mark_not_attended' },
      }),
    );
    expect(await status(noShow.booking._id)).toBe(7);
    expectError(await feedback(u, { booking_id: noShow.booking._id, rating: 4, feedback: 'ok' }), 409, 'E-10334');
  });

  it('takes a visitor’s feedback by booking reference and e-mail', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 5);
    const res = expectSuccess<{ booking: Booking; payment_url: string }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/public/book-counselor',
        payload: {
          counsellor_id: c.anand,
          booking_date: date,
          slot_time: '16:00',
          first_name: 'Ravi',
          last_name: 'K',
          email: 'ravi@example.com',
          phone_number: PHONE,
        },
      }),
      'S-10011',
      201,
    );
    await c.app.inject({
      method: 'POST',
      url: res.payment_url,
      payload: 'outcome=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await settlePastSessions({ ctx: c.app.ctx }, new Date(new Date(res.booking.ends_at).getTime() + 3 * 3600_000));
    const send = (email: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/v1/public/counselling-feedback',
        payload: { uid: res.booking.uid, email, rating: 5, feedback: 'Very helpful' },
      });
    expectError(await send('someone@example.com'), 404, 'E-10507');
    expectSuccess(await send('RAVI@example.com'), 'S-10008', 201);
    expectError(await send('ravi@example.com'), 409, 'E-10388');
  });
});
