/**
 * Two API servers on one database (issue 31, docs/deploy.md): two app instances built on the same
 * PostgreSQL database (FINWELL_TEST_DB=postgres, as `npm test` runs it), or on embedded PGlite sharing
 * one open database (one process: the in-process bus and the same counter table). Limits count across
 * both; a change made through one is seen by the other on its very next request, although both keep
 * their caches (SESSION_CACHE_MS > 0).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitConfig } from '../../src/server/config.js';
import { cachingAllowed } from '../../src/server/invalidation-bus.js';
import { bearer, buildTestApp, createTestDatabase, sessionFor, testDbKind, type App } from '../support/app.js';
import { ACME, landingCalls, pageNamed } from './landing-fixtures.js';

const EMPLOYEE = 'employee@acme.example';

/** Two servers sharing one database and the keys a deployment shares (docs/deploy.md "Shared settings"). */
async function twoServers(rateLimits: Partial<RateLimitConfig>): Promise<[App, App]> {
  const shared = {
    rateLimits,
    config: {
      otpSecret: randomBytes(32).toString('hex'),
      secretsKey: randomBytes(32).toString('hex'),
      // Both keep sessions a minute: only the invalidation bus can make the other one notice a change.
      sessionCacheMs: 60_000,
      // Embedded PGlite keeps counters in memory by default (one process); two apps in this process
      // share the database, so they share its counter table as two PostgreSQL servers do.
      rateLimitStore: 'postgres' as const,
    },
  };
  if (testDbKind() === 'postgres') {
    const databaseUrl = await createTestDatabase();
    const a = await buildTestApp({ ...shared, databaseUrl });
    const b = await buildTestApp({ ...shared, databaseUrl });
    return [a, b];
  }
  const a = await buildTestApp(shared);
  const b = await buildTestApp({ ...shared, dbHandle: a.ctx.dbHandle });
  return [a, b];
}

describe('two API servers on one database', () => {
  let a: App;
  let b: App;
  /** The per-address OTP limit under test. */
  const N = 6;
  /** The per-user limit under test (high enough for the other tests' users). */
  const U = 30;

  beforeAll(async () => {
    [a, b] = await twoServers({ otpPerIpPerMinute: N, userPerWindow: U, otpSendsPerEmailPerHour: 2 });
    // The first request of each route compiles its validators: done here, not inside a timed test.
    for (const server of [a, b]) {
      await server.inject({ method: 'POST', url: '/api/v1/verify_login_otp', remoteAddress: '10.9.9.9', payload: {} });
    }
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  describe('limits count across servers', () => {
    it(`the per-address OTP limit of ${N} holds across both servers together`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * N; i++) {
        const server = i % 2 === 0 ? a : b;
        const res = await server.inject({
          method: 'POST',
          url: '/api/v1/verify_login_otp',
          payload: { email: 'nobody-limits@acme.example', otp: '000000' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, N).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(N)).toEqual(Array(N).fill(429));
    }, 120_000);

    it(`the per-user limit of ${U} holds across both servers`, async () => {
      const token = await sessionFor(a, 'employee@globex.example');
      const statuses: number[] = [];
      for (let i = 0; i < U + 4; i++) {
        const server = i % 2 === 0 ? b : a;
        statuses.push(
          (await server.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) })).statusCode,
        );
      }
      expect(statuses.slice(0, U)).toEqual(Array(U).fill(200));
      expect(statuses.slice(U)).toEqual(Array(4).fill(429));
    }, 120_000);

    it('parallel OTP sends through both servers stop at the per-address hourly cap', async () => {
      // Another address per server, so the per-address request limit above is not what stops them.
      const send = (server: App, i: number) =>
        server.inject({
          method: 'POST',
          url: '/api/v1/request_login_otp',
          remoteAddress: `10.0.0.${i + 1}`,
          payload: { email: EMPLOYEE },
        });
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i % 2 === 0 ? a : b, i)));
      const sent = answers.filter((r) => r.statusCode === 200).length;
      expect(sent).toBe(2);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(6);
      const rows = await a.ctx.db.selectFrom('otp_challenges').select('id').where('email', '=', EMPLOYEE).execute();
      expect(rows).toHaveLength(2);
    });
  });

  describe('a change through one server is seen by the other on its next request', () => {
    const profileOn = (server: App, token: string) =>
      server.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) });

    it('a landing page published through A is served by B at once (B had the old page cached)', async () => {
      const admin = await sessionFor(a, 'admin@finwell.example');
      const employee = await sessionFor(a, EMPLOYEE);
      const calls = landingCalls(() => ({ app: a, admin }));
      const homeOn = async (server: App) => {
        const res = await server.inject({
          method: 'GET',
          url: '/api/v1/landing-page/home-page',
          headers: bearer(employee),
        });
        expect(res.statusCode).toBe(200);
        return res.body;
      };
      const heading = `Published through A ${randomBytes(4).toString('hex')}`;
      const before = await homeOn(b);
      expect(before).not.toContain(heading);
      // B's copy is cached: asked again it answers the same bytes without resolving anew.
      expect(await homeOn(b)).toBe(before);
      const revision = await calls.saveOk(ACME, pageNamed(heading));
      await calls.publish(ACME, revision);
      expect(await homeOn(b)).toContain(heading);
      // And a rollback through B is served by A.
      const rollback = await b.inject({
        method: 'PATCH',
        url: '/api/v1/landing-page/client-landing-page',
        headers: bearer(admin),
        payload: {
          company_id: ACME,
          action: 'rollback',
          revision: revision - 1 > 0 ? revision - 1 : revision,
          base_published_revision: revision,
        },
      });
      if (revision > 1) {
        expect(rollback.statusCode).toBe(200);
        expect(await homeOn(a)).not.toContain(heading);
      }
    }, 120_000);

    it('a logout through A is refused by B on its next request (B had the session cached)', async () => {
      const token = await sessionFor(a, 'hr@acme.example');
      expect((await profileOn(b, token)).statusCode).toBe(200);
      const out = await a.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      const after = await profileOn(b, token);
      expect(after.statusCode).toBe(401);
      expect(after.json().status_code).toBe('E-10010');
    });

    it('an admin deactivated through A is refused by B on its next request', async () => {
      const sa = await sessionFor(a, 'superadmin@finwell.example');
      const admin = await sessionFor(b, 'admin@finwell.example');
      expect((await profileOn(b, admin)).statusCode).toBe(200);
      const list = await a.inject({ url: '/api/v1/admins', headers: bearer(sa) });
      const target = (
        list.json().data as Array<{ _id: string; email: string; first_name: string; last_name: string }>
      ).find((x) => x.email === 'admin@finwell.example')!;
      const res = await a.inject({
        method: 'PATCH',
        url: `/api/v1/admins/${target._id}`,
        headers: bearer(sa),
        payload: {
          first_name: target.first_name,
          last_name: target.last_name,
          email: target.email,
          user_type: 2,
          status: 2,
        },
      });
      expect(res.statusCode).toBe(200);
      expect((await profileOn(b, admin)).statusCode).toBe(401);
    });

    it('B really caches: a session revoked behind both servers is still served by B until told', async () => {
      const token = await sessionFor(a, 'superadmin@finwell.example');
      expect((await profileOn(b, token)).statusCode).toBe(200);
      await b.ctx.db.updateTable('sessions').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).execute();
      expect((await profileOn(b, token)).statusCode).toBe(200);
    });

    // PostgreSQL only: on PGlite there is no connection to lose (delivery is in-process).
    it.skipIf(testDbKind() !== 'postgres')(
      'a server that loses its LISTEN connection drops its caches, serves nothing stale, and listens again',
      async () => {
        const token = await sessionFor(a, 'paid@example.com');
        expect((await profileOn(b, token)).statusCode).toBe(200);
        expect(cachingAllowed()).toBe(true);
        // Kill every LISTEN connection of the test database (both servers'), as a network cut would.
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                  WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(
          a.ctx.db,
        );
        await waitFor(() => !cachingAllowed());
        // Revoked behind the servers' backs while they are deaf: B no longer serves its cached copy.
        await a.ctx.db
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('email', '=', 'paid@example.com'))
          .execute();
        expect((await profileOn(b, token)).statusCode).toBe(401);
        // Back: listening again, caching again, and a logout through A is again seen by B at once.
        await waitFor(() => cachingAllowed());
        const again = await sessionFor(a, 'paid@example.com');
        expect((await profileOn(b, again)).statusCode).toBe(200);
        expect((await a.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(again) })).statusCode).toBe(
          200,
        );
        expect((await profileOn(b, again)).statusCode).toBe(401);
      },
      60_000,
    );
  });
});

/** Polls a condition every 20 ms (up to 20 s): the reconnect runs on its own timer. */
async function waitFor(condition: () => boolean): Promise<void> {
  const until = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not reached in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
