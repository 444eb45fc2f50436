import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import * as oidc from 'openid-client';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { decryptSecret } from '../../crypto/secrets.js';
import { assertCompanyUses, consumeLoginToken, issueLoginToken, signInUser } from './login-codes.js';
import { findOrCreateUser, type IdClaims } from './sso-claims.js';
import { loadCompany, loadSettings, PROVIDER_GOOGLE, type Settings } from './sso-company.js';
import { onInvalidate } from '../../invalidation-bus.js';
import { invalidate } from '../../invalidation.js';

/**
 * Single sign-on with OpenID Connect (docs/sso.md): authorization code flow with PKCE through
 * openid-client, `state`, `nonce` and the PKCE verifier kept server side (oidc_requests: single
 * use, 10 minutes), the ID token's signature checked against the provider's published JWKS
 * (openid-client's non-repudiation checks: a token signed by another key or edited after signing is
 * refused, E-10610), its issuer, audience, expiry and nonce checked by the library, then FinWell's own rules: Google `hd` and verified e-mail, Entra `tid`, the company's
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
  /** Production refuses plain-http issuers, even on loopback (E-10611). */
  production?: boolean;
};

export const SSO_REQUEST_TTL_SECONDS = 600;
/** The browser has this long to exchange the hand-off code for a session (sso_login). */
export const SSO_HANDOFF_TTL_SECONDS = 120;

export function redirectUriOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/v1/sso/callback`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Plain http is allowed only for an issuer on this machine (the test provider, docs/sso.md "Demo"). */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * The issuer an operator may save or use: https always; plain http only outside production and
 * only on loopback (docs/sso.md). Anything else answers E-10611.
 */
export function assertIssuerAllowed(issuer: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new AppError('E-10611');
  }
  if (url.protocol === 'https:') return url;
  if (!production && isLoopback(url)) return url;
  throw new AppError('E-10611');
}

/** openid-client's error (or one of its causes) says the ID token's signature did not verify or no published key fits. */
function isSignatureFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === 'OAUTH_KEY_SELECTION_FAILED' || /signature verification failed/i.test(e.message)) return true;
  }
  return false;
}

/** Discovery per company, kept 10 minutes and dropped when the settings change. */
const configCache = new Map<string, { at: number; config: oidc.Configuration }>();

async function clientConfig(deps: SsoDeps, settings: Settings): Promise<oidc.Configuration> {
  const key = `${settings.company_id}:${new Date(settings.updated_at as unknown as string).getTime()}:${deps.clockSkewSeconds}`;
  const hit = configCache.get(key);
  if (hit && Date.now() - hit.at < 600_000) return hit.config;
  if (!settings.client_secret_enc) throw new AppError('E-10662');
  const secret = decryptSecret(deps.secretsKey, settings.client_secret_enc, `company:${settings.company_id}`);
  const issuer = assertIssuerAllowed(settings.issuer, deps.production ?? false);
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      issuer,
      settings.client_id,
      { client_secret: secret, [oidc.clockSkew]: deps.clockSkewSeconds },
      oidc.ClientSecretPost(secret),
      {
        // The ID token's signature is checked against the provider's jwks_uri, not only trusted
        // because it came over TLS from the token endpoint (docs/sso.md).
        execute: [oidc.enableNonRepudiationChecks, ...(isLoopback(issuer) ? [oidc.allowInsecureRequests] : [])],
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

onInvalidate('sso-config', () => configCache.clear());

/** A company's identity provider settings changed: every server forgets its discovery (src/server/invalidation.ts). */
export function clearSsoConfigCache(): void {
  invalidate('sso-config');
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
    if (isSignatureFailure(err)) throw new AppError('E-10610');
    if (err instanceof TypeError || (err instanceof Error && /fetch failed|ECONNREFUSED|timeout/i.test(err.message)))
      throw new AppError('E-10660');
    throw new AppError('E-10661');
  }
  if (!claims) throw new AppError('E-10661');
  const userId = await findOrCreateUser(deps.db, company, settings, claims);
  return issueLoginToken(deps.db, { userId, purpose: 'sso', ttlSeconds: SSO_HANDOFF_TTL_SECONDS });
}

/** sso_login: the hand-off code from the callback for a session (single use, two minutes). */
export async function ssoLogin(deps: SsoDeps, input: { code: unknown; ip: string; userAgent?: string }) {
  const userId = await consumeLoginToken(deps.db, input.code, 'sso');
  if (userId === undefined) throw new AppError('E-10661');
  return signInUser(deps.db, userId, { loginTypes: [3], wrongTypeCode: 'E-10370', ...input });
}
