/**
 * The mutual-fund calculator endpoints (GET /api/v1/calculator/<name>) on the imported seed:
 * the data README's hand-checkable figures through HTTP, every bad-input class with its exact
 * E-code (never a 500), and the access rules (no token, a package without the calculator).
 * One app for the file: the import takes 15-60 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';

let app: App;
let acme: string;
let globex: string;

beforeAll(async () => {
  app = await buildTestApp({ config: { memoryDb: true, loadFundData: true, logLevel: 'error' } });
  acme = await sessionFor(app, 'employee@acme.example');
  globex = await sessionFor(app, 'employee@globex.example');
}, 240_000);
afterAll(async () => app?.close());

const get = (name: string, query: Record<string, string | number | boolean> = {}, token: string | null = acme) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/calculator/${name}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: token ? bearer(token) : {},
  });

const pct2 = (x: number) => Math.round(x * 10_000) / 100;

type SchemeItem = {
  schemeCode: number;
  schemeName: string;
  amc: string;
  category: string;
  plan: string;
  hasPortfolio: boolean;
  trackedIndex: string | null;
};

describe('scheme lists', () => {
  it('scheme-broad-categories: the five broad categories', async () => {
    const d = expectSuccess<{ broadCategories: { broadCategory: string; schemesActive: number }[] }>(
      await get('scheme-broad-categories'),
    );
    expect(d.broadCategories.map((b) => b.broadCategory)).toEqual([
      'Debt',
      'Equity',
      'Hybrid',
      'Other',
      'Solution Oriented',
    ]);
  });

  it('mf-nav-coverage: the last imported NAV date of the shipped data (31 Jan 2026)', async () => {
    const d = expectSuccess<{ last_nav_date: string | null }>(await get('mf-nav-coverage'));
    expect(d).toEqual({ last_nav_date: '2026-01-31' });
  });

  it('all-scheme-categories: all 47, or one broad category; an unknown one is E-10595', async () => {
    const all = expectSuccess<{ categories: { category: string; broadCategory: string }[] }>(
      await get('all-scheme-categories'),
    );
    expect(all.categories).toHaveLength(47);
    const equity = expectSuccess<{
      categories: { category: string; broadCategory: string; schemesWithHistory: number }[];
    }>(await get('all-scheme-categories', { broadCategory: 'Equity' }));
    expect(equity.categories.every((c) => c.broadCategory === 'Equity')).toBe(true);
    expect(equity.categories.find((c) => c.category === 'Large Cap Fund')?.schemesWithHistory).toBeGreaterThan(50);
    expectError(await get('all-scheme-categories', { broadCategory: 'Crypto' }), 404, 'E-10595');
  });

  it('mutual-fund-companies: active fund houses by default, all 51 with active=false', async () => {
    const active = expectSuccess<{ companies: { amcName: string; schemesActive: number }[] }>(
      await get('mutual-fund-companies'),
    );
    expect(active.companies.map((c) => c.amcName)).toContain('SBI Mutual Fund');
    expect(active.companies.every((c) => c.schemesActive > 0)).toBe(true);
    const all = expectSuccess<{ companies: unknown[] }>(await get('mutual-fund-companies', { active: false }));
    expect(all.companies).toHaveLength(51);
  });

  it('mutual-fund-schemes: every word of the name, or the code; growth schemes with history by default', async () => {
    const d = expectSuccess<{ total: number; schemes: SchemeItem[] }>(
      await get('mutual-fund-schemes', { q: 'uti NIFTY 50 index direct' }),
    );
    expect(d.schemes.map((s) => s.schemeCode)).toContain(120716);
    const byCode = expectSuccess<{ total: number; schemes: SchemeItem[] }>(
      await get('mutual-fund-schemes', { q: '120716' }),
    );
    expect(byCode.schemes[0]).toMatchObject({ schemeCode: 120716, trackedIndex: 'NIFTY 50 TRI', plan: 'Direct' });
    const wild = expectSuccess<{ total: number }>(await get('mutual-fund-schemes', { q: '%_%' }));
    expect(wild.total).toBe(0);
  });

  it('mutual-fund-schemes: filters by fund house, category and plan, portfolio, paging', async () => {
    const d = expectSuccess<{ total: number; limit: number; schemes: SchemeItem[] }>(
      await get('mutual-fund-schemes', {
        amc: 'Axis Mutual Fund',
        category: 'Large Cap Fund',
        plan: 'Direct',
        hasPortfolio: true,
      }),
    );
    expect(d.schemes.map((s) => s.schemeCode)).toContain(120465);
    expect(d.schemes.every((s) => s.amc === 'Axis Mutual Fund' && s.plan === 'Direct' && s.hasPortfolio)).toBe(true);
    const page = expectSuccess<{ total: number; schemes: SchemeItem[] }>(
      await get('mutual-fund-schemes', { broadCategory: 'Equity', limit: 5, offset: 5 }),
    );
    expect(page.schemes).toHaveLength(5);
    expect(page.total).toBeGreaterThan(1000);
    expectError(await get('mutual-fund-schemes', { limit: 500 }), 422, 'E-10502');
    expectError(await get('mutual-fund-schemes', { amc: 'Nobody Mutual Fund' }), 404, 'E-10595');
    expectError(await get('mutual-fund-schemes', { colour: 'red' }), 422, 'E-10502');
  });

  it('mf-schemes-by-amc-broad-category: both required (E-10206), unknown names E-10595', async () => {
    const d = expectSuccess<{ schemes: SchemeItem[] }>(
      await get('mf-schemes-by-amc-broad-category', {
        amc: 'Axis Mutual Fund',
        broadCategory: 'Equity',
        plan: 'Direct',
      }),
    );
    expect(d.schemes.map((s) => s.schemeCode)).toContain(120465);
    const missing = expectError(
      await get('mf-schemes-by-amc-broad-category', { amc: 'Axis Mutual Fund' }),
      422,
      'E-10206',
    );
    expect(fieldErrors(missing).map((f) => f.field)).toEqual(['broadCategory']);
    expectError(
      await get('mf-schemes-by-amc-broad-category', { amc: 'Axis Mutual Fund', broadCategory: 'Crypto' }),
      404,
      'E-10595',
    );
  });
});

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

describe('mutual-fund-swp (19) and mf-lumpsum-returns (the SWP page’s second tab)', () => {
  type Swp = {
    purchaseDate: string;
    purchaseNav: number;
    totalWithdrawn: number;
    finalValue: number;
    gain: number;
    withdrawalsPaid: number;
    exhaustedMonth: string | null;
    rows: { withdrawal: number }[];
  };

  it('₹10 lakh in UTI Nifty 50 Index Direct from January 2015, ₹8,000 a month', async () => {
    const d = expectSuccess<Swp>(
      await get('mutual-fund-swp', {
        schemeCode: 120716,
        startDate: '2015-01-01',
        initialInvestment: 1_000_000,
        monthlyWithdrawal: 8000,
      }),
    );
    expect(d.purchaseDate).toBe('2015-01-30');
    expect(d.exhaustedMonth).toBeNull();
    expect(d.totalWithdrawn).toBe(8000 * d.withdrawalsPaid);
    expect(d.gain).toBeCloseTo(d.totalWithdrawn + d.finalValue - 1_000_000, 6);
    const atStart = expectSuccess<Swp>(
      await get('mutual-fund-swp', {
        schemeCode: 120716,
        startDate: '2015-01-01',
        initialInvestment: 1_000_000,
        monthlyWithdrawal: 8000,
        withdrawAtStart: true,
      }),
    );
    expect(atStart.withdrawalsPaid).toBe(d.withdrawalsPaid + 1);
  });

  it('a withdrawal the holding cannot sustain runs out, and says when', async () => {
    const d = expectSuccess<Swp>(
      await get('mutual-fund-swp', {
        schemeCode: 120716,
        startDate: '2015-01-01',
        endDate: '2020-12-31',
        initialInvestment: 100_000,
        monthlyWithdrawal: 10_000,
      }),
    );
    expect(d.exhaustedMonth).toMatch(/^2015-1[01]$/);
    expect(d.finalValue).toBe(0);
  });

  it('bad input: start after end, an invalid date, a negative amount, a start after the last NAV, missing fields', async () => {
    const base = { schemeCode: 120716, initialInvestment: 100_000, monthlyWithdrawal: 1000 };
    expectError(
      await get('mutual-fund-swp', { ...base, startDate: '2020-01-01', endDate: '2019-01-01' }),
      422,
      'E-10583',
    );
    expectError(await get('mutual-fund-swp', { ...base, startDate: '2015-02-30' }), 422, 'E-10591');
    expectError(
      await get('mutual-fund-swp', { ...base, startDate: '2015-01-01', monthlyWithdrawal: -5 }),
      422,
      'E-10590',
    );
    expectError(await get('mutual-fund-swp', { ...base, startDate: '2030-01-01' }), 422, 'E-10581');
    const missing = expectError(await get('mutual-fund-swp', { schemeCode: 120716 }), 422, 'E-10206');
    expect(fieldErrors(missing).map((f) => f.field)).toEqual(['startDate', 'initialInvestment', 'monthlyWithdrawal']);
  });

  it('lump sum: bought at the first NAV on or after the start, sold at the last on or before the end', async () => {
    const d = expectSuccess<{
      buyDate: string;
      sellDate: string;
      buyNav: number;
      sellNav: number;
      finalValue: number;
      cagr: number;
      navFrequency: string;
      days: number;
    }>(
      await get('mf-lumpsum-returns', {
        schemeCode: 120716,
        startDate: '2013-02-28',
        endDate: '2026-01-31',
        amount: 10_000,
      }),
    );
    expect([d.buyDate, d.sellDate, d.navFrequency]).toEqual(['2013-02-28', '2026-01-30', 'daily']);
    expect(d.finalValue).toBeCloseTo((10_000 * d.sellNav) / d.buyNav, 6);
    expect(d.cagr).toBeCloseTo((d.sellNav / d.buyNav) ** (365 / d.days) - 1, 12);
    const short = expectSuccess<{ cagr: number | null }>(
      await get('mf-lumpsum-returns', {
        schemeCode: 120716,
        startDate: '2025-06-01',
        endDate: '2025-12-31',
        amount: 10_000,
      }),
    );
    expect(short.cagr).toBeNull();
    expectError(
      await get('mf-lumpsum-returns', {
        schemeCode: 120716,
        startDate: '2025-06-01',
        endDate: '2025-06-01',
        amount: 10_000,
      }),
      422,
      'E-10583',
    );
    expectError(
      await get('mf-lumpsum-returns', {
        schemeCode: 120716,
        startDate: '2025-06-01',
        endDate: '2025-13-01',
        amount: 10_000,
      }),
      422,
      'E-10591',
    );
  });
});

describe('etf-corner (25)', () => {
  type Tracking = {
    frequency: string;
    fromDate: string;
    toDate: string;
    observations: number;
    trackingError: number;
    trackingDifference: number;
    fundCagr: number;
    indexCagr: number;
    correlation: number;
    indexName: string;
    growth: unknown[];
  };

  it('without a scheme: the index funds and ETFs whose index we hold', async () => {
    const d = expectSuccess<{ funds: { schemeCode: number; trackedIndex: string }[] }>(await get('etf-corner'));
    expect(d.funds.length).toBeGreaterThan(200);
    expect(d.funds.find((f) => f.schemeCode === 140084)?.trackedIndex).toBe('NIFTY 50 TRI');
  });

  it('UTI Nifty 50 Index Fund Direct, monthly 2013-02..2026-01: CAGR 13.25 % vs 13.63 %, TE 0.32 %, TD -0.38 %', async () => {
    const d = expectSuccess<Tracking>(
      await get('etf-corner', {
        schemeCode: 120716,
        frequency: 'monthly',
        fromDate: '2013-02-01',
        toDate: '2026-01-31',
      }),
    );
    expect([d.frequency, d.fromDate, d.toDate, d.observations, d.indexName]).toEqual([
      'monthly',
      '2013-02-28',
      '2026-01-30',
      155,
      'NIFTY 50 TRI',
    ]);
    expect([pct2(d.fundCagr), pct2(d.indexCagr), pct2(d.trackingError), pct2(d.trackingDifference)]).toEqual([
      13.25, 13.63, 0.32, -0.38,
    ]);
    expect(d.correlation).toBeCloseTo(0.9998, 4);
    expect(d.growth).toHaveLength(156);
  });

  it('Nippon India ETF Nifty 50 BeES, daily from 2016-11: TE 0.28 %, TD -0.11 %', async () => {
    const d = expectSuccess<Tracking>(await get('etf-corner', { schemeCode: 140084 }));
    expect([d.frequency, d.fromDate]).toEqual(['daily', '2016-11-07']);
    expect([pct2(d.trackingError), pct2(d.trackingDifference)]).toEqual([0.28, -0.11]);
  });

  it('bad input: no index we hold E-10592, no daily history E-10581, dates reversed E-10583', async () => {
    expectError(await get('etf-corner', { schemeCode: 140088 }), 422, 'E-10592');
    expectError(await get('etf-corner', { schemeCode: 101705 }), 422, 'E-10592');
    expectError(await get('etf-corner', { schemeCode: 100822, frequency: 'daily' }), 422, 'E-10581');
    expectError(
      await get('etf-corner', { schemeCode: 120716, fromDate: '2020-01-01', toDate: '2019-01-01' }),
      422,
      'E-10583',
    );
    expectError(await get('etf-corner', { schemeCode: 120716, frequency: 'weekly' }), 422, 'E-10502');
  });
});

describe('goal-based-topup-sip (23) and step-up-sip (24): the formula calculators over GET', () => {
  it('step-up SIP: ₹5,000, 10 % step-up, 12 %, 10 years -> ₹16,87,163 on ₹9,56,245 invested', async () => {
    const d = expectSuccess<{ futureValue: number; totalInvested: number }>(
      await get('step-up-sip', { monthlyInvestment: 5000, annualStepUpPct: 10, annualReturnPct: 12, years: 10 }),
    );
    expect(Math.round(d.futureValue)).toBe(1_687_163);
    expect(Math.round(d.totalInvested)).toBe(956_245);
  });

  it('goal-based top-up SIP: with 0 % top-up the starting SIP is the flat SIP', async () => {
    const d = expectSuccess<{ startingMonthlySip: number; flatMonthlySip: number; futureCost: number }>(
      await get('goal-based-topup-sip', {
        currentCost: 2_500_000,
        years: 15,
        inflationPct: 6,
        annualReturnPct: 12,
        annualTopUpPct: 0,
      }),
    );
    expect(d.futureCost).toBeCloseTo(2_500_000 * 1.06 ** 15, 4);
    expect(d.startingMonthlySip).toBeCloseTo(d.flatMonthlySip, 6);
  });

  it('missing fields E-10206, a wrong type E-10541, out of range E-10542, unknown field E-10502', async () => {
    const missing = expectError(
      await get('goal-based-topup-sip', { currentCost: 2_500_000, years: 15 }),
      422,
      'E-10206',
    );
    expect(fieldErrors(missing).map((f) => f.field)).toEqual(['inflationPct', 'annualReturnPct', 'annualTopUpPct']);
    expectError(
      await get('step-up-sip', { monthlyInvestment: 'lots', annualStepUpPct: 10, annualReturnPct: 12, years: 10 }),
      422,
      'E-10541',
    );
    expectError(
      await get('step-up-sip', { monthlyInvestment: 0, annualStepUpPct: 10, annualReturnPct: 12, years: 10 }),
      422,
      'E-10542',
    );
    expectError(
      await get('step-up-sip', {
        monthlyInvestment: 5000,
        annualStepUpPct: 10,
        annualReturnPct: 12,
        years: 10,
        colour: 'red',
      }),
      422,
      'E-10502',
    );
  });
});

describe('access', () => {
  const CALCULATOR_CALLS: [string, Record<string, string | number>][] = [
    ['rolling-return-vs-category', { schemeCode: 120716, windowMonths: 12 }],
    ['rolling-return-vs-benchmark', { schemeCode: 120716, benchmark: 'PPF', windowMonths: 12 }],
    ['mutual-fund-portfolio-overlap', { schemeCodes: '120465,119528' }],
    ['common-stocks-across-mf-schemes', { schemeCodes: '120465,119528' }],
    [
      'mutual-fund-swp',
      { schemeCode: 120716, startDate: '2020-01-01', initialInvestment: 100000, monthlyWithdrawal: 1000 },
    ],
    ['mf-lumpsum-returns', { schemeCode: 120716, startDate: '2020-01-01', endDate: '2021-01-01', amount: 1000 }],
    ['compare-mf-by-schemes', { schemeCodes: '120716,118955' }],
    ['etf-corner', {}],
    ['goal-based-topup-sip', { currentCost: 1, years: 1, inflationPct: 1, annualReturnPct: 1, annualTopUpPct: 1 }],
    ['step-up-sip', { monthlyInvestment: 1, annualStepUpPct: 1, annualReturnPct: 1, years: 1 }],
  ];
  const LISTS = [
    'all-scheme-categories',
    'scheme-broad-categories',
    'mutual-fund-companies',
    'mutual-fund-schemes',
    'mf-nav-coverage',
  ];

  it('no token: 401 E-10010 on every endpoint', async () => {
    for (const [name, query] of CALCULATOR_CALLS) expectError(await get(name, query, null), 401, 'E-10010');
    for (const name of LISTS) expectError(await get(name, {}, null), 401, 'E-10010');
  });

  it('Globex (calculators 1-11) may list schemes but is refused every mutual-fund calculator with E-10117, even with a bad query', async () => {
    for (const name of LISTS) expectSuccess(await get(name, {}, globex));
    for (const [name, query] of CALCULATOR_CALLS) {
      expectError(await get(name, query, globex), 403, 'E-10117');
      expectError(await get(name, {}, globex), 403, 'E-10117');
    }
  });

  it('Acme (all 26 calculators) gets every calculator', async () => {
    for (const [name, query] of CALCULATOR_CALLS) expectSuccess(await get(name, query));
  });
});

describe('hostile input is a 4xx with an E-code, never a 500', () => {
  it('odd scheme codes, dates, numbers and search text', async () => {
    const calls: [string, Record<string, string>][] = [
      ['mutual-fund-schemes', { q: "'; DROP TABLE mf_scheme; --" }],
      ['mutual-fund-schemes', { q: '\\' }],
      ['rolling-return-vs-category', { schemeCode: '9'.repeat(40), windowMonths: '84' }],
      ['rolling-return-vs-category', { schemeCode: '1.5', windowMonths: '84' }],
      ['compare-mf-by-schemes', { schemeCodes: ',,,' }],
      ['compare-mf-by-schemes', { schemeCodes: '1,2,3' }],
      [
        'mutual-fund-swp',
        { schemeCode: '120716', startDate: '2015-01-01', initialInvestment: 'Infinity', monthlyWithdrawal: '1' },
      ],
      ['mf-lumpsum-returns', { schemeCode: '120716', startDate: '0000-01-01', endDate: '9999-12-31', amount: '1e308' }],
      ['etf-corner', { schemeCode: '0' }],
    ];
    for (const [name, query] of calls) {
      const res = await get(name, query);
      expect(res.statusCode, `${name} ${JSON.stringify(query)}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${name} ${JSON.stringify(query)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400) expect(JSON.parse(res.body).status_code).toMatch(/^E-\d{5}$/);
    }
  });
});
