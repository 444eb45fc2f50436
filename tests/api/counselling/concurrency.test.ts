import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { envelopeOf } from '../../support/envelope.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();

describe('no double booking', () => {
  it('gives one slot to exactly one of 50 concurrent requests; the 49 others get E-10056', async () => {
    const anand = c.anand;
    const tokens = await makeEmployees(c.app, 50);
    const date = bookableDate();
    const answers = await Promise.all(
      tokens.map((t) =>
        c.app.inject({
          method: 'POST',
          url: '/api/v1/book-counselor',
          headers: bearer(t),
          payload: { counsellor_id: anand, booking_date: date, slot_time: '10:00', phone_number: PHONE },
        }),
      ),
    );
    const codes = answers.map((a) => `${a.statusCode} ${envelopeOf(a).status_code}`);
    const winners = codes.filter((x) => x === '201 S-10011').length;
    const refused = codes.filter((x) => x === '409 E-10056').length;
    console.log(`concurrency: 50 requests for one slot -> ${winners} booking, ${refused} x E-10056`);
    expect({ winners, refused }).toEqual({ winners: 1, refused: 49 });
    const rows = await c.db
      .selectFrom('counselling_bookings')
      .select('id')
      .where('counsellor_id', '=', anand)
      .where('booking_date', '=', date)
      .execute();
    expect(rows.length).toBe(1);
  });

  it('is the database that refuses an overlapping active booking, not only the code', async () => {
    const anand = c.anand;
    const date = bookableDate([2, 3, 4, 5, 6], 1);
    const insert = (start: string, end: string, status: number) =>
      sql`INSERT INTO counselling_bookings
      (uid, guest_email, guest_name, counsellor_id, service_id, booking_date, slot_time, starts_at, ends_at, status, session_type, price_paise, amount_paise, source)
      VALUES (gen_random_uuid(), 'x@example.com', 'X', ${anand}, 1, ${date}, '10:00', ${`${date}T${start}:00+05:30`}::timestamptz, ${`${date}T${end}:00+05:30`}::timestamptz, ${status}, 2, 100, 100, 'public')`.execute(
        c.app.ctx.db,
      );
    await insert('10:00', '10:45', 1);
    await expect(insert('10:30', '11:15', 3)).rejects.toMatchObject({ code: '23P01' });
    await insert('10:45', '11:30', 2); // adjacent half-open slot is fine
    await insert('10:00', '10:45', 6); // cancelled rows do not hold time
    await insert('10:00', '10:45', 4); // nor failed payments
    // re-activating a cancelled row into a taken slot is refused too
    await expect(
      sql`UPDATE counselling_bookings SET status = 1 WHERE status = 6 AND booking_date = ${date}`.execute(c.app.ctx.db),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
