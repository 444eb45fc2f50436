/**
 * Shared by the enterprise login tests (sso-*.test.ts): the app, the two OpenID providers on loopback
 * (oidc-provider: a Google-like one with hd and email_verified, an Entra-like one with tid and oid),
 * and the calls that set a company's provider and walk the sign-in redirects. docs/sso.md.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { redirectUriOf } from '../../src/server/modules/auth/sso.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';
import { startTestIdp, type TestIdp } from '../support/test-idp.js';

export const UMBRELLA_TID = '11111111-2222-3333-4444-555555555555';
export const OTHER_TID = '99999999-8888-7777-6666-555555555555';

export type LoginData = { auth_token: string; login_type: number; company: { company_name: string } };

export type SsoApp = {
  app: App;
  google: TestIdp;
  entra: TestIdp;
  admin: string;
  umbrellaId: number;
  redirectUri: string;
};

/** The app with an admin session, the demo Umbrella's id, and both providers started with their test accounts. */
export async function startSsoApp(): Promise<SsoApp> {
  const app = await buildTestApp();
  const redirectUri = redirectUriOf(app.ctx.config.publicUrl);
  const google = await startTestIdp({
    redirectUris: [redirectUri],
    accounts: {
      vikram: { email: 'employee@umbrella.example', email_verified: true, hd: 'umbrella.example' },
      newcomer: { email: 'new.joiner@umbrella.example', email_verified: true, hd: 'umbrella.example' },
      outsider: { email: 'someone@gmail.example', email_verified: true },
      unverified: { email: 'employee@umbrella.example', email_verified: false, hd: 'umbrella.example' },
      otherhd: { email: 'employee@umbrella.example', email_verified: true, hd: 'other.example' },
      acme: { email: 'employee@acme.example', email_verified: true, hd: 'umbrella.example' },
    },
  });
  const entra = await startTestIdp({
    redirectUris: [redirectUri],
    accounts: {
      vikram: { email: 'employee@umbrella.example', tid: UMBRELLA_TID, oid: 'oid-vikram' },
      stranger: { email: 'employee@umbrella.example', tid: OTHER_TID, oid: 'oid-stranger' },
    },
  });
  const admin = await sessionFor(app, 'admin@finwell.example');
  const umbrellaId = await umbrellaIdOf(app);
  return { app, google, entra, admin, umbrellaId, redirectUri };
}

/** The id of the demo company Umbrella (login type 3, SSO). */
export async function umbrellaIdOf(app: App): Promise<number> {
  return (
    await app.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Umbrella')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The SSO calls on the test file's app; `current` answers what its beforeAll started. */
export function ssoCalls(current: () => SsoApp) {
  const put = (payload: Record<string, unknown>) => {
    const { app, admin, umbrellaId } = current();
    return app.inject({
      method: 'PUT',
      url: `/api/v1/company/sso-settings/${umbrellaId}`,
      headers: bearer(admin),
      payload,
    });
  };
  const useGoogle = (extra: Record<string, unknown> = {}) => {
    const { google } = current();
    return put({
      provider: 1,
      issuer: google.issuer,
      client_id: google.clientId,
      client_secret: google.clientSecret,
      google_hd: 'umbrella.example',
      jit_create: false,
      ...extra,
    });
  };
  const useEntra = (extra: Record<string, unknown> = {}) => {
    const { entra } = current();
    return put({
      provider: 2,
      issuer: entra.issuer,
      client_id: entra.clientId,
      client_secret: entra.clientSecret,
      entra_tenant_ids: [UMBRELLA_TID],
      ...extra,
    });
  };

  async function authorize(): Promise<string> {
    const res = await current().app.inject({
      method: 'POST',
      url: '/api/v1/sso/authorize',
      payload: { login_slug: 'umbrella' },
    });
    return expectSuccess<{ authorization_url: string }>(res).authorization_url;
  }
  /** The provider's redirect, handed to FinWell's callback: FinWell's redirect target. */
  async function callback(url: URL): Promise<URL> {
    const res = await current().app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(303);
    return new URL(String(res.headers.location), 'http://finwell.invalid');
  }
  const refusal = (target: URL) => target.searchParams.get('sso_error');
  const handoff = (target: URL) => new URLSearchParams(target.hash.slice(1)).get('code') ?? '';
  const ssoLogin = (code: string) =>
    current().app.inject({ method: 'POST', url: '/api/v1/sso_login', payload: { code } });
  const usersNamed = async (email: string) =>
    Number(
      (
        await current()
          .app.ctx.db.selectFrom('users')
          .select(sql<number>`count(*)`.as('n'))
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  return { put, useGoogle, useEntra, authorize, callback, refusal, handoff, ssoLogin, usersNamed };
}
