import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../../src/server/plugins/access.js';
import { createSession } from '../../src/server/modules/auth/session.js';
import { bearer, buildTestApp, type App } from '../support/app.js';
import { BODY_METHODS } from '../support/routes.js';
import { callerRole, problemWith, schemasOf, urlWith, type OpenApi } from '../support/schema-fuzz-routes.js';
import { inputFor, type FuzzInput } from '../support/schema-fuzz.js';

/**
 * Property-based fuzzing of every route's schemas (issue 21 part 5; docs/security.md, "Standing
 * checks"). The routes come from app.routeTable and their body, querystring and params schemas from
 * the app's own OpenAPI document, so a route a future module adds is fuzzed with no edit here.
 * Each route is called as a demo account its declared access lets in, with values derived from the
 * schemas (mostly valid, some hostile: wrong types, huge and odd unicode strings, nested and
 * prototype-polluting objects, numbers at the limits). No answer may be a 5xx; every 4xx carries
 * a catalogue E-code in `status_code`. Seeded: FINWELL_FUZZ_SEED and FINWELL_FUZZ_RUNS (per route)
 * replay or widen a run; a failure prints the route, the seed, the shrunk input and the answer.
 */
const RUNS = Number(process.env.FINWELL_FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FINWELL_FUZZ_SEED ?? 20_261_124);
const PROBE = '/api/v1/__probe/fuzz-self-check';

describe('property-based fuzzing of every route schema', () => {
  let app: App;
  let openapi: OpenApi;
  /** One demo account per role (the lowest id of each user_type among active accounts). */
  const accountOfRole = new Map<number, number>();

  beforeAll(async () => {
    app = await buildTestApp();
    // The self-check's probe: a handler with a bug the fuzzer must find (a 500 on large numbers or
    // on a prototype key). It goes through the same onRoute hook, so it is in the table too.
    app.post(
      `${PROBE}/:id`,
      {
        config: { access: 'user' },
        schema: {
          params: { type: 'object', properties: { id: { type: 'integer' } } },
          body: {
            type: 'object',
            properties: { amount: { type: 'integer', minimum: 0, maximum: 100_000 }, note: { type: 'string' } },
          },
        },
      },
      async (request) => {
        const body = request.body as { amount?: number } & Record<string, unknown>;
        if ((body.amount ?? 0) > 99_000 || Object.hasOwn(body, '__proto__')) throw new Error('probe bug');
        return { status: 'success', status_code: 'S-10001', message: 'Success.', data: null };
      },
    );
    await app.ready();
    openapi = app.swagger() as unknown as OpenApi;
    const demo = await sql<{ id: number; user_type: number }>`SELECT DISTINCT ON (user_type) id, user_type FROM users
      WHERE status = 1 ORDER BY user_type, id`.execute(app.ctx.db);
    for (const r of demo.rows) accountOfRole.set(r.user_type, r.id);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Fuzzes one route; returns fast-check's report (seed, path, shrunk counterexample) or null. */
  async function fuzz(route: RouteAccessEntry, runs: number): Promise<string | null> {
    const schemas = schemasOf(openapi, route);
    const role = callerRole(route.access);
    const userId = role === null ? null : accountOfRole.get(role);
    if (role !== null && userId === undefined) return `${route.method} ${route.url}: no demo account with role ${role}`;
    let last = '';
    // Another route's fuzzing may have deactivated or anonymised a demo account; bring it back.
    if (userId) await sql`UPDATE users SET status = 1 WHERE id = ${userId}`.execute(app.ctx.db);
    const result = await fc.check(
      fc.asyncProperty(inputFor(schemas, openapi), async (input: FuzzInput) => {
        // A fresh session per call: the route may end the one it is given (logout, deletion).
        const headers: Record<string, string> = userId
          ? bearer(await createSession(app.ctx.db, { userId, idleMinutes: 60 }))
          : {};
        let res: { statusCode: number; body: string };
        try {
          res = await app.inject({
            method: route.method as 'POST',
            url: urlWith(route.url, input.params),
            query: input.query,
            headers: BODY_METHODS.has(route.method) ? { ...headers, 'content-type': 'application/json' } : headers,
            ...(BODY_METHODS.has(route.method) ? { payload: JSON.stringify(input.body) } : {}),
          });
        } catch (err) {
          last = `the request could not be made: ${String(err)}`;
          return false;
        }
        // The caller is one the route's access lets in: losing the session means the walk checked nothing.
        if (userId && res.statusCode === 401 && /E-100(10|16|17)/.test(res.body)) {
          last = `the demo account (role ${role}) lost its session: ${res.body.slice(0, 120)}`;
          return false;
        }
        const p = problemWith(res);
        if (p) last = p;
        return p === null;
      }),
      { numRuns: runs, seed: SEED, endOnFailure: false },
    );
    if (!result.failed) return null;
    return `${route.method} ${route.url} as role ${role ?? 'anonymous'}: ${last}\n${fc.defaultReportMessage(result) ?? ''}`;
  }

  it('the fuzzer can fail: it finds the probe route that breaks on large numbers and prototype keys', async () => {
    const probe = app.routeTable.find((r) => r.url.startsWith(PROBE));
    expect(probe).toBeTruthy();
    const report = await fuzz(probe as RouteAccessEntry, 200);
    expect(report).toMatch(/HTTP 500/);
    expect(report).toMatch(/Counterexample/);
  }, 60_000);

  it('no route answers a 5xx or a 4xx without an E-code, whatever its schemas are given', async () => {
    const routes = app.routeTable.filter((r) => !r.url.startsWith(PROBE) && !r.url.startsWith('/docs'));
    expect(routes.length).toBeGreaterThan(50);
    const withSchemas = routes.filter((r) => {
      const s = schemasOf(openapi, r);
      return s.body !== null || s.query.length > 0 || s.params.length > 0;
    });
    expect(withSchemas.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      const report = await fuzz(route, RUNS);
      if (report) failures.push(report);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
