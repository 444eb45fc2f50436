import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { isAdminRole, ROLE } from '../../../shared/roles.js';
import type { Locale } from '../../../i18n/locales.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { uniqueUserNo } from '../../db/user-no.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { normaliseEmail, normalisePhoneNumber } from '../auth/login-input.js';
import { buildLoginResponse } from '../auth/login-response.js';
import { createSession, DEFAULT_IDLE_MINUTES } from '../auth/session.js';
import { mobileTakenError } from '../profile/service.js';
import { consumeOtp, sendOtp } from './otp-step.js';

/**
 * Retail accounts (docs/commerce.md): the e-mail check and sign-up of a paid user. Coupons are in
 * coupons.ts and coupon-batches.ts, subscriptions in subscriptions.ts.
 */

/** The account of an (already normalised) e-mail, if any. */
export async function userByEmail(db: Db, email: string) {
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
