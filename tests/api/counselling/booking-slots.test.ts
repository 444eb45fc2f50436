/** Counselling API: booking a slot (spec codes, bookable dates, the free first session, paid ones, tenants apart). */
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess, fieldErrors } from '../../support/envelope.js';
import { readOutbox } from '../../support/app.js';
import { bookingCalls, type BookResult } from './booking-fixtures.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();
const { book, bookings, pay } = bookingCalls(c);

describe('booking a slot', () => {
  it('answers the spec codes for a missing date, slot and phone, and a bad phone', async () => {
    let body = expectError(
      await book(c.employee, { counsellor_id: c.anand, slot_time: '10:00', phone_number: PHONE }),
      422,
      'E-10053',
    );
    expect(fieldErrors(body)[0]).toMatchObject({ field: 'booking_date', code: 'E-10053' });
    expectError(
      await book(c.employee, { counsellor_id: c.anand, booking_date: bookableDate(), phone_number: PHONE }),
      422,
      'E-10054',
    );
    expectError(
      await book(c.employee, { counsellor_id: c.anand, booking_date: bookableDate(), slot_time: '10:00' }),
      422,
      'E-10052',
    );
    body = expectError(
      await book(c.employee, {
        counsellor_id: c.anand,
        booking_date: bookableDate(),
        slot_time: '10:00',
        phone_number: '5123456789',
      }),
      422,
      'E-10052',
    );
    expect(fieldErrors(body)[0]).toMatchObject({ field: 'phone_number', code: 'E-10052' });
    expectError(
      await book(c.employee, {
        counsellor_id: c.anand,
        booking_date: bookableDate(),
        slot_time: '10:00',
        phone_number: PHONE,
        price: 1,
      }),
      422,
      'E-10502',
    );
  });

  it('refuses today/tomorrow, a day off and a time off the grid', async () => {
    const { istToday, addDays } = await import('../../../src/server/modules/counselling/slots.js');
    expectError(
      await book(c.employee, {
        counsellor_id: c.anand,
        booking_date: addDays(istToday(), 1),
        slot_time: '10:00',
        phone_number: PHONE,
      }),
      422,
      'E-10412',
    );
    expectError(
      await book(c.employee, {
        counsellor_id: c.anand,
        booking_date: bookableDate([1]),
        slot_time: '10:00',
        phone_number: PHONE,
      }),
      422,
      'E-10430',
    );
    expectError(
      await book(c.employee, {
        counsellor_id: c.anand,
        booking_date: bookableDate(),
        slot_time: '10:15',
        phone_number: PHONE,
      }),
      422,
      'E-10564',
    );
    expectError(
      await book(c.employee, {
        counsellor_id: c.anand,
        service_id: 4,
        booking_date: bookableDate(),
        slot_time: '10:00',
        phone_number: PHONE,
      }),
      422,
      'E-10566',
    );
  });

  it('confirms the first (free) session at once, with an invite e-mail and a Booked activity', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 0);
    const res = book(c.employee, {
      counsellor_id: c.anand,
      booking_date: date,
      slot_time: '10:00',
      phone_number: '+919876543210',
    });
    const data = expectSuccess<BookResult>(await res, 'S-10011', 201);
    expect(data.free_session).toBe(true);
    expect(data.payment_url).toBeNull();
    expect(data.booking).toMatchObject({ status: 1, session_type: 1, session_order: 1, amount_paise: 0 });
    expect(data).toMatchObject({ first_name: 'Priya', last_name: 'Sharma' });
    const mails = await readOutbox(c.app, 'employee@acme.example');
    const confirm = mails.find((m) => m.subject === 'Your counselling session is confirmed');
    expect(confirm?.text).toContain('10:00 am IST');
    const ics = (confirm as unknown as { ics: string }).ics;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${data.booking.uid}@finwell.example`);
    expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T043000Z`);
    // the counsellor is invited too
    expect((await readOutbox(c.app, 'counsellor@finwell.example')).length).toBeGreaterThan(0);
    const act = await c.app.ctx.db
      .selectFrom('user_activity')
      .select(['action_id', 'feature_id'])
      .where('action_id', '=', 4)
      .execute();
    expect(act).toContainEqual({ action_id: 4, feature_id: 2 });
  });

  it('sends the second session to payment and confirms it on the sandbox webhook', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 0);
    const data = expectSuccess<BookResult>(
      await book(c.employee, { counsellor_id: c.anand, booking_date: date, slot_time: '11:00', phone_number: PHONE }),
      'S-10011',
      201,
    );
    expect(data.free_session).toBe(false);
    expect(data.booking).toMatchObject({ status: 2, session_type: 2, session_order: 2, amount_paise: 150000 });
    expect(data.payment_url).toMatch(/^\/api\/v1\/payments\/sandbox\/checkout\/sbx_/);
    const page = await c.app.inject({ method: 'GET', url: data.payment_url! });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('₹1,500');
    // the held slot is not offered to anyone else
    const slots = expectSuccess<{ available_slots: Array<{ slot_time: string }> }>(
      await c.app.inject({
        method: 'GET',
        url: `/api/v1/public/counselors-slot?counsellor_id=${c.anand}&date=${date}`,
      }),
    );
    expect(slots.available_slots.map((s) => s.slot_time)).not.toContain('11:00');
    const done = await pay(data.payment_url!, 'pay');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/client/counselling?booking=${data.booking.uid}&payment=success`);
    const mine = await bookings(c.employee);
    expect(mine.find((b) => b._id === data.booking._id)?.status).toBe(3);
    // paying twice changes nothing
    expect((await pay(data.payment_url!, 'pay')).headers.location).toBe(data.payment_url);
  });

  it('fails a paid booking when the payer fails, and frees the slot', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 0);
    const data = expectSuccess<BookResult>(
      await book(c.employee, { counsellor_id: c.anand, booking_date: date, slot_time: '12:00', phone_number: PHONE }),
      'S-10011',
      201,
    );
    await pay(data.payment_url!, 'fail');
    expect((await bookings(c.employee)).find((b) => b._id === data.booking._id)?.status).toBe(4);
    const again = expectSuccess<BookResult>(
      await book(c.employee, { counsellor_id: c.anand, booking_date: date, slot_time: '12:00', phone_number: PHONE }),
      'S-10011',
      201,
    );
    expect(again.booking.status).toBe(2);
    const act = await c.app.ctx.db
      .selectFrom('user_activity')
      .select('action_id')
      .where('action_id', '=', 16)
      .execute();
    expect(act.length).toBeGreaterThan(0);
  });

  it('keeps another user’s booking invisible (404) and tenants apart', async () => {
    const mine = await bookings(c.employee);
    const other = await sessionOfNewEmployee();
    expect(await bookings(other)).toEqual([]);
    expectError(
      await c.app.inject({
        method: 'PATCH',
        url: '/api/v1/update-booking',
        headers: bearer(other),
        payload: { booking_id: mine[0]._id, action: 'cancel' },
      }),
      404,
      'E-10507',
    );
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/counselling-feedback',
        headers: bearer(other),
        payload: { booking_id: mine[0]._id, rating: 4, feedback: 'Good' },
      }),
      404,
      'E-10507',
    );
  });
});

async function sessionOfNewEmployee(): Promise<string> {
  return (await makeEmployees(c.app, 1, 'iso'))[0];
}
