/**
 * The mutual-fund calculator endpoints (GET /api/v1/calculator/<name>) on the imported seed: the
 * scheme lists, the access rules (no token, a package without the calculator) and hostile input
 * that must be a 4xx with an E-code, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import { calculatorGet, FUND_APP_TIMEOUT, startFundApp } from './mutual-funds-app.js';

let app: App;
let acme: string;
let globex: string;

beforeAll(async () => {
  ({ app, acme, globex } = await startFundApp());
}, FUND_APP_TIMEOUT);
afterAll(async () => app?.close());

const get = calculatorGet(() => ({ app, acme }));

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
