import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { runPrivacyJobs } from '../../src/server/modules/privacy/service.js';
import { buildTestApp, loginAs, type App } from '../support/app.js';

/** The per-process session cache (config.sessionCacheMs): revocation in this process is immediate. */
describe('session cache', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ config: { sessionCacheMs: 60_000 } });
  });
  afterAll(async () => {
    await app.close();
  });

  const profile = (token: string) =>
    app.inject({ url: '/api/v1/user-profile', headers: { authorization: `Bearer ${token}` } });

  it('logout ends a cached session at once', async () => {
    const token = await loginAs(app, 'employee@acme.example');
    expect((await profile(token)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().status_code).toBe('E-10010');
  });

  it('reuses a resolved session within the cache time (a row revoked behind the server’s back is seen only after it)', async () => {
    const token = await loginAs(app, 'hr@acme.example');
    expect((await profile(token)).statusCode).toBe(200);
    await sql`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = 'hr@acme.example')`.execute(
      app.ctx.db,
    );
    // Cached: still served for up to sessionCacheMs on this node.
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('an admin deactivating an admin account clears the cache', async () => {
    const sa = await loginAs(app, 'superadmin@finwell.example');
    const admin = await loginAs(app, 'admin@finwell.example');
    expect((await profile(admin)).statusCode).toBe(200);
    const list = await app.inject({ url: '/api/v1/admins', headers: { authorization: `Bearer ${sa}` } });
    const target = (
      list.json().data as Array<{
        _id: string;
        email: string;
        first_name: string;
        last_name: string;
        user_type: number;
      }>
    ).find((a) => a.email === 'admin@finwell.example')!;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admins/${target._id}`,
      headers: { authorization: `Bearer ${sa}` },
      payload: {
        first_name: target.first_name,
        last_name: target.last_name,
        email: target.email,
        user_type: 2,
        status: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(admin)).statusCode).toBe(401);
  });

  it('the privacy job anonymising an account ends its cached sessions at once', async () => {
    const token = await loginAs(app, 'employee@globex.example');
    expect((await profile(token)).statusCode).toBe(200);
    const request = await app.inject({
      method: 'POST',
      url: '/api/v1/my-data/deletion-request',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(request.statusCode).toBe(201);
    expect((await profile(token)).statusCode).toBe(200);
    const run = await runPrivacyJobs(app.ctx.db, new Date(Date.now() + 15 * 86_400_000));
    expect(run.deleted_accounts).toBe(1);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().status_code).toBe('E-10010');
  });

  describe('profile reads', () => {
    const patch = (token: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/user-profile',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const firstName = async (token: string) => (await profile(token)).json().data.first_name as string;

    it('reuse the row within the cache time (a change made behind the server’s back shows only after it)', async () => {
      const token = await loginAs(app, 'employee@acme.example');
      const before = await firstName(token);
      await sql`UPDATE users SET first_name = 'Behind' WHERE email = 'employee@acme.example'`.execute(app.ctx.db);
      expect(await firstName(token)).toBe(before);
      await sql`UPDATE users SET first_name = ${before} WHERE email = 'employee@acme.example'`.execute(app.ctx.db);
    });

    it('show the user’s own edit at once', async () => {
      const token = await loginAs(app, 'employee@acme.example');
      await firstName(token);
      expect((await patch(token, { first_name: 'Asha' })).statusCode).toBe(200);
      expect(await firstName(token)).toBe('Asha');
      const prefs = await app.inject({
        method: 'POST',
        url: '/api/v1/user-preference',
        headers: { authorization: `Bearer ${token}` },
        payload: { age_range: 2 },
      });
      expect(prefs.statusCode).toBe(200);
      expect((await profile(token)).json().data.age_range).toBe(2);
    });

    it('show an admin’s edit of an admin account at once', async () => {
      const sa = await loginAs(app, 'superadmin@finwell.example');
      const list = await app.inject({ url: '/api/v1/admins', headers: { authorization: `Bearer ${sa}` } });
      const me = (
        list.json().data as Array<{
          _id: string;
          email: string;
          first_name: string;
          last_name: string;
          user_type: number;
        }>
      ).find((a) => a.email === 'superadmin@finwell.example')!;
      await firstName(sa);
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admins/${me._id}`,
        headers: { authorization: `Bearer ${sa}` },
        payload: { first_name: 'Renamed', last_name: me.last_name, email: me.email, user_type: 1, status: 1 },
      });
      expect(res.statusCode).toBe(200);
      expect(await firstName(sa)).toBe('Renamed');
    });
  });
});
