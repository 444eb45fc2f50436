import { randomUUID } from 'node:crypto';
import { fieldError } from '../../../shared/app-error.js';
import { ACTION } from '../activity/log-activity.js';
import {
  getBookingView,
  logBookingActivity,
  normalisePhone,
  transition,
  type Booker,
  type Deps,
} from './booking-common.js';
import { findService } from './queries.js';

/** Bookings of the partner services (no counsellor, no slot, no payment here). */

/** Partner services (loan against securities, debt consolidation, debt resolution): no slot, the answer carries the partner's address. */
export async function bookWithoutSlot(
  deps: Deps,
  input: { booker: Booker; serviceId: number; phone: string | null | undefined },
) {
  const db = deps.ctx.db;
  const phone = normalisePhone(input.phone);
  if (input.booker.kind !== 'admin' && !phone) throw fieldError('phone_number', 'E-10052');
  const service = await findService(db, input.serviceId);
  if (!service || service.kind !== 'partner' || !service.redirect_url) throw fieldError('service_id', 'E-10566');
  const { booker } = input;
  const userId = booker.kind === 'public' ? null : booker.userId;
  const person = userId
    ? await db
        .selectFrom('users')
        .select(['email', 'first_name', 'last_name', 'company_id'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : null;
  const uid = randomUUID();
  const redirectUrl = `${service.redirect_url}${service.redirect_url.includes('?') ? '&' : '?'}ref=${uid}`;
  const status = transition(null, { type: 'BOOK_FREE' }, null);
  const row = await db
    .insertInto('counselling_bookings')
    .values({
      uid,
      user_id: userId,
      company_id: person?.company_id ?? null,
      guest_name: booker.kind === 'public' ? `${booker.firstName.trim()} ${booker.lastName.trim()}` : null,
      guest_email: booker.kind === 'public' ? booker.email.trim().toLowerCase() : null,
      guest_locale: booker.kind === 'public' ? (booker.locale ?? null) : null,
      phone_number: phone,
      counsellor_id: null,
      service_id: service.id,
      booking_date: null,
      slot_time: null,
      starts_at: null,
      ends_at: null,
      status: status ?? 1,
      session_type: 1,
      session_order: null,
      price_paise: 0,
      discount_code_id: null,
      discount_paise: 0,
      amount_paise: 0,
      payment_provider: null,
      payment_ref: null,
      payment_url: null,
      hold_expires_at: null,
      paid_at: null,
      source: booker.kind === 'admin' ? 'admin' : booker.kind,
      booked_by: booker.kind === 'admin' ? booker.adminId : null,
      redirect_url: redirectUrl,
      cancelled_at: null,
      cancel_reason: null,
      reminder_sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await logBookingActivity(
    deps,
    { user_id: userId, company_id: person?.company_id ?? null },
    ACTION.BOOKED,
    redirectUrl,
  );
  const view = await getBookingView(db, row.id);
  return {
    booking: view,
    redirect_url: redirectUrl,
    free_session: true,
    first_name: view.first_name,
    last_name: view.last_name,
    email: view.email,
    phone_number: view.phone_number,
  };
}
