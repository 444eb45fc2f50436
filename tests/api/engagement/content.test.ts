import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIST } from '../../../src/shared/ist.js';
import { taskRoute } from '../../../src/server/modules/engagement/tasks.js';
import { calculatorSlugs } from '../../../src/shared/calculator-routes.js';
import { isKnownClientPath } from '../../../src/shared/route-guard.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, buildTestApp, sessionFor, type App } from '../../support/app.js';

type Spot = { _id: number; title: string; month: string };
type Task = { _id: number; title: string; source: string; status: string; route: string; on_list: boolean };
type TaskPage = { tasks: Task[]; progress: { completed: number; total: number; percent: number } };

let app: App;
let admin: string;
let acme: string;
let globex: string;
let paid: string;
let acmeId: number;
let globexId: number;
const month = todayIST().slice(0, 7);
const nextYear = `${Number(month.slice(0, 4)) + 1}-${month.slice(5)}`;

beforeAll(async () => {
  app = await buildTestApp();
  const ids = await app.ctx.db.selectFrom('companies').select(['id', 'company_name']).execute();
  acmeId = ids.find((x) => x.company_name === 'Acme Corp')!.id;
  globexId = ids.find((x) => x.company_name === 'Globex')!.id;
  admin = await sessionFor(app, 'admin@finwell.example');
  acme = await sessionFor(app, 'employee@acme.example');
  globex = await sessionFor(app, 'employee@globex.example');
  paid = await sessionFor(app, 'paid@example.com');
});
afterAll(async () => {
  await app?.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown> | undefined,
  });
const spotlightOf = async (token: string) =>
  expectSuccess<{ spotlight: Spot | null }>(await api('GET', '/user-monthly-spotlight', token)).spotlight;

describe('monthly spotlights', () => {
  const spot = (over: Record<string, unknown> = {}) => ({
    title: 'Insure your family',
    message: 'Term cover of ten times your income.',
    month: nextYear,
    target: 'client_partner',
    is_default: true,
    company_ids: [],
    status: true,
    ...over,
  });

  it('shows this month’s spotlight to each audience (seeded default and retail ones)', async () => {
    expect((await spotlightOf(acme))?.title).toBe('Build your emergency fund');
    expect((await spotlightOf(globex))?.title).toBe('Build your emergency fund');
    expect((await spotlightOf(paid))?.title).toBe('Start a SIP this month');
  });

  it('refuses duplicates per month and audience (E-10433, E-10434, E-10435)', async () => {
    expectSuccess(await api('POST', '/monthly-spotlights', admin, spot()), 'S-10008', 201);
    expectError(await api('POST', '/monthly-spotlights', admin, spot({ title: 'Again' })), 409, 'E-10433');
    expectSuccess(await api('POST', '/monthly-spotlights', admin, spot({ target: 'retail' })), 'S-10008', 201);
    expectError(await api('POST', '/monthly-spotlights', admin, spot({ target: 'retail' })), 409, 'E-10434');
    const forAcme = spot({ is_default: false, company_ids: [acmeId] });
    const made = expectSuccess<Spot>(await api('POST', '/monthly-spotlights', admin, forAcme), 'S-10008', 201);
    expectError(await api('POST', '/monthly-spotlights', admin, forAcme), 409, 'E-10435');
    // Globex alone is still free that month.
    expectSuccess(
      await api('POST', '/monthly-spotlights', admin, spot({ is_default: false, company_ids: [globexId] })),
      'S-10008',
      201,
    );
    // Editing a spotlight onto its own month and company is not a duplicate of itself.
    expectSuccess(
      await api('PATCH', `/monthly-spotlights/${made._id}`, admin, { ...forAcme, title: 'Edited' }),
      'S-10009',
    );
    expect(expectSuccess<Spot>(await api('GET', `/monthly-spotlights/${made._id}`, admin)).title).toBe('Edited');
  });

  it('a company spotlight wins over the default for that company only', async () => {
    const made = expectSuccess<Spot>(
      await api(
        'POST',
        '/monthly-spotlights',
        admin,
        spot({ month, is_default: false, company_ids: [acmeId], title: 'Acme only' }),
      ),
      'S-10008',
      201,
    );
    expect((await spotlightOf(acme))?.title).toBe('Acme only');
    expect((await spotlightOf(globex))?.title).toBe('Build your emergency fund');
    expectSuccess(await api('DELETE', `/monthly-spotlights/${made._id}`, admin), 'S-10010');
    expect((await spotlightOf(acme))?.title).toBe('Build your emergency fund');
    expectError(await api('DELETE', `/monthly-spotlights/${made._id}`, admin), 404, 'E-10733');
  });

  it('checks fields with their codes and is for admins', async () => {
    expectError(await api('POST', '/monthly-spotlights', admin, spot({ title: '' })), 422, 'E-10726');
    expectError(await api('POST', '/monthly-spotlights', admin, spot({ month: '2026-13' })), 422, 'E-10727');
    expectError(await api('POST', '/monthly-spotlights', admin, spot({ is_default: false })), 422, 'E-10729');
    expectError(
      await api('POST', '/monthly-spotlights', admin, spot({ link_url: 'http://x.example' })),
      422,
      'E-10072',
    );
    expectError(await api('POST', '/monthly-spotlights', acme, spot()), 403, 'E-10506');
  });
});

describe('calls to action', () => {
  it('are managed by admins and read by employees', async () => {
    const made = expectSuccess<{ _id: number; route: string }>(
      await api('POST', '/cta_option', admin, {
        title: 'Check your PF',
        button_label: 'Open',
        route: '/client/calculators/epf-calc',
        status: true,
      }),
      'S-10008',
      201,
    );
    expect(expectSuccess<{ title: string }>(await api('GET', `/cta-options/${made._id}`, acme)).title).toBe(
      'Check your PF',
    );
    expectError(
      await api('POST', '/cta_option', admin, {
        title: 'x',
        button_label: 'y',
        route: 'https://evil.example',
        status: true,
      }),
      422,
      'E-10732',
    );
    expectError(
      await api('POST', '/cta_option', admin, { title: 'x', button_label: '', route: '/client', status: true }),
      422,
      'E-10731',
    );
    expectSuccess(
      await api('PATCH', `/cta_option/${made._id}`, admin, {
        title: 'Check your EPF',
        button_label: 'Open',
        route: '/client',
        status: false,
      }),
      'S-10009',
    );
    const list = expectSuccess<{ cta_options: Array<{ title: string }> }>(await api('GET', '/cta_option', admin));
    expect(list.cta_options.map((c) => c.title)).toContain('Check your EPF');
    expectError(await api('GET', '/cta_option', acme), 403, 'E-10506');
    expectSuccess(await api('DELETE', `/cta_option/${made._id}`, admin), 'S-10010');
    expectError(await api('GET', `/cta-options/${made._id}`, acme), 404, 'E-10733');
  });
});

describe('tasks', () => {
  it('lists the package’s tasks with routes from their feature or module', async () => {
    const all = expectSuccess<{ tasks: Task[] }>(await api('GET', '/all-tasks', acme)).tasks;
    expect(all.map((t) => t.title)).toContain('Book a counselling session');
    expect(all.find((t) => t.title === 'Register for a webinar')?.route).toBe('/client/webinars');
    // Globex's package has no Counselling module: its task is not offered.
    const globexTasks = expectSuccess<{ tasks: Task[] }>(await api('GET', '/all-tasks', globex)).tasks;
    expect(globexTasks.map((t) => t.title)).not.toContain('Book a counselling session');
    expect(taskRoute({ route: null, feature_id: null, module_id: 10 })).toBe('/client/financial-planner');
    expect(taskRoute({ route: '/client/resources', feature_id: 3, module_id: 2 })).toBe('/client/resources');
  });

  it('leads every task somewhere that exists: the emergency-fund task opens the goal planning calculator', async () => {
    const all = expectSuccess<{ tasks: Task[] }>(await api('GET', '/all-tasks', acme)).tasks;
    for (const t of all) expect(isKnownClientPath(t.route), `${t.title}: ${t.route}`).toBe(true);
    const emergency = all.find((t) => t.title === 'Plan your emergency fund');
    expect(emergency?.route).toBe(`/client/calculators/${calculatorSlugs[1]}`);
  });

  it('keeps my list and progress; adding or completing twice is harmless', async () => {
    const mine = expectSuccess<TaskPage>(await api('GET', '/my-tasks', acme));
    expect(mine.tasks.every((t) => t.source === 'HeadstartTasks')).toBe(true);
    expect(mine.progress).toEqual({ completed: 0, total: mine.tasks.length, percent: 0 });
    const resource = expectSuccess<{ tasks: Task[] }>(await api('GET', '/all-tasks', acme)).tasks.find(
      (t) => t.source === 'ResourceTasks',
    )!;
    const added = expectSuccess<TaskPage>(await api('POST', '/my-tasks', acme, { task_id: resource._id }));
    expect(added.tasks.map((t) => t._id)).toContain(resource._id);
    expectSuccess(await api('POST', '/my-tasks', acme, { task_id: resource._id }));
    const done = expectSuccess<TaskPage>(
      await api('PATCH', '/my-tasks', acme, { task_id: resource._id, status: 'Completed' }),
    );
    const again = expectSuccess<TaskPage>(
      await api('PATCH', '/my-tasks', acme, { task_id: resource._id, status: 'Completed' }),
    );
    expect(again.progress).toEqual(done.progress);
    expect(done.progress.completed).toBe(1);
    expect(done.progress.percent).toBe(Math.round((1 / done.progress.total) * 100));
    // Another person's list is untouched.
    expect(expectSuccess<TaskPage>(await api('GET', '/my-tasks', globex)).progress.completed).toBe(0);
    expectError(await api('PATCH', '/my-tasks', acme, { task_id: 99999, status: 'Completed' }), 404, 'E-10733');
    const counselling = expectSuccess<{ tasks: Task[] }>(await api('GET', '/all-tasks', acme)).tasks.find(
      (t) => t.title === 'Book a counselling session',
    )!;
    expectError(await api('POST', '/my-tasks', globex, { task_id: counselling._id }), 404, 'E-10733');
  });
});

describe('streak message', () => {
  it('counts learning days, not logins', async () => {
    const user = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'paid@example.com')
      .executeTakeFirstOrThrow();
    await app.ctx.db.deleteFrom('user_activity').where('user_id', '=', user.id).execute();
    await app.ctx.db.insertInto('user_activity').values({ user_id: user.id, action_id: 12 }).execute();
    expect(expectSuccess<{ days: number }>(await api('GET', '/streak-message', paid)).days).toBe(0);
    await app.ctx.db.insertInto('user_activity').values({ user_id: user.id, action_id: 2, feature_id: 3 }).execute();
    const s = expectSuccess<{ days: number; active_today: boolean; message: string }>(
      await api('GET', '/streak-message', paid),
    );
    expect(s).toMatchObject({ days: 1, active_today: true });
  });
});

describe('public banner ads', () => {
  it('answer without a login', async () => {
    const ads = expectSuccess<{ banner_ads: unknown[]; click_delay_ms: number }>(
      await api('GET', '/public/banner-ads', null),
    );
    expect(Array.isArray(ads.banner_ads)).toBe(true);
    expect(ads.click_delay_ms).toBe(500);
  });
});
