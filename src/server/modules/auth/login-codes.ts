import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { agreementInForce } from '../companies/agreement.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { buildLoginResponse } from './login-response.js';
import type { SsoCompany } from './sso-company.js';
import { createSession, hashToken } from './session.js';

/** Single-use login codes (SSO hand-off, login URLs) and the sign-in that follows one (sso.ts, url-login.ts). */

/** Inactive company E-10049 and agreement dates E-10370 as the OTP login answers; not SSO: E-10370. */
export function assertCompanyUses(
  company: Pick<SsoCompany, 'status' | 'start_date' | 'end_date' | 'type_of_login'>,
  loginTypes: number[],
  wrongTypeCode: string,
): void {
  if (company.status !== 1) throw new AppError('E-10049');
  if (!agreementInForce(company)) throw new AppError('E-10370');
  if (!loginTypes.includes(company.type_of_login)) throw new AppError(wrongTypeCode);
}

/** A single-use login code: 256 random bits, only its SHA-256 kept. */
export async function issueLoginToken(
  db: Db,
  opts: { userId: number; purpose: 'sso' | 'url'; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Spent codes are kept a day (for support questions), then removed.
  await db
    .deleteFrom('login_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('login_tokens')
    .values({
      token_hash: hashToken(token),
      purpose: opts.purpose,
      user_id: opts.userId,
      expires_at: new Date(Date.now() + opts.ttlSeconds * 1000),
      consumed_at: null,
    })
    .execute();
  return token;
}

/** Consumes a login code atomically (two parallel uses sign in once); undefined when unknown, used or expired. */
export async function consumeLoginToken(db: Db, token: unknown, purpose: 'sso' | 'url'): Promise<number | undefined> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return undefined;
  const row = await db
    .updateTable('login_tokens')
    .set({ consumed_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** A user with the company facts every sign-in path checks (status, login type, agreement dates, domains). */
export function loginSubjects(db: Db) {
  return db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.status as user_status',
      'c.id as company_id',
      'c.status',
      'c.type_of_login',
      'c.start_date',
      'c.end_date',
      'c.email_domains',
      'c.user_type',
      'c.session_time_out_duration',
    ]);
}

/** Starts a session for a user whose login code was just consumed; the usual login response. */
export async function signInUser(
  db: Db,
  userId: number,
  opts: { loginTypes: number[]; wrongTypeCode: string; ip: string; userAgent?: string },
) {
  const user = await loginSubjects(db).where('u.id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('E-10010');
  if (user.user_status !== 1) throw new AppError('E-10005');
  assertCompanyUses(user, opts.loginTypes, opts.wrongTypeCode);
  const token = await createSession(db, {
    userId,
    idleMinutes: user.session_time_out_duration ?? 30,
    ip: opts.ip,
    userAgent: opts.userAgent,
  });
  await db
    .updateTable('users')
    .set({ last_login_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
  await logActivity(db, { userId, companyId: user.company_id, actionId: ACTION.LOGIN });
  return buildLoginResponse(db, userId, token);
}
