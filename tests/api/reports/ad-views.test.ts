import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../../src/shared/generated/index.js';
import { expectError, expectSuccess } from '../../support/envelope.js';
import { bearer, useReportFixture } from './fixture.js';

/** Ad views (docs/reports.md "Ads"): `ad-views` beacons, one per ad per page view, and the ads report's views and CTR. */
describe('ad views', () => {
  const c = useReportFixture();
  const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    c.app.inject({ method: 'POST', url: '/api/v1/ad-views', payload, headers });
  const report = async (query: string) =>
    expectSuccess<ReportPage>(
      await c.app.inject({ method: 'GET', url: `/api/v1/report/ads?${query}`, headers: bearer(c.admin) }),
    );

  it('stores each ad once per page view, checks the body and the token, and the report shows views and CTR', async () => {
    const db = c.app.ctx.db;
    const item = (
      await sql<{ id: number }>`INSERT INTO widget_items (title, placement, start_date, end_date, link_url)
        VALUES ('RPT Seen ad', 'widget', '2026-01-01', '2099-12-31', '/client/calculators') RETURNING id`.execute(db)
    ).rows[0].id;
    const employee = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'employee@acme.example')
      .executeTakeFirstOrThrow();
    const query = `range=1m&company_id=${employee.company_id}`;
    const viewsBefore = Number((await report(query)).totals.views);
    const view1 = randomUUID();
    const beacon = { view_id: view1, ads: [{ item_id: item }, { module_id: 2 }], token: c.employee };
    expectSuccess(await send(beacon));
    // The same page view again (a second beacon): nothing more.
    expectSuccess(await send(beacon));
    // A second page view shows the widget ad again; an unknown ad id is ignored.
    expectSuccess(
      await send({ view_id: randomUUID(), ads: [{ item_id: item }, { item_id: 2_000_000_000 }] }, bearer(c.employee)),
    );
    const stored = await sql<{ ad_key: string; n: string }>`SELECT ad_key, count(*) AS n FROM ad_views
      WHERE user_id = ${employee.id} GROUP BY ad_key ORDER BY ad_key`.execute(db);
    expect(stored.rows.map((r) => [r.ad_key, Number(r.n)])).toEqual([
      ['m2', 1],
      [`w${item}`, 2],
    ]);

    // Refused: no token, a bad body; an admin's own views are not stored.
    expectError(await send({ view_id: randomUUID(), ads: [{ item_id: item }] }), 401, 'E-10010');
    expect((await send({ view_id: 'nope', ads: [{ item_id: item }], token: c.employee })).statusCode).toBe(422);
    expect((await send({ view_id: randomUUID(), ads: [], token: c.employee })).statusCode).toBe(422);
    expect(
      (await send({ view_id: randomUUID(), ads: [{ item_id: item, module_id: 2 }], token: c.employee })).statusCode,
    ).toBe(422);
    expectSuccess(await send({ view_id: randomUUID(), ads: [{ item_id: item }], token: c.admin }));
    expect(
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM ad_views WHERE item_id = ${item}`.execute(db)).rows[0].n,
      ),
    ).toBe(2);

    // One click on the ad: 1 click of 2 views is a 50 % click-through rate.
    const click = await c.app.inject({
      method: 'POST',
      url: '/api/v1/user-activity',
      headers: bearer(c.employee),
      payload: { action_id: 11, widget_id: 'w-home-ads', navigation_url: '/client/calculators', ad_feature_id: item },
    });
    expect(click.statusCode, click.body).toBe(200);
    const r = await report(query);
    expect(r.list.find((x) => x.ad === 'RPT Seen ad')).toMatchObject({ views: 2, clicks: 1, clickers: 1, ctr: 50 });
    expect(r.list.find((x) => x.ad === 'Package ad: Calculators')).toMatchObject({ views: 1, clicks: 0, ctr: 0 });
    expect(Number(r.totals.views)).toBe(viewsBefore + 3);
  });
});
