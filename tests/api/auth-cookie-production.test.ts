/** Browser sessions, part 2: production cookie names and flags, and endings seen at once with the session cache on. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedSessionByToken,
  createSessionCache,
  findSessionByToken,
  hashToken,
} from '../../src/server/modules/auth/session.js';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import { EMPLOYEE, HR, setCookies } from './auth-cookie-support.js';

describe('in production the cookies are Secure and __Host- prefixed', { timeout: 120_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { nodeEnv: 'production' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a login sets __Host-fw_session and __Host-fw_csrf with Secure; a plain-named cookie is not accepted', async () => {
    const sent = await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { email: EMPLOYEE } });
    expect(sent.statusCode).toBe(200);
    // No dev outbox in production: the code from the stored mail.
    const mail = await app.ctx.db
      .selectFrom('mail_outbox')
      .select('text')
      .where(sql<boolean>`lower(to_address) = ${EMPLOYEE}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const otp = /\b(\d{6})\b/.exec(String(mail.text))![1];
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/verify_login_otp',
      payload: { email: EMPLOYEE, otp },
      headers: { 'x-finwell-session': 'cookie' },
    });
    expectSuccess(res, 'S-10004');
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.name)).toEqual(['__Host-fw_session', '__Host-fw_csrf']);
    for (const c of cookies) expect(c.attributes).toEqual(expect.arrayContaining(['secure', 'path=/', 'samesite=lax']));
    expect(cookies.every((c) => !c.attributes.some((a) => a.startsWith('domain=')))).toBe(true);
    const token = cookies[0].value;
    const ok = await app.inject({ url: '/api/v1/user-profile', headers: { cookie: `__Host-fw_session=${token}` } });
    expect(ok.statusCode).toBe(200);
    // A cookie without the prefix could have been set over plain HTTP or by a sub-domain: not a session here.
    expectError(
      await app.inject({ url: '/api/v1/user-profile', headers: { cookie: `fw_session=${token}` } }),
      401,
      'E-10010',
    );
  });
});

describe(
  'one server with its session cache on: every ending takes effect at the next request',
  { timeout: 120_000 },
  () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({ config: { sessionCacheMs: 60_000 } });
    });
    afterAll(async () => {
      await app.close();
    });
    const profile = (token: string) => app.inject({ url: '/api/v1/user-profile', headers: bearer(token) });
    const req = (method: 'GET' | 'PATCH' | 'PUT', url: string, token: string, body?: unknown) =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: body === undefined ? bearer(token) : { ...bearer(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });

    it('deactivating a company (edit_client) refuses its users’ next request', async () => {
      const admin = await loginAs(app, 'admin@finwell.example');
      const employee = await loginAs(app, EMPLOYEE);
      expectSuccess(await profile(employee));
      const acme = await app.ctx.db
        .selectFrom('companies')
        .select('id')
        .where('company_name', '=', 'Acme Corp')
        .executeTakeFirstOrThrow();
      const record = expectSuccess<Record<string, unknown>>(
        await req('GET', `/company/get_client_by_id/${acme.id}`, admin),
      );
      expectSuccess(await req('PATCH', `/company/edit_client/${acme.id}`, admin, { ...record, status: 2 }), 'S-10009');
      expectError(await profile(employee), 401, 'E-10010');
      expect(
        await app.ctx.db
          .selectFrom('sessions')
          .select('id')
          .where('token_hash', '=', hashToken(employee))
          .where('revoked_at', 'is not', null)
          .executeTakeFirst(),
      ).toBeDefined();
      await app.ctx.db.updateTable('companies').set({ status: 1 }).where('id', '=', acme.id).execute();
    });

    it('a session read in flight while the cache is cleared is not cached (the change is seen at the next request)', async () => {
      const token = await loginAs(app, HR);
      // A cache of its own, as the access plugin keeps one per app; the bus's 'session' message calls its clear().
      const cache = createSessionCache();
      const reading = findSessionByToken(app.ctx.db, token, { cacheMs: 60_000, cache });
      // A revocation commits and clears the cache while the read above is still waiting for the database.
      cache.clear();
      expect(await reading).not.toBeNull();
      expect(cachedSessionByToken(token, 60_000, cache)).toBeUndefined();
      // Without a clear in between, the read is cached as before.
      await findSessionByToken(app.ctx.db, token, { cacheMs: 60_000, cache });
      expect(cachedSessionByToken(token, 60_000, cache)).toBeDefined();
    });
  },
);
