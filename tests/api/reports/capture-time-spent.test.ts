import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';
import { expectError, expectSuccess } from '../../support/envelope.js';

/** POST /api/v1/capture-time-spent: page visits from navigator.sendBeacon (docs/reports.md, "Page visits"). */
describe('POST /api/v1/capture-time-spent', () => {
  let app: App;
  let employee: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    app = await buildTestApp();
    employee = await sessionFor(app, 'employee@acme.example');
    other = await sessionFor(app, 'paid@example.com');
    admin = await sessionFor(app, 'admin@finwell.example');
    // The first request compiles the routes' schemas (seconds on a busy machine): pay it here, not in a test.
    await app.inject({ method: 'GET', url: '/api/v1/health' });
  });
  afterAll(async () => {
    await app.close();
  });

  const beacon = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/capture-time-spent', payload, headers });
  const visit = async (id: string) =>
    (
      await sql<{ seconds: number; path: string; user_id: number; company_id: number | null; started_at: Date }>`
        SELECT seconds, path, user_id, company_id, started_at FROM page_visits WHERE visit_id = ${id}`.execute(
        app.ctx.db,
      )
    ).rows[0];

  it('records a visit from a beacon that carries the token in its body, without the query string', async () => {
    const id = randomUUID();
    expectSuccess(await beacon({ visit_id: id, path: '/client/webinars?webinarId=3#x', seconds: 42, token: employee }));
    const v = await visit(id);
    expect(v).toMatchObject({ seconds: 42, path: '/client/webinars' });
    const acme = await app.ctx.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    expect(v.user_id).toBe(acme.id);
    expect(v.company_id).toBe(acme.company_id);
    // started_at is the first beacon's time minus the seconds it reports.
    expect(Date.now() - new Date(v.started_at).getTime()).toBeGreaterThanOrEqual(42_000);
  });

  it('accepts the bearer header too (a fetch keepalive instead of a beacon)', async () => {
    const id = randomUUID();
    expectSuccess(await beacon({ visit_id: id, path: '/client/home', seconds: 5 }, bearer(employee)));
    expect((await visit(id)).seconds).toBe(5);
  });

  it('a later beacon of the same visit raises the seconds, never lowers them, and never past the time passed', async () => {
    const id = randomUUID();
    expectSuccess(await beacon({ visit_id: id, path: '/client/home', seconds: 10, token: employee }));
    expectSuccess(await beacon({ visit_id: id, path: '/client/home', seconds: 3, token: employee }));
    expect((await visit(id)).seconds).toBe(10);
    // Claims an hour, seconds after the visit started: bounded by the time that passed (+5 s slack).
    expectSuccess(await beacon({ visit_id: id, path: '/client/home', seconds: 3600, token: employee }));
    const s = (await visit(id)).seconds;
    expect(s).toBeGreaterThanOrEqual(10);
    expect(s).toBeLessThan(60);
  });

  it("another person's beacon cannot change a visit", async () => {
    const id = randomUUID();
    expectSuccess(await beacon({ visit_id: id, path: '/client/home', seconds: 7, token: employee }));
    expectSuccess(await beacon({ visit_id: id, path: '/client/home', seconds: 9, token: other }));
    expect((await visit(id)).seconds).toBe(7);
  });

  it('refuses a beacon without a valid token and stores nothing', async () => {
    const id = randomUUID();
    expectError(await beacon({ visit_id: id, path: '/client/home', seconds: 7 }), 401, 'E-10010');
    expectError(await beacon({ visit_id: id, path: '/client/home', seconds: 7, token: 'nope' }), 401, 'E-10010');
    expect(await visit(id)).toBeUndefined();
  });

  it('validates the beacon: a uuid, a path from /, at most 4 hours', async () => {
    expectError(await beacon({ visit_id: 'x', path: '/a', seconds: 1, token: employee }), 422, 'E-10502');
    expectError(
      await beacon({ visit_id: randomUUID(), path: 'http://evil', seconds: 1, token: employee }),
      422,
      'E-10502',
    );
    expectError(await beacon({ visit_id: randomUUID(), path: '/a', seconds: 14_401, token: employee }), 422, 'E-10502');
    expectError(await beacon({ visit_id: randomUUID(), path: '/a', seconds: -1, token: employee }), 422, 'E-10502');
  });

  it("does not count admins' own page time", async () => {
    const id = randomUUID();
    expectSuccess(await beacon({ visit_id: id, path: '/admin', seconds: 7, token: admin }));
    expect(await visit(id)).toBeUndefined();
  });

  it('the demo seed gives Acme a month of page visits', async () => {
    const r = await app.ctx.db
      .selectFrom('page_visits')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('session_id', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(r.n)).toBeGreaterThan(30);
  });
});
