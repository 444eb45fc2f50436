import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/modules/auth/session.js';
import { csrfTokenFor } from '../../src/server/modules/auth/session-cookie.js';
import { ageSession, bearer, buildTestApp, loginAs, otpLogin, sessionRow, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import {
  browserLogin,
  cookieHeader,
  EMPLOYEE,
  HR,
  pageHeaders,
  setCookies,
  type Browser,
} from './auth-cookie-support.js';

describe('browser sessions in cookies, bearer sessions for API clients', { timeout: 120_000 }, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const profile = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/user-profile', headers });
  const logout = (headers: Record<string, string>, payload?: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('the browser login sets an HttpOnly SameSite=Lax session cookie and a readable CSRF cookie; no token in the body', async () => {
    const res = await otpLogin(app, EMPLOYEE, { 'x-finwell-session': 'cookie' });
    const login = expectSuccess<{ auth_token: string; token: string; profile: { email: string } }>(res, 'S-10004');
    expect(login.auth_token).toBe('');
    expect(login.token).toBe('');
    expect(login.profile.email).toBe(EMPLOYEE);
    const cookies = setCookies(res);
    const session = cookies.find((c) => c.name === 'fw_session')!;
    const csrf = cookies.find((c) => c.name === 'fw_csrf')!;
    expect(session.value.length).toBeGreaterThanOrEqual(40);
    expect(session.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=43200']));
    // Not in production: a development server on http://localhost has no TLS.
    expect(session.attributes).not.toContain('secure');
    expect(csrf.attributes).not.toContain('httponly');
    expect(csrf.value).toBe(csrfTokenFor(session.value));
    expect(res.headers['cache-control']).toBe('no-store');
    // Only the hash is stored, as for bearer tokens.
    expect((await sessionRow(app, session.value)).token_hash).toBe(hashToken(session.value));
  });

  it('an API client (no x-finwell-session) gets the bearer token in the body and no cookie', async () => {
    const res = await otpLogin(app, EMPLOYEE, {});
    const login = expectSuccess<{ auth_token: string }>(res, 'S-10004');
    expect(login.auth_token.length).toBeGreaterThanOrEqual(40);
    expect(setCookies(res)).toEqual([]);
    expect(expectSuccess<{ email: string }>(await profile(bearer(login.auth_token))).email).toBe(EMPLOYEE);
  });

  it('reads need only the cookie; the answer is not cacheable', async () => {
    const b = await browserLogin(app, EMPLOYEE);
    const res = await profile(cookieHeader(b));
    expect(expectSuccess<{ email: string }>(res).email).toBe(EMPLOYEE);
    expect(res.headers['cache-control']).toBe('no-store');
    // A second tab of the same browser presents the same cookie: the same session, signed in.
    expectSuccess(await profile(cookieHeader(b)));
  });

  it.each([
    ['no CSRF header', (b: Browser) => ({ ...cookieHeader(b), origin: 'http://localhost:80' })],
    ['a wrong CSRF header', (b: Browser) => ({ ...pageHeaders(b), 'x-csrf-token': csrfTokenFor('another-session') })],
    ['another origin', (b: Browser) => ({ ...pageHeaders(b), origin: 'https://evil.example' })],
    ['a malformed origin', (b: Browser) => ({ ...pageHeaders(b), origin: 'null' })],
    ['a cross-site fetch', (b: Browser) => ({ ...pageHeaders(b), 'sec-fetch-site': 'cross-site' })],
    ['a same-site (sibling sub-domain) fetch', (b: Browser) => ({ ...pageHeaders(b), 'sec-fetch-site': 'same-site' })],
  ])(
    'a state-changing call with the cookie and %s is refused with E-10630 and changes nothing',
    async (_n, headersOf) => {
      const b = await browserLogin(app, EMPLOYEE);
      const before = await app.ctx.db
        .selectFrom('user_activity')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      expectError(await logout(headersOf(b)), 403, 'E-10630');
      const profileEdit = await app.inject({
        method: 'PATCH',
        url: '/api/v1/user-profile',
        headers: { ...headersOf(b), 'content-type': 'application/json' },
        payload: JSON.stringify({ first_name: 'Forged' }),
      });
      expectError(profileEdit, 403, 'E-10630');
      // Still signed in, nothing logged, the name unchanged.
      expect(expectSuccess<{ first_name: string }>(await profile(cookieHeader(b))).first_name).not.toBe('Forged');
      expect((await sessionRow(app, b.session)).revoked_at).toBeNull();
      const after = await app.ctx.db
        .selectFrom('user_activity')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    },
  );

  it("the page's own calls pass (CSRF header, own origin or no origin); bearer calls need no CSRF header", async () => {
    const b = await browserLogin(app, EMPLOYEE);
    const edit = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user-preference',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ locale: 'en-IN' }),
      });
    expect((await edit(pageHeaders(b))).statusCode).not.toBe(403);
    const { origin: _o, ...noOrigin } = pageHeaders(b);
    expect((await edit({ ...noOrigin, 'sec-fetch-site': 'same-origin' })).statusCode).not.toBe(403);
    const token = await loginAs(app, EMPLOYEE);
    expect((await edit({ ...bearer(token), origin: 'https://api-client.example' })).statusCode).not.toBe(403);
  });

  it('a public call with a cookie that fails the CSRF check is answered as for a visitor, not refused', async () => {
    const b = await browserLogin(app, EMPLOYEE);
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/request_login_otp',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'nobody@unknown-domain.example' }),
      });
    const visitor = (await call({})).json() as { status_code: string };
    const forged = await call({ ...cookieHeader(b), origin: 'https://evil.example' });
    expect((forged.json() as { status_code: string }).status_code).toBe(visitor.status_code);
    expect(visitor.status_code).not.toBe('E-10630');
  });

  it('logout ends the session and clears both cookies; a replayed logout is refused and changes nothing', async () => {
    const b = await browserLogin(app, EMPLOYEE);
    const other = await loginAs(app, EMPLOYEE);
    const out = await logout(pageHeaders(b));
    expectSuccess(out, 'S-10005');
    const cleared = setCookies(out);
    expect(cleared.map((c) => [c.name, c.value])).toEqual([
      ['fw_session', ''],
      ['fw_csrf', ''],
    ]);
    expect(cleared.every((c) => c.attributes.includes('max-age=0'))).toBe(true);
    expectError(await profile(cookieHeader(b)), 401, 'E-10010');
    const logouts = async () =>
      Number(
        (
          await app.ctx.db
            .selectFrom('user_activity')
            .select(sql<number>`count(*)`.as('n'))
            .where('action_id', '=', 13)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await logouts();
    const replay = await logout(pageHeaders(b));
    expectError(replay, 401, 'E-10010');
    // The dead cookie is dropped again; nothing else happens.
    expect(setCookies(replay).map((c) => c.value)).toEqual(['', '']);
    expect(await logouts()).toBe(before);
    expectSuccess(await profile(bearer(other)));
  });

  it('"sign out of all devices" ends every session of the person, and only theirs', async () => {
    const b = await browserLogin(app, HR);
    const phone = await loginAs(app, HR);
    const laptop = await browserLogin(app, HR);
    const colleague = await loginAs(app, EMPLOYEE);
    expectSuccess(await logout(pageHeaders(b), { all_devices: true }), 'S-10005');
    expectError(await profile(cookieHeader(b)), 401, 'E-10010');
    expectError(await profile(bearer(phone)), 401, 'E-10010');
    expectError(await profile(cookieHeader(laptop)), 401, 'E-10010');
    expectSuccess(await profile(bearer(colleague)));
    // Bearer API clients can do it too.
    const again = await loginAs(app, HR);
    const again2 = await loginAs(app, HR);
    expectSuccess(await logout(bearer(again), { all_devices: true }), 'S-10005');
    expectError(await profile(bearer(again2)), 401, 'E-10010');
  });

  it("the idle time-out is the company's current session_time_out_duration; the answer says after how long", async () => {
    const acme = () => app.ctx.db.updateTable('companies').where('company_name', '=', 'Acme Corp');
    const b = await browserLogin(app, EMPLOYEE);
    try {
      // The admin shortens it after the login: open sessions follow.
      await acme().set({ session_time_out_duration: 5 }).execute();
      const info = expectSuccess<{ idle_timeout_minutes: number }>(
        await app.inject({ url: '/api/v1/session', headers: cookieHeader(b) }),
      );
      expect(info.idle_timeout_minutes).toBe(5);
      await ageSession(app, b.session, 4);
      expectSuccess(await profile(cookieHeader(b)));
      await ageSession(app, b.session, 6);
      const res = await profile(cookieHeader(b));
      const body = expectError(res, 401, 'E-10017');
      expect(body.data).toEqual({ reason: 'idle', idle_minutes: 5 });
      // The dead cookie is dropped with the answer.
      expect(setCookies(res).map((c) => [c.name, c.value])).toEqual([
        ['fw_session', ''],
        ['fw_csrf', ''],
      ]);
    } finally {
      await acme().set({ session_time_out_duration: 30 }).execute();
    }
  });

  it('the tab’s session check slides the idle time-out only when it reports activity', async () => {
    const b = await browserLogin(app, EMPLOYEE);
    const seen = async () => new Date((await sessionRow(app, b.session)).last_seen_at as unknown as string).getTime();
    await ageSession(app, b.session, 10);
    const aged = await seen();
    expectSuccess(await app.inject({ url: '/api/v1/session', headers: cookieHeader(b) }));
    expect(await seen()).toBe(aged);
    const info = expectSuccess<{ idle_expires_at: string; absolute_expires_at: string }>(
      await app.inject({ url: '/api/v1/session?active=true', headers: cookieHeader(b) }),
    );
    expect(await seen()).toBeGreaterThan(aged + 9 * 60_000);
    expect(Date.parse(info.idle_expires_at)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(Date.parse(info.absolute_expires_at)).toBeGreaterThan(Date.now() + 11 * 3600_000);
  });

  it('the absolute lifetime ends a session however active it is (E-10017, reason absolute)', async () => {
    const b = await browserLogin(app, EMPLOYEE);
    await app.ctx.db
      .updateTable('sessions')
      .set({ absolute_expires_at: sql`now() - interval '1 second'`, last_seen_at: sql`now()` })
      .where('token_hash', '=', hashToken(b.session))
      .execute();
    const body = expectError(await profile(cookieHeader(b)), 401, 'E-10017');
    expect(body.data).toMatchObject({ reason: 'absolute' });
  });

  it('a forged cookie answers E-10010', async () => {
    const forged: Browser = {
      session: 'f'.repeat(43),
      csrf: csrfTokenFor('f'.repeat(43)),
      names: { session: 'fw_session', csrf: 'fw_csrf' },
    };
    expectError(await profile(cookieHeader(forged)), 401, 'E-10010');
    expectError(await logout(pageHeaders(forged)), 401, 'E-10010');
  });

  it('an agreement no longer in force ends the sessions of its company at the next request', async () => {
    const token = await loginAs(app, EMPLOYEE);
    const acme = () => app.ctx.db.updateTable('companies').where('company_name', '=', 'Acme Corp');
    const before = await app.ctx.db
      .selectFrom('companies')
      .select(['start_date', 'end_date'])
      .where('company_name', '=', 'Acme Corp')
      .executeTakeFirstOrThrow();
    try {
      await acme().set({ end_date: '2020-01-31' }).execute();
      expectError(await profile(bearer(token)), 401, 'E-10010');
    } finally {
      await acme().set({ start_date: before.start_date, end_date: before.end_date }).execute();
    }
  });
});
