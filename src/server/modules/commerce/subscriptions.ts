import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { ROLE } from '../../../shared/roles.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { clearSessionCache, toPackageInfo } from '../auth/session.js';
import type { Deps } from '../counselling/booking-common.js';
import { packageName } from './package-text.js';
import { assertUsablePackage, chargeOf } from './packages.js';
import { refundCommercePayment, startPayment } from './payments.js';
import { grantSubscription } from './subscription-periods.js';

/** A paid user's subscriptions: what the account opens, subscribing, the payment check and the refund. */

/** Roles that buy for themselves (no company): unknown paid user before the first package, paid user after. */
const RETAIL_ROLES: number[] = [ROLE.PAID_USER, ROLE.UNKNOWN_PAID_USER];

/** package_info: what the account opens (its own package, else its company's). */
export async function packageInfoOf(db: Db, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(u.package_id, c.package_id)`))
    .select(['p.modules', 'p.calculator_ids', 'p.counsellor_category_ids', 'p.quick_access_ids'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return toPackageInfo(row);
}

type SubscribeInput = {
  package_id: number;
  auto_renew?: boolean;
  billing_address?: { address: string; pin_code: string; state: string; city: string; country: string };
};

/**
 * subscribed-package: a paid or unknown paid user picks a package open to paid users. A trial or a
 * free package is granted at once (package_info); a priced one needs the billing address (E-10403..)
 * and answers the payment link; the webhook grants it, whether or not the buyer is still signed in.
 */
export async function subscribe(deps: Deps, user: { id: number; role: number; email: string }, input: SubscribeInput) {
  const db = deps.ctx.db;
  if (!RETAIL_ROLES.includes(user.role)) throw new AppError('E-10506');
  const pkg = await assertUsablePackage(db, input.package_id, { paidUsers: true });
  const charge = chargeOf(pkg);
  const free = charge === 0 || Number(pkg.trial_days) > 0;
  if (!free && !input.billing_address) throw fieldError('billing_address', 'E-10403');
  const sub = await db.transaction().execute(async (trx) => {
    if (input.billing_address)
      await trx
        .updateTable('users')
        .set({ billing_address: JSON.stringify(input.billing_address), updated_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
    const s = await trx
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        package_id: pkg.id,
        source: 'signup',
        status: 'pending',
        price_paise: charge,
        // "Renew automatically" (consent to automatic debit): only where something will be charged.
        auto_renew: input.auto_renew === true && charge > 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (free) await grantSubscription(trx, s.id, Number(pkg.trial_days) > 0 ? 'trial' : 'active');
    return s;
  });
  if (free) {
    clearSessionCache();
    return { subscription_id: sub.id, payment_link: null, package_info: await packageInfoOf(db, user.id) };
  }
  const u = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'phone_number'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const link = await startPayment(deps, {
    kind: 'package',
    subscriptionId: sub.id,
    userId: user.id,
    amountPaise: charge,
    description: `FinWell package: ${pkg.name}`,
    customer: {
      name: [u.first_name, u.last_name].filter(Boolean).join(' ') || user.email,
      email: user.email,
      contact: u.phone_number,
    },
    returnUrl: `/signup?subscription=${sub.id}`,
    saveToken: input.auto_renew === true,
  });
  return { subscription_id: sub.id, payment_link: link, package_info: null };
}

/**
 * package/check-payment: the caller's newest subscription and what the account now opens; the package's name in
 * `locale` (docs/commerce.md "Hindi").
 */
export async function checkPayment(db: Db, userId: number, locale: Locale = DEFAULT_LOCALE) {
  const s = await db
    .selectFrom('subscriptions as s')
    .innerJoin('packages as p', 'p.id', 's.package_id')
    .select([
      's.id',
      's.status',
      's.package_id',
      'p.name as package_name',
      'p.hi as package_hi',
      's.period_end',
      's.next_charge_at',
      's.auto_renew',
      's.mandate_token',
      's.price_paise',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
  const u = await db.selectFrom('users').select('user_type').where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    subscription_id: s?.id ?? null,
    status: s?.status ?? null,
    package_id: s?.package_id ?? null,
    package_name: s ? packageName({ name: s.package_name, hi: s.package_hi }, locale) : null,
    period_end: s?.period_end ?? null,
    next_charge_at: s?.next_charge_at ?? null,
    auto_renew: s?.auto_renew ?? false,
    /** A payment method is saved for automatic renewal (after the first consented payment). */
    saved_method: (s?.mandate_token ?? null) !== null,
    renews: (s?.price_paise ?? 0) > 0,
    user_type: u.user_type,
    package_info: await packageInfoOf(db, userId),
  };
}

/**
 * package/refund: the terms allow a refund within 7 days of the original purchase; later the refund
 * is refused (E-10781). A refunded subscription ends and the package is taken back at once.
 */
export async function refundSubscription(deps: Deps, userId: number, subscriptionId: number) {
  const db = deps.ctx.db;
  const pay = await db
    .selectFrom('commerce_payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .select(['p.id', 's.status', 's.package_id'])
    .where('s.id', '=', subscriptionId)
    .where('s.user_id', '=', userId)
    .where('p.status', '=', 'paid')
    .executeTakeFirst();
  if (!pay || pay.status !== 'active') throw new AppError('E-10785');
  const refunded = await refundCommercePayment(deps, pay.id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ status: 'refunded', next_charge_at: null, updated_at: sql`now()` })
      .where('id', '=', subscriptionId)
      .execute();
    await trx
      .updateTable('users')
      .set({ package_id: null, updated_at: sql`now()` })
      .where('id', '=', userId)
      .where('package_id', '=', pay.package_id)
      .execute();
  });
  clearSessionCache();
  await logActivity(db, { userId, companyId: null, actionId: ACTION.CANCEL, navigationUrl: '/client/my-profile' });
  return { subscription_id: subscriptionId, status: 'refunded', refunded_amount: refunded / 100 };
}

const LIVE: ReadonlyArray<string | null> = ['active', 'trial'];

/**
 * package-validation (docs/commerce.md "Package validation"): a paid user's plan checked before the portal opens. A
 * live plan (active or trial) answers valid. Otherwise the plan is started again, as `subscribe` does, with the
 * billing address the account keeps: the named package, else the last one (E-10791 when there was none); the page
 * goes to the payment link after a second, or the account opens at once when nothing is to pay.
 */
export async function validatePackage(
  deps: Deps,
  user: { id: number; role: number; email: string },
  input: { package_id?: number },
) {
  const db = deps.ctx.db;
  if (!RETAIL_ROLES.includes(user.role)) throw new AppError('E-10506');
  const subs = await db
    .selectFrom('subscriptions')
    .select(['id', 'status', 'package_id'])
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .execute();
  const last = subs[0];
  const live = subs.find((x) => LIVE.includes(x.status));
  if (live && (input.package_id === undefined || input.package_id === live.package_id))
    return {
      valid: true,
      subscription_id: live.id,
      status: live.status,
      payment_link: null,
      package_info: await packageInfoOf(db, user.id),
    };
  const packageId = input.package_id ?? last?.package_id;
  if (packageId === undefined) throw new AppError('E-10791');
  const saved = await db
    .selectFrom('users')
    .select('billing_address')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  // jsonb: an object on both databases (as the profile reads it).
  const address = (saved.billing_address as SubscribeInput['billing_address'] | null) ?? undefined;
  const started = await subscribe(deps, user, { package_id: packageId, billing_address: address });
  const status = await db
    .selectFrom('subscriptions')
    .select('status')
    .where('id', '=', started.subscription_id)
    .executeTakeFirstOrThrow();
  return {
    valid: started.package_info !== null,
    subscription_id: started.subscription_id,
    status: status.status,
    payment_link: started.payment_link,
    package_info: started.package_info ?? (await packageInfoOf(db, user.id)),
  };
}
