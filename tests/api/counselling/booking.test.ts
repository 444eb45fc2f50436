import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess, fieldErrors, envelopeOf } from '../../support/envelope.js';
import { readOutbox } from '../../support/app.js';
import { bearer, bookableDate, makeEmployees, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();

type Booking = {
  _id: number;
  uid: string;
  status: number;
  session_type: number;
  session_order: number;
  amount_paise: number;
  payment_url: string | null;
  booking_date: string;
  slot_time: string;
  can_reschedule: boolean;
};
type BookResult = {
  booking: Booking;
  free_session: boolean;
  payment_url: string | null;
  first_name: string;
  last_name: string;
};

const book = (token: string, payload: Record<string, unknown>) =>
  c.app.inject({ method: 'POST', url: '/api/v1/book-counselor', headers: bearer(token), payload });
const bookings = async (token: string) =>
  expectSuccess<{ bookings: Booking[]; booking_list: Booking[] }>(
    await c.app.inject({ method: 'GET', url: '/api/v1/counselors-booking', headers: bearer(token) }),
  ).bookings;
const pay = (url: string, outcome: 'pay' | 'fail') =>
  c.app.inject({
    method: 'POST',
    url,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

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

describe('partner services and public visitors', () => {
  it('books a partner service without a slot and answers its redirect address', async () => {
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/book-counselor-without-slot',
      headers: bearer(c.employee),
      payload: { service_id: 8, phone_number: PHONE },
    });
    const data = expectSuccess<{ redirect_url: string; email: string; phone_number: string; booking: Booking }>(
      res,
      'S-10011',
      201,
    );
    expect(data.redirect_url).toMatch(
      /^https:\/\/partners\.finwell\.example\/loan-against-securities\?ref=[0-9a-f-]{36}$/,
    );
    expect(data).toMatchObject({ email: 'employee@acme.example', phone_number: PHONE });
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselor-without-slot',
        headers: bearer(c.employee),
        payload: { service_id: 1, phone_number: PHONE },
      }),
      422,
      'E-10566',
    );
  });

  it('lets a visitor book without a slot (name, e-mail and phone required)', async () => {
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/public/book-counselor-without-slot',
        payload: { service_id: 9, phone_number: PHONE },
      }),
      422,
      'E-10060',
    );
    const data = expectSuccess<{ redirect_url: string }>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/public/book-counselor-without-slot',
        payload: {
          service_id: 9,
          phone_number: PHONE,
          first_name: 'Asha',
          last_name: 'Rao',
          email: 'asha@example.com',
        },
      }),
      'S-10011',
      201,
    );
    expect(data.redirect_url).toContain('debt-consolidation?ref=');
  });

  it('lets a visitor book, pay and read the booking by its reference', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 5);
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/public/book-counselor',
        payload: {
          counsellor_id: c.anand,
          booking_date: date,
          slot_time: '10:00',
          first_name: 'Asha',
          last_name: 'Rao',
          phone_number: PHONE,
        },
      }),
      422,
      'E-10003',
    );
    const data = expectSuccess<BookResult>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/public/book-counselor',
        payload: {
          counsellor_id: c.anand,
          booking_date: date,
          slot_time: '10:00',
          first_name: 'Asha',
          last_name: 'Rao',
          email: 'asha@example.com',
          phone_number: PHONE,
        },
      }),
      'S-10011',
      201,
    );
    expect(data.booking).toMatchObject({ status: 2, amount_paise: 150000 });
    const done = await pay(data.payment_url!, 'pay');
    expect(done.headers.location).toBe(`/public-counselling?booking=${data.booking.uid}&payment=success`);
    const details = expectSuccess<{ booking: Booking & { email: string | null } }>(
      await c.app.inject({ method: 'GET', url: `/api/v1/public/booking-details?uid=${data.booking.uid}` }),
    );
    expect(details.booking).toMatchObject({ status: 3, email: null });
    const mail = await readOutbox(c.app, 'asha@example.com');
    expect(mail.map((m) => m.subject)).toContain('Your counselling session is confirmed');
    expect(
      envelopeOf(
        await c.app.inject({
          method: 'GET',
          url: '/api/v1/public/booking-details?uid=00000000-0000-4000-8000-000000000000',
        }),
      ).status_code,
    ).toBe('E-10507');
  });
});

describe('admin booking', () => {
  it('books for a user without a phone number; users cannot call it', async () => {
    const date = bookableDate([2, 3, 4, 5, 6], 6);
    const data = expectSuccess<BookResult>(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselling',
        headers: bearer(c.admin),
        payload: { email: 'hr@acme.example', counsellor_id: c.anand, booking_date: date, slot_time: '10:00' },
      }),
      'S-10011',
      201,
    );
    expect(data.booking.status).toBe(1);
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselling',
        headers: bearer(c.employee),
        payload: { email: 'hr@acme.example', counsellor_id: c.anand, booking_date: date, slot_time: '11:00' },
      }),
      403,
      'E-10506',
    );
    expectError(
      await c.app.inject({
        method: 'POST',
        url: '/api/v1/book-counselling',
        headers: bearer(c.admin),
        payload: {
          email: 'hr@acme.example',
          counsellor_id: c.anand,
          booking_date: date,
          slot_time: '11:00',
          phone_number: '123',
        },
      }),
      422,
      'E-10052',
    );
    const all = expectSuccess<{ bookings: Array<{ email: string }> }>(
      await c.app.inject({
        method: 'GET',
        url: '/api/v1/user-booking?email=hr@acme.example',
        headers: bearer(c.admin),
      }),
    );
    expect(all.bookings.length).toBe(1);
  });
});
