import { sql } from 'kysely';
import { nextPurchaseStatus, type PurchaseStatus } from '../../../../machines/stock-course-purchase.machine.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { clearSessionCache } from '../auth/session.js';
import type { Deps } from '../counselling/booking-common.js';
import { registerSettler, type ExtraSettler } from '../payments/settle.js';
import { refundCommercePayment } from './payments.js';
import { grantSubscription, renewPaidSubscription } from './subscription-periods.js';

/**
 * The webhook side of commerce payments (registered with the payment routes' settle step when this
 * module loads; auto-renew.ts imports it, so it loads with the commerce routes), and the hook run after
 * an automatic renewal charge settles.
 */

/**
 * What happens after an automatic renewal charge settles (auto-renew.ts registers it: the receipt, or the
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
