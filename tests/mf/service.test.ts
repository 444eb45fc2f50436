/**
 * The calculators over the imported seed: hand-checkable results and every bad-input class
 * answered with its catalogue code.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MfError } from '../../src/calculators/mf/errors.js';
import type { DbHandle } from '../../src/server/db/index.js';
import { importMutualFundData } from '../../src/server/modules/mutual-funds/ingest.js';
import {
  getCommonStocks,
  getEtfTracking,
  getRollingVsBenchmark,
  getRollingVsCategory,
  getSchemeComparison,
  getSchemeLumpSum,
  getSchemeOverlap,
  getSchemeSwp,
} from '../../src/server/modules/mutual-funds/service.js';
import { createTestDb, SEED_DIR } from './seed-helpers.js';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await importMutualFundData(handle.db, { dir: SEED_DIR });
});
afterAll(async () => handle?.close());

const pct2 = (x: number) => Math.round(x * 10_000) / 100;

/** Resolves to the MfError code the promise rejects with (fails if it resolves). */
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof MfError) return e.code;
    throw e;
  }
  throw new Error('expected an MfError');
}

describe('ETF corner (calculator 25)', () => {
  it('UTI Nifty 50 Index Fund Direct: the README figures through the database (daily, 2013-02..2026-01)', async () => {
    const t = await getEtfTracking(handle.db, { schemeCode: '120716', fromDate: '2013-01-31', toDate: '2026-01-30' });
    expect(t.indexName).toBe('NIFTY 50 TRI');
    expect(t.frequency).toBe('daily');
    // Daily differences give a larger TE than monthly ones (daily noise partly cancels within a month).
    expect(pct2(t.fundCagr - t.indexCagr)).toBeCloseTo(-0.38, 1);
  });

  it('Nippon Nifty 50 BeES: tracking error 0.28 %, difference -0.11 %', async () => {
    const t = await getEtfTracking(handle.db, { schemeCode: 140084 });
    expect(t.fromDate).toBe('2016-11-07');
    expect(pct2(t.trackingError)).toBe(0.28);
    expect(pct2(t.trackingDifference)).toBe(-0.11);
  });

  it('a scheme that tracks no index we hold: E-10592 (gold ETF, Sensex ETF, active fund)', async () => {
    expect(await codeOf(getEtfTracking(handle.db, { schemeCode: 140088 }))).toBe('E-10592');
    expect(await codeOf(getEtfTracking(handle.db, { schemeCode: 101705 }))).toBe('E-10592');
    expect(await codeOf(getEtfTracking(handle.db, { schemeCode: 118955 }))).toBe('E-10592');
  });
});

describe('compare schemes (calculator 26)', () => {
  it('compares UTI Nifty 50 Direct with HDFC Flexi Cap Direct over their common months', async () => {
    const c = await getSchemeComparison(handle.db, { schemeCodes: '120716,118955' });
    expect(c.toMonth).toBe('2026-01');
    expect(c.fromMonth).toBe('2013-01');
    const uti = c.schemes[0];
    expect(uti.trailing.map((t) => t.years)).toEqual([1, 3, 5, 7, 10]);
    // Hand check: 10-year CAGR = (NAV 2026-01-30 / NAV 2016-01-29)^(1/10) - 1 from mf_nav_monthly.
    const r = await sql<{ a: number; b: number }>`
      SELECT (SELECT nav_adj FROM mf_nav_monthly WHERE scheme_code = 120716 AND month = '2016-01-01') AS a,
             (SELECT nav_adj FROM mf_nav_monthly WHERE scheme_code = 120716 AND month = '2026-01-01') AS b`.execute(
      handle.db,
    );
    expect(uti.trailing[4].cagr).toBeCloseTo((r.rows[0].b / r.rows[0].a) ** 0.1 - 1, 12);
    expect(uti.growth[0].value).toBe(10_000);
    expect(uti.drawdown.troughDate?.startsWith('2020-03')).toBe(true);
    expect(c.schemes[1].calendarYears.find((y) => y.year === 2020)?.partial).toBe(false);
  });

  it('one scheme: E-10584; five: E-10586; twice the same: E-10589; unknown code: E-10580; missing: E-10206', async () => {
    expect(await codeOf(getSchemeComparison(handle.db, { schemeCodes: '120716' }))).toBe('E-10584');
    expect(await codeOf(getSchemeComparison(handle.db, { schemeCodes: '120716,118955,140084,119598,100033' }))).toBe(
      'E-10586',
    );
    expect(await codeOf(getSchemeComparison(handle.db, { schemeCodes: '120716,120716' }))).toBe('E-10589');
    expect(await codeOf(getSchemeComparison(handle.db, { schemeCodes: '120716,999999' }))).toBe('E-10580');
    expect(await codeOf(getSchemeComparison(handle.db, { schemeCodes: '120716,abc' }))).toBe('E-10580');
    expect(await codeOf(getSchemeComparison(handle.db, {}))).toBe('E-10206');
  });

  it('a scheme with no NAV history (IDCW plan): E-10581', async () => {
    expect(await codeOf(getSchemeComparison(handle.db, { schemeCodes: '120716,100034' }))).toBe('E-10581');
  });
});

describe('rolling returns (calculators 16 and 17)', () => {
  it('against NIFTY 50 TRI: 36-month windows of UTI Nifty 50 Direct lag the index in most windows', async () => {
    const r = await getRollingVsBenchmark(handle.db, {
      schemeCode: '120716',
      benchmark: 'NIFTY_50_TRI',
      windowMonths: '36',
    });
    expect(r.fromMonth).toBe('2016-01');
    expect(r.toMonth).toBe('2026-01');
    expect(r.series).toHaveLength(121);
    // An index fund trails its TRI by the fee in nearly every window.
    expect(r.shareBeating).toBeLessThan(0.1);
    expect(r.subject.median - r.other.median).toBeCloseTo(-0.004, 2);
  });

  it('against its category average (Index Funds, Direct)', async () => {
    const r = await getRollingVsCategory(handle.db, { schemeCode: 120716, windowMonths: 12 });
    expect(r.categoryLabel).toContain('Index Funds (Direct)');
    expect(r.series.length).toBeGreaterThan(100);
    expect(r.subject.min).toBeLessThan(0);
    expect(r.subject.shareNegative).toBeGreaterThan(0);
  });

  it('against PPF, FD and gold', async () => {
    const ppf = await getRollingVsBenchmark(handle.db, { schemeCode: 100033, benchmark: 'ppf', windowMonths: 84 });
    expect(ppf.other.min).toBeGreaterThan(0.07);
    expect(ppf.other.max).toBeLessThan(0.09);
    const fd = await getRollingVsBenchmark(handle.db, { schemeCode: 100033, benchmark: 'FD', windowMonths: 12 });
    expect(fd.toMonth <= '2016-04').toBe(true);
    const gold = await getRollingVsBenchmark(handle.db, { schemeCode: 100033, benchmark: 'GOLD', windowMonths: 60 });
    expect(gold.toMonth).toBe('2026-01');
  });

  it('bad window E-10587; unknown benchmark E-10588; window longer than history E-10582', async () => {
    expect(
      await codeOf(
        getRollingVsBenchmark(handle.db, { schemeCode: 120716, benchmark: 'NIFTY_50_TRI', windowMonths: 24 }),
      ),
    ).toBe('E-10587');
    expect(
      await codeOf(getRollingVsBenchmark(handle.db, { schemeCode: 120716, benchmark: 'SENSEX', windowMonths: 12 })),
    ).toBe('E-10588');
    // DSP Nifty Next 50 ETF started in January 2026: one month-end, no 12-month window.
    expect(
      await codeOf(
        getRollingVsBenchmark(handle.db, { schemeCode: 154087, benchmark: 'NIFTY_50_TRI', windowMonths: 12 }),
      ),
    ).toBe('E-10582');
  });

  it('FD history ends in 2016: a scheme launched later has no history in the window (E-10581)', async () => {
    expect(
      await codeOf(getRollingVsBenchmark(handle.db, { schemeCode: 140084, benchmark: 'FD', windowMonths: 12 })),
    ).toBe('E-10581');
  });
});

describe('portfolio overlap (calculator 18)', () => {
  it('Direct and Regular plans of SBI Large Cap share one portfolio: overlap = its equity weight', async () => {
    const o = await getSchemeOverlap(handle.db, { schemeCodes: '119598,103504' });
    const w = await sql<{
      s: number;
    }>`SELECT sum(weight_pct) AS s FROM mf_holding WHERE sheet_code = 'SBLUECHIP' AND asset_class = 'equity'`.execute(
      handle.db,
    );
    expect(o.overlapPct).toBeCloseTo(w.rows[0].s, 9);
    expect(o.overlapPct).toBeCloseTo(95.29, 1);
    expect(o.sameDate).toBe(true);
  });

  it('SBI Large Cap vs Axis Large Cap: sum of the smaller weights, portfolios of different months', async () => {
    const o = await getSchemeOverlap(handle.db, { schemeCodes: ['119598', '120465'] });
    const hand = await sql<{ s: number; n: number }>`
      SELECT sum(least(a.weight_pct, b.weight_pct)) AS s, count(*)::int AS n
      FROM mf_holding a JOIN mf_holding b ON a.isin = b.isin
      WHERE a.sheet_code = 'SBLUECHIP' AND b.sheet_code = 'AXISEQF' AND a.asset_class = 'equity' AND b.asset_class = 'equity'`.execute(
      handle.db,
    );
    expect(o.overlapPct).toBeCloseTo(hand.rows[0].s, 9);
    expect(o.commonCount).toBe(hand.rows[0].n);
    expect(o.schemes.map((s) => s.asOfDate)).toEqual(['2025-07-31', '2025-12-31']);
    expect(o.sameDate).toBe(false);
    expect(o.notes[0]).toContain('different months');
  });

  it('common stocks of two NIFTY 50 trackers (Axis index fund, SBI ETF) are about fifty names', async () => {
    const c = await getCommonStocks(handle.db, { schemeCodes: '149373,135106' });
    expect(c.commonStocks.length).toBeGreaterThanOrEqual(48);
    expect(c.commonStocks.length).toBeLessThanOrEqual(50);
    expect(c.notes).toHaveLength(1);
  });

  it('a scheme without a disclosed portfolio: E-10585; one scheme: E-10584', async () => {
    expect(await codeOf(getSchemeOverlap(handle.db, { schemeCodes: '119598,118955' }))).toBe('E-10585');
    expect(await codeOf(getSchemeOverlap(handle.db, { schemeCodes: '119598' }))).toBe('E-10584');
    expect(await codeOf(getCommonStocks(handle.db, { schemeCodes: '119598,118955' }))).toBe('E-10585');
  });
});

describe('historical SWP (calculator 19) and lump sum', () => {
  it('SWP from HDFC Flexi Cap Direct: month-by-month units and value reconcile', async () => {
    const r = await getSchemeSwp(handle.db, {
      schemeCode: '118955',
      startDate: '2015-01-01',
      initialInvestment: '1000000',
      monthlyWithdrawal: '8000',
    });
    expect(r.purchaseDate).toBe('2015-01-30');
    expect(r.exhaustedMonth).toBeNull();
    const last = r.rows[r.rows.length - 1];
    expect(last.month).toBe('2026-01');
    expect(r.withdrawalsPaid).toBe(132);
    expect(r.totalWithdrawn).toBe(132 * 8000);
    expect(last.value).toBeCloseTo(last.unitsLeft * last.nav, 6);
    const unitsRedeemed = r.rows.reduce((s, x) => s + x.unitsRedeemed, 0);
    expect(unitsRedeemed + last.unitsLeft).toBeCloseTo(1_000_000 / r.purchaseNav, 9);
  });

  it('lump sum uses daily NAVs where the scheme has them', async () => {
    const r = await getSchemeLumpSum(handle.db, {
      schemeCode: 140084,
      startDate: '2020-01-01',
      endDate: '2025-01-01',
      amount: 10_000,
    });
    expect(r.navFrequency).toBe('daily');
    expect(r.buyDate).toBe('2020-01-01');
    expect(r.sellDate).toBe('2025-01-01');
    expect(r.finalValue).toBeCloseTo((10_000 * r.sellNav) / r.buyNav, 9);
  });

  it('start after end E-10583; bad date E-10591; bad amount E-10590; no NAV in window E-10581', async () => {
    const q = { schemeCode: 140084, amount: 10_000 };
    expect(await codeOf(getSchemeLumpSum(handle.db, { ...q, startDate: '2025-01-01', endDate: '2020-01-01' }))).toBe(
      'E-10583',
    );
    expect(await codeOf(getSchemeLumpSum(handle.db, { ...q, startDate: '2025-02-30', endDate: '2026-01-01' }))).toBe(
      'E-10591',
    );
    expect(
      await codeOf(getSchemeLumpSum(handle.db, { ...q, amount: '-5', startDate: '2020-01-01', endDate: '2021-01-01' })),
    ).toBe('E-10590');
    expect(await codeOf(getSchemeLumpSum(handle.db, { ...q, startDate: '2010-01-01', endDate: '2011-01-01' }))).toBe(
      'E-10581',
    );
    expect(
      await codeOf(
        getSchemeSwp(handle.db, {
          schemeCode: 118955,
          startDate: '2030-01-01',
          initialInvestment: 1000,
          monthlyWithdrawal: 10,
        }),
      ),
    ).toBe('E-10581');
    expect(
      await codeOf(getSchemeSwp(handle.db, { schemeCode: 118955, startDate: '2020-01-01', initialInvestment: 1000 })),
    ).toBe('E-10206');
  });
});

describe('what a result says about its data', () => {
  it('a scheme with an unexplained NAV jump says so, with the day and the size', async () => {
    const r = await getSchemeLumpSum(handle.db, {
      schemeCode: 101232,
      startDate: '2024-01-01',
      endDate: '2025-12-31',
      amount: 10_000,
    });
    expect(r.scheme.unexplainedJumps).toEqual([{ date: '2025-04-28', ratio: expect.closeTo(2.69288, 4) }]);
    expect(r.scheme.warnings.join(' ')).toMatch(
      /×2\.69 on 2025-04-28 with no unit split or face-value change on record/,
    );
  });

  it('a split-adjusted ETF says its NAVs are adjusted, and nothing about unexplained jumps', async () => {
    const r = await getEtfTracking(handle.db, { schemeCode: 140084 });
    expect(r.scheme.unexplainedJumps).toEqual([]);
    expect(r.scheme.warnings.join(' ')).toMatch(/unit splits or face-value changes/);
  });

  it('the FD benchmark after April 2016 uses the assumed rate only when given, and says so', async () => {
    const young = { schemeCode: 152437, benchmark: 'FD', windowMonths: 12 };
    expect(await codeOf(getRollingVsBenchmark(handle.db, young))).toBe('E-10581');
    const r = await getRollingVsBenchmark(handle.db, { ...young, fdRatePct: '7' });
    expect(r.fdAssumedRatePct).toBe(7);
    expect(r.notes.join(' ')).toMatch(/Assumption: .*7 % a year/);
    expect(r.series.every((p) => Math.abs(p.other - ((1 + 0.07 / 4) ** 4 - 1)) < 1e-12)).toBe(true);
    expect(await codeOf(getRollingVsBenchmark(handle.db, { ...young, fdRatePct: '-1' }))).toBe('E-10590');
  });
});
