import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '../../../src/shared/generated/index.js';
import { refreshUsageRollup, usageRollupThrough } from '../../../src/server/modules/reports/rollups.js';
import { todayIST } from '../../../src/shared/ist.js';
import { expectSuccess } from '../../support/envelope.js';
import { bearer, MARCH, useReportFixture } from './fixture.js';

/**
 * The usage rollup (docs/reports.md "Rollups"): after the task has run, the usage reports read whole
 * past days from report_usage_daily and only the days after it from the base tables, and give the same
 * answers as the base tables alone (the fixture's known answers included).
 */
describe('usage rollup', () => {
  const c = useReportFixture();
  const report = async (api: string, query = '') =>
    expectSuccess<ReportPage>(
      await c.app.inject({ method: 'GET', url: `/api/v1/report/${api}?${query}`, headers: bearer(c.admin) }),
    );
  const strip = ({ generated_at: _g, ...r }: ReportPage) => r;
  const QUERIES: Array<[string, string]> = [];
  for (const api of ['portal-usage-analytics', 'portal-usage-time-base', 'company-wise-portal-usage']) {
    for (const q of [
      '',
      MARCH,
      'range=all',
      `${MARCH}&weekdays=2,5`,
      `${MARCH}&slots=05-12,21-05`,
      'from=2025-03-04&to=2025-03-06',
    ]) {
      QUERIES.push([api, q]);
    }
    QUERIES.push([api, `${MARCH}&company_id=PLACEHOLDER`]);
  }
  QUERIES.push(['company-wise-portal-usage', `${MARCH}&kind=client`]);
  QUERIES.push(['company-wise-portal-usage', `${MARCH}&kind=partner&weekdays=2`]);

  it('gives the base tables’ answers for every usage report and filter, and reads the rollup', async () => {
    const db = c.app.ctx.db;
    // Today's entries stay in the base tables: a login and a page visit now.
    await sql`INSERT INTO user_activity (user_id, company_id, action_id, created_at)
      VALUES (${c.users.u1}, ${c.testco}, 12, now())`.execute(db);
    await sql`INSERT INTO page_visits (visit_id, user_id, company_id, session_id, path, seconds, started_at)
      VALUES (gen_random_uuid(), ${c.users.u2}, ${c.testco}, 0, '/client/home', 42, now())`.execute(db);
    const queries = QUERIES.map(([api, q]) => [api, q.replace('PLACEHOLDER', String(c.testco))] as const);
    expect(await usageRollupThrough(db)).toBeNull();
    const before = [];
    for (const [api, q] of queries) before.push(strip(await report(api, q)));

    const done = await refreshUsageRollup(db);
    const yesterday = new Date(Date.parse(`${todayIST()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(done?.to).toBe(yesterday);
    expect(await usageRollupThrough(db)).toBe(yesterday);
    // The fixture's March 2025 entries are rolled up: 2025-03-03 holds u1's two logins and two visits.
    const march3 = (
      await sql<{ logins: string; visits: string; seconds: string }>`SELECT sum(logins) AS logins,
        sum(visits) AS visits, sum(seconds) AS seconds FROM report_usage_daily WHERE day = '2025-03-03'`.execute(db)
    ).rows[0];
    expect([Number(march3.logins), Number(march3.visits), Number(march3.seconds)]).toEqual([2, 2, 180]);

    for (const [i, [api, q]] of queries.entries()) {
      expect({ api, q, page: strip(await report(api, q)) }).toEqual({ api, q, page: before[i] });
    }
    // The known answers (tests/api/reports/reports.test.ts) through the rollup.
    const march = await report('portal-usage-analytics', `${MARCH}&sort=oldest`);
    expect(march.totals).toEqual({ logins: 4, active_users: 3, page_visits: 4, seconds: 510 });
    // Today's login and visit, from the base tables, are in the default month (the test company only: the demo seed's
    // Acme visits of the last 30 days can fall on today's IST date, depending on the time of day the test runs).
    const month = await report('portal-usage-analytics', `company_id=${c.testco}`);
    expect(month.list.find((r) => r.day === todayIST())).toMatchObject({ logins: 1, page_visits: 1, seconds: 42 });

    // A rerun (idempotent) and a fresh backfill write the same rows.
    const snapshot = async () =>
      (await sql`SELECT * FROM report_usage_daily ORDER BY day, slot, user_id, company_id`.execute(db)).rows;
    const rows = await snapshot();
    await refreshUsageRollup(db);
    expect(await snapshot()).toEqual(rows);
    await sql`DELETE FROM report_rollup_state`.execute(db);
    await refreshUsageRollup(db);
    expect(await snapshot()).toEqual(rows);

    // The reports really read the rollup for past days: a changed rollup row shows.
    await sql`UPDATE report_usage_daily SET logins = logins + 100 WHERE day = '2025-03-04' AND logins > 0`.execute(db);
    expect((await report('portal-usage-analytics', MARCH)).totals).toMatchObject({ logins: 104 });
  });
});
