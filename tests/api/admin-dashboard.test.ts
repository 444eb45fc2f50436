import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAs, sessionFor, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';

/** GET /api/v1/report/admin-dashboard: the admin dashboard cards. */
describe('GET /api/v1/report/admin-dashboard', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (token?: string) =>
    app.inject({ method: 'GET', url: '/api/v1/report/admin-dashboard', headers: token ? bearer(token) : {} });

  it('counts the seeded companies and the logins', async () => {
    const admin = await loginAs(app, 'admin@finwell.example');
    const employee = await loginAs(app, 'employee@acme.example');
    expectSuccess(
      await app.inject({
        method: 'POST',
        url: '/api/v1/user-activity',
        headers: bearer(employee),
        payload: { action_id: 2, feature_id: 3 },
      }),
    );
    const data = expectSuccess<Record<string, number>>(await get(admin));
    expect(data).toMatchObject({
      active_clients: 2,
      inactive_clients: 1,
      active_partners: 1,
      inactive_partners: 0,
      system_logins: 2,
      calculator_usages: 1,
    });
    for (const key of [
      'counsellors_booked',
      'counselling_sessions',
      'course_enrollments',
      'webinars_watched',
      'elearning_enrollment',
      'knowledge_base_usage',
      'webinar_enrollment',
    ]) {
      expect(typeof data[key], key).toBe('number');
    }
  });

  it('is open to the super admin too', async () => {
    expectSuccess(await get(await sessionFor(app, 'superadmin@finwell.example')));
  });

  it.each([
    'hr@acme.example',
    'employee@acme.example',
    'employee@globex.example',
    'paid@example.com',
    'counsellor@finwell.example',
  ])('refuses %s with 403 E-10506', async (email) => {
    expectError(await get(await sessionFor(app, email)), 403, 'E-10506');
  });

  it('needs a token', async () => {
    expectError(await get(), 401, 'E-10010');
  });
});
