/**
 * Fund analytics: month-end alignment, CAGR, trailing, calendar-year and rolling returns, growth of an
 * investment, lump sum and historical SWP.
 */
import { describe, expect, it } from 'vitest';
import {
  alignMonthEnds,
  compareRollingReturns,
  getCagr,
  getCagrBetweenMonths,
  getCalendarYearReturns,
  getGrowthOfInvestment,
  getHistoricalSwp,
  getLumpSumReturn,
  getMonthlyReturns,
  getRollingDistribution,
  getRollingReturns,
  getTrailingReturns,
  toMonthEnds,
} from '../../src/calculators/mf/index.js';
import { months } from './month-series.js';

describe('month-end alignment', () => {
  it('keeps the last observation of each calendar month', () => {
    const s = toMonthEnds([
      { date: '2024-01-30', value: 10 },
      { date: '2024-01-31', value: 11 },
      { date: '2024-02-28', value: 12 },
      { date: '2024-01-02', value: 9 },
    ]);
    expect(s).toEqual([
      { month: '2024-01', date: '2024-01-31', value: 11 },
      { month: '2024-02', date: '2024-02-28', value: 12 },
    ]);
  });

  it('pairs two series on the months both have, each with its own date', () => {
    const a = [
      { month: '2024-01', date: '2024-01-30', value: 1 },
      { month: '2024-02', date: '2024-02-29', value: 2 },
    ];
    const b = [
      { month: '2024-02', date: '2024-02-28', value: 3 },
      { month: '2024-03', date: '2024-03-28', value: 4 },
    ];
    const { months: m, columns } = alignMonthEnds([a, b]);
    expect(m).toEqual(['2024-02']);
    expect(columns[0][0].date).toBe('2024-02-29');
    expect(columns[1][0].date).toBe('2024-02-28');
  });

  it('does not count a two-month gap as one monthly return', () => {
    const s = [...months('2024-01', [100, 110]), { month: '2024-04', date: '2024-04-28', value: 121 }];
    expect(getMonthlyReturns(s).map((r) => r.value)).toEqual([0.10000000000000009]);
  });
});

describe('CAGR and trailing returns', () => {
  it('100 -> 121 over two years is 10 % a year', () => {
    expect(getCagr(100, 121, 2)).toBeCloseTo(0.1, 12);
    expect(
      getCagrBetweenMonths(
        { month: '2020-01', date: '2020-01-31', value: 100 },
        { month: '2022-01', date: '2022-01-31', value: 121 },
      ),
    ).toBeCloseTo(0.1, 12);
  });

  it('trailing 1/3/5/7/10-year returns of a 1 %-a-month series; null past the history', () => {
    // 2015-01 .. 2026-01 = 133 month-ends growing 1 % a month: every trailing CAGR = 1.01^12 - 1.
    const s = months(
      '2015-01',
      Array.from({ length: 133 }, (_, i) => 100 * 1.01 ** i),
    );
    const t = getTrailingReturns(s);
    expect(t.map((x) => x.years)).toEqual([1, 3, 5, 7, 10]);
    for (const x of t) expect(x.cagr).toBeCloseTo(1.01 ** 12 - 1, 12);
    expect(t[1].absoluteReturn).toBeCloseTo(1.01 ** 36 - 1, 12);
    expect(t[4].fromDate).toBe('2016-01-28');
    const short = getTrailingReturns(s.slice(-40));
    expect(short[2]).toMatchObject({ years: 5, cagr: null, absoluteReturn: null, fromDate: null });
  });

  it('calendar-year returns are December to December; the last year is partial', () => {
    const s = months('2021-12', [100, ...Array(11).fill(105), 110, 110, 121]);
    // 2021-12=100 .. 2022-12=110 (index 12), 2023-01=110, 2023-02=121 (YTD)
    const y = getCalendarYearReturns(s);
    expect(y).toHaveLength(2);
    expect(y[0]).toMatchObject({ year: 2022, partial: false });
    expect(y[0].return).toBeCloseTo(0.1, 12);
    expect(y[1]).toMatchObject({ year: 2023, partial: true, toDate: '2023-02-28' });
    expect(y[1].return).toBeCloseTo(0.1, 12);
  });
});

describe('growth of ₹10,000', () => {
  it('scales the series so the first point is the amount', () => {
    const g = getGrowthOfInvestment([
      { date: '2020-01-01', value: 50 },
      { date: '2021-01-01', value: 65 },
    ]);
    expect(g.map((p) => p.value)).toEqual([10_000, 13_000]);
  });
});

describe('rolling returns', () => {
  it('a series doubling every year has 100 % for every 12- and 36-month window', () => {
    const s = months(
      '2010-01',
      Array.from({ length: 49 }, (_, i) => 2 ** (i / 12)),
    );
    const r12 = getRollingReturns(s, 12);
    expect(r12).toHaveLength(37);
    expect(r12[0]).toMatchObject({ month: '2011-01', startMonth: '2010-01' });
    for (const p of r12) expect(p.value).toBeCloseTo(1, 12);
    const r36 = getRollingReturns(s, 36);
    expect(r36).toHaveLength(13);
    for (const p of r36) expect(p.value).toBeCloseTo(1, 12);
  });

  it('distribution: min, median (even count), max, share negative', () => {
    const d = getRollingDistribution([0.05, -0.02, 0.1, 0.01]);
    expect(d).toMatchObject({ count: 4, min: -0.02, max: 0.1, shareNegative: 0.25 });
    expect(d.median).toBeCloseTo(0.03, 15);
    expect(d.mean).toBeCloseTo(0.035, 15);
  });

  it('share beating: windows where the scheme beat the other side', () => {
    // Scheme: +1 %/month for 24 months then flat for 12; other side: steady 6 % a year.
    const subject = months(
      '2015-01',
      Array.from({ length: 37 }, (_, i) => 1.01 ** Math.min(i, 24)),
    );
    const other = months(
      '2015-01',
      Array.from({ length: 37 }, (_, i) => 1.06 ** (i / 12)),
    );
    const c = compareRollingReturns({ subject, other, windowMonths: 12 });
    expect(c.series).toHaveLength(25);
    // Windows ending 2016-01..2017-01 hold 12 months of +1 % (12.68 % > 6 %): 13 windows. Later ones
    // include flat months; the window ending 2017-07 has 6 up months (6.15 % > 6 %), 2017-08 has 5 (5.10 %).
    expect(
      c.series
        .filter((p) => p.subject > p.other)
        .map((p) => p.month)
        .at(-1),
    ).toBe('2017-07');
    expect(c.shareBeating).toBeCloseTo(19 / 25, 12);
    expect(c.subject.min).toBe(0);
    expect(c.other.median).toBeCloseTo(0.06, 12);
    expect(c.subject.shareNegative).toBe(0);
  });
});

describe('historical SWP', () => {
  it('NAV +10 % a month and a withdrawal of 10 % keeps the holding at ₹1,000', () => {
    const navs = months('2020-01', [10, 11, 12.1, 13.31]);
    const r = getHistoricalSwp({ navs, startDate: '2020-01-01', initialInvestment: 1000, monthlyWithdrawal: 100 });
    expect(r.purchaseNav).toBe(10);
    expect(r.rows).toHaveLength(4);
    expect(r.rows[1].unitsRedeemed).toBeCloseTo(100 / 11, 12);
    for (const row of r.rows) expect(row.value).toBeCloseTo(1000, 9);
    expect(r.totalWithdrawn).toBe(300);
    expect(r.withdrawalsPaid).toBe(3);
    expect(r.gain).toBeCloseTo(300, 9);
    expect(r.exhaustedMonth).toBeNull();
  });

  it('runs out: flat NAV, ₹1,000 and ₹300 a month pays 300, 300, 300, then the last 100', () => {
    const navs = months('2020-01', [10, 10, 10, 10, 10, 10]);
    const r = getHistoricalSwp({ navs, startDate: '2020-01-15', initialInvestment: 1000, monthlyWithdrawal: 300 });
    expect(r.rows.map((x) => x.withdrawal)).toEqual([0, 300, 300, 300, 100]);
    expect(r.exhaustedMonth).toBe('2020-05');
    expect(r.finalValue).toBe(0);
    expect(r.totalWithdrawn).toBe(1000);
  });

  it('withdrawAtStart takes the first withdrawal at purchase (start-of-month convention)', () => {
    const navs = months('2020-01', [10, 10]);
    const r = getHistoricalSwp({
      navs,
      startDate: '2020-01-01',
      initialInvestment: 1000,
      monthlyWithdrawal: 100,
      withdrawAtStart: true,
    });
    expect(r.rows.map((x) => x.value)).toEqual([900, 800]);
  });
});

describe('lump sum', () => {
  it('buys at the first NAV on/after the start and sells at the last on/before the end', () => {
    const points = [
      { date: '2019-12-31', value: 90 },
      { date: '2020-01-02', value: 100 },
      { date: '2021-01-01', value: 110 },
      { date: '2021-01-05', value: 999 },
    ];
    const r = getLumpSumReturn({ points, startDate: '2020-01-01', endDate: '2021-01-04', amount: 10_000 });
    expect(r).toMatchObject({ buyDate: '2020-01-02', sellDate: '2021-01-01', days: 365, units: 100 });
    expect(r.finalValue).toBeCloseTo(11_000, 9);
    expect(r.absoluteReturn).toBeCloseTo(0.1, 12);
    expect(r.cagr).toBeCloseTo(0.1, 12);
  });

  it('under a year the CAGR is not reported', () => {
    const r = getLumpSumReturn({
      points: [
        { date: '2020-01-01', value: 10 },
        { date: '2020-06-01', value: 11 },
      ],
      startDate: '2020-01-01',
      endDate: '2020-06-01',
      amount: 100,
    });
    expect(r.cagr).toBeNull();
  });
});
