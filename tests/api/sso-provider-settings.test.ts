/**
 * Enterprise login, a company's identity provider settings: the client secret kept encrypted and never
 * returned, admins only, the demo Umbrella's DEMO_SSO_ISSUER, and production's refusal of http issuers.
 * docs/sso.md. Signing in through the providers: sso-providers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSecret, secretsKeyFrom } from '../../src/server/crypto/secrets.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import type { TestIdp } from '../support/test-idp.js';
import { ssoCalls, startSsoApp } from './sso-fixtures.js';

describe('SSO, identity provider settings', () => {
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

  const { put, useGoogle } = ssoCalls(() => ({
    app,
    google,
    entra,
    admin,
    umbrellaId,
    redirectUri,
  }));

  describe('identity provider settings', () => {
    it('keeps the client secret encrypted and never returns it', async () => {
      const saved = expectSuccess<{ settings: Record<string, unknown>; redirect_uri: string }>(await useGoogle());
      expect(saved.settings).toMatchObject({ provider: 1, client_secret_set: true, google_hd: 'umbrella.example' });
      expect(JSON.stringify(saved)).not.toContain(google.clientSecret);
      expect(saved.redirect_uri).toBe(redirectUri);
      const read = await app.inject({
        method: 'GET',
        url: `/api/v1/company/sso-settings/${umbrellaId}`,
        headers: bearer(admin),
      });
      expect(read.body).not.toContain(google.clientSecret);
      const row = await app.ctx.db
        .selectFrom('company_idp_settings')
        .select('client_secret_enc')
        .where('company_id', '=', umbrellaId)
        .executeTakeFirstOrThrow();
      expect(row.client_secret_enc).not.toContain(google.clientSecret);
      const key = secretsKeyFrom(app.ctx.config.secretsKey);
      expect(decryptSecret(key, row.client_secret_enc!, `company:${umbrellaId}`)).toBe(google.clientSecret);
      // Bound to its company: the same ciphertext does not open as another company's.
      expect(() => decryptSecret(key, row.client_secret_enc!, 'company:1')).toThrow();
    });

    it('keeps the stored secret when an edit leaves it out, and refuses settings without one', async () => {
      expectSuccess(
        await put({ provider: 1, issuer: google.issuer, client_id: google.clientId, google_hd: 'umbrella.example' }),
      );
      const acme = await app.ctx.db
        .selectFrom('companies')
        .select('id')
        .where('company_name', '=', 'Acme Corp')
        .executeTakeFirstOrThrow();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/v1/company/sso-settings/${acme.id}`,
        headers: bearer(admin),
        payload: { provider: 1, issuer: google.issuer, client_id: 'x' },
      });
      expectError(res, 422, 'E-10666');
    });

    it('is for admins only', async () => {
      const employee = await sessionFor(app, 'employee@acme.example');
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/company/sso-settings/${umbrellaId}`,
        headers: bearer(employee),
      });
      expect(res.statusCode).toBe(403);
    });
  });

  it('points the demo Umbrella at DEMO_SSO_ISSUER when given (docs/sso.md "Demo")', async () => {
    const demo = await buildTestApp({
      config: { demoSso: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret } },
    });
    try {
      const row = await demo.ctx.db
        .selectFrom('company_idp_settings as s')
        .innerJoin('companies as c', 'c.id', 's.company_id')
        .select(['c.company_name', 's.issuer', 's.jit_create'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ company_name: 'Umbrella', issuer: google.issuer, jit_create: true });
    } finally {
      await demo.close();
    }
  });

  it('production refuses an http identity provider, even on loopback (E-10611), and accepts https', async () => {
    const prod = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      const prodAdmin = await sessionFor(prod, 'admin@finwell.example');
      const save = (issuer: string) =>
        prod.inject({
          method: 'PUT',
          url: `/api/v1/company/sso-settings/${umbrellaId}`,
          headers: bearer(prodAdmin),
          payload: { provider: 1, issuer, client_id: 'x', client_secret: 'y', google_hd: 'umbrella.example' },
        });
      expectError(await save(google.issuer), 422, 'E-10611');
      expectError(await save('http://idp.example.com'), 422, 'E-10611');
      expectSuccess(await save('https://idp.example.com'));
      // A row written before (or by hand) is refused at login too, before any request to it.
      await prod.ctx.db
        .updateTable('company_idp_settings')
        .set({ issuer: google.issuer })
        .where('company_id', '=', umbrellaId)
        .execute();
      const res = await prod.inject({
        method: 'POST',
        url: '/api/v1/sso/authorize',
        payload: { login_slug: 'umbrella' },
      });
      expectError(res, 422, 'E-10611');
    } finally {
      await prod.close();
    }
    // A second app is built inside the test: it takes longer than one request on a loaded machine.
  }, 120_000);
});
