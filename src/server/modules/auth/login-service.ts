import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { agreementInForce } from '../companies/agreement.js';
import type { Mailer } from '../../plugins/mailer.js';
import type { RateLimitConfig } from '../../config.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { createChallenge, OTP_TTL_SECONDS, verifyChallenge } from './otp.js';
import { createSession, DEFAULT_IDLE_MINUTES } from './session.js';
import { otpEmail } from './otp-email.js';
import type { Locale } from '../../../i18n/locales.js';
import { verifyCompanyLoginToken } from './url-login.js';
import { buildLoginResponse } from './login-response.js';
import { parseLoginIdentifier, checkOtpFormat, type LoginIdentifier } from './login-input.js';
import { maskEmail, maskPhone, PHONE_NOT_FOUND_MESSAGE } from '../../../shared/login-identifier.js';
import { ROLE } from '../../../shared/roles.js';
import { uniqueUserNo } from '../../db/user-no.js';
import { welcomeEmail } from '../employees/welcome-mail.js';

export type LoginDeps = {
  db: Db;
  mailer: Mailer;
  otpSecret: string;
  limits: RateLimitConfig;
  /** The portal's address, for the welcome e-mail of a sign-up by company domain. */
  publicUrl?: string;
};

/** The company a company-URL login token names, if any (docs/sso.md, login type 2). */
const urlCompanyOf = (deps: LoginDeps, token: unknown) => verifyCompanyLoginToken(deps.otpSecret, token);

type LoginAccount = {
  /** 0: no account yet, a sign-up by company domain (created once the OTP is verified). */
  id: number;
  email: string;
  user_type: number;
  status: number;
  company_id: number | null;
  company_status: number | null;
  type_of_login: number | null;
  start_date: string | null;
  end_date: string | null;
  session_time_out_duration: number | null;
  company_name?: string;
};

/**
 * An address nobody has, of a company's domain: E-10084 when no company has the domain, E-10004 when
 * the company does not allow sign-up by domain (docs/employees.md "Sign-up by company domain"), else
 * the account it will become (role 5 or 10, the company's package), checked like any other.
 */
async function domainSignup(db: Db, email: string): Promise<LoginAccount> {
  const domain = email.split('@')[1];
  const company = await db
    .selectFrom('companies')
    .select([
      'id',
      'company_name',
      'user_type',
      'status',
      'type_of_login',
      'start_date',
      'end_date',
      'session_time_out_duration',
      sql<boolean>`coalesce((extra->>'allow_domain_signup')::boolean, false)`.as('allow'),
    ])
    .where(sql<boolean>`${domain} = ANY(email_domains)`)
    .executeTakeFirst();
  if (!company) throw fieldError('email', 'E-10084');
  if (!company.allow) throw fieldError('email', 'E-10004');
  return {
    id: 0,
    email,
    user_type: company.user_type === ROLE.PARTNER ? ROLE.UNKNOWN_PARTNER_EMPLOYEE : ROLE.UNKNOWN_CLIENT_EMPLOYEE,
    status: 1,
    company_id: company.id,
    company_status: company.status,
    type_of_login: company.type_of_login,
    start_date: company.start_date,
    end_date: company.end_date,
    session_time_out_duration: company.session_time_out_duration,
    company_name: company.company_name,
  };
}

/**
 * The account of a verified sign-up by company domain: created once (a second verify at the same
 * moment finds it), its welcome e-mail queued in the person's language, and the sign-up in the audit log.
 */
async function createSignupAccount(
  deps: LoginDeps,
  a: LoginAccount,
  opts: { ip: string; locale?: Locale },
): Promise<number> {
  const { created, mailId } = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        unique_user_no: uniqueUserNo('FWD'),
        email: a.email,
        user_type: a.user_type,
        company_id: a.company_id,
        status: 1,
        extra: JSON.stringify({ created_by: 'domain-signup' }),
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return { created: null, mailId: null };
    const { token_hash: _t, ...after } = inserted as typeof inserted & { token_hash?: unknown };
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: inserted.id,
        actor_email: inserted.email,
        actor_role: inserted.user_type,
        action: 'create',
        entity: 'user',
        entity_id: String(inserted.id),
        route: 'POST /api/v1/verify_login_otp',
        before: null,
        after: JSON.stringify({ ...after, created_by: 'domain-signup' }),
        ip: opts.ip,
      })
      .execute();
    const mailId = await deps.mailer.enqueue(
      trx,
      welcomeEmail({
        to: a.email,
        name: null,
        company: a.company_name ?? '',
        typeOfLogin: a.type_of_login ?? 1,
        publicUrl: deps.publicUrl ?? 'http://localhost:3000',
        locale: opts.locale,
      }),
    );
    return { created: inserted.id, mailId };
  });
  if (mailId) await deps.mailer.deliver([mailId]);
  if (created !== null) return created;
  const existing = await findAccount(deps.db, a.email);
  if (!existing) throw new AppError('E-10001');
  return existing.id;
}

async function findAccount(db: Db, email: string): Promise<LoginAccount | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.id',
      'u.email',
      'u.user_type',
      'u.status',
      'u.company_id',
      'c.status as company_status',
      'c.type_of_login',
      'c.start_date',
      'c.end_date',
      'c.session_time_out_duration',
    ])
    .where(sql<boolean>`lower(u.email) = ${email}`)
    .executeTakeFirst();
}

/**
 * The registered e-mail of the account that owns a mobile number, compared on the normalised 10
 * digits whatever form it was stored in (profile saves 10 digits; admin forms may keep +91).
 * Unregistered: E-10004 on phone_number, as an unknown e-mail answers. Several active owners:
 * E-10513 (use the e-mail). One active owner wins over inactive ones; only inactive owners give
 * one of them, so the usual checks answer E-10005.
 */
async function emailForPhone(db: Db, phone: string): Promise<string> {
  const owners = await db
    .selectFrom('users')
    .select(['email', 'status'])
    .where('phone_number', 'is not', null)
    .where(sql<boolean>`right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10) = ${phone}`)
    .orderBy('id')
    .execute();
  if (owners.length === 0) throw fieldError('phone_number', 'E-10004', PHONE_NOT_FOUND_MESSAGE);
  const active = owners.filter((o) => o.status === 1);
  if (active.length > 1) throw fieldError('phone_number', 'E-10513');
  return (active[0] ?? owners[0]).email.trim().toLowerCase();
}

/** The e-mail every later step works on: the one given, or the one registered for the number given. */
async function loginEmailOf(db: Db, id: LoginIdentifier): Promise<string> {
  return id.kind === 'email' ? id.email : emailForPhone(db, id.phone);
}

/** The refusals of the spec, in order: unknown user (or unknown domain), inactive account, company, agreement, login type. */
async function assertCanLogIn(db: Db, email: string, urlCompanyId?: number): Promise<LoginAccount> {
  const account = (await findAccount(db, email)) ?? (await domainSignup(db, email));
  if (account.status !== 1) throw new AppError('E-10005');
  if (account.company_id !== null) {
    // The contract's codes (README, "Inactive company / agreement"): E-10049 the company has no
    // active agreement (it is inactive), E-10370 its agreement is not in force today, E-10050 it
    // does not use OTP login.
    if (account.company_status !== 1) throw new AppError('E-10049');
    if (!agreementInForce(account)) throw new AppError('E-10370');
    // Login type 2 (company URL) uses OTP only through its URL's login token (docs/sso.md).
    const viaCompanyUrl = account.type_of_login === 2 && urlCompanyId === account.company_id;
    if (account.type_of_login !== 1 && !viaCompanyUrl) throw new AppError('E-10050');
  }
  return account;
}

/**
 * Sends a code to the account's e-mail. The phone path only finds the e-mail first; from there
 * both paths run the same checks, limits and challenge code. The answer names where the code
 * went (`sent_to`): the e-mail itself on the e-mail path, masked on the phone path (knowing a
 * number must not reveal the address).
 */
export async function requestLoginOtp(
  deps: LoginDeps,
  input: { email?: unknown; phone_number?: unknown; ip: string; login_token?: unknown; locale?: Locale },
) {
  const id = parseLoginIdentifier(input);
  const email = await loginEmailOf(deps.db, id);
  const sentTo = id.kind === 'email' ? email : maskEmail(email);
  await assertCanLogIn(deps.db, email, urlCompanyOf(deps, input.login_token));
  // Cooldown and hourly cap checked atomically with the send, across servers (otp.ts createChallenge).
  const code = await createChallenge(deps.db, {
    secret: deps.otpSecret,
    email,
    ip: input.ip,
    limits: deps.limits,
    sentTo,
  });
  await deps.mailer.send(
    otpEmail({
      to: email,
      code,
      minutes: OTP_TTL_SECONDS / 60,
      viaPhone: id.kind === 'phone' ? maskPhone(id.phone) : undefined,
      locale: input.locale,
    }),
  );
  const timing = {
    sent_to: sentTo,
    expires_in_seconds: OTP_TTL_SECONDS,
    resend_after_seconds: deps.limits.otpResendCooldownSeconds,
  };
  return id.kind === 'email' ? { email, ...timing } : { phone_number: id.phone, ...timing };
}

export async function verifyLoginOtp(
  deps: LoginDeps,
  input: {
    email?: unknown;
    phone_number?: unknown;
    otp: unknown;
    ip: string;
    userAgent?: string;
    login_token?: unknown;
    locale?: Locale;
  },
) {
  const id = parseLoginIdentifier(input);
  const otp = checkOtpFormat(input.otp);
  const email = await loginEmailOf(deps.db, id);
  const account = await assertCanLogIn(deps.db, email, urlCompanyOf(deps, input.login_token));
  const result = await verifyChallenge(deps.db, { secret: deps.otpSecret, email, code: otp });
  if (result === 'wrong') throw fieldError('otp', 'E-10007');
  if (result === 'expired') throw fieldError('otp', 'E-10008');
  if (result === 'dead') throw fieldError('otp', 'E-10504');
  if (account.id === 0) account.id = await createSignupAccount(deps, account, { ip: input.ip, locale: input.locale });
  const idle = account.company_id !== null ? (account.session_time_out_duration ?? 30) : DEFAULT_IDLE_MINUTES;
  const token = await createSession(deps.db, {
    userId: account.id,
    idleMinutes: idle,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await deps.db
    .updateTable('users')
    .set({ last_login_at: sql`now()` })
    .where('id', '=', account.id)
    .execute();
  await logActivity(deps.db, { userId: account.id, companyId: account.company_id, actionId: ACTION.LOGIN });
  return buildLoginResponse(deps.db, account.id, token);
}
