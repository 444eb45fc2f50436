import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../../src/server/plugins/access.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { BODY_METHODS, concreteUrl } from '../support/routes.js';

/**
 * Object-level checks on every route that takes an id, generated from the route table (so routes
 * added later are covered): another user of the same tenant, a user of another tenant, a paid user,
 * a speaker and an anonymous caller call it with the ids of the owner's booking and account, in
 * the path and in the body. No answer may carry the owner's e-mail or mobile number, and the
 * owner's booking and profile are unchanged afterwards. Admin-only routes are left out (admins see
 * every tenant by design; route-access.test.ts checks who is an admin).
 */
const OWNER = 'employee@acme.example';
const OWNER_PHONE = '9876543210';
const INTRUDERS = ['hr@acme.example', 'employee@globex.example', 'paid@example.com', 'speaker@finwell.example', null];

type Prop = { type?: string | string[]; enum?: unknown[]; format?: string; properties?: Record<string, Prop> };
type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: Prop & { required?: string[] } }> } }>
  >;
};

/** A body that passes the route's schema where it can: id-like fields carry `id`, the rest a plain valid value. */
function bodyFor(schema: (Prop & { required?: string[] }) | undefined, id: number): Record<string, unknown> {
  if (!schema?.properties) return { booking_id: id };
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties)) {
    const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
    if (/(^|_)id$/.test(key) && (type === 'integer' || type === 'number')) out[key] = id;
    else if (prop.enum) out[key] = prop.enum[0];
    else if (!schema.required?.includes(key)) continue;
    else if (prop.format === 'date') out[key] = '2035-03-06';
    else if (type === 'integer' || type === 'number') out[key] = 1;
    else if (type === 'boolean') out[key] = true;
    else if (type === 'array') out[key] = [];
    else if (type === 'string') out[key] = 'object-level probe';
  }
  return out;
}

describe('object-level access on every route with an id', () => {
  let app: App;
  let ownerId: number;
  let bookingId: number;
  const tokens = new Map<string | null, string | null>();

  const snapshot = async () => ({
    booking: (
      await sql`SELECT status, starts_at, cancelled_at, phone_number, amount_paise FROM counselling_bookings
        WHERE id = ${bookingId}`.execute(app.ctx.db)
    ).rows[0],
    user: (
      await sql`SELECT email, phone_number, first_name, last_name, status, preferences FROM users
        WHERE id = ${ownerId}`.execute(app.ctx.db)
    ).rows[0],
  });

  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    const owner = await app.ctx.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', OWNER)
      .executeTakeFirstOrThrow();
    ownerId = owner.id;
    const counsellor = await sql<{
      id: number;
    }>`SELECT id FROM counsellors WHERE status = 1 ORDER BY id LIMIT 1`.execute(app.ctx.db);
    bookingId = (
      await sql<{ id: number }>`INSERT INTO counselling_bookings
        (uid, user_id, company_id, phone_number, counsellor_id, service_id, booking_date, slot_time, starts_at, ends_at,
         status, session_type, price_paise, amount_paise, source)
        VALUES (gen_random_uuid(), ${ownerId}, ${owner.company_id}, ${OWNER_PHONE}, ${counsellor.rows[0].id}, 1,
         '2035-03-05', '11:00', '2035-03-05T11:00:00+05:30', '2035-03-05T11:45:00+05:30', 1, 1, 0, 0, 'user')
        RETURNING id`.execute(app.ctx.db)
    ).rows[0].id;
    for (const email of INTRUDERS) tokens.set(email, email ? await sessionFor(app, email) : null);
  });
  afterAll(async () => {
    await app.close();
  });

  it('never answers another user with the owner data, and never changes it', async () => {
    const before = await snapshot();
    const routes = app.routeTable.filter(
      (r: RouteAccessEntry) =>
        r.access !== 'admin' &&
        r.access !== 'superAdmin' &&
        r.access !== 'dev' &&
        !(typeof r.access === 'object' && 'roles' in r.access && r.access.roles.every((x) => x <= 2)) &&
        r.url.startsWith('/api/') &&
        // Logging out would end the intruder's own session for the routes after it.
        !r.url.endsWith('/logout'),
    );
    const openapi = app.swagger() as unknown as OpenApi;
    const schemaOf = (r: RouteAccessEntry) =>
      openapi.paths[r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[r.method.toLowerCase()]?.requestBody?.content?.[
        'application/json'
      ]?.schema;
    expect(routes.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const ids = route.url.includes(':') ? [bookingId, ownerId] : [bookingId];
      for (const id of ids) {
        for (const [who, token] of tokens) {
          const res = await app.inject({
            method: route.method as 'GET',
            url: concreteUrl(route.url, String(id)),
            headers: token ? bearer(token) : {},
            ...(BODY_METHODS.has(route.method) ? { payload: bodyFor(schemaOf(route), id) } : {}),
          });
          calls++;
          if (res.body.includes(OWNER) || res.body.includes(OWNER_PHONE))
            leaks.push(`${route.method} ${route.url} id=${id} as ${who ?? 'anonymous'} -> ${res.statusCode}`);
          expect(res.statusCode, `${route.method} ${route.url} as ${who}`).toBeLessThan(500);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(50);
    expect(await snapshot()).toEqual(before);
  });

  it('never answers with an unpublished knowledge-base item, whichever route the id is sent to', async () => {
    // Hidden (status 0) items of every knowledge-base kind carry a marker; their ids go to every
    // non-admin route that takes an id (from the route table), as the owner and each intruder.
    const MARK = 'HIDDEN-KB-OBJECT-7f3a';
    const db = app.ctx.db;
    const one = async (q: ReturnType<typeof sql<{ id: number }>>) => (await q.execute(db)).rows[0].id;
    const category = await one(sql<{ id: number }>`INSERT INTO kb_categories (title, description, status)
      VALUES (${MARK}, ${MARK}, 0) RETURNING id`);
    const sub = await one(sql<{ id: number }>`INSERT INTO kb_sub_categories (category_id, title, description, status)
      VALUES (${category}, ${MARK}, ${MARK}, 0) RETURNING id`);
    const group = await one(sql<{ id: number }>`INSERT INTO kb_groups (sub_category_id, title, status)
      VALUES (${sub}, ${MARK}, 0) RETURNING id`);
    const faq = await one(sql<{ id: number }>`INSERT INTO kb_faqs (group_id, question, answer_html, status)
      VALUES (${group}, ${MARK}, ${MARK}, 0) RETURNING id`);
    const ids = [category, sub, group, faq];
    for (const kind of ['blog', 'finguide', 'handbook', 'toolkit']) {
      ids.push(
        await one(sql<{ id: number }>`INSERT INTO kb_articles (kind, slug, title, summary, body_html, status)
          VALUES (${kind}, ${`hidden-${kind}-${MARK}`}, ${MARK}, ${MARK}, ${`<p>${MARK}</p>`}, 0) RETURNING id`),
      );
    }
    const routes = app.routeTable.filter(
      (r: RouteAccessEntry) =>
        r.access !== 'admin' &&
        r.access !== 'superAdmin' &&
        r.access !== 'dev' &&
        !(typeof r.access === 'object' && 'roles' in r.access && r.access.roles.every((x) => x <= 2)) &&
        r.url.startsWith('/api/') &&
        r.url.includes(':') &&
        !r.url.endsWith('/logout'),
    );
    expect(routes.some((r) => r.url.includes('knowledge-base'))).toBe(true);
    const callers = new Map(tokens);
    callers.set(OWNER, await sessionFor(app, OWNER));
    const leaks: string[] = [];
    for (const route of routes) {
      for (const id of new Set(ids)) {
        for (const [who, token] of callers) {
          const res = await app.inject({
            method: route.method as 'GET',
            url: concreteUrl(route.url, String(id)),
            headers: token ? bearer(token) : {},
            ...(BODY_METHODS.has(route.method) ? { payload: {} } : {}),
          });
          // Downloads are read as Latin-1 too, so a marker inside a PDF's text is found.
          if (res.body.includes(MARK) || res.rawPayload.toString('latin1').includes(MARK))
            leaks.push(`${route.method} ${route.url} id=${id} as ${who ?? 'anonymous'} -> ${res.statusCode}`);
          expect(res.statusCode, `${route.method} ${route.url} as ${who}`).toBeLessThan(500);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
