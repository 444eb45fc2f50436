import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginAs, type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';

/** POST /api/v1/user-activity: the activity log every module writes to. */
describe('POST /api/v1/user-activity', () => {
  let app: App;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await loginAs(app, 'employee@acme.example');
    userId = (
      await app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'employee@acme.example')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    app.inject({ method: 'POST', url: '/api/v1/user-activity', headers, payload: payload as Record<string, unknown> });

  it("records the action for the caller and the caller's company", async () => {
    expectSuccess(
      await post({ action_id: 11, feature_id: 3, navigation_url: '/client/calculators/sip-calc', widget_id: 'w-1' }),
      'S-10001',
    );
    const row = await app.ctx.db
      .selectFrom('user_activity')
      .selectAll()
      .where('user_id', '=', userId)
      .where('action_id', '=', 11)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ feature_id: 3, navigation_url: '/client/calculators/sip-calc', widget_id: 'w-1' });
    const company = await app.ctx.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Acme Corp')
      .executeTakeFirstOrThrow();
    expect(row.company_id).toBe(company.id);
  });

  it('accepts nulls for the optional references', async () => {
    expectSuccess(
      await post({ action_id: 2, feature_id: null, webinar_id: null, ad_feature_id: null, ad_category_id: null }),
    );
  });

  it.each([
    [{}, 'action_id'],
    [{ action_id: 0 }, 'action_id'],
    [{ action_id: 19 }, 'action_id'],
    [{ action_id: '12' }, 'action_id'],
    [{ action_id: 1, feature_id: 7 }, 'feature_id'],
    [{ action_id: 1, navigation_url: 'x'.repeat(501) }, 'navigation_url'],
    [{ action_id: 1, user_id: 1 }, 'user_id'],
  ])('%j -> 422 E-10502 on %s', async (payload, field) => {
    const body = expectError(await post(payload), 422, 'E-10502');
    expect((body.data as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toContain(field);
  });

  it('needs a token', async () => {
    expectError(await post({ action_id: 1 }, {}), 401, 'E-10010');
  });
});
