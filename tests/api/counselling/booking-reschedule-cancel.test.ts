/** Counselling API: rescheduling and cancelling a booking (updated and CANCEL invites, refunds), counsellors' view. */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { readOutbox } from '../../support/app.js';
import { bookingCalls, type Booking, type BookResult } from './booking-fixtures.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();
const { book, pay } = bookingCalls(c);

// The employee's first session is free: book it, so the sessions below are paid ones (as after booking-slots).
beforeAll(async () => {
  const first = expectSuccess<BookResult>(
    await book(c.employee, {
      counsellor_id: c.anand,
      booking_date: bookableDate([2, 3, 4, 5, 6], 0),
      slot_time: '10:00',
      phone_number: PHONE,
    }),
    'S-10011',
    201,
  );
  expect(first.free_session).toBe(true);
});

describe('reschedule and cancel', () => {
  it('reschedules to a free slot, answers the replaced list, and mails an updated invite', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 1);
    const data = expectSuccess<BookResult>(
      await book(c.employee, { counsellor_id: c.anand, booking_date: date, slot_time: '14:00', phone_number: PHONE }),
      'S-10011',
      201,
    );
    // waiting for payment: pay first (E-10561 before)
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(c.employee),
        payload: { booking_id: data.booking._id, booking_date: date, slot_time: '15:00' },
      }),
      409,
      'E-10561',
    );
    await pay(data.payment_url!, 'pay');
    const newDate = bookableDate([2, 3, 4, 5, 6], 2);
    const res = expectSuccess<{ booking: Booking; booking_list: Booking[] }>(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(c.employee),
        payload: { booking_id: data.booking._id, booking_date: newDate, slot_time: '15:00' },
      }),
      'S-10009',
    );
    expect(res.booking).toMatchObject({ booking_date: newDate, slot_time: '15:00' });
    expect(res.booking_list.some((b) => b._id === data.booking._id && b.booking_date === newDate)).toBe(true);
    const mail = (await readOutbox(c.app, 'employee@acme.example')).find(
      (m) => m.subject === 'Your counselling session has moved',
    ) as unknown as { ics: string; text: string };
    expect(mail.ics).toContain('SEQUENCE:1');
    expect(mail.text).toContain('3:00 pm IST');
    // the old slot is free again, the new one is taken
    const old = expectSuccess<{ available_slots: Array<{ slot_time: string }> }>(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/public/counselors-slot?counsellor_id=${c.anand}&date=${date}`,
      }),
    );
    expect(old.available_slots.map((s) => s.slot_time)).toContain('14:00');
    // cannot move onto a taken slot
    const token = (await makeEmployees(c.app, 1, 'resc'))[0];
    expectError(
      await book(token, { counsellor_id: c.anand, booking_date: newDate, slot_time: '15:00', phone_number: PHONE }),
      409,
      'E-10056',
    );
  });

  it('cancels once (E-10411 the second time) with a CANCEL invite, and refunds a paid session', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 3);
    const paid = expectSuccess<BookResult>(
      await book(c.employee, { counsellor_id: c.anand, booking_date: date, slot_time: '16:00', phone_number: PHONE }),
      'S-10011',
      201,
    );
    await pay(paid.payment_url!, 'pay');
    const cancel = () =>
      c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(c.employee),
        payload: { booking_id: paid.booking._id, action: 'cancel' },
      });
    const res = expectSuccess<{ booking: Booking; refund_paise: number }>(await cancel());
    expect(res.booking.status).toBe(6);
    expect(res.refund_paise).toBe(150000);
    expectError(await cancel(), 409, 'E-10411');
    const mail = (await readOutbox(c.app, 'employee@acme.example')).find(
      (m) => m.subject === 'Your counselling session is cancelled',
    ) as unknown as { ics: string; text: string };
    expect(mail.ics).toContain('METHOD:CANCEL');
    expect(mail.ics).toContain('SEQUENCE:1');
    expect(mail.text).toContain('refund of ₹1,500');
    const payment = await c.db
      .selectFrom('payments')
      .select('status')
      .where('booking_id', '=', paid.booking._id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    const act = await c.app.ctx.db
      .selectFrom('user_activity')
      .select('action_id')
      .where('action_id', '=', 5)
      .where('feature_id', '=', 2)
      .execute();
    expect(act.length).toBeGreaterThan(0);
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(c.employee),
        payload: { booking_id: paid.booking._id, booking_date: bookableDate([2, 3, 4, 5, 6], 4), slot_time: '10:00' },
      }),
      409,
      'E-10411',
    );
  });

  it('lets a counsellor see only their own bookings and not cancel them', async () => {
    const list = expectSuccess<{ bookings: Array<{ counsellor_id: number; _id: number }> }>(
      await c.app.inject({ method: 'GET', url: '/api/v1/counsellor-bookings', headers: bearer(c.counsellor) }),
    );
    expect(list.bookings.length).toBeGreaterThan(0);
    expect(list.bookings.every((b) => b.counsellor_id === c.anand)).toBe(true);
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(c.counsellor),
        payload: { booking_id: list.bookings[0]._id, action: 'cancel' },
      }),
      403,
      'E-10506',
    );
    expectError(
      await c.app.inject({ method: 'GET', url: '/api/v1/counsellor-bookings', headers: bearer(c.employee) }),
      403,
      'E-10506',
    );
  });
});
