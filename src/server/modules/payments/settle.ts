import { sql } from 'kysely';
import type { BookingStatus } from '../../../../machines/booking.machine.js';
import { ACTION } from '../activity/log-activity.js';
import {
  afterConfirmed,
  logBookingActivity,
  queueBookingMail,
  transition,
  type BookingOwner,
  type Deps,
} from '../counselling/booking-common.js';
import { refundPayment } from '../counselling/booking-changes.js';
import { invalidateSlots } from '../counselling/slot-cache.js';
import type { Db } from '../../db/index.js';
import type { WebhookOutcome } from './provider.js';

export type SettleResult =
  | 'duplicate'
  | 'ignored'
  | 'unknown_payment'
  | 'amount_mismatch'
  | 'confirmed'
  | 'already_paid'
  | 'refund_due'
  | 'failed'
  | 'no_change';

/**
 * Another kind of payment (docs/commerce.md: packages and the stock market course) settled in the
 * same transaction as the stored event id, when the reference is not a counselling payment. Answers
 * null when the reference is not its own; `after` runs after the commit.
 */
export type ExtraSettler = (
  trx: Db,
  deps: Deps,
  provider: string,
  outcome: WebhookOutcome,
) => Promise<{ result: SettleResult; after?: () => Promise<void> } | null>;
const extraSettlers: ExtraSettler[] = [];
export function registerSettler(settler: ExtraSettler): void {
  if (!extraSettlers.includes(settler)) extraSettlers.push(settler);
}

/**
 * Applies one verified gateway event. In one transaction: the event id is stored (unique: a
 * replay answers `duplicate` and changes nothing), the payment and booking rows are locked, and
 * the booking moves only where the status machine allows. Paid bookings never move back; a
 * success whose amount differs from the server's price confirms nothing. The confirmation e-mails
 * are queued in the same transaction; their delivery, the activity log and refunds run after the commit.
 */
export async function settlePaymentEvent(
  deps: Deps,
  provider: string,
  outcome: WebhookOutcome,
  payload: unknown,
): Promise<SettleResult> {
  const db = deps.ctx.db;
  let after: (() => Promise<void>) | undefined;
  const res = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('payment_events')
      .values({
        provider,
        event_id: outcome.eventId,
        event_type: outcome.eventType,
        provider_ref: outcome.providerRef,
        outcome: 'processing',
        payload: JSON.stringify(payload),
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted)
      return { result: 'duplicate' as SettleResult, owner: null, paymentId: null, mailIds: [] as string[] };
    const finish = async (
      result: SettleResult,
      owner: BookingOwner | null = null,
      paymentId: number | null = null,
      mailIds: string[] = [],
    ) => {
      await trx.updateTable('payment_events').set({ outcome: result }).where('id', '=', inserted.id).execute();
      return { result, owner, paymentId, mailIds };
    };
    if (outcome.kind === 'ignored' || !outcome.providerRef) return finish('ignored');
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_ref', '=', outcome.providerRef)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) {
      for (const settle of extraSettlers) {
        const done = await settle(trx, deps, provider, outcome);
        if (done) {
          after = done.after;
          return finish(done.result);
        }
      }
      return finish('unknown_payment');
    }
    const b = await trx
      .selectFrom('counselling_bookings')
      .selectAll()
      .where('id', '=', payment.booking_id)
      .forUpdate()
      .executeTakeFirstOrThrow();

    if (outcome.kind === 'failed') {
      if (payment.status === 'created')
        await trx
          .updateTable('payments')
          .set({ status: 'failed', updated_at: sql`now()` })
          .where('id', '=', payment.id)
          .execute();
      const next = transition(b.status as BookingStatus, { type: 'PAYMENT_FAILED' }, b);
      if (next === null) return finish('no_change', b);
      await trx
        .updateTable('counselling_bookings')
        .set({ status: next, updated_at: sql`now()` })
        .where('id', '=', b.id)
        .execute();
      await trx.deleteFrom('discount_redemptions').where('booking_id', '=', b.id).execute();
      return finish('failed', b);
    }

    // paid
    if (outcome.amountPaise !== null && outcome.amountPaise !== payment.amount_paise)
      return finish('amount_mismatch', b);
    if (payment.status === 'paid' || payment.status === 'refunded' || payment.status === 'refund_failed')
      return finish('already_paid', b);
    await trx
      .updateTable('payments')
      .set({
        status: 'paid',
        paid_at: sql`now()`,
        provider_payment_id: outcome.providerPaymentId,
        updated_at: sql`now()`,
      })
      .where('id', '=', payment.id)
      .execute();
    let slotFree = true;
    if (b.status === 4 && b.counsellor_id !== null && b.starts_at && b.ends_at) {
      const clash = await trx
        .selectFrom('counselling_bookings')
        .select('id')
        .where('counsellor_id', '=', b.counsellor_id)
        .where('id', '<>', b.id)
        .where('status', 'not in', [4, 6])
        .where('starts_at', '<', b.ends_at)
        .where('ends_at', '>', b.starts_at)
        .executeTakeFirst();
      slotFree = !clash && new Date(b.starts_at).getTime() > Date.now();
    }
    const next = transition(b.status as BookingStatus, { type: 'PAYMENT_SUCCEEDED', slotFree }, b);
    if (next === null) return finish('refund_due', b, payment.id);
    await trx
      .updateTable('counselling_bookings')
      .set({ status: next, paid_at: sql`now()`, hold_expires_at: null, updated_at: sql`now()` })
      .where('id', '=', b.id)
      .execute();
    // The confirmation mails are queued with the confirmation itself.
    return finish('confirmed', b, null, await queueBookingMail(trx, deps, b.id, 'confirmed'));
  });

  if (after) await after().catch((err: unknown) => deps.log?.(err, 'after-payment step failed'));
  if (res.result === 'confirmed' || res.result === 'failed') invalidateSlots(null);
  if (res.result === 'confirmed' && res.owner) await afterConfirmed(deps, res.owner, res.mailIds);
  if (res.result === 'refund_due' && res.paymentId) await refundPayment(deps, res.paymentId);
  if (res.result === 'failed' && res.owner) await logBookingActivity(deps, res.owner, ACTION.NOT_BOOKED);
  return res.result;
}
