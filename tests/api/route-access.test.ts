import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, type Access, type RouteAccessEntry } from '../../src/server/plugins/access.js';
import { hasModule, type PackageInfo } from '../../src/shared/package-info.js';
import { ROLE } from '../../src/shared/roles.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { envelopeOf, expectError } from '../support/envelope.js';
import { BODY_METHODS, concreteUrl } from '../support/routes.js';

/** The E-/S-code of a response, or '' for a non-envelope success (a file download). */
function codeOf(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string {
  if (res.statusCode < 400 && !String(res.headers['content-type'] ?? '').includes('json')) return '';
  return envelopeOf(res).status_code;
}

/**
 * Walks every route the app registered (app.routeTable), so routes added later are covered
 * without touching this file: no token -> 401 E-10010; admin routes refuse an employee; super-admin
 * routes refuse an admin; module routes refuse a package without the module (E-10117).
 */
const ACCOUNTS = {
  superAdmin: 'superadmin@finwell.example',
  admin: 'admin@finwell.example',
  employee: 'employee@acme.example',
  globex: 'employee@globex.example',
  paid: 'paid@example.com',
  counsellor: 'counsellor@finwell.example',
  speaker: 'speaker@finwell.example',
  hr: 'hr@acme.example',
} as const;
type AccountKey = keyof typeof ACCOUNTS;

describe('access rules on every route', () => {
  let app: App;
  let routes: RouteAccessEntry[];
  const tokens = {} as Record<AccountKey, string>;
  let noModulesToken: string;
  let globexPackage: PackageInfo;

  const call = (route: RouteAccessEntry, token?: string) =>
    app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: token ? bearer(token) : {},
      ...(BODY_METHODS.has(route.method) ? { payload: {} } : {}),
    });

  beforeAll(async () => {
    app = await buildTestApp();
    // One probe route per kind of rule, so every branch of the walk runs even before the areas
    // that use them exist; they go through the same onRoute hook and land in the same table.
    const probes: Array<[string, Access]> = [
      ['module-2', { module: 2 }],
      ['module-3', { module: 3 }],
      ['super-admin', 'superAdmin'],
      ['roles-7', { roles: [ROLE.COUNSELOR] }],
    ];
    for (const [name, access] of probes) {
      app.post(`/api/v1/__probe/${name}/:id`, { config: { access } }, async () => ({
        status: 'success',
        status_code: 'S-10001',
        message: 'Success.',
        data: null,
      }));
    }
    await app.ready();
    routes = app.routeTable;
    for (const key of Object.keys(ACCOUNTS) as AccountKey[]) tokens[key] = await sessionFor(app, ACCOUNTS[key]);

    // An account whose own package opens nothing (users.package_id overrides the company's).
    const db = app.ctx.db;
    const empty = await db
      .insertInto('packages')
      .values({
        name: 'Nothing',
        modules: JSON.stringify([]),
        calculator_ids: [],
        counsellor_category_ids: [],
        quick_access_ids: [],
        price_type: null,
        applicable_to: 1,
        level: 1,
        price_paise: null,
        extra: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ package_id: empty.id }).where('email', '=', ACCOUNTS.hr).execute();
    noModulesToken = await sessionFor(app, ACCOUNTS.hr);

    const me = await app.inject({ method: 'GET', url: '/api/v1/user-profile', headers: bearer(tokens.globex) });
    globexPackage = (me.json() as { data: { package_info: PackageInfo } }).data.package_info;
  });
  afterAll(async () => {
    await app.close();
  });

  it('the table lists every route with a rule, and knows the foundation routes', () => {
    const listed = new Set(routes.map((r) => `${r.method} ${r.url} ${describeAccess(r.access)}`));
    for (const expected of [
      'GET /api/v1/health public',
      'POST /api/v1/request_login_otp public',
      'POST /api/v1/resend_login_otp public',
      'POST /api/v1/verify_login_otp public',
      'POST /api/v1/logout user',
      'GET /api/v1/user-profile user',
      'PATCH /api/v1/user-profile user',
      'POST /api/v1/user-preference user',
      'POST /api/v1/user-activity user',
      'GET /api/v1/report/admin-dashboard admin',
      'GET /api/dev/outbox dev',
    ]) {
      expect(listed, expected).toContain(expected);
    }
    for (const r of routes) expect(r.access, `${r.method} ${r.url}`).toBeTruthy();
  });

  it('a route without an access rule stops the server from starting', async () => {
    const other = await buildTestApp();
    try {
      expect(() => other.get('/api/v1/__test/no-rule', async () => ({}))).toThrow(/declares no access rule/);
    } finally {
      await other.close();
    }
  });

  it('every non-public route answers 401 E-10010 without a token, and with a revoked one', async () => {
    const guarded = routes.filter((r) => r.access !== 'public' && r.access !== 'dev');
    expect(guarded.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const r of guarded) {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await call(r, token);
        const body = envelopeOf(res);
        if (res.statusCode !== 401 || body.status_code !== 'E-10010')
          failures.push(`${r.method} ${r.url} (${token ?? 'no token'}): ${res.statusCode} ${body.status_code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('public routes never ask for a token', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access === 'public' || x.access === 'dev')) {
      const res = await call(r);
      if (res.statusCode === 401 && codeOf(res) === 'E-10010') failures.push(`${r.method} ${r.url}`);
    }
    expect(failures).toEqual([]);
  });

  it('admin routes refuse every non-admin role with 403 E-10506 and let admins through', async () => {
    const adminRoutes = routes.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const r of adminRoutes) {
      for (const key of ['employee', 'globex', 'paid', 'counsellor', 'speaker'] as const) {
        const res = await call(r, tokens[key]);
        if (res.statusCode !== 403 || envelopeOf(res).status_code !== 'E-10506')
          failures.push(`${r.method} ${r.url} as ${key}: ${res.statusCode}`);
      }
      for (const key of ['admin', 'superAdmin'] as const) {
        const res = await call(r, tokens[key]);
        const code = codeOf(res);
        if (res.statusCode === 401 || code === 'E-10506')
          failures.push(`${r.method} ${r.url} refused ${key}: ${res.statusCode} ${code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('super-admin routes refuse admins (403 E-10506) and let the super admin through', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access === 'superAdmin')) {
      for (const key of ['admin', 'employee'] as const) {
        const res = await call(r, tokens[key]);
        if (res.statusCode !== 403 || envelopeOf(res).status_code !== 'E-10506')
          failures.push(`${r.method} ${r.url} as ${key}: ${res.statusCode}`);
      }
      const res = await call(r, tokens.superAdmin);
      if (res.statusCode === 401 || codeOf(res) === 'E-10506')
        failures.push(`${r.method} ${r.url} refused the super admin`);
    }
    expect(failures).toEqual([]);
  });

  it('role-list routes refuse roles outside the list', async () => {
    const roleOf: Record<AccountKey, number> = {
      superAdmin: ROLE.SUPER_ADMIN,
      admin: ROLE.ADMIN,
      employee: ROLE.CLIENT_EMPLOYEE,
      globex: ROLE.PARTNER_EMPLOYEE,
      paid: ROLE.PAID_USER,
      counsellor: ROLE.COUNSELOR,
      speaker: ROLE.SPEAKER,
      hr: ROLE.CLIENT,
    };
    const failures: string[] = [];
    for (const r of routes.filter((x) => typeof x.access === 'object' && 'roles' in x.access)) {
      const allowed = (r.access as { roles: number[] }).roles;
      for (const key of Object.keys(roleOf) as AccountKey[]) {
        if (key === 'hr') continue; // its own package was emptied above; roles are checked the same way
        const res = await call(r, tokens[key]);
        const refused = res.statusCode === 403 && codeOf(res) === 'E-10506';
        if (refused === allowed.includes(roleOf[key]))
          failures.push(`${r.method} ${r.url} role ${roleOf[key]}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('module routes refuse a package without the module (403 E-10117) and pass one with it', async () => {
    const moduleRoutes = routes.filter(
      (r): r is RouteAccessEntry & { access: { module: number } } =>
        typeof r.access === 'object' && 'module' in r.access,
    );
    const failures: string[] = [];
    for (const r of moduleRoutes) {
      const moduleId = r.access.module;
      // Globex is refused where its package lacks the module. Where it has it, finer rules inside
      // the route (a calculator or category not in the package) may still refuse, so no claim then.
      if (!hasModule(globexPackage, moduleId)) {
        const globex = await call(r, tokens.globex);
        if (globex.statusCode !== 403 || envelopeOf(globex).status_code !== 'E-10117')
          failures.push(`${r.method} ${r.url} module ${moduleId} as Globex: ${globex.statusCode}`);
      }
      const none = await call(r, noModulesToken);
      if (none.statusCode !== 403 || envelopeOf(none).status_code !== 'E-10117')
        failures.push(`${r.method} ${r.url} with no modules: ${none.statusCode}`);
      for (const key of ['employee', 'admin'] as const) {
        const res = await call(r, tokens[key]);
        const code = codeOf(res);
        if (res.statusCode === 401 || code === 'E-10117' || code === 'E-10506')
          failures.push(`${r.method} ${r.url} refused ${key}: ${code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('user routes accept any signed-in role', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access === 'user' && x.url !== '/api/v1/logout')) {
      for (const key of ['employee', 'globex', 'paid', 'counsellor', 'admin'] as const) {
        const res = await call(r, tokens[key]);
        const code = codeOf(res);
        if (code === 'E-10010' || code === 'E-10506' || code === 'E-10117')
          failures.push(`${r.method} ${r.url} refused ${key}: ${code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the walk itself can fail: an admin route called as an employee is refused', async () => {
    const route: RouteAccessEntry = {
      method: 'GET',
      url: '/api/v1/report/admin-dashboard',
      access: 'admin' satisfies Access,
    };
    expectError(await call(route, tokens.employee), 403, 'E-10506');
    expectError(await call(route), 401, 'E-10010');
  });
});
