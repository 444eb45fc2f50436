import { serviceTitle } from './services-hi.js';
import { sql } from 'kysely';
import {
  nextBookingStatus,
  type BookingActor,
  type BookingEvent,
  type BookingStatus,
} from '../../../../machines/booking.machine.js';
import { AppError } from '../../../shared/app-error.js';
import { normaliseIndianMobile } from '../../../shared/login-identifier.js';
import { hasModule, MODULE, type PackageInfo } from '../../../shared/package-info.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales.js';
import { bookingMailMessages, type BookingMailKind } from './emails.js';
import { bookingQuery, toBookingView } from './queries.js';

/** Counselling is feature 2 in the activity log (enums.json "feature"). */
export const COUNSELLING_FEATURE = 2;
/** How long an unpaid booking holds its slot (a Razorpay link must live at least 15 minutes). */
export const HOLD_MINUTES = 20;
/** Return policy: refunds within 7 days of the purchase. */
export const REFUND_WINDOW_DAYS = 7;

/** Who books. */
export type Booker =
  | { kind: 'user'; userId: number; packageInfo: PackageInfo }
  | { kind: 'public'; firstName: string; lastName: string; email: string; locale?: Locale }
  | { kind: 'admin'; adminId: number; userId: number; source?: 'admin' | 'upload' };

/** Who changes an existing booking; decides which bookings they can see (others answer 404). */
export type Actor =
  | { kind: 'user'; userId: number }
  | { kind: 'admin'; userId: number }
  | { kind: 'counsellor'; userId: number; counsellorId: number | null }
  | { kind: 'public'; uid: string }
  | { kind: 'system' };

export type Deps = { ctx: AppContext; log?: (err: unknown, msg: string) => void };

export function pgCode(err: unknown): string | undefined {
  return (err as { code?: string } | null)?.code;
}

export function byOf(actor: Actor): BookingActor {
  return actor.kind === 'admin' || actor.kind === 'counsellor' ? 'staff' : actor.kind === 'system' ? 'system' : 'user';
}

/** The 10 digits of a booking's phone (the route schemas already enforced the spec's rule, E-10052). */
export function normalisePhone(phone: string | null | undefined): string | null {
  return phone ? normaliseIndianMobile(phone) : null;
}

/** The booking machine's next status for a booking row (null row: a booking not yet created). */
export function transition(
  status: BookingStatus | null,
  event: BookingEvent,
  row: { starts_at: Date | null; ends_at: Date | null } | null,
): BookingStatus | null {
  return nextBookingStatus(status, event, {
    startsAt: row?.starts_at ? new Date(row.starts_at).getTime() : null,
    endsAt: row?.ends_at ? new Date(row.ends_at).getTime() : null,
  });
}

export async function getBookingView(db: Db, id: number) {
  return toBookingView(await bookingQuery(db).where('b.id', '=', id).executeTakeFirstOrThrow());
}

/** The person's bookings; the service titles in `locale` (the reader's language). */
export async function listUserBookings(db: Db, userId: number, locale: Locale = DEFAULT_LOCALE) {
  const rows = await bookingQuery(db)
    .where('b.user_id', '=', userId)
    .orderBy(sql`b.starts_at IS NULL`)
    .orderBy('b.starts_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
  const bookings = rows.map((r) => {
    const view = toBookingView(r);
    return { ...view, service_title: serviceTitle(view.service_id, view.service_title, locale) };
  });
  return { bookings, upcoming: bookings.filter((b) => b.is_upcoming), past: bookings.filter((b) => !b.is_upcoming) };
}

/**
 * The answer to a change of a booking: the booking and its owner's list (the booking is read from
 * that list, not again), or the booking alone when it has no registered owner.
 */
export async function changedBookingAnswer(db: Db, bookingId: number, ownerId: number | null) {
  if (!ownerId) {
    const booking = await getBookingView(db, bookingId);
    return { booking, bookings: [booking] };
  }
  const list = await listUserBookings(db, ownerId);
  const booking = list.bookings.find((b) => b._id === bookingId) ?? (await getBookingView(db, bookingId));
  return { booking, ...list };
}

/**
 * Unpaid holds to Payment Failed (the machine's only move for an expired or failed hold): the
 * slot, the pending payment and the discount redemption are released, in the caller's transaction.
 */
export async function failHolds(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('counselling_bookings')
    .set({ status: 4, updated_at: sql`now()` })
    .where('id', 'in', ids)
    .where('status', '=', 2)
    .execute();
  await trx
    .updateTable('payments')
    .set({ status: 'failed', updated_at: sql`now()` })
    .where('booking_id', 'in', ids)
    .where('status', '=', 'created')
    .execute();
  await trx.deleteFrom('discount_redemptions').where('booking_id', 'in', ids).execute();
}

/**
 * The data of a booking e-mail and the languages it is written in (docs/i18n.md), in one query: the booker's account
 * choice (`users.locale`), else the language a visitor booked in (`guest_locale`, the request's Accept-Language), else
 * en-IN; the counsellor's account choice when they have an account.
 */
export async function bookingMailView(db: Db, bookingId: number) {
  const r = await bookingQuery(db)
    .leftJoin('users as cu', (j) => j.on(sql<boolean>`lower(cu.email) = lower(c.email)`))
    .select(['u.locale as u_locale', 'b.guest_locale', 'cu.locale as c_locale'])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!r) return null;
  const attendeeEmail = r.u_email ?? r.guest_email;
  if (!attendeeEmail) return null;
  const view = {
    uid: r.uid,
    icalSequence: r.ical_sequence,
    serviceId: r.service_id,
    serviceTitle: r.service_title,
    counsellorName: r.c_first ? `${r.c_first} ${r.c_last}` : null,
    counsellorEmail: r.c_email,
    attendeeName: r.u_first ? `${r.u_first} ${r.u_last ?? ''}`.trim() : (r.guest_name ?? attendeeEmail),
    attendeeEmail,
    attendeePhone: r.phone_number,
    startsAt: r.starts_at ? new Date(r.starts_at) : null,
    endsAt: r.ends_at ? new Date(r.ends_at) : null,
    amountPaise: r.amount_paise,
    free: r.session_type === 1 || r.amount_paise === 0,
    paymentUrl: r.payment_url,
  };
  const locales: { attendee: Locale; counsellor: Locale } = {
    attendee: r.u_locale ?? (isLocale(r.guest_locale) ? r.guest_locale : DEFAULT_LOCALE),
    counsellor: r.c_locale ?? DEFAULT_LOCALE,
  };
  return { view, locales };
}

/**
 * Queues a booking e-mail through `q`. Given the transaction that changes the booking, the mail is
 * committed with the change or not at all (no crash between the two can lose it). Returns the
 * queue ids for `deliverMail` after the commit.
 */
export async function queueBookingMail(
  q: Db,
  deps: Deps,
  bookingId: number,
  kind: BookingMailKind,
  extra: { refundPaise?: number } = {},
): Promise<string[]> {
  const mail = await bookingMailView(q, bookingId);
  if (!mail) return [];
  const { view, locales } = mail;
  // Only the payment-link mail carries the link, as an absolute address.
  const paymentUrl =
    kind === 'payment_link' && view.paymentUrl ? new URL(view.paymentUrl, deps.ctx.config.publicUrl).toString() : null;
  const organizer = /<([^>]+)>/.exec(deps.ctx.config.mailFrom)?.[1] ?? deps.ctx.config.mailFrom;
  const ids: string[] = [];
  const content = { ...view, paymentUrl, refundPaise: extra.refundPaise };
  for (const message of bookingMailMessages(kind, content, organizer, locales))
    ids.push(await deps.ctx.mailer.enqueue(q, message));
  return ids;
}

/** First attempt at queued mails, after their transaction committed. Never throws: the mail-delivery job retries. */
export async function deliverMail(deps: Deps, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await deps.ctx.mailer.deliver(ids).catch((err: unknown) => deps.log?.(err, 'booking e-mail delivery failed'));
}

/**
 * Queues and tries a booking e-mail when the change is already committed (the payment link and the
 * cancellation, whose content depends on a gateway call made after the commit). Never throws: a
 * failed e-mail must not undo a booking.
 */
export async function mailBooking(
  deps: Deps,
  bookingId: number,
  kind: BookingMailKind,
  extra: { refundPaise?: number } = {},
): Promise<void> {
  try {
    await deliverMail(deps, await queueBookingMail(deps.ctx.db, deps, bookingId, kind, extra));
  } catch (err) {
    deps.log?.(err, 'booking e-mail could not be queued');
  }
}

/**
 * After a booking is confirmed (free at once, paid on the webhook): the first attempt at the
 * confirmation mails queued in the confirming transaction, and the activity log.
 */
export async function afterConfirmed(deps: Deps, owner: BookingOwner, mailIds: string[]): Promise<void> {
  await deliverMail(deps, mailIds);
  await logBookingActivity(deps, owner, ACTION.BOOKED);
}

/** Whose booking it is (the activity log's user and company; no user for visitors). */
export type BookingOwner = { user_id: number | null; company_id: number | null };

/** An activity-log entry for the booking's user, if it has one. Never throws. */
export async function logBookingActivity(
  deps: Deps,
  owner: BookingOwner,
  actionId: number,
  navigationUrl?: string,
): Promise<void> {
  if (!owner.user_id) return;
  await logActivity(deps.ctx.db, {
    userId: owner.user_id,
    companyId: owner.company_id,
    actionId,
    featureId: COUNSELLING_FEATURE,
    navigationUrl,
  }).catch(() => undefined);
}

/** A user may use counselling calls when their package has the module (admins and counsellors always). */
export function assertCounsellingModule(info: PackageInfo, role: number): void {
  if (role === 1 || role === 2 || role === 7) return;
  if (!hasModule(info, MODULE.COUNSELLING)) throw new AppError('E-10117');
}
