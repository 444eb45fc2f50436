/** Counselling API: partner services booked without a slot, public visitors booking and paying, and admin booking. */
import { describe, expect, it } from 'vitest';
import { expectError, expectSuccess, envelopeOf } from '../../support/envelope.js';
import { readOutbox } from '../../support/app.js';
import { bookingCalls, type Booking, type BookResult } from './booking-fixtures.js';
import { bearer, bookableDate, PHONE, useCounselling } from './helpers.js';

const c = useCounselling();
const { pay } = bookingCalls(c);

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
