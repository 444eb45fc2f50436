import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { isAdminRole, ROLE } from '../../../shared/roles.js';
import type { Locale } from '../../../i18n/locales.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { uniqueUserNo } from '../../db/user-no.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { normaliseEmail, normalisePhoneNumber, buildLoginResponse } from '../auth/login-service.js';
import { clearSessionCache, createSession, DEFAULT_IDLE_MINUTES, toPackageInfo } from '../auth/session.js';
import type { Deps } from '../counselling/booking-common.js';
import { istToday } from '../counselling/slots.js';
import { mobileTakenError } from '../profile/service.js';
import { assertUsablePackage, chargeOf } from './packages.js';
import { grantSubscription, refundCommercePayment, startPayment } from './payments.js';
import { consumeOtp, sendOtp } from './otp-step.js';

/** Roles that buy for themselves (no company): unknown paid user before the first package, paid user after. */
const RETAIL_ROLES: number[] = [ROLE.PAID_USER, ROLE.UNKNOWN_PAID_USER];

async function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_type', 'status', 'company_id', 'first_name'])
    .where(sql<boolean>`lower(email) = ${email}`)
    .executeTakeFirst();
}

/** user/check-email: free for a new account? Admin addresses E-10512; taken E-10064 (the form says so early). */
export async function checkEmail(db: Db, raw: string) {
  const email = normaliseEmail(raw);
  const u = await userByEmail(db, email);
  if (u && isAdminRole(u.user_type)) throw new AppError('E-10512');
  if (u) throw fieldError('email', 'E-10064');
  return { email, available: true };
}

type SignUpInput = { first_name: string; last_name: string; email: string; phone_number: string; otp?: string };

/**
 * sign-up. Without an OTP the details are checked and an OTP is e-mailed; with it the account is
 * made as an unknown paid user (11, no company, no package), signed in, and answered as a login.
 * The first paid package makes it a paid user (6).
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpInput,
  req: { ip: string; userAgent?: string; locale?: Locale },
) {
  const { email } = await checkEmail(ctx.db, input.email);
  const phone = normalisePhoneNumber(input.phone_number);
  if (input.otp === undefined)
    return { otp_sent: await sendOtp(ctx, email, req.ip, { locale: req.locale }), login: null };
  await consumeOtp(ctx, email, input.otp);
  let userId: number;
  try {
    userId = (
      await ctx.db
        .insertInto('users')
        .values({
          unique_user_no: uniqueUserNo('FWP'),
          email,
          user_type: ROLE.UNKNOWN_PAID_USER,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          phone_number: phone,
          status: 1,
          consent_at: new Date(),
          extra: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw mobileTakenError(err) ?? fieldError('email', 'E-10064');
    throw err;
  }
  await logActivity(ctx.db, { userId, companyId: null, actionId: ACTION.REGISTER, navigationUrl: '/signup' });
  const token = await createSession(ctx.db, {
    userId,
    idleMinutes: DEFAULT_IDLE_MINUTES,
    ip: req.ip,
    userAgent: req.userAgent,
  });
  return { otp_sent: null, login: await buildLoginResponse(ctx.db, userId, token) };
}

// ---- coupons ----------------------------------------------------------------------------------

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newCouponCode(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** generate-coupon-code: a batch of distinct codes (the unique index refuses a repeat; it is drawn again). */
export async function generateCoupons(
  db: Db,
  input: {
    package_id: number;
    paid_to: number;
    company_id?: number | null;
    quantity: number;
    valid_until?: string | null;
  },
  adminId: number,
) {
  await assertUsablePackage(db, input.package_id);
  if (input.company_id) {
    const c = await db.selectFrom('companies').select('id').where('id', '=', input.company_id).executeTakeFirst();
    if (!c) throw fieldError('company_id', 'E-10502');
  }
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto('coupon_batches')
      .values({
        package_id: input.package_id,
        paid_to: input.paid_to,
        company_id: input.company_id ?? null,
        quantity: input.quantity,
        valid_until: input.valid_until ?? null,
        created_by: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let made = 0;
    while (made < input.quantity) {
      const want = Math.min(500, input.quantity - made);
      const codes = new Set<string>();
      while (codes.size < want) codes.add(newCouponCode());
      const rows = await trx
        .insertInto('coupons')
        .values([...codes].map((code) => ({ batch_id: batch.id, code })))
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .execute();
      made += rows.length;
    }
    return batch.id;
  });
}

export async function listCouponBatches(db: Db) {
  const rows = await db
    .selectFrom('coupon_batches as b')
    .innerJoin('packages as p', 'p.id', 'b.package_id')
    .leftJoin('companies as c', 'c.id', 'b.company_id')
    .select([
      'b.id',
      'b.package_id',
      'p.name as package_name',
      'b.paid_to',
      'b.company_id',
      'c.company_name',
      'b.quantity',
      'b.valid_until',
      'b.created_at',
      sql<number>`(SELECT count(*) FROM coupons x WHERE x.batch_id = b.id AND x.status = 'Used')`.as('used'),
    ])
    .orderBy('b.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, _id: r.id, used: Number(r.used) }));
}

/** coupon-code/:id: a batch's codes with status Pending/Used and who used them. */
export async function couponBatch(db: Db, id: number) {
  const batch = (await listCouponBatches(db)).find((b) => b.id === id);
  if (!batch) throw new AppError('E-10507');
  const list = await db
    .selectFrom('coupons as c')
    .leftJoin('users as u', 'u.id', 'c.used_by')
    .select(['c.id', 'c.code', 'c.status', 'c.used_at', 'u.email as used_by_email'])
    .where('c.batch_id', '=', id)
    .orderBy('c.id')
    .execute();
  return { batch, list };
}

/** The coupon's package, if it could be used today (not consumed): E-10245 unknown or expired, E-10780 used. */
export async function checkCoupon(db: Db, code: string) {
  const c = await db
    .selectFrom('coupons as c')
    .innerJoin('coupon_batches as b', 'b.id', 'c.batch_id')
    .innerJoin('packages as p', 'p.id', 'b.package_id')
    .select(['c.id', 'c.status', 'b.valid_until', 'b.package_id', 'p.name as package_name'])
    .where('c.code', '=', code)
    .executeTakeFirst();
  if (!c || (c.valid_until !== null && c.valid_until < istToday())) throw fieldError('coupon_code', 'E-10245');
  if (c.status === 'Used') throw fieldError('coupon_code', 'E-10780');
  return c;
}

/**
 * Uses a coupon for a user, once: the UPDATE is conditional on status 'Pending' (and the batch's
 * date), so of any number of concurrent redemptions one row is changed and the rest find it Used.
 * The package is granted in the same transaction.
 */
export async function redeemCoupon(db: Db, code: string, userId: number) {
  await checkCoupon(db, code);
  const today = istToday();
  const done = await db.transaction().execute(async (trx) => {
    const used = await sql<{ id: number; package_id: number }>`
      UPDATE coupons c SET status = 'Used', used_by = ${userId}, used_at = now()
      FROM coupon_batches b
      WHERE b.id = c.batch_id AND c.code = ${code} AND c.status = 'Pending'
        AND (b.valid_until IS NULL OR b.valid_until >= ${today}::date)
      RETURNING c.id, b.package_id`.execute(trx);
    const row = used.rows[0];
    if (!row) throw fieldError('coupon_code', 'E-10780');
    await assertUsablePackage(trx, row.package_id, { field: 'coupon_code' });
    const sub = await trx
      .insertInto('subscriptions')
      .values({ user_id: userId, package_id: row.package_id, source: 'coupon', status: 'pending', coupon_id: row.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantSubscription(trx, sub.id);
    await trx.updateTable('users').set({ coupon_code: code }).where('id', '=', userId).execute();
    return row;
  });
  clearSessionCache();
  await logActivity(db, {
    userId,
    companyId: null,
    actionId: ACTION.REQUEST,
    navigationUrl: '/apply-coupon',
  });
  return done;
}

type ApplyInput = { coupon_code: string; email?: string; otp?: string; first_name?: string; last_name?: string };

/**
 * apply-coupon. Signed in: the package goes to the caller. A visitor: first an OTP to the e-mail
 * (the coupon is only checked), then with the OTP the account is found or made (a paid user, 6),
 * the coupon used and a session answered. Admin addresses are refused (E-10512).
 */
export async function applyCoupon(
  ctx: AppContext,
  input: ApplyInput,
  who: { userId: number | null; role: number | null },
  req: { ip: string; userAgent?: string; locale?: Locale },
) {
  if (who.role !== null && isAdminRole(who.role)) throw new AppError('E-10512');
  if (who.userId !== null) {
    const r = await redeemCoupon(ctx.db, input.coupon_code, who.userId);
    return {
      otp_sent: null,
      login: null,
      package_id: r.package_id,
      package_info: await packageInfoOf(ctx.db, who.userId),
    };
  }
  const email = normaliseEmail(input.email);
  const existing = await userByEmail(ctx.db, email);
  if (existing && isAdminRole(existing.user_type)) throw new AppError('E-10512');
  if (existing && existing.status !== 1) throw new AppError('E-10005');
  await checkCoupon(ctx.db, input.coupon_code);
  if (input.otp === undefined)
    return {
      otp_sent: await sendOtp(ctx, email, req.ip, { locale: req.locale }),
      login: null,
      package_id: null,
      package_info: null,
    };
  await consumeOtp(ctx, email, input.otp);
  const userId =
    existing?.id ??
    (
      await ctx.db
        .insertInto('users')
        .values({
          unique_user_no: uniqueUserNo('FWC'),
          email,
          user_type: ROLE.UNKNOWN_PAID_USER,
          first_name: input.first_name?.trim() || null,
          last_name: input.last_name?.trim() || null,
          status: 1,
          extra: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const r = await redeemCoupon(ctx.db, input.coupon_code, userId);
  const token = await createSession(ctx.db, {
    userId,
    idleMinutes: DEFAULT_IDLE_MINUTES,
    ip: req.ip,
    userAgent: req.userAgent,
  });
  return {
    otp_sent: null,
    login: await buildLoginResponse(ctx.db, userId, token),
    package_id: r.package_id,
    package_info: await packageInfoOf(ctx.db, userId),
  };
}

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

// ---- subscriptions ----------------------------------------------------------------------------

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

/** package/check-payment: the caller's newest subscription and what the account now opens. */
export async function checkPayment(db: Db, userId: number) {
  const s = await db
    .selectFrom('subscriptions as s')
    .innerJoin('packages as p', 'p.id', 's.package_id')
    .select([
      's.id',
      's.status',
      's.package_id',
      'p.name as package_name',
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
    package_name: s?.package_name ?? null,
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
