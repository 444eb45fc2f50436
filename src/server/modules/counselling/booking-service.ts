import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BookingStatus } from '../../../../machines/booking.machine.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { ACTION } from '../activity/log-activity.js';
import {
  afterConfirmed,
  failHolds,
  getBookingView,
  HOLD_MINUTES,
  logBookingActivity,
  mailBooking,
  normalisePhone,
  pgCode,
  queueBookingMail,
  transition,
  type Booker,
  type Deps,
} from './booking-common.js';
import { startPayment } from './booking-payment.js';
import { sessionTerms } from './booking-quote.js';
import { checkDiscountCode, discountOf, redeemerKey } from './discount-service.js';
import { findService, loadSlotInputs, priceFor } from './queries.js';
import { invalidateSlots } from './slot-cache.js';
import { assertBookableDate, computeSlots, isAvailableOn, isValidDate, istInstant } from './slots.js';

/**
 * Booking a counsellor's slot: by the employee, a visitor or an admin for a user. The price quote and session terms
 * are in booking-quote.ts, the gateway's payment link in booking-payment.ts, partner services in partner-booking.ts.
 */

/** Unpaid holds past their expiry free their slot (the job does this too; here it is done before a booking needs the slot). */
async function expireStaleHolds(trx: Db, counsellorId: number): Promise<void> {
  const stale = await trx
    .selectFrom('counselling_bookings')
    .select(['id'])
    .where('counsellor_id', '=', counsellorId)
    .where('status', '=', 2)
    .where('hold_expires_at', '<', sql<Date>`now()`)
    .forUpdate()
    .skipLocked()
    .execute();
  await failHolds(
    trx,
    stale.map((s) => s.id),
  );
}

export type BookSlotInput = {
  booker: Booker;
  counsellorId: number;
  serviceId?: number;
  date: string | undefined;
  slot: string | undefined;
  phone: string | null | undefined;
  discountCode?: string;
  /** What the person wants to talk about (e.g. the assistant's question; docs/assistant.md). */
  note?: string;
  now?: number;
};

/**
 * Books a slot. Free sessions (by package) and fully discounted ones are confirmed at once; paid
 * ones hold the slot as Waiting for Payment and answer the gateway's payment_url. The database's
 * exclusion constraint decides who gets a contested slot (E-10056 for the others).
 */
export async function bookSlot(deps: Deps, input: BookSlotInput) {
  const db = deps.ctx.db;
  const now = input.now ?? Date.now();
  const { booker } = input;
  if (!input.date) throw fieldError('booking_date', 'E-10053');
  if (!isValidDate(input.date)) throw fieldError('booking_date', 'E-10053');
  if (!input.slot) throw fieldError('slot_time', 'E-10054');
  const phone = normalisePhone(input.phone);
  if (booker.kind !== 'admin' && !phone) throw fieldError('phone_number', 'E-10052');
  assertBookableDate(input.date, now);

  const dayStart = new Date(istInstant(input.date, '00:00'));
  const inputs = await loadSlotInputs(db, {
    counsellorId: input.counsellorId,
    from: dayStart,
    to: new Date(dayStart.getTime() + 86_400_000),
  });
  if (!inputs || inputs.counsellor.status !== 1) throw new AppError('E-10507');
  const counsellor = inputs.counsellor;
  if (booker.kind === 'user' && !booker.packageInfo.counsellor_category_ids.includes(counsellor.category))
    throw new AppError('E-10117');
  const serviceId = input.serviceId ?? counsellor.specialization_ids[0];
  const service = await findService(db, serviceId);
  if (!service || service.kind !== 'slot' || !counsellor.specialization_ids.includes(serviceId))
    throw fieldError('service_id', 'E-10566');
  if (!isAvailableOn(inputs.availability, input.date)) throw new AppError('E-10430');
  // The slot must be on the counsellor's grid; whether it is still free is the database's call.
  const slot = computeSlots(inputs.availability, input.date, []).find((s) => s.slot_time === input.slot);
  if (!slot) throw fieldError('slot_time', 'E-10564');

  const price = await priceFor(db, counsellor);
  const userId = booker.kind === 'public' ? null : booker.userId;
  const person = userId
    ? await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'company_id', 'status'])
        .where('id', '=', userId)
        .executeTakeFirst()
    : null;
  if (userId && (!person || person.status !== 1)) throw new AppError('E-10402');
  const owner = { user_id: userId, company_id: person?.company_id ?? null };
  const email = person?.email ?? (booker.kind === 'public' ? booker.email : '');
  const redeemer = redeemerKey({ userId, email });
  const code = input.discountCode
    ? await checkDiscountCode(db, { code: input.discountCode, counsellor, redeemer, now })
    : null;

  const uid = randomUUID();
  const startsAt = new Date(slot.starts_at);
  const endsAt = new Date(slot.ends_at);
  let created: { id: number; status: BookingStatus; amount: number; free: boolean; mailIds: string[] };
  try {
    created = await db.transaction().execute(async (trx) => {
      // One booking transaction per counsellor at a time: concurrent inserts checked by the overlap exclusion
      // constraint otherwise wait on each other and PostgreSQL aborts some as deadlocks (E-10001), the winner among
      // them (issue 38's race of 1,000 visitors). In turn, the first insert wins and the others meet 23P01.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`booking:${counsellor.id}`}))`.execute(trx);
      if (userId) await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
      await expireStaleHolds(trx, counsellor.id);
      const { free, order } = await sessionTerms(trx, userId);
      const discount = !free && code ? discountOf(price, code.discount_per) : 0;
      const amount = free ? 0 : price - discount;
      const status = transition(null, { type: amount === 0 ? 'BOOK_FREE' : 'BOOK_PAID' }, null);
      if (status === null) throw new AppError('E-10561');
      const row = await trx
        .insertInto('counselling_bookings')
        .values({
          uid,
          user_id: userId,
          company_id: owner.company_id,
          guest_name: booker.kind === 'public' ? `${booker.firstName.trim()} ${booker.lastName.trim()}` : null,
          guest_email: booker.kind === 'public' ? booker.email.trim().toLowerCase() : null,
          guest_locale: booker.kind === 'public' ? (booker.locale ?? null) : null,
          phone_number: phone,
          counsellor_id: counsellor.id,
          service_id: serviceId,
          booking_date: input.date!,
          slot_time: input.slot!,
          starts_at: startsAt,
          ends_at: endsAt,
          status,
          session_type: free ? 1 : 2,
          session_order: order,
          price_paise: free ? 0 : price,
          discount_code_id: discount > 0 && code ? code.id : null,
          discount_paise: discount,
          amount_paise: amount,
          payment_provider: null,
          payment_ref: null,
          payment_url: null,
          hold_expires_at: status === 2 ? new Date(now + HOLD_MINUTES * 60_000) : null,
          paid_at: null,
          source: booker.kind === 'admin' ? (booker.source ?? 'admin') : booker.kind,
          booked_by: booker.kind === 'admin' ? booker.adminId : null,
          redirect_url: null,
          cancelled_at: null,
          cancel_reason: null,
          note: input.note?.trim() || null,
          reminder_sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (discount > 0 && code) {
        await trx
          .insertInto('discount_redemptions')
          .values({ discount_code_id: code.id, redeemer_key: redeemer, booking_id: row.id })
          .execute();
      }
      // A confirmed booking's mails are queued in its own transaction: both are kept, or neither.
      const mailIds = status === 1 ? await queueBookingMail(trx, deps, row.id, 'confirmed') : [];
      return { id: row.id, status, amount, free, mailIds };
    });
  } catch (err) {
    if (pgCode(err) === '23P01') {
      await logBookingActivity(deps, owner, ACTION.NOT_BOOKED);
      throw new AppError('E-10056');
    }
    if (pgCode(err) === '23505') throw fieldError('discount_code', 'E-10396');
    throw err;
  } finally {
    invalidateSlots(counsellor.id);
  }

  let paymentUrl: string | null = null;
  if (created.status === 2) {
    paymentUrl = await startPayment(deps, {
      bookingId: created.id,
      uid,
      amountPaise: created.amount,
      holdExpiresAt: new Date(now + HOLD_MINUTES * 60_000),
      description: `${service.title} with ${counsellor.first_name} ${counsellor.last_name}`,
      customer: {
        name: person
          ? `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim()
          : booker.kind === 'public'
            ? `${booker.firstName} ${booker.lastName}`
            : email,
        email,
        contact: phone,
      },
      returnUrl: booker.kind === 'public' ? `/public-counselling?booking=${uid}` : `/client/counselling?booking=${uid}`,
    });
  }
  const view = await getBookingView(db, created.id);
  if (created.status === 1) await afterConfirmed(deps, owner, created.mailIds);
  if (created.status === 2 && booker.kind === 'admin') await mailBooking(deps, created.id, 'payment_link');
  return {
    booking: view,
    free_session: created.free,
    payment_url: paymentUrl,
    first_name: view.first_name,
    last_name: view.last_name,
  };
}

/** An admin books for a registered user found by e-mail (no phone needed). */
export async function bookForUser(
  deps: Deps,
  opts: {
    adminId: number;
    email: string;
    counsellorId: number;
    serviceId?: number;
    date: string;
    slot: string;
    phone: string | null;
  },
) {
  const user = await deps.ctx.db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${opts.email})`)
    .executeTakeFirst();
  if (!user) throw new AppError('E-10004');
  return bookSlot(deps, {
    booker: { kind: 'admin', adminId: opts.adminId, userId: user.id },
    counsellorId: opts.counsellorId,
    serviceId: opts.serviceId,
    date: opts.date,
    slot: opts.slot,
    phone: opts.phone,
  });
}
