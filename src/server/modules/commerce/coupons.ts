import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { isAdminRole, ROLE } from '../../../shared/roles.js';
import type { Locale } from '../../../i18n/locales.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { uniqueUserNo } from '../../db/user-no.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { normaliseEmail } from '../auth/login-input.js';
import { buildLoginResponse } from '../auth/login-response.js';
import { clearSessionCache, createSession, DEFAULT_IDLE_MINUTES } from '../auth/session.js';
import { istToday } from '../counselling/slots.js';
import { userByEmail } from './accounts.js';
import { sendOtp, consumeOtp } from './otp-step.js';
import { assertUsablePackage } from './packages.js';
import { packageName } from './package-text.js';
import { grantSubscription } from './subscription-periods.js';
import { packageInfoOf } from './subscriptions.js';

/** Using a coupon: check a code, redeem it once for a user, apply-coupon for a signed-in user or a visitor. */

/** The coupon's package, if it could be used today (not consumed): E-10245 unknown or expired, E-10780 used. */
export async function checkCoupon(db: Db, code: string) {
  const c = await db
    .selectFrom('coupons as c')
    .innerJoin('coupon_batches as b', 'b.id', 'c.batch_id')
    .innerJoin('packages as p', 'p.id', 'b.package_id')
    .select(['c.id', 'c.status', 'b.valid_until', 'b.package_id', 'p.name as package_name', 'p.hi as package_hi'])
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
  const coupon = await checkCoupon(db, code);
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
  return { ...done, package_name: coupon.package_name, package_hi: coupon.package_hi };
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
      package_name: packageName({ name: r.package_name, hi: r.package_hi }, req.locale ?? 'en-IN'),
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
      package_name: null,
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
    package_name: packageName({ name: r.package_name, hi: r.package_hi }, req.locale ?? 'en-IN'),
    package_info: await packageInfoOf(ctx.db, userId),
  };
}
