import type { CheckLoginUrlAnswer } from '../../../shared/generated/index.js';
import { sql } from 'kysely';
import { expiryAfter, readSignedPayload, signPayload } from '../../crypto/signed-payload.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { Mailer } from '../../plugins/mailer.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { escapeHtml } from '../../html.js';
import { translate as t } from '../../i18n.js';
import { normaliseEmail } from './login-input.js';
import { assertCompanyUses, consumeLoginToken, issueLoginToken, loginSubjects, signInUser } from './login-codes.js';

/**
 * Login by URL with token (login type 5) and by company URL (login type 2), docs/sso.md.
 *
 * A link token is 256 random bits, kept only as its SHA-256, valid 15 minutes, single use, and
 * sent in the link's fragment (`/login/link#token=...`) so it never reaches a server log. Opening
 * the link only shows a "Continue" page; the token is consumed by the POST that button sends, so
 * a mail scanner that opens links does not use it up.
 */
export const URL_TOKEN_TTL_SECONDS = 900;

export type UrlLoginDeps = { db: Db; mailer: Mailer; publicUrl: string; otpSecret: string; cooldownSeconds: number };

/** url-login-request-otp: e-mails a sign-in link to an employee of a company with login type 5. */
export async function requestUrlLogin(deps: UrlLoginDeps, input: { email: unknown; locale?: Locale }) {
  const email = normaliseEmail(input.email);
  const user = await loginSubjects(deps.db)
    .select('u.locale')
    .where(sql<boolean>`lower(u.email) = ${email}`)
    .executeTakeFirst();
  if (!user) throw fieldError('email', 'E-10004');
  if (user.user_status !== 1) throw new AppError('E-10005');
  // The spec's code for a company without an active URL login agreement.
  assertCompanyUses(user, [5], 'E-10049');
  const last = await deps.db
    .selectFrom('login_tokens')
    .select(sql<number>`extract(epoch FROM now() - max(created_at))`.as('since'))
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'url')
    .executeTakeFirst();
  const since = last?.since == null ? null : Number(last.since);
  if (since !== null && since < deps.cooldownSeconds)
    throw new AppError('E-10505', { data: { retry_after_seconds: Math.ceil(deps.cooldownSeconds - since) } });
  // A new link ends the older ones.
  await deps.db
    .updateTable('login_tokens')
    .set({ consumed_at: sql`now()` })
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'url')
    .where('consumed_at', 'is', null)
    .execute();
  const token = await issueLoginToken(deps.db, { userId: user.id, purpose: 'url', ttlSeconds: URL_TOKEN_TTL_SECONDS });
  const link = `${deps.publicUrl.replace(/\/$/, '')}/login/link#token=${token}`;
  // In the person's language: their account's choice, else the page they asked from.
  await deps.mailer.send(urlLoginEmail(email, link, user.locale ?? input.locale ?? DEFAULT_LOCALE));
  return { sent_to: email, expires_in_seconds: URL_TOKEN_TTL_SECONDS, resend_after_seconds: deps.cooldownSeconds };
}

/**
 * The sign-in link e-mail in the person's language (their account's choice, else the page they asked from:
 * docs/i18n.md); the HTML keeps the button's name bold inside the one translated sentence.
 */
export function urlLoginEmail(to: string, link: string, locale: Locale) {
  const minutes = URL_TOKEN_TTL_SECONDS / 60;
  const button = t('mail.urlLogin.continue', undefined, locale);
  const validity = t('mail.urlLogin.validity', { minutes }, locale);
  const MARK = '\u0000';
  const openHtml = escapeHtml(t('mail.urlLogin.open', { button: MARK }, locale)).replace(
    MARK,
    `<strong>${escapeHtml(button)}</strong>`,
  );
  return {
    to,
    subject: t('mail.urlLogin.subject', undefined, locale),
    text: `${t('mail.urlLogin.open', { button }, locale)}\n\n${link}\n\n${validity}`,
    html:
      `<p>${openHtml}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.urlLogin.linkText', undefined, locale))}</a></p>` +
      `<p>${escapeHtml(validity)}</p>`,
  };
}

/** url-login: the Continue button. Used, expired or unknown: E-10010; deactivated user: E-10005. */
export async function urlLogin(deps: { db: Db }, input: { token: unknown; ip: string; userAgent?: string }) {
  const userId = await consumeLoginToken(deps.db, input.token, 'url');
  if (userId === undefined) throw new AppError('E-10010');
  return signInUser(deps.db, userId, {
    loginTypes: [5],
    wrongTypeCode: 'E-10049',
    ip: input.ip,
    userAgent: input.userAgent,
  });
}

/** Login methods a company's login page offers, by its login type. */
export function methodsOf(typeOfLogin: number, ssoType: number | null): CheckLoginUrlAnswer['methods'] {
  if (typeOfLogin === 3) return [ssoType === 2 ? 'microsoft' : 'google'];
  if (typeOfLogin === 5) return ['email_link'];
  return ['otp'];
}

const LOGIN_TOKEN_TTL_SECONDS = 12 * 3600;

/** The company login token: `<company id>.<expiry>.<HMAC>` under the server key; names the company URL used. */
export function signCompanyLoginToken(secret: string, companyId: number, now = Date.now()): string {
  return signPayload(secret, 'login-url', `${companyId}.${expiryAfter(LOGIN_TOKEN_TTL_SECONDS, now)}`);
}

/** The company a login token names, or undefined when it is forged or expired. */
export function verifyCompanyLoginToken(secret: string, token: unknown): number | undefined {
  const m = /^(\d+)\.(\d+)$/.exec(readSignedPayload(secret, 'login-url', token, 200) ?? '');
  if (!m || Number(m[2]) * 1000 < Date.now()) return undefined;
  return Number(m[1]);
}

/**
 * company/check-login-url: the company at a login URL (`/login/c/<slug>` or the slug itself), with
 * what its login page shows (name, logo, methods), the login token the client keeps (login_token)
 * and the path to come back to after logout. Unknown: E-10665; inactive, out of agreement or a
 * company that logs in by OTP on the shared page: E-10049 (no active URL login).
 */
export async function checkLoginUrl(deps: { db: Db; otpSecret: string }, input: { url: string }) {
  const slug = slugOf(input.url);
  if (!slug) throw new AppError('E-10665');
  const company = await deps.db
    .selectFrom('companies')
    .select([
      'id',
      'company_name',
      'company_logo',
      'status',
      'type_of_login',
      'sso_type',
      'start_date',
      'end_date',
      'login_slug',
    ])
    .where(sql<boolean>`lower(login_slug) = ${slug}`)
    .executeTakeFirst();
  if (!company || !company.login_slug) throw new AppError('E-10665');
  assertCompanyUses(company, [2, 3, 5], 'E-10049');
  return {
    company: {
      _id: String(company.id),
      company_name: company.company_name,
      company_logo: company.company_logo,
      type_of_login: company.type_of_login,
      sso_type: company.sso_type,
      login_slug: company.login_slug,
    },
    methods: methodsOf(company.type_of_login, company.sso_type),
    login_token: signCompanyLoginToken(deps.otpSecret, company.id),
    logout_redirect: `/login/c/${encodeURIComponent(company.login_slug)}`,
  };
}

/** `acme`, `/login/c/acme`, `https://host/login/c/acme?x` all name the slug `acme`. */
export function slugOf(url: string): string | undefined {
  const trimmed = url.trim();
  const path = /^https?:\/\//i.test(trimmed) ? new URL(trimmed).pathname : trimmed.split(/[?#]/)[0];
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  const slug = decodeURIComponent(last).toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(slug) ? slug : undefined;
}
