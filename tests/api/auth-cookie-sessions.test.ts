import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cachedSessionByToken,
  createSessionCache,
  findSessionByToken,
  hashToken,
} from '../../src/server/modules/auth/session.js';
import { csrfTokenFor } from '../../src/server/modules/auth/session-cookie.js';
import { bearer, buildTestApp, latestOtp, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';

const EMPLOYEE = 'employee@acme.example';
const HR = 'hr@acme.example';

type Cookie = { name: string; value: string; attributes: string[] };

/** The Set-Cookie headers of an answer, parsed. */
function setCookies(res: { headers: Record<string, unknown> }): Cookie[] {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return list.map((line) => {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes: attributes.map((a) => a.toLowerCase()) };
  });
}

/** A browser of one test: the cookies it holds and the headers its API wrapper sends. */
type Browser = { session: string; csrf: string; names: { session: string; csrf: string } };

const cookieHeader = (b: Browser) => ({ cookie: `${b.names.session}=${b.session}; ${b.names.csrf}=${b.csrf}` });
/** What the portal's API wrapper sends on a state-changing call: the cookie, the CSRF header, its own origin. */
const pageHeaders = (b: Browser) => ({ ...cookieHeader(b), 'x-csrf-token': b.csrf, origin: 'http://localhost:80' });

async function otpLogin(app: App, email: string, headers: Record<string, string>) {
  const sent = await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { email } });
  expect(sent.statusCode).toBe(200);
  const otp = await latestOtp(app, email);
  return app.inject({ method: 'POST', url: '/api/v1/verify_login_otp', payload: { email, otp }, headers });
}

/** Logs in the way the browser does (the API wrapper's x-finwell-session header); the cookies it was given. */
async function browserLogin(app: App, email: string, prefix = ''): Promise<Browser> {
  const res = await otpLogin(app, email, { 'x-finwell-session': 'cookie' });
  expect(res.statusCode).toBe(200);
  const names = { session: `${prefix}fw_session`, csrf: `${prefix}fw_csrf` };
  const cookies = setCookies(res);
  const session = cookies.find((c) => c.name === names.session)!.value;
  const csrf = cookies.find((c) => c.name === names.csrf)!.value;
  return { session, csrf, names };
}

async function apiLogin(app: App, email: string): Promise<string> {
  const res = await otpLogin(app, email, {});
  return (res.json() as { data: { auth_token: string } }).data.auth_token;
}

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
  const sessionRow = (token: string) =>
    app.ctx.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  const ageSession = (token: string, minutes: number) =>
    app.ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes})` })
      .where('token_hash', '=', hashToken(token))
      .execute();

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
    expect((await sessionRow(session.value)).token_hash).toBe(hashToken(session.value));
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
      expect((await sessionRow(b.session)).revoked_at).toBeNull();
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
    const token = await apiLogin(app, EMPLOYEE);
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
    const other = await apiLogin(app, EMPLOYEE);
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
    const phone = await apiLogin(app, HR);
    const laptop = await browserLogin(app, HR);
    const colleague = await apiLogin(app, EMPLOYEE);
    expectSuccess(await logout(pageHeaders(b), { all_devices: true }), 'S-10005');
    expectError(await profile(cookieHeader(b)), 401, 'E-10010');
    expectError(await profile(bearer(phone)), 401, 'E-10010');
    expectError(await profile(cookieHeader(laptop)), 401, 'E-10010');
    expectSuccess(await profile(bearer(colleague)));
    // Bearer API clients can do it too.
    const again = await apiLogin(app, HR);
    const again2 = await apiLogin(app, HR);
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
      await ageSession(b.session, 4);
      expectSuccess(await profile(cookieHeader(b)));
      await ageSession(b.session, 6);
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
    const seen = async () => new Date((await sessionRow(b.session)).last_seen_at as unknown as string).getTime();
    await ageSession(b.session, 10);
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
    const token = await apiLogin(app, EMPLOYEE);
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
      const admin = await apiLogin(app, 'admin@finwell.example');
      const employee = await apiLogin(app, EMPLOYEE);
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
      const token = await apiLogin(app, HR);
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
