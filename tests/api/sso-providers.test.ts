/**
 * Enterprise login against real OpenID providers (oidc-provider on loopback): a Google-like provider
 * (hd, email_verified) and an Entra-like one (tid, oid). docs/sso.md. A company's provider settings:
 * sso-provider-settings.test.ts. The company login URL and the URL with token: sso-login-url.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import { startTestIdp, type TestIdp } from '../support/test-idp.js';
import { OTHER_TID, ssoCalls, startSsoApp, UMBRELLA_TID, type LoginData } from './sso-fixtures.js';

describe('SSO, company URL and URL with token', () => {
  let app: App;
  let google: TestIdp;
  let entra: TestIdp;
  let admin: string;
  let umbrellaId: number;
  let redirectUri: string;

  beforeAll(async () => {
    ({ app, google, entra, admin, umbrellaId, redirectUri } = await startSsoApp());
  });
  afterAll(async () => {
    await app.close();
    await google.close();
    await entra.close();
  });

  const { useGoogle, useEntra, authorize, callback, refusal, handoff, ssoLogin, usersNamed } = ssoCalls(() => ({
    app,
    google,
    entra,
    admin,
    umbrellaId,
    redirectUri,
  }));

  describe('Google-like provider', () => {
    beforeAll(async () => {
      expectSuccess(await useGoogle());
    });

    it('signs an Umbrella employee in and links the identity (issuer + subject)', async () => {
      const authUrl = new URL(await authorize());
      expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authUrl.searchParams.get('hd')).toBe('umbrella.example');
      expect(authUrl.searchParams.get('state')).toBeTruthy();
      expect(authUrl.searchParams.get('nonce')).toBeTruthy();
      const target = await callback(await google.signIn(authUrl.href, 'vikram'));
      expect(target.pathname).toBe('/sso/complete');
      const data = expectSuccess<LoginData>(await ssoLogin(handoff(target)), 'S-10660');
      expect(data.company.company_name).toBe('Umbrella');
      expect(data.login_type).toBe(3);
      const me = await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(data.auth_token) });
      expect(me.statusCode).toBe(200);
      const identity = await app.ctx.db
        .selectFrom('user_identities')
        .select(['issuer', 'subject'])
        .executeTakeFirstOrThrow();
      expect(identity).toEqual({ issuer: google.issuer, subject: 'vikram' });
      // The hand-off code works once.
      expectError(await ssoLogin(handoff(target)), 401, 'E-10661');
    });

    it('refuses a replayed state', async () => {
      const back = await google.signIn(await authorize(), 'vikram');
      const first = await callback(back);
      expect(first.pathname).toBe('/sso/complete');
      expect(refusal(await callback(back))).toBe('E-10661');
    });

    it('refuses a missing or forged state', async () => {
      const back = await google.signIn(await authorize(), 'vikram');
      const forged = new URL(back);
      forged.searchParams.set('state', 'forged-state-value');
      expect(refusal(await callback(forged))).toBe('E-10661');
      forged.searchParams.delete('state');
      expect(refusal(await callback(forged))).toBe('E-10661');
    });

    it('refuses an ID token whose nonce is not the one kept for the request', async () => {
      const authUrl = await authorize();
      await app.ctx.db
        .updateTable('oidc_requests')
        .set({ nonce: 'another-nonce' })
        .where('consumed_at', 'is', null)
        .execute();
      expect(refusal(await callback(await google.signIn(authUrl, 'vikram')))).toBe('E-10661');
    });

    it('refuses an expired ID token', async () => {
      const authUrl = await authorize();
      const back = await google.signIn(authUrl, 'vikram');
      // FinWell's clock two hours ahead of the provider's: the one-hour ID token has expired.
      app.ctx.config.oidcClockSkewSeconds = 7200;
      try {
        expect(refusal(await callback(back))).toBe('E-10661');
      } finally {
        app.ctx.config.oidcClockSkewSeconds = 0;
      }
    });

    it('refuses an ID token signed with a key the provider never published, or edited after signing (E-10610)', async () => {
      const sessionsBefore = await app.ctx.db.selectFrom('sessions').select('id').execute();
      for (const mode of ['foreign-key', 'edited'] as const) {
        const back = await google.signIn(await authorize(), 'vikram');
        google.tamperIdTokens(mode);
        try {
          expect(refusal(await callback(back)), mode).toBe('E-10610');
        } finally {
          google.tamperIdTokens(null);
        }
      }
      // The edited token named another person: no such user or identity was created, no hand-off issued.
      expect(await usersNamed('ceo@umbrella.example')).toBe(0);
      expect(await app.ctx.db.selectFrom('sessions').select('id').execute()).toHaveLength(sessionsBefore.length);
      // The same provider untampered still signs in (the refusals were about the tokens, not the provider).
      const target = await callback(await google.signIn(await authorize(), 'vikram'));
      expect(target.pathname).toBe('/sso/complete');
    });

    it('refuses a wrong domain, another hd and an unverified e-mail, creating no user', async () => {
      for (const account of ['outsider', 'otherhd', 'unverified']) {
        expect(refusal(await callback(await google.signIn(await authorize(), account))), account).toBe('E-10663');
      }
      expect(await usersNamed('someone@gmail.example')).toBe(0);
    });

    it('refuses a user of another company even when the IdP vouches for them', async () => {
      expect(refusal(await callback(await google.signIn(await authorize(), 'acme')))).toBe('E-10663');
    });

    it('refuses an unknown employee without JIT creation, creates them with it', async () => {
      expect(refusal(await callback(await google.signIn(await authorize(), 'newcomer')))).toBe('E-10664');
      expect(await usersNamed('new.joiner@umbrella.example')).toBe(0);
      expectSuccess(await useGoogle({ jit_create: true }));
      const target = await callback(await google.signIn(await authorize(), 'newcomer'));
      const data = expectSuccess<LoginData & { user_type: number }>(await ssoLogin(handoff(target)));
      expect(data.user_type).toBe(4);
      expect(await usersNamed('new.joiner@umbrella.example')).toBe(1);
      expectSuccess(await useGoogle({ jit_create: false }));
    });

    it('answers E-10660 when the provider is down', async () => {
      const down = await startTestIdp({ redirectUris: [redirectUri], accounts: {} });
      const issuer = down.issuer;
      await down.close();
      expectSuccess(await useGoogle({ issuer }));
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/sso/authorize',
        payload: { login_slug: 'umbrella' },
      });
      expectError(res, 502, 'E-10660');
      expectSuccess(await useGoogle());
    });

    it('answers E-10660 when the provider goes down between the redirect and the callback', async () => {
      const flaky = await startTestIdp({
        redirectUris: [redirectUri],
        accounts: { vikram: { email: 'employee@umbrella.example', email_verified: true, hd: 'umbrella.example' } },
      });
      expectSuccess(
        await useGoogle({ issuer: flaky.issuer, client_id: flaky.clientId, client_secret: flaky.clientSecret }),
      );
      const back = await flaky.signIn(await authorize(), 'vikram');
      await flaky.close();
      expect(refusal(await callback(back))).toBe('E-10660');
      expectSuccess(await useGoogle());
    });

    it('refuses SSO for a company on another login type (E-10370) and unknown companies (E-10665)', async () => {
      const acme = await app.inject({ method: 'POST', url: '/api/v1/sso/authorize', payload: { login_slug: 'acme' } });
      expectError(acme, 403, 'E-10370');
      const none = await app.inject({
        method: 'POST',
        url: '/api/v1/sso/authorize',
        payload: { login_slug: 'nobody' },
      });
      expectError(none, 404, 'E-10665');
    });
  });

  describe('Entra-like provider', () => {
    beforeAll(async () => {
      expectSuccess(await useEntra());
    });

    it('signs the employee in and keys the identity by tid + oid', async () => {
      const target = await callback(await entra.signIn(await authorize(), 'vikram'));
      expectSuccess<LoginData>(await ssoLogin(handoff(target)));
      const identity = await app.ctx.db
        .selectFrom('user_identities')
        .select('subject')
        .where('issuer', '=', `entra:${UMBRELLA_TID}`)
        .executeTakeFirstOrThrow();
      expect(identity.subject).toBe('oid-vikram');
    });

    it('refuses a user of another tenant on the same provider', async () => {
      expect(refusal(await callback(await entra.signIn(await authorize(), 'stranger')))).toBe('E-10663');
      const linked = await app.ctx.db
        .selectFrom('user_identities')
        .select('id')
        .where('issuer', '=', `entra:${OTHER_TID}`)
        .execute();
      expect(linked).toEqual([]);
    });
  });
});
