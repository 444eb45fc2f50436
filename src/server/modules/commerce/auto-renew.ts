import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { formatDateIST, withFormatLocale } from '../../../shared/format.js';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { Deps } from '../counselling/booking-common.js';
import { getPayments } from '../payments/registry.js';
import { packageName } from './package-text.js';
import { chargeOf, getPackageRow } from './packages.js';
import { dueOf, type Due } from './renewal-due.js';
import { customerOf, localeOf, receiptMail, rupeesOf, sendRenewalLink } from './renewal-mails.js';
import { onAutoChargeSettled, settleCommercePayment } from './settle-payment.js';

/**
 * Automatic renewal (docs/commerce.md "Renewals"): charging a saved payment method, what follows its
 * settlement (registered with settle-payment.ts when this module loads) and turning it on or off.
 */

/**
 * Charges the saved payment method of a consented subscription. Answers false when the provider refused
 * (the caller sends the link). A charge paid at once is settled here like its webhook would be (the same
 * settler, so the period follows the old end and the receipt goes out once); a pending one by its webhook.
 */
export async function chargeSavedMethod(deps: Deps, d: Due, pkg: { name: string }, charge: number): Promise<boolean> {
  const provider = getPayments(deps.ctx).active;
  if (!d.mandate_token || !d.mandate_customer || d.mandate_provider !== provider.name) return false;
  let r;
  try {
    r = await provider.chargeSaved({
      reference: `pkg_${randomUUID()}`,
      amountPaise: charge,
      description: `FinWell package renewal: ${pkg.name}`,
      customer: customerOf(d),
      saved: { customer: d.mandate_customer, token: d.mandate_token },
    });
  } catch (err) {
    deps.log?.(err, 'automatic renewal charge refused');
    return false;
  }
  await deps.ctx.db
    .insertInto('commerce_payments')
    .values({
      kind: 'package',
      subscription_id: d.id,
      user_id: d.user_id,
      provider: provider.name,
      provider_ref: r.providerRef,
      amount_paise: charge,
      status: 'created',
      auto: true,
    })
    .execute();
  if (r.status === 'paid') {
    const settled = await deps.ctx.db.transaction().execute((trx) =>
      settleCommercePayment(trx, deps, provider.name, {
        eventId: `auto:${r.providerRef}`,
        eventType: 'auto_renewal.charged',
        kind: 'paid',
        providerRef: r.providerRef,
        providerPaymentId: r.providerPaymentId,
        amountPaise: charge,
      }),
    );
    await settled?.after?.();
  }
  return true;
}

/** After an automatic charge settled: the receipt, or (refused by webhook) the payment link. */
onAutoChargeSettled(async (deps, subscriptionId, outcome) => {
  const d = await dueOf(deps.ctx.db, subscriptionId);
  const pkg = d && (await getPackageRow(deps.ctx.db, d.package_id));
  if (!d || !pkg) return;
  const charge = chargeOf(pkg);
  if (outcome === 'failed') {
    await sendRenewalLink(deps, d, pkg, charge, new Date(), true);
    return;
  }
  const paid = await deps.ctx.db
    .selectFrom('commerce_payments')
    .select('amount_paise')
    .where('subscription_id', '=', subscriptionId)
    .where('auto', '=', true)
    .where('status', '=', 'paid')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await deps.ctx.mailer.queue(
    receiptMail(d, {
      packageName: packageName(pkg, localeOf(d)),
      rupees: withFormatLocale(localeOf(d), () => rupeesOf(Number(paid?.amount_paise ?? charge))),
      until: withFormatLocale(localeOf(d), () => formatDateIST(d.period_end ?? new Date())),
      helpUrl: new URL('/client/help', deps.ctx.config.publicUrl).toString(),
    }),
  );
});

/**
 * package/auto-renew: the caller turns automatic renewal of a live subscription on or off (E-10790 when it
 * is not theirs or not live). Off also forgets the saved payment method; turned on again, the next renewal's
 * link saves a new one.
 */
export async function setAutoRenew(db: Db, userId: number, subscriptionId: number, on: boolean) {
  const row = await db
    .updateTable('subscriptions')
    .set({
      auto_renew: on,
      ...(on ? {} : { mandate_provider: null, mandate_customer: null, mandate_token: null }),
      updated_at: sql`now()`,
    })
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['trial', 'active'])
    .returning(['id', 'auto_renew', 'mandate_token'])
    .executeTakeFirst();
  if (!row) throw new AppError('E-10790');
  return { subscription_id: row.id, auto_renew: row.auto_renew, saved_method: row.mandate_token !== null };
}
