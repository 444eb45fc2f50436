/** Every bad-input class of the pure analytics raises its catalogue code, never a plain crash. */
import { describe, expect, it } from 'vitest';
import shared from '../../schemas/catalogue/errors.json' with { type: 'json' };
import {
  assertRequiredFields,
  assertRollingWindow,
  compareRollingReturns,
  compareSchemes,
  getHistoricalSwp,
  getLumpSumReturn,
  getPortfolioOverlap,
  getTrackingStats,
  getTrailingReturns,
  MF_ERROR_CODES,
  MfError,
  parsePositiveAmount,
  parseSchemeCode,
  type MonthValue,
} from '../../src/calculators/mf/index.js';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof MfError) return e.code;
    throw e;
  }
  throw new Error('expected an MfError');
}

/** The mutual-fund part of the product's catalogue. */
const catalogue = Object.fromEntries(
  MF_ERROR_CODES.map((c) => [c, (shared.errors as Record<string, { http: number; message: string }>)[c]]),
) as Record<(typeof MF_ERROR_CODES)[number], { http: number; message: string }>;

const m = (month: string, value: number): MonthValue => ({ month, date: `${month}-28`, value });
const twoYears = Array.from({ length: 25 }, (_, i) =>
  m(`${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, 100 + i),
);

describe('error catalogue', () => {
  it('codes sit in E-10580..E-10599 (plus the shared E-10206), each with an HTTP status and a message', () => {
    for (const [code, v] of Object.entries(catalogue)) {
      expect(code === 'E-10206' || (code >= 'E-10580' && code <= 'E-10599')).toBe(true);
      expect([400, 404, 422]).toContain(v.http);
      expect(v.message.length).toBeGreaterThan(10);
    }
  });

  it('MfError carries the code, the HTTP status and a default message', () => {
    const e = new MfError('E-10580');
    expect([e.code, e.http, e.message]).toEqual(['E-10580', 404, catalogue['E-10580'].message]);
    expect(new MfError('E-10581', 'custom').message).toBe('custom');
  });
});

describe('bad input -> code', () => {
  it('unknown or malformed scheme code: E-10580', () => {
    expect(codeOf(() => parseSchemeCode('12a'))).toBe('E-10580');
    expect(codeOf(() => parseSchemeCode(-3))).toBe('E-10580');
    expect(parseSchemeCode(' 120716 ')).toBe(120716);
  });

  it('required field missing: E-10206 naming the fields', () => {
    const e = (() => {
      try {
        assertRequiredFields({ schemeCode: '1', startDate: ' ' }, ['schemeCode', 'startDate', 'amount']);
      } catch (err) {
        return err as MfError;
      }
    })();
    expect(e?.code).toBe('E-10206');
    expect(e?.details).toEqual({ fields: ['startDate', 'amount'] });
  });

  it('no history in the window: E-10581', () => {
    expect(
      codeOf(() =>
        getLumpSumReturn({
          points: [{ date: '2020-01-01', value: 10 }],
          startDate: '2021-01-01',
          endDate: '2022-01-01',
          amount: 1,
        }),
      ),
    ).toBe('E-10581');
    expect(
      codeOf(() =>
        compareRollingReturns({ subject: twoYears, other: [m('2010-01', 1), m('2011-01', 2)], windowMonths: 12 }),
      ),
    ).toBe('E-10581');
    expect(codeOf(() => getTrailingReturns(twoYears, { asOfMonth: '2030-01' }))).toBe('E-10581');
    expect(
      codeOf(() =>
        getTrackingStats({
          fund: [{ date: '2020-01-01', value: 1 }],
          index: [{ date: '2021-01-01', value: 1 }],
          frequency: 'daily',
        }),
      ),
    ).toBe('E-10581');
  });

  it('window longer than the history: E-10582', () => {
    expect(codeOf(() => compareRollingReturns({ subject: twoYears, other: twoYears, windowMonths: 36 }))).toBe(
      'E-10582',
    );
    expect(compareRollingReturns({ subject: twoYears, other: twoYears, windowMonths: 24 }).series).toHaveLength(1);
    expect(
      codeOf(() => getTrackingStats({ fund: twoYears.slice(0, 4), index: twoYears.slice(0, 4), frequency: 'monthly' })),
    ).toBe('E-10582');
  });

  it('start date after (or on) the end date: E-10583', () => {
    expect(
      codeOf(() => getLumpSumReturn({ points: [], startDate: '2022-01-01', endDate: '2021-01-01', amount: 1 })),
    ).toBe('E-10583');
    expect(
      codeOf(() => getLumpSumReturn({ points: [], startDate: '2022-01-01', endDate: '2022-01-01', amount: 1 })),
    ).toBe('E-10583');
    expect(
      codeOf(() =>
        getHistoricalSwp({
          navs: twoYears,
          startDate: '2021-06-01',
          endDate: '2021-01-01',
          initialInvestment: 1,
          monthlyWithdrawal: 1,
        }),
      ),
    ).toBe('E-10583');
    expect(
      codeOf(() =>
        getTrackingStats({
          fund: twoYears,
          index: twoYears,
          frequency: 'monthly',
          fromDate: '2021-01-01',
          toDate: '2020-01-01',
        }),
      ),
    ).toBe('E-10583');
  });

  it('one scheme where two are needed: E-10584; more than four: E-10586; the same twice: E-10589', () => {
    const s = (schemeCode: number) => ({ schemeCode, navs: twoYears });
    expect(codeOf(() => compareSchemes({ schemes: [s(1)] }))).toBe('E-10584');
    expect(codeOf(() => compareSchemes({ schemes: [s(1), s(2), s(3), s(4), s(5)] }))).toBe('E-10586');
    expect(codeOf(() => compareSchemes({ schemes: [s(1), s(1)] }))).toBe('E-10589');
    expect(compareSchemes({ schemes: [s(1), s(2), s(3), s(4)] }).schemes).toHaveLength(4);
  });

  it('overlap with a scheme that has no disclosed portfolio: E-10585', () => {
    expect(codeOf(() => getPortfolioOverlap([], [{ isin: 'X', name: 'X', weightPct: 1 }]))).toBe('E-10585');
  });

  it('rolling window not offered: E-10587', () => {
    expect(codeOf(() => assertRollingWindow('24'))).toBe('E-10587');
    expect(codeOf(() => assertRollingWindow(undefined))).toBe('E-10587');
    expect(assertRollingWindow('36')).toBe(36);
  });

  it('non-positive amount: E-10590; invalid date: E-10591', () => {
    expect(codeOf(() => parsePositiveAmount('0', 'amount'))).toBe('E-10590');
    expect(
      codeOf(() =>
        getHistoricalSwp({
          navs: twoYears,
          startDate: '2020-01-01',
          initialInvestment: 100,
          monthlyWithdrawal: Number.NaN,
        }),
      ),
    ).toBe('E-10590');
    expect(
      codeOf(() => getLumpSumReturn({ points: [], startDate: '2021-02-29', endDate: '2022-01-01', amount: 1 })),
    ).toBe('E-10591');
    expect(
      codeOf(() => getLumpSumReturn({ points: [], startDate: '01/01/2021', endDate: '2022-01-01', amount: 1 })),
    ).toBe('E-10591');
  });
});
