import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BookingStatus } from '../../../../machines/booking.machine.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { ACTION } from '../activity/log-activity.js';
import { getPayments } from '../payments/registry.js';
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
import { checkDiscountCode, discountOf, redeemerKey } from './discount-service.js';
import { findService, loadSlotInputs, priceFor } from './queries.js';
import { invalidateSlots } from './slot-cache.js';
import { assertBookableDate, computeSlots, isAvailableOn, isValidDate, istInstant } from './slots.js';

/** Free sessions a user's package gives: packages.extra.free_counselling_sessions, else one for company employees. */
async function freeAllowance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(u.package_id, c.package_id)`))
    .select(['u.company_id', 'p.extra'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const configured = (row?.extra as Record<string, unknown> | null | undefined)?.free_counselling_sessions;
  if (typeof configured === 'number' && configured >= 0) return configured;
  return row?.company_id ? 1 : 0;
}

/** The user's bookings that count towards the session order and the free allowance. */
async function countSessions(db: Db, userId: number): Promise<{ total: number; free: number }> {
  const r = await db
    .selectFrom('counselling_bookings')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where session_type = 1)::int`.as('free'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'not in', [4, 6])
    .where('counsellor_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return r;
}

/** Whether the user's next session is free (package allowance) and its order; visitors pay and have no order. */
async function sessionTerms(db: Db, userId: number | null): Promise<{ free: boolean; order: number | null }> {
  if (!userId) return { free: false, order: null };
  const [allowance, used] = await Promise.all([freeAllowance(db, userId), countSessions(db, userId)]);
  return { free: used.free < allowance, order: used.total + 1 };
}

/** The amount and free flag a user would get now (counselors-booking-amt). */
/** `categories`: the caller's package's counsellor categories (null: any, for admins and the public page). */
export async function quoteBooking(
  deps: Deps,
  opts: { counsellorId: number; userId: number | null; categories?: number[] | null },
) {
  const db = deps.ctx.db;
  const c = await db
    .selectFrom('counsellors')
    .select(['id', 'price_paise', 'status', 'category'])
    .where('id', '=', opts.counsellorId)
    .executeTakeFirst();
  if (!c || c.status !== 1) throw new AppError('E-10507');
  // As booking does (bookSlot): a counsellor of a category the package lacks is refused.
  if (opts.categories && !opts.categories.includes(c.category)) throw new AppError('E-10117');
  const price = await priceFor(db, c);
  const { free, order } = await sessionTerms(db, opts.userId);
  return {
    counsellor_id: c.id,
    price_paise: price,
    price: price / 100,
    free_session: free,
    session_type: free ? 1 : 2,
    session_order: order ?? 1,
    amount_paise: free ? 0 : price,
    amount: free ? 0 : price / 100,
    currency: 'INR',
  };
}
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

/** Creates the gateway's payment link after the hold is committed; a gateway failure fails the booking (the slot is freed). */
async function startPayment(
  deps: Deps,
  p: {
    bookingId: number;
    uid: string;
    amountPaise: number;
    holdExpiresAt: Date;
    description: string;
    customer: { name: string; email: string; contact: string | null };
    returnUrl: string;
  },
): Promise<string> {
  const db = deps.ctx.db;
  const provider = getPayments(deps.ctx).active;
  let link: { providerRef: string; paymentUrl: string };
  try {
    link = await provider.createPaymentLink({
      reference: p.uid,
      amountPaise: p.amountPaise,
      description: p.description,
      customer: p.customer,
      expiresAt: p.holdExpiresAt,
      returnUrl: p.returnUrl,
    });
  } catch (err) {
    deps.log?.(err, 'payment link creation failed');
    await db.transaction().execute((trx) => failHolds(trx, [p.bookingId]));
    invalidateSlots(null);
    throw new AppError('E-10565');
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('counselling_bookings')
      .set({
        payment_provider: provider.name,
        payment_ref: link.providerRef,
        payment_url: link.paymentUrl,
        updated_at: sql`now()`,
      })
      .where('id', '=', p.bookingId)
      .execute();
    await trx
      .insertInto('payments')
      .values({
        booking_id: p.bookingId,
        provider: provider.name,
        provider_ref: link.providerRef,
        provider_payment_id: null,
        amount_paise: p.amountPaise,
        status: 'created',
        paid_at: null,
        refunded_at: null,
        refund_ref: null,
      })
      .execute();
  });
  return link.paymentUrl;
}

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
