import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { todayIST } from '../../../shared/ist.js';
import type { Mailer } from '../../plugins/mailer.js';
import type { RateLimitConfig } from '../../config.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { createChallenge, OTP_TTL_SECONDS, recentSends, verifyChallenge } from './otp.js';
import { createSession, DEFAULT_IDLE_MINUTES, toPackageInfo } from './session.js';
import { otpEmail } from './otp-email.js';
import { getUserProfile } from '../profile/service.js';

export type LoginDeps = { db: Db; mailer: Mailer; otpSecret: string; limits: RateLimitConfig };

const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Email rules of the contract: required (E-10002), standard format and no "bp_" (E-10003). */
export function normaliseEmail(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw fieldError('email', 'E-10002');
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_RE.test(email) || email.includes('bp_')) throw fieldError('email', 'E-10003');
  return email;
}

export function checkOtpFormat(raw: unknown): string {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw fieldError('otp', 'E-10006');
  const otp = String(raw).trim();
  if (!/^\d{6}$/.test(otp)) throw fieldError('otp', 'E-10006');
  return otp;
}

type LoginAccount = {
  id: number; email: string; user_type: number; status: number; company_id: number | null;
  company_status: number | null; type_of_login: number | null; start_date: string | null; end_date: string | null;
  session_time_out_duration: number | null;
};

async function findAccount(db: Db, email: string): Promise<LoginAccount | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.email', 'u.user_type', 'u.status', 'u.company_id', 'c.status as company_status', 'c.type_of_login', 'c.start_date', 'c.end_date', 'c.session_time_out_duration'])
    .where(sql<boolean>`lower(u.email) = ${email}`)
    .executeTakeFirst();
}


/** The refusals of the spec, in order: unknown user (or unknown domain), inactive account, company, agreement, login type. */
async function assertCanLogIn(db: Db, email: string): Promise<LoginAccount> {
  const account = await findAccount(db, email);
  if (!account) {
    const domain = email.split('@')[1];
    const company = await db.selectFrom('companies').select('id').where(sql<boolean>`${domain} = ANY(email_domains)`).executeTakeFirst();
    throw fieldError('email', company ? 'E-10004' : 'E-10084');
  }
  if (account.status !== 1) throw new AppError('E-10005');
  if (account.company_id !== null) {
    if (account.company_status !== 1) throw new AppError('E-10508');
    const today = todayIST();
    if ((account.start_date && account.start_date > today) || (account.end_date && account.end_date < today)) throw new AppError('E-10509');
    if (account.type_of_login !== 1) throw new AppError('E-10050');
  }
  return account;
}

export async function requestLoginOtp(deps: LoginDeps, input: { email: unknown; ip: string; resend: boolean }) {
  const email = normaliseEmail(input.email);
  await assertCanLogIn(deps.db, email);
  const sends = await recentSends(deps.db, email);
  if (sends.secondsSinceLast !== null && sends.secondsSinceLast < deps.limits.otpResendCooldownSeconds) {
    const wait = Math.ceil(deps.limits.otpResendCooldownSeconds - sends.secondsSinceLast);
    throw new AppError('E-10505', { data: { retry_after_seconds: wait } });
  }
  if (sends.lastHour >= deps.limits.otpSendsPerEmailPerHour) throw new AppError('E-10503', { data: { retry_after_seconds: 3600 } });
  const code = await createChallenge(deps.db, { secret: deps.otpSecret, email, ip: input.ip });
  await deps.mailer.send(otpEmail({ to: email, code, minutes: OTP_TTL_SECONDS / 60 }));
  return { email, expires_in_seconds: OTP_TTL_SECONDS, resend_after_seconds: deps.limits.otpResendCooldownSeconds };
}

export async function verifyLoginOtp(deps: LoginDeps, input: { email: unknown; otp: unknown; ip: string; userAgent?: string }) {
  const email = normaliseEmail(input.email);
  const otp = checkOtpFormat(input.otp);
  const account = await assertCanLogIn(deps.db, email);
  const result = await verifyChallenge(deps.db, { secret: deps.otpSecret, email, code: otp });
  if (result === 'wrong') throw fieldError('otp', 'E-10007');
  if (result === 'expired') throw fieldError('otp', 'E-10008');
  if (result === 'dead') throw fieldError('otp', 'E-10504');
  const idle = account.company_id !== null ? account.session_time_out_duration ?? 30 : DEFAULT_IDLE_MINUTES;
  const token = await createSession(deps.db, { userId: account.id, idleMinutes: idle, ip: input.ip, userAgent: input.userAgent });
  await deps.db.updateTable('users').set({ last_login_at: sql`now()` }).where('id', '=', account.id).execute();
  await logActivity(deps.db, { userId: account.id, companyId: account.company_id, actionId: ACTION.LOGIN });
  return buildLoginResponse(deps.db, account.id, token);
}

/** The login response fields of the spec (product.md section 3, "User"). */
export async function buildLoginResponse(db: Db, userId: number, token: string) {
  const profile = await getUserProfile(db, userId);
  // Company and package in one query (the user's own package wins over the company's).
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(u.package_id, c.package_id)`))
    .select([
      'c.id as company_id', 'c.company_name', 'c.user_type', 'c.company_logo', 'c.type_of_login', 'c.sso_type', 'c.session_time_out_duration', 'c.disclaimer',
      'p.modules', 'p.calculator_ids', 'p.counsellor_category_ids', 'p.quick_access_ids',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const company = row.company_id === null ? null : {
    id: row.company_id, company_name: row.company_name, user_type: row.user_type, company_logo: row.company_logo,
    type_of_login: row.type_of_login, sso_type: row.sso_type, session_time_out_duration: row.session_time_out_duration, disclaimer: row.disclaimer,
  };
  return {
    _id: String(profile.id),
    user_type: profile.user_type,
    is_new_user: profile.is_new_user,
    company: company ? { _id: String(company.id), ...company } : null,
    auth_token: token,
    token,
    login_type: company?.type_of_login ?? 1,
    sso_type: company?.sso_type ?? null,
    is_financial_planner_register: false,
    package_info: toPackageInfo(row),
    unique_user_no: profile.unique_user_no,
    user_preference: { age_range: profile.age_range, preferences: profile.preferences },
    profile,
  };
}
