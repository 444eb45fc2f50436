import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { isConfirmedStatus, type BookingStatus } from '../../../../machines/booking.machine.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { ACTION } from '../activity/log-activity.js';
import { getPayments } from '../payments/registry.js';
import {
  byOf,
  changedBookingAnswer,
  deliverMail,
  getBookingView,
  logBookingActivity,
  mailBooking,
  pgCode,
  queueBookingMail,
  REFUND_WINDOW_DAYS,
  transition,
  type Actor,
  type BookingOwner,
  type Deps,
} from './booking-common.js';
import { loadSlotInputs } from './queries.js';
import { invalidateSlots } from './slot-cache.js';
import { assertBookableDate, computeSlots, isAvailableOn, isValidDate, istInstant } from './slots.js';

/** Changes to an existing booking: reschedule, cancel (with refund), attendance. Each runs the status machine inside its transaction. */
/** Loads a booking for change, locked, within what the actor may see (another user's booking answers 404). */
async function lockBooking(trx: Db, actor: Actor, bookingId: number) {
  let q = trx.selectFrom('counselling_bookings').selectAll().where('id', '=', bookingId);
  if (actor.kind === 'user') q = q.where('user_id', '=', actor.userId);
  if (actor.kind === 'counsellor') q = q.where('counsellor_id', '=', actor.counsellorId ?? -1);
  if (actor.kind === 'public') q = q.where('uid', '=', actor.uid);
  const row = await q.forUpdate().executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return row;
}

/** Moves a booking to another free slot of the same counsellor; answers the owner's new booking list. */
export async function rescheduleBooking(
  deps: Deps,
  opts: { actor: Actor; bookingId: number; date: string | undefined; slot: string | undefined; now?: number },
) {
  const db = deps.ctx.db;
  const now = opts.now ?? Date.now();
  if (opts.actor.kind === 'counsellor') throw new AppError('E-10506');
  if (!opts.date || !isValidDate(opts.date)) throw fieldError('booking_date', 'E-10053');
  if (!opts.slot) throw fieldError('slot_time', 'E-10054');
  const date = opts.date;
  const slotTime = opts.slot;
  let owner: BookingOwner = { user_id: null, company_id: null };
  let mailIds: string[];
  try {
    mailIds = await db.transaction().execute(async (trx) => {
      const b = await lockBooking(trx, opts.actor, opts.bookingId);
      owner = b;
      if (b.status === 6) throw new AppError('E-10411');
      const next = transition(b.status as BookingStatus, { type: 'RESCHEDULE', by: byOf(opts.actor), now }, b);
      if (next === null || b.counsellor_id === null) throw new AppError('E-10561');
      assertBookableDate(date, now);
      const dayStart = new Date(istInstant(date, '00:00'));
      const inputs = await loadSlotInputs(trx, {
        counsellorId: b.counsellor_id,
        from: dayStart,
        to: new Date(dayStart.getTime() + 86_400_000),
        excludeBookingId: b.id,
      });
      if (!inputs) throw new AppError('E-10507');
      if (!isAvailableOn(inputs.availability, date)) throw new AppError('E-10430');
      const slot = computeSlots(inputs.availability, date, []).find((s) => s.slot_time === slotTime);
      if (!slot) throw fieldError('slot_time', 'E-10564');
      await trx
        .updateTable('counselling_bookings')
        .set({
          booking_date: date,
          slot_time: slotTime,
          starts_at: new Date(slot.starts_at),
          ends_at: new Date(slot.ends_at),
          status: next,
          ical_sequence: sql`ical_sequence + 1`,
          reminder_sent_at: null,
          updated_at: sql`now()`,
        })
        .where('id', '=', b.id)
        .execute();
      return queueBookingMail(trx, deps, b.id, 'rescheduled');
    });
  } catch (err) {
    if (pgCode(err) === '23P01') throw new AppError('E-10056');
    throw err;
  } finally {
    invalidateSlots(null);
  }
  await deliverMail(deps, mailIds);
  await logBookingActivity(deps, owner, ACTION.EDIT);
  return changedBookingAnswer(db, opts.bookingId, owner.user_id);
}

/** Cancels a booking (E-10411 when already cancelled); a paid one is refunded when within the refund window or cancelled by staff. */
export async function cancelBooking(
  deps: Deps,
  opts: { actor: Actor; bookingId: number; reason?: string; now?: number },
) {
  const db = deps.ctx.db;
  const now = opts.now ?? Date.now();
  if (opts.actor.kind === 'counsellor') throw new AppError('E-10506');
  const result = await db.transaction().execute(async (trx) => {
    const b = await lockBooking(trx, opts.actor, opts.bookingId);
    if (b.status === 6) throw new AppError('E-10411');
    const next = transition(b.status as BookingStatus, { type: 'CANCEL', by: byOf(opts.actor), now }, b);
    if (next === null) throw new AppError('E-10561');
    await trx
      .updateTable('counselling_bookings')
      .set({
        status: next,
        cancelled_at: sql`now()`,
        cancel_reason: opts.reason ?? null,
        ical_sequence: sql`ical_sequence + 1`,
        updated_at: sql`now()`,
      })
      .where('id', '=', b.id)
      .execute();
    await trx
      .updateTable('payments')
      .set({ status: 'failed', updated_at: sql`now()` })
      .where('booking_id', '=', b.id)
      .where('status', '=', 'created')
      .execute();
    await trx.deleteFrom('discount_redemptions').where('booking_id', '=', b.id).execute();
    const paid = await trx
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', b.id)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    const withinWindow = paid?.paid_at
      ? now - new Date(paid.paid_at).getTime() <= REFUND_WINDOW_DAYS * 86_400_000
      : false;
    const refund = paid && (withinWindow || byOf(opts.actor) !== 'user') ? paid : null;
    return {
      wasConfirmed: isConfirmedStatus(b.status),
      owner: b as BookingOwner,
      refund,
      counsellorId: b.counsellor_id,
    };
  });
  if (result.counsellorId) invalidateSlots(result.counsellorId);
  let refundPaise = 0;
  if (result.refund) refundPaise = await refundPayment(deps, result.refund.id);
  if (result.wasConfirmed) await mailBooking(deps, opts.bookingId, 'cancelled', { refundPaise });
  await logBookingActivity(deps, result.owner, ACTION.CANCEL);
  return { refund_paise: refundPaise, ...(await changedBookingAnswer(db, opts.bookingId, result.owner.user_id)) };
}

/** Refunds a paid payment through its gateway; answers the refunded paise (0 when the gateway refused). */
export async function refundPayment(deps: Deps, paymentId: number): Promise<number> {
  const db = deps.ctx.db;
  const p = await db
    .selectFrom('payments as p')
    .innerJoin('counselling_bookings as b', 'b.id', 'p.booking_id')
    .select(['p.id', 'p.provider', 'p.provider_payment_id', 'p.amount_paise', 'p.status', 'b.uid'])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  if (!p || p.status !== 'paid' || !p.provider_payment_id) return 0;
  const provider = getPayments(deps.ctx).byName(p.provider);
  try {
    if (!provider) throw new Error(`provider ${p.provider} is not active`);
    const r = await provider.refund({
      providerPaymentId: p.provider_payment_id,
      amountPaise: p.amount_paise,
      reference: p.uid,
    });
    await db
      .updateTable('payments')
      .set({ status: 'refunded', refunded_at: sql`now()`, refund_ref: r.refundRef, updated_at: sql`now()` })
      .where('id', '=', p.id)
      .where('status', '=', 'paid')
      .execute();
    return p.amount_paise;
  } catch (err) {
    deps.log?.(err, 'refund failed');
    await db
      .updateTable('payments')
      .set({ status: 'refund_failed', updated_at: sql`now()` })
      .where('id', '=', p.id)
      .execute();
    return 0;
  }
}

/** Staff record attendance once the session has started. */
export async function markAttendance(
  deps: Deps,
  opts: { actor: Actor; bookingId: number; attended: boolean; now?: number },
) {
  const db = deps.ctx.db;
  const now = opts.now ?? Date.now();
  if (opts.actor.kind !== 'admin' && opts.actor.kind !== 'counsellor') throw new AppError('E-10506');
  await db.transaction().execute(async (trx) => {
    const b = await lockBooking(trx, opts.actor, opts.bookingId);
    if (b.status === 6) throw new AppError('E-10411');
    const next = transition(
      b.status as BookingStatus,
      { type: opts.attended ? 'MARK_ATTENDED' : 'MARK_NOT_ATTENDED', by: 'staff', now },
      b,
    );
    if (next === null) throw new AppError('E-10561');
    await trx
      .updateTable('counselling_bookings')
      .set({ status: next, updated_at: sql`now()` })
      .where('id', '=', b.id)
      .execute();
  });
  const booking = await getBookingView(db, opts.bookingId);
  return { booking, bookings: [booking] };
}
