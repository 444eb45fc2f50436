/**
 * The reports fed by the engagement and commerce modules (docs/reports.md): client/partner engagement,
 * ads and discount codes, on the known-answer data of module-fixture.ts, and what people do through the
 * API. Learning and assessments: module-reports-learning.test.ts.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, MARCH, useReportFixture } from './fixture.js';
import { moduleReportCalls, seedModuleReportData, type ModuleIds } from './module-fixture.js';

describe('reports fed by the learning, engagement, journey and commerce modules', () => {
  const c = useReportFixture();
  const ids = {} as ModuleIds;

  beforeAll(async () => {
    Object.assign(ids, await seedModuleReportData(c));
  });

  const { report, row } = moduleReportCalls(c);

  it('client/partner engagement: notifications sent and read, readers and tasks per company', async () => {
    const r = await report('view-engagement', MARCH);
    expect(row(r, 'company', 'Testco Reports')).toEqual({
      company: 'Testco Reports',
      kind: 'Client',
      users: 2,
      notifications: 2,
      opened: 3,
      readers: 2,
      tasks_completed: 1,
    });
    expect(row(r, 'company', 'Partnerco Reports')).toEqual({
      company: 'Partnerco Reports',
      kind: 'Partner',
      users: 1,
      notifications: 1,
      opened: 1,
      readers: 1,
      tasks_completed: 1,
    });
    expect(r.list[0].company).toBe('Testco Reports'); // most reads first
    expect(r.totals).toMatchObject({ notifications: 3, opened: 4, readers: 3, tasks_completed: 2 });
    const partners = await report('view-engagement', `${MARCH}&kind=partner`);
    expect(partners.list.every((x) => x.kind === 'Partner')).toBe(true);
    expect(partners.totals).toMatchObject({ notifications: 1, opened: 1, readers: 1, tasks_completed: 1 });
    const early = await report('view-engagement', `from=2025-03-01&to=2025-03-05&company_id=${c.testco}`);
    expect(early.list).toEqual([
      {
        company: 'Testco Reports',
        kind: 'Client',
        users: 2,
        notifications: 2,
        opened: 1,
        readers: 1,
        tasks_completed: 0,
      },
    ]);
  });

  it('ads: clicks and people per ad, ads on show or clicked in the period, company filter', async () => {
    const r = await report('ads', MARCH);
    expect(row(r, 'ad', 'RPT Ad one')).toEqual({
      ad: 'RPT Ad one',
      placement: 'Widget',
      start_date: '2025-03-01',
      end_date: '2025-03-31',
      views: 0,
      clicks: 4,
      clickers: 3,
      ctr: null,
    });
    // Not on show in March, but clicked then.
    expect(row(r, 'ad', 'RPT Ad two')).toMatchObject({ placement: 'Webinar', clicks: 1, clickers: 1 });
    expect(row(r, 'ad', 'RPT Ad three')).toBeUndefined();
    expect(r.totals).toEqual({ views: 0, clicks: 5, clickers: 3, ctr: null });
    expect(r.list[0].ad).toBe('RPT Ad one');
    const testco = await report('ads', `${MARCH}&company_id=${c.testco}`);
    expect(row(testco, 'ad', 'RPT Ad one')).toMatchObject({ clicks: 3, clickers: 2 });
    expect(row(testco, 'ad', 'RPT Ad two')).toBeUndefined();
    expect(testco.totals).toEqual({ views: 0, clicks: 3, clickers: 2, ctr: null });
    const may = await report('ads', 'from=2025-05-01&to=2025-05-31');
    expect(row(may, 'ad', 'RPT Ad three')).toMatchObject({ placement: 'Spotlight', clicks: 0 });
  });

  it('ads and engagement count what people do through the API (an ad click, a notification read)', async () => {
    const db = c.app.ctx.db;
    const employee = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    const acme = employee.company_id!;
    const query = `range=1m&company_id=${acme}`;
    const clicksBefore = (await report('ads', query)).totals.clicks;
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/user-activity',
      headers: bearer(c.employee),
      payload: {
        action_id: 11,
        widget_id: 'w-home-ads',
        navigation_url: '/client/calculators',
        ad_feature_id: ids.ad1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ads = await report('ads', query);
    expect(ads.totals.clicks).toBe(Number(clicksBefore) + 1);
    expect(row(ads, 'ad', 'RPT Ad one')).toMatchObject({ clicks: 1, clickers: 1 });

    // A package's module ad (docs/commerce.md "Module ads"): the module in ad_category_id, its own row.
    const moduleAd = await c.app.inject({
      method: 'POST',
      url: '/api/v1/user-activity',
      headers: bearer(c.employee),
      payload: {
        action_id: 11,
        feature_id: 3,
        navigation_url: 'https://partner.example/offer',
        ad_category_id: 2,
      },
    });
    expect(moduleAd.statusCode, moduleAd.body).toBe(200);
    const withModule = await report('ads', query);
    expect(withModule.totals.clicks).toBe(Number(clicksBefore) + 2);
    expect(row(withModule, 'ad', 'Package ad: Calculators')).toEqual({
      ad: 'Package ad: Calculators',
      placement: 'Package module',
      start_date: null,
      end_date: null,
      views: 0,
      clicks: 1,
      clickers: 1,
      ctr: null,
    });

    const note = (
      await sql<{ id: number }>`INSERT INTO notifications (header, preview_message, message, type, priority, delivery,
        start_date) VALUES ('RPT live', 'p', 'm', 1, 1, '{in_app}', now() - interval '1 hour') RETURNING id`.execute(db)
    ).rows[0].id;
    await sql`INSERT INTO notification_audiences (company_id, notification_id) VALUES (${acme}, ${note})`.execute(db);
    const before = (await report('view-engagement', query)).list[0];
    const readRes = await c.app.inject({
      method: 'POST',
      url: '/api/v1/users/read-notification',
      headers: bearer(c.employee),
      payload: { notification_id: note },
    });
    expect(readRes.statusCode, readRes.body).toBe(200);
    const after = (await report('view-engagement', query)).list[0];
    expect(after.company).toBe(before.company);
    expect(after.notifications).toBe(Number(before.notifications));
    expect(after.opened).toBe(Number(before.opened) + 1);
  });

  it('discount codes: stock course purchases count with the counselling code; package coupon batches', async () => {
    const r = await report('discount-codes', MARCH);
    expect(row(r, 'code', 'RPTTEN')).toEqual({
      code: 'RPTTEN',
      type: 'Discount code',
      discount_per: 10,
      valid_from: '2025-01-01',
      valid_to: '2025-12-31',
      issued: null,
      redemptions: 2,
      discount: 649,
      charged: 5991,
    });
    expect(row(r, 'code', ids.batch)).toEqual({
      code: ids.batch,
      type: 'Package coupons',
      discount_per: null,
      valid_from: '2025-03-01',
      valid_to: '2025-06-30',
      issued: 3,
      redemptions: 1,
      discount: null,
      charged: null,
    });
    const april = await report('discount-codes', 'from=2025-04-01&to=2025-04-30');
    expect(row(april, 'code', ids.batch)).toMatchObject({ issued: 3, redemptions: 1 });
    expect(row(april, 'code', 'RPTTEN')).toMatchObject({ redemptions: 0, discount: 0, charged: 0 });
  });
});
