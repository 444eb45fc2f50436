/**
 * Shared by the booking API tests (booking-*.test.ts): the booking shapes the API answers and the
 * calls that book, list a user's bookings and press Pay or Fail on the sandbox checkout.
 */
import { expectSuccess } from '../../support/envelope.js';
import { bearer, type Ctx } from './helpers.js';

export type Booking = {
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
export type BookResult = {
  booking: Booking;
  free_session: boolean;
  payment_url: string | null;
  first_name: string;
  last_name: string;
};

/** The booking calls on the test file's app (`c` is filled by its beforeAll, read when a call is made). */
export function bookingCalls(c: Ctx) {
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
  return { book, bookings, pay };
}
