/**
 * Company login: the company login URL (its methods and URL login token) and the URL with token
 * (login type 5). docs/sso.md. The OpenID providers: sso-providers.test.ts;
 * their settings: sso-provider-settings.test.ts.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readOutbox, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import { umbrellaIdOf, type LoginData } from './sso-fixtures.js';

describe('SSO, company URL and URL with token', () => {
  let app: App;
  let umbrellaId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    umbrellaId = await umbrellaIdOf(app);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('company login URL', () => {
    it('shows the company, its methods and a login token', async () => {
      await app.ctx.db
        .updateTable('companies')
        .set({ company_logo: '/uploads/logos/umbrella.png' })
        .where('id', '=', umbrellaId)
        .execute();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/company/check-login-url',
        payload: { url: 'https://finwell.example/login/c/umbrella' },
      });
      const data = expectSuccess<{
        company: { company_name: string; company_logo: string };
        methods: string[];
        login_token: string;
        logout_redirect: string;
      }>(res);
      expect(data.company).toMatchObject({ company_name: 'Umbrella', company_logo: '/uploads/logos/umbrella.png' });
      expect(data.methods).toEqual(['google']);
      expect(data.login_token).toMatch(/^\d+\.\d+\./);
      expect(data.logout_redirect).toBe('/login/c/umbrella');
    });

    it('follows a change of login type at once', async () => {
      await app.ctx.db.updateTable('companies').set({ type_of_login: 5 }).where('id', '=', umbrellaId).execute();
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/company/check-login-url',
          payload: { url: 'umbrella' },
        });
        expect(expectSuccess<{ methods: string[] }>(res).methods).toEqual(['email_link']);
      } finally {
        await app.ctx.db.updateTable('companies').set({ type_of_login: 3 }).where('id', '=', umbrellaId).execute();
      }
    });

    it('lets a company with login type 2 use OTP only with its URL login token', async () => {
      const EMAIL = 'employee@umbrella.example';
      await app.ctx.db.updateTable('companies').set({ type_of_login: 2 }).where('id', '=', umbrellaId).execute();
      try {
        const check = await app.inject({
          method: 'POST',
          url: '/api/v1/company/check-login-url',
          payload: { url: '/login/c/umbrella' },
        });
        const { login_token, methods } = expectSuccess<{ login_token: string; methods: string[] }>(check);
        expect(methods).toEqual(['otp']);
        const otp = (payload: Record<string, unknown>, route = 'request_login_otp') =>
          app.inject({ method: 'POST', url: `/api/v1/${route}`, payload });
        expectError(await otp({ email: EMAIL }), 403, 'E-10050');
        const [id, exp] = login_token.split('.');
        expectError(await otp({ email: EMAIL, login_token: `${id}.${exp}.forged` }), 403, 'E-10050');
        expectError(await otp({ email: EMAIL, login_token: login_token.replace(/^\d+/, '1') }), 403, 'E-10050');
        expectSuccess(await otp({ email: EMAIL, login_token }));
        const [mail] = await readOutbox(app, EMAIL);
        const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
        expectSuccess(await otp({ email: EMAIL, otp: code, login_token }, 'verify_login_otp'));
      } finally {
        await app.ctx.db.updateTable('companies').set({ type_of_login: 3 }).where('id', '=', umbrellaId).execute();
      }
    });

    it('refuses unknown URLs and companies logging in on the shared page', async () => {
      expectError(
        await app.inject({ method: 'POST', url: '/api/v1/company/check-login-url', payload: { url: '/login/c/nope' } }),
        404,
        'E-10665',
      );
      expectError(
        await app.inject({ method: 'POST', url: '/api/v1/company/check-login-url', payload: { url: 'acme' } }),
        403,
        'E-10049',
      );
    });
  });

  describe('URL with token (login type 5)', () => {
    const EMAIL = 'employee@umbrella.example';
    beforeAll(async () => {
      await app.ctx.db.updateTable('companies').set({ type_of_login: 5 }).where('id', '=', umbrellaId).execute();
    });
    afterAll(async () => {
      await app.ctx.db.updateTable('companies').set({ type_of_login: 3 }).where('id', '=', umbrellaId).execute();
    });

    async function requestLink(): Promise<string> {
      expectSuccess(
        await app.inject({ method: 'POST', url: '/api/v1/url-login-request-otp', payload: { email: EMAIL } }),
        'S-10661',
      );
      const [mail] = await readOutbox(app, EMAIL);
      const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error('no link in the mail');
      return token;
    }
    const useLink = (token: string) => app.inject({ method: 'POST', url: '/api/v1/url-login', payload: { token } });

    it('signs in once, stores only a hash, and refuses the second use', async () => {
      const token = await requestLink();
      const rows = await app.ctx.db
        .selectFrom('login_tokens')
        .select('token_hash')
        .where('purpose', '=', 'url')
        .execute();
      expect(rows.map((r) => r.token_hash)).not.toContain(token);
      expectSuccess<LoginData>(await useLink(token), 'S-10660');
      expectError(await useLink(token), 401, 'E-10010');
    });

    it('refuses an expired link', async () => {
      const token = await requestLink();
      await app.ctx.db
        .updateTable('login_tokens')
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where('consumed_at', 'is', null)
        .execute();
      expectError(await useLink(token), 401, 'E-10010');
    });

    it('refuses a link of a user deactivated since it was sent', async () => {
      const token = await requestLink();
      await app.ctx.db.updateTable('users').set({ status: 2 }).where('email', '=', EMAIL).execute();
      try {
        expectError(await useLink(token), 403, 'E-10005');
      } finally {
        await app.ctx.db.updateTable('users').set({ status: 1 }).where('email', '=', EMAIL).execute();
      }
    });

    it('ends the older link when a new one is sent', async () => {
      const first = await requestLink();
      const second = await requestLink();
      expectError(await useLink(first), 401, 'E-10010');
      expectSuccess(await useLink(second));
    });

    it('refuses companies without URL login (E-10049)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/url-login-request-otp',
        payload: { email: 'employee@acme.example' },
      });
      expectError(res, 403, 'E-10049');
    });
  });
});
