import { sql } from 'kysely';
import { ROLE } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';

/** Subscription periods: when a charge falls due, a paid renewal, granting a package to a user. */

/** Renewals (docs/commerce.md "Renewals", renewals.ts): a period's charge falls due this many days before its end. */
export const RENEWAL_NOTICE_DAYS = 3;
/** When a period's charge falls due: RENEWAL_NOTICE_DAYS before its end (a trial: its last day). */
export function chargeDueOffsetDays(periodDays: number, trial: boolean): number {
  if (trial) return Math.max(periodDays - 1, 0);
  return Math.max(periodDays - Math.min(RENEWAL_NOTICE_DAYS, Math.floor(periodDays / 2)), 0);
}

/**
 * A paid renewal of a live subscription: the next period starts where this one ends (never earlier
 * than now), and its own charge falls due before its end. Answers false when the subscription is not
 * live (the caller then grants it as a new one).
 */
export async function renewPaidSubscription(trx: Db, subscriptionId: number): Promise<boolean> {
  const s = await trx
    .selectFrom('subscriptions as s')
    .innerJoin('package_terms as t', 't.package_id', 's.package_id')
    .select(['s.id', 's.status', 't.billing_days'])
    .where('s.id', '=', subscriptionId)
    .forUpdate('s')
    .executeTakeFirst();
  if (!s || (s.status !== 'active' && s.status !== 'trial')) return false;
  const days = Number(s.billing_days);
  const start = sql<Date>`greatest(coalesce(period_end, now()), now())`;
  await trx
    .updateTable('subscriptions')
    .set({
      status: 'active',
      period_start: start,
      period_end: sql`${start} + make_interval(days => ${days})`,
      next_charge_at: sql`${start} + make_interval(days => ${chargeDueOffsetDays(days, false)})`,
      updated_at: sql`now()`,
    })
    .where('id', '=', s.id)
    .execute();
  return true;
}

/**
 * Gives a user a package now: the subscription becomes active (or trial) for its period, the user's
 * package is set and an unknown paid user (11) becomes a paid user (6). Sessions read the package on
 * each request, so the user sees it at the next request without logging in again.
 */
export async function grantSubscription(trx: Db, subscriptionId: number, status: 'active' | 'trial' = 'active') {
  const s = await trx
    .selectFrom('subscriptions as s')
    .innerJoin('package_terms as t', 't.package_id', 's.package_id')
    .select(['s.id', 's.user_id', 's.package_id', 's.status', 't.billing_days', 't.trial_days'])
    .where('s.id', '=', subscriptionId)
    .forUpdate()
    .executeTakeFirst();
  if (!s) return null;
  if (s.status === 'active' || s.status === 'trial') return s;
  const days = status === 'trial' ? s.trial_days : s.billing_days;
  await trx
    .updateTable('subscriptions')
    .set({
      status,
      period_start: sql`now()`,
      period_end: sql`now() + make_interval(days => ${days})`,
      // Billed in advance: the next charge is due before this period ends (a trial: on its last day).
      next_charge_at: sql`now() + make_interval(days => ${chargeDueOffsetDays(days, status === 'trial')})`,
      updated_at: sql`now()`,
    })
    .where('id', '=', s.id)
    .execute();
  await trx
    .updateTable('users')
    .set({
      package_id: s.package_id,
      user_type: sql<number>`CASE WHEN user_type = ${ROLE.UNKNOWN_PAID_USER} THEN ${ROLE.PAID_USER} ELSE user_type END`,
      updated_at: sql`now()`,
    })
    .where('id', '=', s.user_id)
    .execute();
  return s;
}
