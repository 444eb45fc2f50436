import { sql } from 'kysely';
import type { BookingStatus } from '../../../../machines/booking.machine.js';
import type { ScheduledTask } from '../../plugins/jobs.js';
import { ACTION } from '../activity/log-activity.js';
import { getPayments } from '../payments/registry.js';
import { settlePaymentEvent } from '../payments/settle.js';
import {
  deliverMail,
  failHolds,
  logBookingActivity,
  queueBookingMail,
  transition,
  type Deps,
} from './booking-common.js';
import { invalidateSlots } from './slot-cache.js';

/** Grace after a session's end before it is settled as attended (time for the counsellor to mark a no-show). */
export const SETTLE_GRACE_MS = 2 * 3600_000;

/**
 * Unpaid holds past their expiry: the gateway is asked first (a missed webhook is reconciled as
 * a payment), otherwise the booking moves to Payment Failed and frees its slot.
 */
export async function expireHolds(
  deps: Deps,
  now: Date = new Date(),
): Promise<{ expired: number; reconciled: number }> {
  const db = deps.ctx.db;
  const payments = getPayments(deps.ctx);
  const due = await db
    .selectFrom('counselling_bookings')
    .select(['id', 'payment_provider', 'payment_ref'])
    .where('status', '=', 2)
    .where('hold_expires_at', '<', now)
    .orderBy('hold_expires_at')
    .limit(100)
    .execute();
  let expired = 0;
  let reconciled = 0;
  for (const d of due) {
    const provider = d.payment_provider ? payments.byName(d.payment_provider) : null;
    if (provider && d.payment_ref) {
      const remote = await provider.fetchStatus(d.payment_ref).catch(() => ({ status: 'unknown' as const }));
      if (remote.status === 'paid') {
        const r = await settlePaymentEvent(
          deps,
          provider.name,
          {
            eventId: `reconcile:${d.payment_ref}`,
            eventType: 'reconcile.paid',
            kind: 'paid',
            providerRef: d.payment_ref,
            providerPaymentId: 'providerPaymentId' in remote ? (remote.providerPaymentId ?? null) : null,
            amountPaise: null,
          },
          { reconciled: true },
        );
        if (r === 'confirmed') reconciled++;
        continue;
      }
    }
    const moved = await db.transaction().execute(async (trx) => {
      const b = await trx
        .selectFrom('counselling_bookings')
        .select(['id', 'status', 'user_id', 'company_id'])
        .where('id', '=', d.id)
        .where('status', '=', 2)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!b) return null;
      if (transition(b.status as BookingStatus, { type: 'HOLD_EXPIRED' }, null) === null) return null;
      await failHolds(trx, [b.id]);
      return b;
    });
    if (moved) {
      expired++;
      await logBookingActivity(deps, moved, ACTION.NOT_BOOKED);
    }
  }
  if (expired > 0) invalidateSlots(null);
  return { expired, reconciled };
}

/** Past confirmed sessions become Attended after the grace period (staff correct no-shows to Not Attended). */
export async function settlePastSessions(deps: Deps, now: Date = new Date()): Promise<{ attended: number }> {
  const db = deps.ctx.db;
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('counselling_bookings')
      .select(['id', 'status', 'starts_at', 'ends_at'])
      .where('status', 'in', [1, 3])
      .where('ends_at', '<', new Date(now.getTime() - SETTLE_GRACE_MS))
      .orderBy('ends_at')
      .limit(500)
      .forUpdate()
      .skipLocked()
      .execute();
    let attended = 0;
    for (const r of rows) {
      const next = transition(r.status as BookingStatus, { type: 'SESSION_ENDED', now: now.getTime() }, r);
      if (next === null) continue;
      await trx
        .updateTable('counselling_bookings')
        .set({ status: next, updated_at: sql`now()` })
        .where('id', '=', r.id)
        .execute();
      attended++;
    }
    return { attended };
  });
}

/** The day-before reminder with the invite, once per booking time (a reschedule re-arms it). */
export async function sendReminders(deps: Deps, now: Date = new Date()): Promise<{ sent: number }> {
  const db = deps.ctx.db;
  const claimed = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('counselling_bookings')
      .select('id')
      .where('status', 'in', [1, 3])
      .where('reminder_sent_at', 'is', null)
      .where('starts_at', '>', now)
      .where('starts_at', '<=', new Date(now.getTime() + 24 * 3600_000))
      .limit(200)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return { count: 0, mailIds: [] as string[] };
    await trx
      .updateTable('counselling_bookings')
      .set({ reminder_sent_at: now })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    // Queued in the claiming transaction: a booking marked reminded always has its reminder queued.
    const mailIds: string[] = [];
    for (const r of rows) mailIds.push(...(await queueBookingMail(trx, deps, r.id, 'reminder')));
    return { count: rows.length, mailIds };
  });
  await deliverMail(deps, claimed.mailIds);
  return { sent: claimed.count };
}

export function counsellingTasks(deps: Deps): ScheduledTask[] {
  const tasks: ScheduledTask[] = [
    { name: 'counselling.expire-holds', cron: '* * * * *', run: (now) => expireHolds(deps, now) },
    { name: 'counselling.settle-past-sessions', cron: '*/15 * * * *', run: (now) => settlePastSessions(deps, now) },
    { name: 'counselling.reminders', cron: '*/5 * * * *', run: (now) => sendReminders(deps, now) },
  ];
  const sandbox = getPayments(deps.ctx).sandbox;
  if (sandbox)
    tasks.push({ name: 'payments.sandbox-redeliver', cron: '* * * * *', run: () => sandbox.redeliverPending() });
  return tasks;
}
