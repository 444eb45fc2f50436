/**
 * The mutual-fund calculators for one investment (GET /api/v1/calculator/<name>) on the imported
 * seed: SWP and lump sum, the ETF corner's tracking figures, and the step-up and goal-based top-up
 * SIP formulas, with the data README's hand-checkable figures and every bad-input class's E-code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../support/app.js';
import { expectError, expectSuccess, fieldErrors } from '../support/envelope.js';
import { calculatorGet, FUND_APP_TIMEOUT, startFundApp } from './mutual-funds-app.js';

let app: App;
let acme: string;

beforeAll(async () => {
  ({ app, acme } = await startFundApp());
}, FUND_APP_TIMEOUT);
afterAll(async () => app?.close());

const get = calculatorGet(() => ({ app, acme }));

const pct2 = (x: number) => Math.round(x * 10_000) / 100;

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
