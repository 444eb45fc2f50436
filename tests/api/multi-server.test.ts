/**
 * Two API servers on one database (issue 31, docs/deploy.md): two app instances built on the same
 * PostgreSQL database (FINWELL_TEST_DB=postgres, as `npm test` runs it), or on embedded PGlite sharing
 * one open database (one process: the in-process bus and the same counter table). Limits count across
 * both; a change made through one is seen by the other on its very next request, although both keep
 * their caches (SESSION_CACHE_MS > 0).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitConfig } from '../../src/server/config.js';
import { bearer, buildTestApp, createTestDatabase, sessionFor, testDbKind, type App } from '../support/app.js';

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
  const N = 6;

  beforeAll(async () => {
    [a, b] = await twoServers({ otpPerIpPerMinute: N, userPerWindow: N, otpSendsPerEmailPerHour: 2 });
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

    it(`the per-user limit of ${N} holds across both servers`, async () => {
      const token = await sessionFor(a, 'hr@acme.example');
      const statuses: number[] = [];
      for (let i = 0; i < N + 4; i++) {
        const server = i % 2 === 0 ? b : a;
        statuses.push(
          (await server.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(token) })).statusCode,
        );
      }
      expect(statuses.slice(0, N)).toEqual(Array(N).fill(200));
      expect(statuses.slice(N)).toEqual(Array(4).fill(429));
    });

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
});
