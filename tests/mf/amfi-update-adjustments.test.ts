/**
 * The AMFI daily-file updater keeps NAVs split-adjusted: a split found in the file rescales every
 * earlier NAV to the seed's adjusted values; an unexplained jump is flagged and not adjusted.
 */
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.js';
import { applyAmfiDailyFile } from '../../src/server/modules/mutual-funds/amfi-update.js';
import { importMutualFundData } from '../../src/server/modules/mutual-funds/ingest.js';
import { m, monthly, nm } from './amfi-update-staging.js';
import { createTestDb, emptyRows, filterRows, pickColumns, writeSeedVariant } from './seed-helpers.js';

describe('applyAmfiDailyFile keeps NAVs split-adjusted', () => {
  let handle: DbHandle;
  afterAll(async () => handle?.close());

  it("the 1:10 split of Nippon Nifty BeES on 2019-12-23 rescales every earlier NAV to the seed's adjusted values", async () => {
    const code = '140084';
    const times10 = (v: string) => String(Number(v) * 10);
    // Before the split day the database held NAVs on the old unit basis (adjusted = published).
    const dir = writeSeedVariant('test-before-bees-split', {
      schemes: (t) => filterRows(t, (r) => m.code(r) === code),
      navMonthly: (t) =>
        filterRows(
          t,
          (r) => nm.code(r) === code && nm.date(r) < '2019-12-23',
          (r) => r.map((v, i) => (i === monthly.header.indexOf('nav_adj') ? times10(v) : v)),
        ),
      navDaily: (t) => pickColumns(t, [code], (r) => r[0] < '2019-12-23', times10),
      adjustments: (t) => filterRows(t, (r) => r[0] !== code),
      niftyTri: (t) => pickColumns(t, ['NIFTY 50 TRI'], () => true),
      holdings: emptyRows,
      holdingsSchemes: emptyRows,
      categoryReturns: emptyRows,
    });
    handle = await createTestDb();
    await importMutualFundData(handle.db, { dir });
    const file = [
      'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
      '',
      'Open Ended Schemes(Other Scheme - Other  ETFs)',
      '',
      'Nippon India Mutual Fund',
      '',
      '140084;INF204KB14I2;-;Nippon India ETF Nifty 50 BeES;129.9356;23-Dec-2019',
    ].join('\n');
    const s = await applyAmfiDailyFile(handle.db, file);
    expect(s.adjustments).toEqual([
      { schemeCode: 140084, exDate: '2019-12-23', kind: 'split', factor: 10, ratio: expect.closeTo(0.09993, 4) },
    ]);

    const got = await sql<{ nav_date: string; nav_adj: number }>`
      SELECT nav_date::text, nav_adj FROM mf_nav_monthly WHERE scheme_code = 140084 ORDER BY month`.execute(handle.db);
    const seed = new Map(monthly.rows.filter((r) => nm.code(r) === code).map((r) => [nm.date(r), Number(nm.adj(r))]));
    expect(got.rows.length).toBeGreaterThan(30);
    for (const g of got.rows.filter((x) => x.nav_date < '2019-12-23'))
      expect(g.nav_adj).toBeCloseTo(seed.get(g.nav_date) as number, 8);
    const ev = await sql<{
      event: string;
      source: string;
    }>`SELECT event, source FROM mf_nav_adjustment_event WHERE scheme_code = 140084 AND ex_date = '2019-12-23'`.execute(
      handle.db,
    );
    expect(ev.rows).toEqual([{ event: 'split (NAV /10)', source: 'amfi-update' }]);
  }, 120_000);

  it('an unexplained jump (Franklin Short-Term Income, 2025-04-28, x2.69) is flagged and not adjusted', async () => {
    // The previous NAV (2025-04-25, 5489.8761) is the one the data set's event file records.
    const file =
      'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date\n\nFranklin Templeton Mutual Fund\n' +
      '101232;INF090I01304;-;Franklin India Short-Term Income Plan-Growth;14783.5541;28-Apr-2025\n';
    const stage = (withDaily: boolean) =>
      writeSeedVariant(`test-before-franklin-jump-${withDaily}`, {
        schemes: (t) => filterRows(t, (r) => m.code(r) === '101232'),
        navMonthly: (t) => filterRows(t, (r) => nm.code(r) === '101232' && nm.date(r) < '2025-04-28'),
        navDaily: () => ({ header: ['date', '101232'], rows: withDaily ? [['2025-04-25', '5489.8761']] : [] }),
        adjustments: (t) => filterRows(t, (r) => r[0] !== '101232'),
        niftyTri: (t) => pickColumns(t, [], () => false),
        categoryReturns: emptyRows,
        holdings: emptyRows,
        holdingsSchemes: emptyRows,
      });
    for (const withDaily of [true, false]) {
      const h = await createTestDb();
      try {
        await importMutualFundData(h.db, { dir: stage(withDaily) });
        const before = await sql<{ s: number }>`SELECT sum(nav_adj) AS s FROM mf_nav_monthly`.execute(h.db);
        const s = await applyAmfiDailyFile(h.db, file);
        // Against the month-end of 2025-03-31 (28 days earlier) a big move is not flagged: it could be a month's move.
        expect([withDaily, s.adjustments.map((a) => a.kind)]).toEqual([withDaily, withDaily ? ['unexplained'] : []]);
        const after = await sql<{
          s: number;
        }>`SELECT sum(nav_adj) AS s FROM mf_nav_monthly WHERE nav_date < '2025-04-28'`.execute(h.db);
        expect(after.rows[0].s).toBeCloseTo(before.rows[0].s, 6);
      } finally {
        await h.close();
      }
    }
  }, 120_000);
});
