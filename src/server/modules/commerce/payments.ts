import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { nextPurchaseStatus, type PurchaseStatus } from '../../../../machines/stock-course-purchase.machine.js';
import { AppError } from '../../../shared/app-error.js';
import { ROLE } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { clearSessionCache } from '../auth/session.js';
import type { Deps } from '../counselling/booking-common.js';
import { getPayments } from '../payments/registry.js';
import { registerSettler, type ExtraSettler } from '../payments/settle.js';

/** How long a payment link stays open. */
export const LINK_MINUTES = 30;
/** Refunds within 7 days of the original purchase (docs/product-rules.md "Terms and privacy"). */
export const REFUND_WINDOW_MS = 7 * 24 * 3600_000;

type StartPayment = {
  kind: 'package' | 'stock_course';
  subscriptionId?: number;
  purchaseId?: number;
  userId: number | null;
  amountPaise: number;
  description: string;
  customer: { name: string; email: string; contact?: string | null };
  returnUrl: string;
  /** The buyer consented to automatic renewal: the provider saves the payment method at this payment. */
  saveToken?: boolean;
};

/**
 * A payment link from the app's provider (sandbox by default, Razorpay by configuration: docs/counselling.md),
 * recorded in commerce_payments under the provider's reference so the webhook finds it.
 */
export async function startPayment(deps: Deps, p: StartPayment): Promise<string> {
  const provider = getPayments(deps.ctx).active;
  let link: { providerRef: string; paymentUrl: string };
  try {
    link = await provider.createPaymentLink({
      reference: `${p.kind === 'package' ? 'pkg' : 'smc'}_${randomUUID()}`,
      amountPaise: p.amountPaise,
      description: p.description,
      customer: p.customer,
      expiresAt: new Date(Date.now() + LINK_MINUTES * 60_000),
      returnUrl: p.returnUrl,
      saveToken: p.saveToken === true,
    });
  } catch (err) {
    deps.log?.(err, 'payment link creation failed');
    throw new AppError('E-10565');
  }
  await deps.ctx.db
    .insertInto('commerce_payments')
    .values({
      kind: p.kind,
      subscription_id: p.subscriptionId ?? null,
      purchase_id: p.purchaseId ?? null,
      user_id: p.userId,
      provider: provider.name,
      provider_ref: link.providerRef,
      amount_paise: p.amountPaise,
      status: 'created',
    })
    .execute();
  return link.paymentUrl;
}

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

/**
 * What happens after an automatic renewal charge settles (renewals.ts registers it: the receipt, or the
 * e-mailed payment link when the saved payment method was refused). A hook, not an import, so the modules
 * do not import each other.
 */
export type AutoChargeHook = (deps: Deps, subscriptionId: number, outcome: 'paid' | 'failed') => Promise<void>;
let autoChargeHook: AutoChargeHook | null = null;
export function onAutoChargeSettled(hook: AutoChargeHook): void {
  autoChargeHook = hook;
}

/**
 * The webhook side (registered with the payment routes' settle step): the payment row is locked, a
 * failure marks only a payment that is still open, a success with the server's amount moves the
 * subscription or purchase forward. A paid row never goes back; a replayed event never reaches here
 * (its id is stored once, src/server/modules/payments/settle.ts).
 */
export const settleCommercePayment: ExtraSettler = async (trx, deps, provider, outcome) => {
  if (!outcome.providerRef) return null;
  const pay = await trx
    .selectFrom('commerce_payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', outcome.providerRef)
    .forUpdate()
    .executeTakeFirst();
  if (!pay) return null;
  const purchase =
    pay.purchase_id === null
      ? null
      : await trx
          .selectFrom('stock_course_purchases')
          .selectAll()
          .where('id', '=', pay.purchase_id)
          .forUpdate()
          .executeTakeFirstOrThrow();

  if (outcome.kind === 'failed') {
    if (pay.status !== 'created') return { result: 'no_change' };
    await trx
      .updateTable('commerce_payments')
      .set({ status: 'failed', updated_at: sql`now()` })
      .where('id', '=', pay.id)
      .execute();
    // A refused automatic renewal falls back to the e-mailed payment link.
    if (pay.auto && pay.subscription_id !== null) {
      const subId = pay.subscription_id;
      return { result: 'failed', after: async () => autoChargeHook?.(deps, subId, 'failed') };
    }
    if (purchase) {
      const next = nextPurchaseStatus(purchase.status as PurchaseStatus, { type: 'PAYMENT_FAILED' });
      if (next !== null) {
        await trx
          .updateTable('stock_course_purchases')
          .set({ status: next, updated_at: sql`now()` })
          .where('id', '=', purchase.id)
          .execute();
        await trx.deleteFrom('stock_course_redemptions').where('purchase_id', '=', purchase.id).execute();
      }
    }
    return { result: 'failed' };
  }

  if (outcome.amountPaise !== null && outcome.amountPaise !== Number(pay.amount_paise))
    return { result: 'amount_mismatch' };
  if (pay.status !== 'created' && pay.status !== 'failed') return { result: 'already_paid' };
  await trx
    .updateTable('commerce_payments')
    .set({
      status: 'paid',
      paid_at: sql`now()`,
      provider_payment_id: outcome.providerPaymentId,
      updated_at: sql`now()`,
    })
    .where('id', '=', pay.id)
    .execute();
  let owner: { userId: number | null; action: number; feature: number | null } = {
    userId: pay.user_id,
    action: ACTION.BOOKED,
    feature: null,
  };
  if (pay.subscription_id !== null) {
    // Granted whether or not the buyer is still signed in: the payment names the subscription, not a session.
    // A live subscription's payment is its renewal: the next period follows this one.
    if (!(await renewPaidSubscription(trx, pay.subscription_id))) await grantSubscription(trx, pay.subscription_id);
    // A payment method saved at a consented payment renews the subscription automatically from now on.
    if (outcome.saved)
      await trx
        .updateTable('subscriptions')
        .set({
          mandate_provider: provider,
          mandate_customer: outcome.saved.customer,
          mandate_token: outcome.saved.token,
          updated_at: sql`now()`,
        })
        .where('id', '=', pay.subscription_id)
        .where('auto_renew', '=', true)
        .execute();
  }
  if (purchase) {
    const next = nextPurchaseStatus(purchase.status as PurchaseStatus, { type: 'PAYMENT_SUCCEEDED' });
    // Money for a purchase cancelled meanwhile goes back (whatever the 7-day window: nothing was bought).
    if (next === null)
      return {
        result: 'refund_due',
        after: async () => {
          await refundCommercePayment(deps, pay.id, Date.now(), { anyTime: true }).catch((err: unknown) =>
            deps.log?.(err, 'refund of a payment for a cancelled purchase failed'),
          );
        },
      };
    await trx
      .updateTable('stock_course_purchases')
      .set({ status: next, paid_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', purchase.id)
      .execute();
    owner = { userId: purchase.user_id, action: ACTION.BOOKED, feature: 2 };
  }
  const autoSub = pay.auto ? pay.subscription_id : null;
  return {
    result: 'confirmed',
    after: async () => {
      clearSessionCache();
      if (autoSub !== null) await autoChargeHook?.(deps, autoSub, 'paid');
      if (owner.userId !== null)
        await logActivity(deps.ctx.db, {
          userId: owner.userId,
          companyId: null,
          actionId: owner.action,
          featureId: owner.feature,
          navigationUrl: pay.kind === 'package' ? '/signup' : '/stock-market-course',
        });
    },
  };
};
registerSettler(settleCommercePayment);

/**
 * Refunds a paid commerce payment through its provider (within 7 days of payment, else E-10781).
 * Answers the refunded paise (0 when the provider refused: the row is marked refund_failed for staff).
 */
export async function refundCommercePayment(
  deps: Deps,
  paymentId: number,
  now = Date.now(),
  opts: { anyTime?: boolean } = {},
): Promise<number> {
  const db = deps.ctx.db;
  const p = await db.selectFrom('commerce_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!p || p.status !== 'paid' || !p.provider_payment_id || !p.paid_at) throw new AppError('E-10785');
  if (!opts.anyTime && now - new Date(p.paid_at).getTime() > REFUND_WINDOW_MS) throw new AppError('E-10781');
  const provider = getPayments(deps.ctx).byName(p.provider);
  try {
    if (!provider) throw new Error(`provider ${p.provider} is not active`);
    const r = await provider.refund({
      providerPaymentId: p.provider_payment_id,
      amountPaise: Number(p.amount_paise),
      reference: p.provider_ref,
    });
    await db
      .updateTable('commerce_payments')
      .set({ status: 'refunded', refunded_at: sql`now()`, refund_ref: r.refundRef, updated_at: sql`now()` })
      .where('id', '=', p.id)
      .where('status', '=', 'paid')
      .execute();
    return Number(p.amount_paise);
  } catch (err) {
    deps.log?.(err, 'refund failed');
    await db
      .updateTable('commerce_payments')
      .set({ status: 'refund_failed', updated_at: sql`now()` })
      .where('id', '=', p.id)
      .execute();
    return 0;
  }
}
