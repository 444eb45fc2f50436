/**
 * Content reaches people (issue 29): a new client company's employees see, on the default page their company starts
 * from, the monthly spotlight and the ad an admin made for that company; employees of other companies do not. The
 * default page is what a new company's designer starts from, and it has room for another widget. A company page of
 * its own without those widgets shows neither (so the admin forms say the page needs them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIST } from '../../src/shared/ist.js';
import { checkGrid, type PageDocument } from '../../src/shared/landing/page-document.js';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectSuccess } from '../support/envelope.js';
import { newClient } from './forms-fixtures.js';
import { w, type Resolved, type State } from './landing-fixtures.js';

let app: App;
let admin: string;
let globex: string;
let employee: string;
let companyId: number;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: payload as Record<string, unknown> });
const home = async (token: string) => expectSuccess<Resolved>(await api('GET', '/landing-page/home-page', token));
const itemsOf = (page: Resolved, type: string) =>
  ((page.widgets_List.find((x) => x.type === type)?.data ?? { items: [] }) as { items: Array<{ title: string }> })
    .items;
const isoIn = (days: number) =>
  new Date(Date.parse(`${todayIST()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await buildTestApp();
  admin = await loginAs(app, 'admin@finwell.example');
  globex = await loginAs(app, 'employee@globex.example');
  // Acme's package (its employees have it through their company).
  const acme = await app.ctx.db
    .selectFrom('companies')
    .select('package_id')
    .where('company_name', '=', 'Acme Corp')
    .executeTakeFirstOrThrow();
  expect(acme.package_id).toBeGreaterThan(0);
  const created = expectSuccess<{ id: number }>(
    await api(
      'POST',
      '/company/add_client',
      admin,
      newClient('Reach Works', 'reach.example', { package_id: acme.package_id }),
    ),
    'S-10008',
    201,
  );
  companyId = created.id;
  // The company's first employee, put on record as an admin does (POST end-user, docs/employees.md).
  expectSuccess(
    await api('POST', '/end-user', admin, {
      company_id: companyId,
      first_name: 'Meera',
      last_name: 'Pillai',
      email: 'first@reach.example',
      phone_number: '9811100001',
    }),
    undefined,
    201,
  );
  employee = await loginAs(app, 'first@reach.example');
}, 120_000);
afterAll(async () => app?.close());

describe('a new company starts from the default page, with room and the content widgets', () => {
  it('has no page of its own: the designer starts from the default page, which has free cells', async () => {
    const own = expectSuccess<State>(await api('GET', `/landing-page/client-landing-page/${companyId}`, admin));
    expect(own).toMatchObject({ latest_revision: 0, published_revision: null, draft: null });
    const def = expectSuccess<State>(await api('GET', '/landing-page/client-landing-page/0', admin));
    const covered = def.draft!.widgets.reduce((n, x) => n + x.grid.w * x.grid.h, 0);
    expect(covered).toBeLessThanOrEqual(144 - 24);
    expect(def.draft!.widgets.map((x) => x.type)).toEqual(
      expect.arrayContaining(['monthly_spotlight', 'ad_banner', 'my_tasks', 'notifications']),
    );
  });

  it('its employee sees the spotlight and the ad an admin made for the company; Globex’s employee sees neither', async () => {
    const spotlight = expectSuccess<{ _id: number }>(
      await api('POST', '/monthly-spotlights', admin, {
        month: todayIST().slice(0, 7),
        target: 'client_partner',
        is_default: false,
        company_ids: [companyId],
        title: 'Reach Works: plan your bonus',
        message: 'Three things to do with this year’s bonus.',
        status: true,
      }),
      'S-10008',
      201,
    );
    expect(spotlight._id).toBeGreaterThan(0);
    expectSuccess(
      await api('POST', '/company/widget', admin, {
        title: 'Reach Works health camp',
        message: '<p>Free check-ups on Friday.</p>',
        placement: 'widget',
        start_date: isoIn(0),
        end_date: isoIn(14),
        is_default: false,
        is_retail: false,
        company_ids: [companyId],
        status: 1,
      }),
      'S-10008',
      201,
    );

    const page = await home(employee);
    expect(page.page).toMatchObject({ company_id: companyId, source: 'default' });
    // With the company's package: quick access (module 9) is on the page.
    expect(page.widgets_List.map((x) => x.type)).toContain('quick_access');
    expect(itemsOf(page, 'monthly_spotlight').map((i) => i.title)).toEqual(['Reach Works: plan your bonus']);
    expect(itemsOf(page, 'ad_banner').map((i) => i.title)).toContain('Reach Works health camp');

    const other = await home(globex);
    expect(itemsOf(other, 'monthly_spotlight').map((i) => i.title)).not.toContain('Reach Works: plan your bonus');
    expect(itemsOf(other, 'ad_banner').map((i) => i.title)).not.toContain('Reach Works health camp');
  });

  it('a page of the company’s own without those widgets shows neither; with one added widget it shows it', async () => {
    const doc: PageDocument = {
      schemaVersion: 2,
      companyId,
      widgets: [
        w('hero', 'hero', [0, 0, 12, 2], { section: 'home', heading: 'Welcome to Reach Works', align: 'left' }, 2),
        w('news', 'rich_text', [0, 2, 12, 2], { html: '<p>Reach Works news</p>' }),
      ],
    };
    expect(checkGrid(doc.widgets)).toEqual([]);
    const saved = expectSuccess<{ revision: number }>(
      await api('POST', '/landing-page/client-landing-page', admin, { company_id: companyId, doc, base_revision: 0 }),
      'S-10008',
      201,
    );
    expectSuccess(
      await api('PATCH', '/landing-page/client-landing-page', admin, {
        company_id: companyId,
        action: 'publish',
        revision: saved.revision,
        base_published_revision: null,
      }),
      'S-10009',
    );
    const page = await home(employee);
    expect(page.page).toMatchObject({ source: 'company', revision: saved.revision });
    expect(page.widgets_List.map((x) => x.type)).toEqual(['hero', 'rich_text']);
    expect(JSON.stringify(page.widgets_List)).not.toContain('Reach Works: plan your bonus');
  });
});
