import { uniqueUserNo } from '../../db/user-no.js';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import * as oidc from 'openid-client';
import { AppError } from '../../../shared/app-error.js';
import { todayIST } from '../../../shared/ist.js';
import type { Db } from '../../db/index.js';
import { decryptSecret } from '../../crypto/secrets.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { buildLoginResponse } from './login-service.js';
import { createSession, hashToken } from './session.js';

/**
 * Single sign-on with OpenID Connect (docs/sso.md): authorization code flow with PKCE through
 * openid-client, `state`, `nonce` and the PKCE verifier kept server side (oidc_requests: single
 * use, 10 minutes), the ID token's signature, issuer, audience, expiry and nonce checked by the
 * library, then FinWell's own rules: Google `hd` and verified e-mail, Entra `tid`, the company's
 * allowed e-mail domains, users matched by issuer + subject (Entra: tid + oid) after the first login.
 */
export type SsoDeps = {
  db: Db;
  /** 32-byte key of src/server/crypto/secrets.ts. */
  secretsKey: Buffer;
  /** The public origin FinWell is served from: the redirect URI is `${publicUrl}/api/v1/sso/callback`. */
  publicUrl: string;
  /** Seconds FinWell's clock is ahead of the provider's (openid-client clockSkew). */
  clockSkewSeconds: number;
};

export const SSO_REQUEST_TTL_SECONDS = 600;
/** The browser has this long to exchange the hand-off code for a session (sso_login). */
export const SSO_HANDOFF_TTL_SECONDS = 120;
export const PROVIDER_GOOGLE = 1;
export const PROVIDER_MICROSOFT = 2;

export function redirectUriOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/v1/sso/callback`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

type SsoCompany = {
  id: number;
  status: number;
  type_of_login: number;
  start_date: string | null;
  end_date: string | null;
  email_domains: string[];
  user_type: number;
  session_time_out_duration: number;
};

/** Inactive company E-10049 and agreement dates E-10370 as the OTP login answers; not SSO: E-10370. */
export function assertCompanyUses(
  company: Pick<SsoCompany, 'status' | 'start_date' | 'end_date' | 'type_of_login'>,
  loginTypes: number[],
  wrongTypeCode: string,
): void {
  if (company.status !== 1) throw new AppError('E-10049');
  const today = todayIST();
  if ((company.start_date && company.start_date > today) || (company.end_date && company.end_date < today))
    throw new AppError('E-10370');
  if (!loginTypes.includes(company.type_of_login)) throw new AppError(wrongTypeCode);
}

async function loadCompany(db: Db, where: { id?: number; slug?: string; domain?: string }) {
  let q = db
    .selectFrom('companies')
    .select([
      'id',
      'status',
      'type_of_login',
      'sso_type',
      'start_date',
      'end_date',
      'email_domains',
      'user_type',
      'session_time_out_duration',
      'login_slug',
    ]);
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  else if (where.slug !== undefined) q = q.where(sql<boolean>`lower(login_slug) = ${where.slug.toLowerCase()}`);
  else if (where.domain !== undefined) q = q.where(sql<boolean>`${where.domain.toLowerCase()} = ANY(email_domains)`);
  else return undefined;
  return q.executeTakeFirst();
}

async function loadSettings(db: Db, companyId: number) {
  return db.selectFrom('company_idp_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}
type Settings = NonNullable<Awaited<ReturnType<typeof loadSettings>>>;

/** Plain http is allowed only for an issuer on this machine (the test provider, docs/sso.md "Demo"). */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Discovery per company, kept 10 minutes and dropped when the settings change. */
const configCache = new Map<string, { at: number; config: oidc.Configuration }>();

async function clientConfig(deps: SsoDeps, settings: Settings): Promise<oidc.Configuration> {
  const key = `${settings.company_id}:${new Date(settings.updated_at as unknown as string).getTime()}:${deps.clockSkewSeconds}`;
  const hit = configCache.get(key);
  if (hit && Date.now() - hit.at < 600_000) return hit.config;
  if (!settings.client_secret_enc) throw new AppError('E-10662');
  const secret = decryptSecret(deps.secretsKey, settings.client_secret_enc, `company:${settings.company_id}`);
  const issuer = new URL(settings.issuer);
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      issuer,
      settings.client_id,
      { client_secret: secret, [oidc.clockSkew]: deps.clockSkewSeconds },
      oidc.ClientSecretPost(secret),
      {
        execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      },
    );
  } catch {
    // The provider is down or its discovery document is not usable: nothing about it is logged
    // beyond the code (the settings hold a secret).
    throw new AppError('E-10660');
  }
  for (const k of configCache.keys()) if (k.startsWith(`${settings.company_id}:`)) configCache.delete(k);
  configCache.set(key, { at: Date.now(), config });
  return config;
}

export function clearSsoConfigCache(): void {
  configCache.clear();
}

/**
 * Starts a login: the company by id, login URL slug or e-mail domain; answers the provider's
 * authorization URL with a fresh state, nonce and PKCE challenge (the verifier stays here).
 */
export async function startSso(
  deps: SsoDeps,
  input: { company_id?: number; login_slug?: string; email?: string },
): Promise<{ authorization_url: string }> {
  const domain = input.email?.trim().toLowerCase().split('@')[1];
  const company = await loadCompany(deps.db, {
    id: input.company_id,
    slug: input.login_slug,
    domain: input.company_id === undefined && input.login_slug === undefined ? domain : undefined,
  });
  if (!company) throw new AppError('E-10665');
  assertCompanyUses(company, [3], 'E-10370');
  const settings = await loadSettings(deps.db, company.id);
  if (!settings) throw new AppError('E-10662');
  const config = await clientConfig(deps, settings);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  await deps.db
    .deleteFrom('oidc_requests')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await deps.db
    .insertInto('oidc_requests')
    .values({
      state_hash: sha256(state),
      company_id: company.id,
      nonce,
      code_verifier: verifier,
      expires_at: new Date(Date.now() + SSO_REQUEST_TTL_SECONDS * 1000),
      consumed_at: null,
    })
    .execute();
  const params: Record<string, string> = {
    redirect_uri: redirectUriOf(deps.publicUrl),
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  // Google: `hd` only narrows the account chooser; the ID token's hd claim is what is checked.
  if (settings.provider === PROVIDER_GOOGLE && settings.google_hd) params.hd = settings.google_hd;
  return { authorization_url: oidc.buildAuthorizationUrl(config, params).href };
}

type IdClaims = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Who the ID token names, as FinWell keys it: Entra by tenant + object id, others by issuer + sub. */
function identityOf(provider: number, claims: IdClaims): { issuer: string; subject: string } {
  const iss = String(claims.iss);
  if (provider === PROVIDER_MICROSOFT) {
    const tid = str(claims.tid);
    const oid = str(claims.oid);
    if (!tid || !oid) throw new AppError('E-10663');
    return { issuer: `entra:${tid}`, subject: oid };
  }
  return { issuer: iss, subject: String(claims.sub) };
}

/** The e-mail of the token and whether FinWell may trust its domain. */
function emailOf(provider: number, claims: IdClaims): string | undefined {
  const email = str(claims.email) ?? (provider === PROVIDER_MICROSOFT ? str(claims.preferred_username) : undefined);
  return email?.toLowerCase();
}

/** The company's rules for this ID token (docs/sso.md "What FinWell checks"). */
function checkClaims(settings: Settings, companyDomains: string[], claims: IdClaims): string {
  const email = emailOf(settings.provider, claims);
  if (!email || !email.includes('@')) throw new AppError('E-10663');
  if (settings.provider === PROVIDER_GOOGLE) {
    if (claims.email_verified !== true) throw new AppError('E-10663');
    if (settings.google_hd && claims.hd !== settings.google_hd) throw new AppError('E-10663');
  }
  if (settings.provider === PROVIDER_MICROSOFT) {
    const tid = str(claims.tid);
    if (!tid || (settings.entra_tenant_ids.length > 0 && !settings.entra_tenant_ids.includes(tid)))
      throw new AppError('E-10663');
  }
  const allowed = settings.allowed_domains.length > 0 ? settings.allowed_domains : companyDomains;
  const domain = email.split('@')[1];
  if (!allowed.map((d) => d.toLowerCase()).includes(domain)) throw new AppError('E-10663');
  return email;
}

async function findOrCreateUser(db: Db, company: SsoCompany, settings: Settings, claims: IdClaims): Promise<number> {
  const identity = identityOf(settings.provider, claims);
  const linked = await db
    .selectFrom('user_identities as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['u.id', 'u.company_id', 'u.status'])
    .where('i.issuer', '=', identity.issuer)
    .where('i.subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) {
    // Still the company's tenant and domain rules: a user moved out of the tenant is refused.
    checkClaims(settings, company.email_domains, claims);
    if (linked.company_id !== company.id) throw new AppError('E-10663');
    if (linked.status !== 1) throw new AppError('E-10005');
    return linked.id;
  }
  const email = checkClaims(settings, company.email_domains, claims);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'company_id', 'status'])
      .where(sql<boolean>`lower(email) = ${email}`)
      .executeTakeFirst();
    let userId: number;
    if (existing) {
      if (existing.company_id !== company.id) throw new AppError('E-10663');
      if (existing.status !== 1) throw new AppError('E-10005');
      userId = existing.id;
    } else {
      if (!settings.jit_create) throw new AppError('E-10664');
      const created = await trx
        .insertInto('users')
        .values({
          unique_user_no: uniqueUserNo('FWS'),
          email,
          user_type: company.user_type === 9 ? 12 : 4,
          company_id: company.id,
          first_name: str(claims.given_name) ?? null,
          last_name: str(claims.family_name) ?? null,
          status: 1,
          extra: JSON.stringify({ created_by: 'sso' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = created.id;
    }
    await trx
      .insertInto('user_identities')
      .values({ user_id: userId, issuer: identity.issuer, subject: identity.subject })
      .execute();
    return userId;
  });
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

/**
 * The provider's redirect back: consumes the state (unknown, replayed or expired: E-10661), lets
 * openid-client exchange the code with the PKCE verifier and check the ID token (any failure:
 * E-10661; provider unreachable: E-10660), applies the company's rules and answers a hand-off
 * code for sso_login. The caller turns errors into a redirect to the login page.
 */
export async function finishSso(deps: SsoDeps, callbackUrl: URL): Promise<string> {
  const state = callbackUrl.searchParams.get('state');
  if (!state || state.length > 200) throw new AppError('E-10661');
  const request = await deps.db
    .updateTable('oidc_requests')
    .set({ consumed_at: sql`now()` })
    .where('state_hash', '=', sha256(state))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  if (!request) throw new AppError('E-10661');
  const company = await loadCompany(deps.db, { id: request.company_id });
  if (!company) throw new AppError('E-10661');
  assertCompanyUses(company, [3], 'E-10370');
  const settings = await loadSettings(deps.db, company.id);
  if (!settings) throw new AppError('E-10662');
  const config = await clientConfig(deps, settings);
  // The URL the provider redirected to, on the registered redirect URI (a proxy may have changed the host).
  const current = new URL(redirectUriOf(deps.publicUrl));
  current.search = callbackUrl.search;
  let claims: IdClaims | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: request.code_verifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    if (err instanceof TypeError || (err instanceof Error && /fetch failed|ECONNREFUSED|timeout/i.test(err.message)))
      throw new AppError('E-10660');
    throw new AppError('E-10661');
  }
  if (!claims) throw new AppError('E-10661');
  const userId = await findOrCreateUser(deps.db, company, settings, claims);
  return issueLoginToken(deps.db, { userId, purpose: 'sso', ttlSeconds: SSO_HANDOFF_TTL_SECONDS });
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

/** sso_login: the hand-off code from the callback for a session (single use, two minutes). */
export async function ssoLogin(deps: SsoDeps, input: { code: unknown; ip: string; userAgent?: string }) {
  const userId = await consumeLoginToken(deps.db, input.code, 'sso');
  if (userId === undefined) throw new AppError('E-10661');
  return signInUser(deps.db, userId, { loginTypes: [3], wrongTypeCode: 'E-10370', ...input });
}
