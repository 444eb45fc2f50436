import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { createSession } from '../../src/server/modules/auth/session.js';
import { callerRole, schemasOf, urlWith, type JsonSchema, type OpenApi } from '../support/schema-fuzz-routes.js';
import { createSpec, expect, type E2EContext } from './harness.js';
import { DESKTOP, logIn, newPage, skipFirstLoginPopups } from './helpers.js';

/**
 * Stored XSS (issue 21, part 5): hostile text in the fields that reach HTML (a person's name and
 * address, a company's name and contact, a counsellor's name, profile and location, a booking's
 * phone) is rendered in Chromium on the pages that show it. Nothing may run: no dialog, no marker
 * set on window, no element created by the payload.
 */
const CORPUS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  '\'><iframe srcdoc="<script>parent.__xss=4</script>">',
  '<a href="javascript:window.__xss=5" id="xss-link">x</a>',
  '{{constructor.constructor("window.__xss=6")()}}',
];

/**
 * String fields of write routes that never reach HTML, so the corpus is not sent through them
 * (docs/security.md): one-time codes, file contents sent as base64, and the client's own
 * navigation or device data that is stored for logs only.
 */
const NEVER_HTML = new Set(['otp', 'file', 'base64', 'content_base64', 'data', 'user_agent', 'navigation_url']);
/** Routes whose writes end the caller's session or only start other flows (no stored text). */
const SKIP_ROUTE = /\/(logout|request_login_otp|resend_login_otp|verify_login_otp|webhook\/)|\/__/;

/**
 * A body for a write route with the corpus in every free-text string field (format-less,
 * pattern-less, not an enum), and the first valid value elsewhere so the write is accepted.
 * Returns the body and the fields that carry the corpus.
 */
function hostileBody(schema: JsonSchema, openapi: OpenApi, seq: { n: number }): { body: unknown; fields: string[] } {
  const fields: string[] = [];
  const resolve = (x: JsonSchema): JsonSchema =>
    x.$ref ? (openapi.components?.schemas?.[x.$ref.split('/').pop() ?? ''] ?? {}) : x;
  const build = (raw: JsonSchema, name: string, depth: number): unknown => {
    const x = resolve(raw);
    if (x.const !== undefined) return x.const;
    if (x.enum?.length) return x.enum.find((v) => v !== null) ?? x.enum[0];
    const options = x.anyOf ?? x.oneOf;
    if (options?.length) return build(options.find((o) => resolve(o).type !== 'null') ?? options[0], name, depth);
    const types = x.type === undefined ? (x.properties ? ['object'] : []) : [x.type].flat();
    const t = types.find((y) => y !== 'null') ?? 'null';
    if (t === 'object') {
      const out: Record<string, unknown> = {};
      if (depth > 3) return out;
      for (const [k, prop] of Object.entries(x.properties ?? {}))
        out[k] = build(prop, name ? `${name}.${k}` : k, depth + 1);
      return out;
    }
    if (t === 'array') return x.items && depth <= 3 ? [build(x.items, `${name}[]`, depth + 1)] : [];
    if (t === 'integer' || t === 'number') return typeof x.minimum === 'number' ? Math.max(x.minimum, 1) : 1;
    if (t === 'boolean') return true;
    if (t !== 'string') return null;
    if (x.format === 'email') return `xss${seq.n++}@example.com`;
    if (x.format === 'date') return '2035-03-06';
    if (x.format === 'date-time') return '2035-03-06T10:00:00.000Z';
    if (x.format === 'uri' || x.format === 'url') return 'https://example.com/';
    if (x.format || x.pattern || NEVER_HTML.has(name.split('.').pop() ?? ''))
      return 'a'.repeat(Math.max(1, x.minLength ?? 1));
    fields.push(name);
    const payload = CORPUS[seq.n++ % CORPUS.length];
    return x.maxLength && payload.length > x.maxLength ? payload.slice(0, x.maxLength) : payload;
  };
  return { body: build(schema, '', 0), fields };
}

async function assertNothingRan(page: Page, where: string): Promise<void> {
  await page.waitForTimeout(300);
  const marker = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);
  expect(marker === null, `no payload ran on ${where} (window.__xss = ${String(marker)})`);
  const injected = await page.locator('img[src="x"], svg[onload], iframe[srcdoc], #xss-link').count();
  expect(injected === 0, `no payload element exists on ${where}`);
}

export async function run({ browser, baseUrl, app }: E2EContext): Promise<void> {
  const step = createSpec('xss corpus');
  if (!app) throw new Error('the xss spec needs the app (run.ts passes it)');
  const db = app.ctx.db;
  const payload = CORPUS.join(' ');
  const dialogs: string[] = [];

  await step('hostile text is stored in the fields that reach HTML', async () => {
    await sql`UPDATE users SET first_name = ${CORPUS[0]}, last_name = ${CORPUS[2]}, address = ${payload},
      city_name = ${CORPUS[1]} WHERE email = 'employee@globex.example'`.execute(db);
    await sql`UPDATE companies SET primary_contact_name = ${payload} WHERE company_name = 'Globex'`.execute(db);
    await sql`UPDATE counsellors SET brief_profile = ${payload}, location = ${CORPUS[3]}
      WHERE id = (SELECT min(id) FROM counsellors WHERE status = 1)`.execute(db);
  });

  await step('the corpus is written through every free-text field of every write route (route table)', async () => {
    const openapi = app.swagger() as unknown as OpenApi;
    const demo = await sql<{ id: number; user_type: number }>`SELECT DISTINCT ON (user_type) id, user_type FROM users
      WHERE status = 1 ORDER BY user_type, id`.execute(db);
    const accountOfRole = new Map(demo.rows.map((r) => [r.user_type, r.id]));
    // The employee pages are read as the Globex employee: 'user' routes write as them; module routes
    // as the Acme employee (Globex's package lacks some modules).
    const globex = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'employee@globex.example')
      .executeTakeFirstOrThrow();
    const seq = { n: 0 };
    const stored: string[] = [];
    const refused: string[] = [];
    let tried = 0;
    for (const route of app.routeTable) {
      if (!['POST', 'PUT', 'PATCH'].includes(route.method) || SKIP_ROUTE.test(route.url)) continue;
      const { body: schema, bodyIsJson } = schemasOf(openapi, route);
      if (!schema || !bodyIsJson) continue;
      const { body, fields } = hostileBody(schema, openapi, seq);
      if (fields.length === 0) continue;
      const role = callerRole(route.access);
      const userId = role === null ? null : route.access === 'user' ? globex.id : (accountOfRole.get(role) ?? null);
      if (role !== null && userId === null) continue;
      const token = userId ? await createSession(db, { userId, idleMinutes: 60 }) : null;
      // Existing records (id 1 of whatever the route edits) take the corpus too. A field the
      // handler refuses (422 naming it) is left out and the write tried again, so the others land.
      let res = { statusCode: 0, body: '' };
      let kept = fields;
      for (let attempt = 0; attempt < 10; attempt++) {
        res = await app.inject({
          method: route.method as 'POST',
          url: urlWith(route.url, {}),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: body as Record<string, unknown>,
        });
        if (res.statusCode !== 422 || !body || typeof body !== 'object') break;
        const errors = (JSON.parse(res.body) as { data?: { errors?: Array<{ field: string }> } | null }).data?.errors;
        const named = (errors ?? []).map((e) => e.field);
        let removed = 0;
        for (const f of named) {
          // A nested field (billing_address.pin_code) is removed where it sits.
          const path = f.split('.');
          let at: unknown = body;
          for (const k of path.slice(0, -1))
            at = at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : null;
          const last = path[path.length - 1];
          if (at && typeof at === 'object' && last in at) {
            delete (at as Record<string, unknown>)[last];
            removed++;
          }
        }
        if (removed === 0) break;
        kept = kept.filter((f) => !named.includes(f));
      }
      tried++;
      expect(res.statusCode < 500, `${route.method} ${route.url} answered ${res.statusCode}`);
      if (res.statusCode < 300) stored.push(`${route.method} ${route.url} (${kept.join(', ')})`);
      else refused.push(`${route.method} ${route.url} ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    console.log(`  xss corpus: ${stored.length} of ${tried} write routes stored it:\n    ${stored.join('\n    ')}`);
    if (process.env.FINWELL_XSS_VERBOSE) console.log(`  refused:\n    ${refused.join('\n    ')}`);
    expect(tried > 10, `write routes with free-text fields were found (${tried})`);
    expect(stored.length >= 1, `the corpus was stored through at least one route (${stored.length})`);
  });

  const employee = await newPage(browser, DESKTOP);
  const admin = await newPage(browser, DESKTOP);
  for (const p of [employee.page, admin.page])
    p.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  try {
    await step('the employee pages that show them run nothing', async () => {
      await logIn(employee.page, baseUrl, 'employee@globex.example');
      await skipFirstLoginPopups(employee.page);
      for (const path of [
        '/client/home',
        '/client/my-profile',
        '/client/counselling',
        '/client/knowledgebase',
        '/client/notifications',
        '/client/calculators',
      ]) {
        await employee.page.goto(`${baseUrl}${path}`);
        await employee.page.locator('main h1').first().waitFor();
        await assertNothingRan(employee.page, path);
        if (path === '/client/my-profile')
          expect(
            ((await employee.page.locator('main').textContent()) ?? '').includes('onerror'),
            'the hostile text is shown as text',
          );
      }
    });

    await step('the admin pages that show them run nothing', async () => {
      await logIn(admin.page, baseUrl, 'admin@finwell.example');
      for (const path of [
        '/admin',
        '/admin/manage-clients',
        '/admin/manage-counsellors',
        '/admin/manage-bookings',
        '/admin/counsellor-bookings',
        '/admin/manage-admin',
        '/admin/manage-discount-code',
        '/admin/manage-widgets',
        '/admin/manage-forms',
        '/admin/upload-user-booking',
        '/admin/counselling-charge',
      ]) {
        await admin.page.goto(`${baseUrl}${path}`);
        await admin.page.locator('main').first().waitFor();
        await admin.page.waitForLoadState('networkidle');
        await assertNothingRan(admin.page, path);
      }
    });

    await step('no dialog opened anywhere', async () => {
      expect(dialogs.length === 0, `no alert/confirm/prompt (${dialogs.join(', ')})`);
    });
  } finally {
    await employee.context.close();
    await admin.context.close();
  }
}
