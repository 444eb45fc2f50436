import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, revokeUserSessions, SESSION_ABSOLUTE_HOURS } from '../../src/server/modules/auth/session.js';
import { ageSession, bearer, buildTestApp, loginAs, sessionRow, type App } from '../support/app.js';
import { timeOf } from '../support/time.js';
import { expectError, expectSuccess } from '../support/envelope.js';

const EMPLOYEE = 'employee@acme.example';

/** Bearer sessions: expiry from the company, revocation by the server, logout. */
describe('sessions and POST /api/v1/logout', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const profile = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/v1/user-profile', headers });

  it.each([
    ['no header', {}],
    ['an unknown token', bearer('x'.repeat(43))],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic ZW1wbG95ZWU6cGFzcw==' }],
    ['an oversized token', bearer('a'.repeat(5000))],
  ])('%s -> 401 E-10010', async (_name, headers) => {
    expectError(await profile(headers as Record<string, string>), 401, 'E-10010');
  });

  it('the token is opaque and only its hash is stored', async () => {
    const token = await loginAs(app, EMPLOYEE);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const rows = await app.ctx.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await sessionRow(app, token)).token_hash).toBe(hashToken(token));
  });

  it("logout revokes the caller's token, logs the Logout action, and leaves other sessions alone", async () => {
    const token = await loginAs(app, EMPLOYEE);
    const other = await loginAs(app, EMPLOYEE);
    expectSuccess(await profile(bearer(token)));
    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', EMPLOYEE)
      .executeTakeFirstOrThrow();
    const logoutsBefore = await app.ctx.db
      .selectFrom('user_activity')
      .select('id')
      .where('user_id', '=', user.id)
      .where('action_id', '=', 13)
      .execute();

    expectSuccess(await app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) }), 'S-10005');
    expectError(await profile(bearer(token)), 401, 'E-10010');
    expectError(await app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) }), 401, 'E-10010');
    expect((await sessionRow(app, token)).revoked_at).not.toBeNull();

    const logoutsAfter = await app.ctx.db
      .selectFrom('user_activity')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('action_id', '=', 13)
      .execute();
    expect(logoutsAfter.length).toBe(logoutsBefore.length + 1);
    expectSuccess(await profile(bearer(other)));
  });

  it('logout without a token -> 401 E-10010', async () => {
    expectError(await app.inject({ method: 'POST', url: '/api/v1/logout' }), 401, 'E-10010');
  });

  it('the server can revoke every session of a user', async () => {
    const a = await loginAs(app, 'hr@acme.example');
    const b = await loginAs(app, 'hr@acme.example');
    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hr@acme.example')
      .executeTakeFirstOrThrow();
    await revokeUserSessions(app.ctx.db, user.id);
    expectError(await profile(bearer(a)), 401, 'E-10010');
    expectError(await profile(bearer(b)), 401, 'E-10010');
  });

  it("idle expiry follows the company's session_time_out_duration; an expired session answers E-10017", async () => {
    const acme = () => app.ctx.db.updateTable('companies').where('company_name', '=', 'Acme Corp');
    await acme().set({ session_time_out_duration: 7 }).execute();
    try {
      const token = await loginAs(app, EMPLOYEE);
      expect((await sessionRow(app, token)).idle_timeout_minutes).toBe(7);
      await ageSession(app, token, 6);
      expectSuccess(await profile(bearer(token)));
      // Use slides the window (the touch is written after the answer, so wait for it).
      await expect
        .poll(async () => timeOf((await sessionRow(app, token)).last_seen_at), { timeout: 5000, interval: 25 })
        .toBeGreaterThan(Date.now() - 60_000);
      await ageSession(app, token, 8);
      expectError(await profile(bearer(token)), 401, 'E-10017');
    } finally {
      await acme().set({ session_time_out_duration: 30 }).execute();
    }
  });

  it('accounts without a company get the default idle timeout', async () => {
    const token = await loginAs(app, 'admin@finwell.example');
    expect((await sessionRow(app, token)).idle_timeout_minutes).toBe(60);
  });

  it('a session ends at its absolute expiry whatever the activity (E-10017)', async () => {
    const token = await loginAs(app, EMPLOYEE);
    const row = await sessionRow(app, token);
    const hours = (timeOf(row.absolute_expires_at) - timeOf(row.created_at)) / 3600_000;
    expect(Math.round(hours)).toBe(SESSION_ABSOLUTE_HOURS);
    await app.ctx.db
      .updateTable('sessions')
      .set({ absolute_expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', row.id)
      .execute();
    expectError(await profile(bearer(token)), 401, 'E-10017');
  });

  it('deactivating the account or its company ends its sessions', async () => {
    const token = await loginAs(app, EMPLOYEE);
    const users = () => app.ctx.db.updateTable('users').where('email', '=', EMPLOYEE);
    const acme = () => app.ctx.db.updateTable('companies').where('company_name', '=', 'Acme Corp');
    try {
      await users().set({ status: 2 }).execute();
      expectError(await profile(bearer(token)), 401, 'E-10010');
      await users().set({ status: 1 }).execute();
      expectSuccess(await profile(bearer(token)));
      await acme().set({ status: 2 }).execute();
      expectError(await profile(bearer(token)), 401, 'E-10010');
    } finally {
      await users().set({ status: 1 }).execute();
      await acme().set({ status: 1 }).execute();
    }
  });
});
