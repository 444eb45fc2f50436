/**
 * The AMFI daily-file updater. The database is staged as it stood before 30-Jan-2026 (the seed
 * without that day's NAVs, without the schemes launched in January 2026, and with SBI Large
 * Cap under its former name); the fixture is AMFI's file for that day cut to a few schemes.
 * After the update, the rows must equal what the seed itself holds for that day.
 * (Split adjustments and unexplained jumps: amfi-update-adjustments.test.ts.)
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.js';
import { applyAmfiDailyFile, type AmfiUpdateSummary } from '../../src/server/modules/mutual-funds/amfi-update.js';
import { importMutualFundData } from '../../src/server/modules/mutual-funds/ingest.js';
import { getSchemeLumpSum, getSchemeSwp } from '../../src/server/modules/mutual-funds/service.js';
import { AMFI_SAMPLE } from './amfi-sample-spec.js';
import {
  DAILY_SELECTED,
  DATE,
  FIXTURE,
  KEEP,
  m,
  master,
  monthly,
  NEW,
  nm,
  stageBefore,
} from './amfi-update-staging.js';
import { createTestDb, readSeed } from './seed-helpers.js';

/** Every mf_ table as text, to prove a re-apply changes nothing. */
async function snapshot(handle: DbHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of [
    'mf_scheme',
    'mf_nav_daily',
    'mf_nav_monthly',
    'mf_nav_adjustment_event',
    'mf_scheme_name_history',
    'mf_amc',
  ]) {
    const r = await sql<{
      h: string;
    }>`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${sql.table(t)} x`.execute(
      handle.db,
    );
    out[t] = r.rows[0].h;
  }
  return out;
}

describe('applyAmfiDailyFile on the 30-Jan-2026 sample', () => {
  let handle: DbHandle;
  let summary: AmfiUpdateSummary;

  beforeAll(async () => {
    const dir = stageBefore();
    handle = await createTestDb();
    await importMutualFundData(handle.db, { dir });
    summary = await applyAmfiDailyFile(handle.db, FIXTURE);
  });
  afterAll(async () => handle?.close());

  it('reads every scheme line of the file', () => {
    expect(summary.navDates).toEqual([DATE]);
    expect(summary.records).toBe(11);
    expect(summary.skippedLines).toEqual([]);
  });

  it('adds the schemes launched in January 2026, classified as the AMFI master classifies them', async () => {
    expect(summary.schemesAdded).toEqual([...NEW].sort((a, b) => a - b));
    const rows = (
      await sql<Record<string, unknown>>`
        SELECT scheme_code::text, scheme_name, amc, scheme_type, broad_category, category, plan, option, isin_growth_or_payout,
          in_nav_monthly::text, tracked_index FROM mf_scheme WHERE scheme_code = ANY(${[...NEW]}::int[]) ORDER BY scheme_code`.execute(
        handle.db,
      )
    ).rows;
    const fields = [
      'scheme_name',
      'amc',
      'scheme_type',
      'broad_category',
      'category',
      'plan',
      'option',
      'isin_growth_or_payout',
      'in_nav_monthly',
    ];
    for (const row of rows) {
      const ref = master.rows.find((r) => m.code(r) === row.scheme_code) as string[];
      for (const f of fields)
        expect([row.scheme_code, f, row[f]]).toEqual([row.scheme_code, f, ref[master.header.indexOf(f)]]);
    }
    expect(rows.map((r) => r.tracked_index)).toEqual(['NIFTY NEXT 50 TRI', 'NIFTY 500 TRI', 'NIFTY 500 TRI', null]);
  });

  it('renames SBI Large Cap and keeps the old name in the history', async () => {
    const newName = m.name(master.rows.find((r) => m.code(r) === '119598') as string[]);
    expect(summary.schemesRenamed).toEqual([{ schemeCode: 119598, oldName: 'SBI BLUE CHIP FUND', newName }]);
    const h = await sql<{ old_name: string; new_name: string; changed_on: string }>`
      SELECT old_name, new_name, changed_on::text FROM mf_scheme_name_history WHERE scheme_code = 119598`.execute(
      handle.db,
    );
    expect(h.rows).toEqual([{ old_name: 'SBI BLUE CHIP FUND', new_name: newName, changed_on: DATE }]);
  });

  it('stores the NAVs of tracked (open-ended growth) schemes, not IDCW plans nor N.A. lines', async () => {
    expect(summary.navsAdded).toBe(8);
    const r = await sql<{
      scheme_code: number;
    }>`SELECT scheme_code FROM mf_nav_daily WHERE nav_date = ${DATE}::date ORDER BY scheme_code`.execute(handle.db);
    expect(r.rows.map((x) => x.scheme_code)).toEqual([100033, 118955, 119598, 120716, 140084, 154087, 154088, 154143]);
  });

  it("month-end rows for 2026-01 equal the seed's own (date, published NAV, adjusted NAV)", async () => {
    expect(summary.monthlyRowsChanged).toBe(8);
    const got = await sql<{ scheme_code: number; nav_date: string; nav: number; nav_adj: number }>`
      SELECT scheme_code, nav_date::text, nav, nav_adj FROM mf_nav_monthly WHERE month = '2026-01-01' ORDER BY scheme_code`.execute(
      handle.db,
    );
    const want = monthly.rows
      .filter(
        (r) =>
          nm.date(r) === DATE &&
          (KEEP.has(nm.code(r)) || NEW.has(Number(nm.code(r)))) &&
          nm.code(r) !== String(AMFI_SAMPLE.notAvailable),
      )
      .map((r) => ({
        scheme_code: Number(nm.code(r)),
        nav_date: nm.date(r),
        nav: Number(nm.nav(r)),
        nav_adj: Number(nm.adj(r)),
      }))
      .sort((a, b) => a.scheme_code - b.scheme_code);
    expect(got.rows).toEqual(want);
  });

  it("daily rows of the daily-selected schemes equal the seed's split-adjusted NAVs of that day", async () => {
    const daily = readSeed('navDaily');
    const row = daily.rows.find((r) => r[0] === DATE) as string[];
    const got = await sql<{ scheme_code: number; nav_adj: number }>`
      SELECT scheme_code, nav_adj FROM mf_nav_daily WHERE nav_date = ${DATE}::date AND scheme_code = ANY(${DAILY_SELECTED.map(Number)}::int[]) ORDER BY scheme_code`.execute(
      handle.db,
    );
    for (const g of got.rows) expect(g.nav_adj).toBe(Number(row[daily.header.indexOf(String(g.scheme_code))]));
  });

  it('moves latest NAV forward for every scheme with a NAV, IDCW plans included', async () => {
    expect(summary.latestNavUpdated).toBe(10);
    const r = await sql<{ latest_nav: number; latest_nav_date: string }>`
      SELECT latest_nav, latest_nav_date::text FROM mf_scheme WHERE scheme_code = 100034`.execute(handle.db);
    expect(r.rows[0]).toEqual({ latest_nav: 130.62, latest_nav_date: DATE });
    const na = await sql<{
      latest_nav_date: string | null;
    }>`SELECT latest_nav_date::text FROM mf_scheme WHERE scheme_code = ${AMFI_SAMPLE.notAvailable}`.execute(handle.db);
    expect(na.rows[0].latest_nav_date).toBeNull();
  });

  it('re-applying the same file changes nothing', async () => {
    const before = await snapshot(handle);
    const again = await applyAmfiDailyFile(handle.db, FIXTURE);
    expect(again).toMatchObject({
      schemesAdded: [],
      schemesRenamed: [],
      navsAdded: 0,
      monthlyRowsChanged: 0,
      latestNavUpdated: 0,
      adjustments: [],
    });
    expect(await snapshot(handle)).toEqual(before);
  });
});

describe('the calculators see a day the updater adds, without a restart', () => {
  it('a cached NAV series is refreshed once the updater touches the scheme', async () => {
    const handle = await createTestDb();
    try {
      await importMutualFundData(handle.db, { dir: stageBefore() });
      const q = { schemeCode: 120716, startDate: '2025-01-01', endDate: '2026-01-31', amount: 10_000 };
      const before = await getSchemeLumpSum(handle.db, q);
      expect(before.sellDate).toBe('2026-01-29');
      await applyAmfiDailyFile(handle.db, FIXTURE);
      const after = await getSchemeLumpSum(handle.db, q);
      expect(after.sellDate).toBe(DATE);
      const swp = await getSchemeSwp(handle.db, {
        schemeCode: 120716,
        startDate: '2025-01-01',
        initialInvestment: 100_000,
        monthlyWithdrawal: 1000,
      });
      expect(swp.lastDate).toBe(DATE);
    } finally {
      await handle.close();
    }
  });
});
