/**
 * The mutual-fund calculators that compare schemes (GET /api/v1/calculator/<name>) on the imported
 * seed: compare-mf-by-schemes, rolling returns against the category and benchmarks, and portfolio
 * overlap, with the data README's hand-checkable figures and every bad-input class's E-code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../support/app.js';
import { expectError, expectSuccess } from '../support/envelope.js';
import { calculatorGet, FUND_APP_TIMEOUT, startFundApp } from './mutual-funds-app.js';

let app: App;
let acme: string;

beforeAll(async () => {
  ({ app, acme } = await startFundApp());
}, FUND_APP_TIMEOUT);
afterAll(async () => app?.close());

const get = calculatorGet(() => ({ app, acme }));

describe('compare-mf-by-schemes (26)', () => {
  it('four schemes under one common period, with trailing, calendar-year, risk and growth', async () => {
    const d = expectSuccess<{
      fromMonth: string;
      toMonth: string;
      amount: number;
      schemes: {
        schemeCode: number;
        trailing: { years: number; cagr: number | null }[];
        growth: { value: number }[];
        volatility: number;
        drawdown: { maxDrawdown: number };
      }[];
      schemeInfo: { schemeName: string }[];
    }>(await get('compare-mf-by-schemes', { schemeCodes: '120716,118955,120465,119528', amount: 5000 }));
    expect([d.fromMonth, d.toMonth, d.amount]).toEqual(['2013-01', '2026-01', 5000]);
    expect(d.schemes.map((s) => s.schemeCode)).toEqual([120716, 118955, 120465, 119528]);
    for (const s of d.schemes) {
      expect(s.growth[0].value).toBe(5000);
      expect(s.trailing.map((t) => t.years)).toEqual([1, 3, 5, 7, 10]);
      expect(s.volatility).toBeGreaterThan(0.05);
      expect(s.drawdown.maxDrawdown).toBeLessThan(0);
    }
    expect(d.schemeInfo[0].schemeName).toMatch(/UTI Nifty 50 Index Fund/);
  });

  it('bad input: one scheme, five, twice the same, unknown, malformed, missing', async () => {
    expectError(await get('compare-mf-by-schemes', { schemeCodes: '120716' }), 422, 'E-10584');
    expectError(
      await get('compare-mf-by-schemes', { schemeCodes: '120716,118955,120465,119528,112277' }),
      422,
      'E-10586',
    );
    expectError(await get('compare-mf-by-schemes', { schemeCodes: '120716,120716' }), 422, 'E-10589');
    expectError(await get('compare-mf-by-schemes', { schemeCodes: '120716,999999' }), 404, 'E-10580');
    expectError(await get('compare-mf-by-schemes', { schemeCodes: 'abc,def' }), 404, 'E-10580');
    expectError(await get('compare-mf-by-schemes', {}), 422, 'E-10206');
    expectError(await get('compare-mf-by-schemes', { schemeCodes: '  ' }), 422, 'E-10206');
    expectError(await get('compare-mf-by-schemes', { schemeCodes: '120716,118955', amount: -1 }), 422, 'E-10590');
  });
});

describe('rolling-return-vs-category (16) and rolling-return-vs-benchmark (17)', () => {
  type Rolling = {
    windowMonths: number;
    fromMonth: string;
    toMonth: string;
    subject: { count: number; median: number };
    other: { count: number };
    shareBeating: number;
    series: unknown[];
    notes?: string[];
  };

  it('84-month windows over the whole history against the category average', async () => {
    const d = expectSuccess<Rolling & { categoryLabel: string }>(
      await get('rolling-return-vs-category', { schemeCode: 120716, windowMonths: 84 }),
    );
    expect([d.windowMonths, d.fromMonth, d.toMonth]).toEqual([84, '2020-01', '2026-01']);
    expect(d.subject.count).toBe(73);
    expect(d.series).toHaveLength(73);
    expect(d.categoryLabel).toBe('Index Funds (Direct), equal-weighted average');
  });

  it('a window longer than the history is E-10582, a window not offered E-10587, an unknown scheme E-10580', async () => {
    const long = expectError(
      await get('rolling-return-vs-category', { schemeCode: 152437, windowMonths: 36 }),
      422,
      'E-10582',
    );
    expect((long.data as { availableMonths: number }).availableMonths).toBeLessThan(36);
    expectError(await get('rolling-return-vs-category', { schemeCode: 120716, windowMonths: 24 }), 422, 'E-10587');
    expectError(await get('rolling-return-vs-category', { schemeCode: 999999, windowMonths: 12 }), 404, 'E-10580');
    expectError(await get('rolling-return-vs-category', { schemeCode: 120716, windowMonths: '' }), 422, 'E-10206');
  });

  it('against NIFTY 50 TRI, PPF and gold', async () => {
    const nifty = expectSuccess<Rolling>(
      await get('rolling-return-vs-benchmark', { schemeCode: 120716, benchmark: 'NIFTY_50_TRI', windowMonths: 36 }),
    );
    // An index fund trails its total-return index by about its fee in almost every window.
    expect(nifty.shareBeating).toBeLessThan(0.1);
    const ppf = expectSuccess<Rolling>(
      await get('rolling-return-vs-benchmark', { schemeCode: 120716, benchmark: 'PPF', windowMonths: 60 }),
    );
    expect(ppf.notes?.join(' ')).toMatch(/7\.1 %/);
    expectSuccess(
      await get('rolling-return-vs-benchmark', { schemeCode: 120716, benchmark: 'GOLD', windowMonths: 12 }),
    );
    expectError(
      await get('rolling-return-vs-benchmark', { schemeCode: 120716, benchmark: 'SENSEX', windowMonths: 12 }),
      422,
      'E-10588',
    );
  });

  it('FD: known rates stop in April 2016; an assumed rate after it is used and said', async () => {
    const known = expectSuccess<Rolling>(
      await get('rolling-return-vs-benchmark', { schemeCode: 120716, benchmark: 'FD', windowMonths: 12 }),
    );
    expect(known.toMonth).toBe('2016-04');
    expectError(
      await get('rolling-return-vs-benchmark', { schemeCode: 152437, benchmark: 'FD', windowMonths: 12 }),
      422,
      'E-10581',
    );
    const assumed = expectSuccess<Rolling & { fdAssumedRatePct: number; fdKnownThrough: string }>(
      await get('rolling-return-vs-benchmark', {
        schemeCode: 120716,
        benchmark: 'FD',
        windowMonths: 12,
        fdRatePct: 6.5,
      }),
    );
    expect([assumed.toMonth, assumed.fdAssumedRatePct, assumed.fdKnownThrough]).toEqual(['2026-01', 6.5, '2016-04']);
    expect(assumed.notes?.join(' ')).toMatch(/Assumption.*6\.5 %/);
    // A 12-month window wholly after the known rates earns exactly the assumed rate, compounded quarterly.
    const last = assumed.series.at(-1) as { other: number };
    expect(last.other).toBeCloseTo((1 + 0.065 / 4) ** 4 - 1, 10);
    expectError(
      await get('rolling-return-vs-benchmark', {
        schemeCode: 120716,
        benchmark: 'FD',
        windowMonths: 12,
        fdRatePct: 45,
      }),
      422,
      'E-10590',
    );
  });
});

describe('mutual-fund-portfolio-overlap and common-stocks-across-mf-schemes (18)', () => {
  it('Axis Large Cap Direct vs ABSL Large Cap Direct: overlap of disclosed portfolios of different months', async () => {
    const d = expectSuccess<{
      overlapPct: number;
      commonCount: number;
      common: { name: string; minWeightPct: number }[];
      sameDate: boolean;
      notes: string[];
      schemes: { asOfDate: string }[];
    }>(await get('mutual-fund-portfolio-overlap', { schemeCodes: '120465,119528' }));
    expect(d.overlapPct).toBeCloseTo(62.45, 2);
    expect(d.common[0].name).toBe('HDFC Bank Limited');
    expect(d.schemes.map((s) => s.asOfDate)).toEqual(['2025-12-31', '2025-07-31']);
    expect(d.sameDate).toBe(false);
    expect(d.notes[0]).toMatch(/different months/);
  });

  it('Direct and Regular plans of one fund share one portfolio', async () => {
    const d = expectSuccess<{ overlapPct: number; sameDate: boolean }>(
      await get('mutual-fund-portfolio-overlap', { schemeCodes: '120465,112277' }),
    );
    expect(d.sameDate).toBe(true);
    expect(d.overlapPct).toBeGreaterThan(90);
  });

  it('bad input: no portfolio E-10585, one scheme E-10584, three E-10586, the same twice E-10589', async () => {
    const none = expectError(
      await get('mutual-fund-portfolio-overlap', { schemeCodes: '120465,118955' }),
      404,
      'E-10585',
    );
    expect(none.message).toMatch(/HDFC Flexi Cap/);
    expectError(await get('mutual-fund-portfolio-overlap', { schemeCodes: '120465' }), 422, 'E-10584');
    expectError(await get('mutual-fund-portfolio-overlap', { schemeCodes: '120465,119528,119598' }), 422, 'E-10586');
    expectError(await get('mutual-fund-portfolio-overlap', { schemeCodes: '120465,120465' }), 422, 'E-10589');
  });

  it('common stocks of three large-cap funds, each with its weight', async () => {
    const d = expectSuccess<{ commonStocks: { name: string; weightsPct: number[] }[]; notes: string[] }>(
      await get('common-stocks-across-mf-schemes', { schemeCodes: '120465,119528,119598' }),
    );
    expect(d.commonStocks.length).toBeGreaterThan(10);
    expect(d.commonStocks.every((c) => c.weightsPct.length === 3)).toBe(true);
    expectError(await get('common-stocks-across-mf-schemes', { schemeCodes: '120465,119528,118955' }), 404, 'E-10585');
  });
});
