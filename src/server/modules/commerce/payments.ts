import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Deps } from '../counselling/booking-common.js';
import { getPayments } from '../payments/registry.js';

/**
 * Commerce payments through the app's provider: payment links and refunds. The webhook side is in
 * settle-payment.ts, granting and renewing subscription periods in subscription-periods.ts.
 */

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
