import { describe, expect, it } from 'vitest';
import {
  addMonths,
  buildFdIndex,
  buildPpfIndex,
  chainMonthlyReturns,
  compareRollingReturns,
  compareSchemes,
  getAnnualisedVolatility,
  getCommonHoldings,
  getCagr,
  getCagrBetweenMonths,
  getCalendarYearReturns,
  getGrowthOfInvestment,
  getHistoricalSwp,
  getLumpSumReturn,
  getMaxDrawdown,
  getMonthlyReturns,
  getPortfolioOverlap,
  getRollingDistribution,
  getRollingReturns,
  getTrackingStats,
  getTrailingReturns,
  toMonthEnds,
  alignMonthEnds,
  type MonthValue,
} from '../../src/calculators/mf/index.js';

/** A month-end series from 'YYYY-MM' and values, dated on the 28th (any in-month day works). */
function months(from: string, values: number[]): MonthValue[] {
  return values.map((value, i) => {
    const month = addMonths(from, i);
    return { month, date: `${month}-28`, value };
  });
}

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

describe('risk', () => {
  it('volatility is the sample std-dev of monthly returns x sqrt(12)', () => {
    // returns +10 %, -10 %: mean 0, sample sd = sqrt((0.01 + 0.01) / 1) = 0.141421
    expect(getAnnualisedVolatility([0.1, -0.1], 'monthly')).toBeCloseTo(Math.sqrt(0.02) * Math.sqrt(12), 12);
    expect(getAnnualisedVolatility([0.1], 'monthly')).toBeNull();
  });

  it('maximum drawdown: 100, 120, 90, 130 falls 25 % from 120 and recovers at 130', () => {
    const d = getMaxDrawdown([
      { date: '2020-01-31', value: 100 },
      { date: '2020-02-29', value: 120 },
      { date: '2020-03-31', value: 90 },
      { date: '2020-04-30', value: 130 },
    ]);
    expect(d).toEqual({
      maxDrawdown: -0.25,
      peakDate: '2020-02-29',
      troughDate: '2020-03-31',
      recoveryDate: '2020-04-30',
    });
  });

  it('an unrecovered drawdown has no recovery date; a rising series has none at all', () => {
    expect(
      getMaxDrawdown([
        { date: '2020-01-01', value: 10 },
        { date: '2020-01-02', value: 8 },
      ]).recoveryDate,
    ).toBeNull();
    expect(
      getMaxDrawdown([
        { date: '2020-01-01', value: 10 },
        { date: '2020-01-02', value: 11 },
      ]).maxDrawdown,
    ).toBe(0);
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

describe('tracking error and difference', () => {
  it('TE = sample sd of monthly return differences x sqrt(12); TD = CAGR difference', () => {
    // Index returns +10 %, +10 %, 0 % repeated; fund +11 %, +10 %, -1 %: differences +1 %, 0, -1 %.
    const ri = [0.1, 0.1, 0, 0.1, 0.1, 0];
    const rf = [0.11, 0.1, -0.01, 0.11, 0.1, -0.01];
    const level = (rs: number[]) => rs.reduce((acc, r) => [...acc, acc[acc.length - 1] * (1 + r)], [100]);
    const toPoints = (ls: number[]) => ls.map((value, i) => ({ date: `${addMonths('2020-01', i)}-28`, value }));
    const t = getTrackingStats({ fund: toPoints(level(rf)), index: toPoints(level(ri)), frequency: 'monthly' });
    // mean d = 0; sample sd = sqrt(4 x 0.0001 / 5)
    expect(t.observations).toBe(6);
    expect(t.trackingError).toBeCloseTo(Math.sqrt(0.0004 / 5) * Math.sqrt(12), 12);
    const fundEnd = level(rf)[6];
    const indexEnd = level(ri)[6];
    expect(t.trackingDifference).toBeCloseTo((fundEnd / 100) ** 2 - (indexEnd / 100) ** 2, 12);
  });

  it('the growth path: 10,000 in each at the first aligned date, then the last aligned date of each month', () => {
    const days = ['2020-01-30', '2020-01-31', '2020-02-27', '2020-02-28', '2020-03-02'];
    const fund = days.map((date, i) => ({ date, value: 100 + i }));
    const index = days.map((date, i) => ({ date, value: 1000 + 20 * i }));
    const many = [...Array(25).keys()].map((i) => ({
      date: `2020-04-${String(i + 1).padStart(2, '0')}`,
      value: 110 + i,
    }));
    const t = getTrackingStats({
      fund: [...fund, ...many],
      index: [...index, ...many.map((p) => ({ ...p, value: p.value * 10 }))],
      frequency: 'daily',
    });
    expect(t.growth.slice(0, 4).map((g) => g.date)).toEqual(['2020-01-30', '2020-01-31', '2020-02-28', '2020-03-02']);
    expect(t.growth[0]).toEqual({ date: '2020-01-30', fund: 10_000, index: 10_000 });
    expect(t.growth[2].fund).toBeCloseTo(10_300, 10);
    expect(t.growth[2].index).toBeCloseTo(10_600, 10);
    expect(t.growth.at(-1)?.date).toBe('2020-04-25');
  });
});

describe('portfolio overlap', () => {
  it('sums the smaller weight over common ISINs', () => {
    const a = [
      { isin: 'INE000000001', name: 'X', weightPct: 10 },
      { isin: 'INE000000002', name: 'Y', weightPct: 5 },
      { isin: 'INE000000003', name: 'Z', weightPct: 3 },
    ];
    const b = [
      { isin: 'INE000000001', name: 'X', weightPct: 4 },
      { isin: 'INE000000002', name: 'Y', weightPct: 8 },
      { isin: 'INE000000009', name: 'W', weightPct: 9 },
    ];
    const o = getPortfolioOverlap(a, b);
    expect(o.overlapPct).toBe(9);
    expect(o.commonCount).toBe(2);
    expect(o.common.map((c) => [c.name, c.weightPctA, c.weightPctB])).toEqual([
      ['Y', 5, 8],
      ['X', 10, 4],
    ]);
    expect(getPortfolioOverlap(b, a).overlapPct).toBe(9);
  });

  it('a portfolio against itself overlaps by its whole weight; two lots of one ISIN are summed', () => {
    const a = [
      { isin: 'I1', name: 'X', weightPct: 6 },
      { isin: 'I1', name: 'X', weightPct: 4 },
      { isin: 'I2', name: 'Y', weightPct: 20 },
    ];
    expect(getPortfolioOverlap(a, a).overlapPct).toBe(30);
  });
});

describe('common holdings', () => {
  it('keeps the ISINs every portfolio holds, with each weight', () => {
    const p1 = [
      { isin: 'A', name: 'A', weightPct: 5 },
      { isin: 'B', name: 'B', weightPct: 2 },
    ];
    const p2 = [
      { isin: 'A', name: 'A', weightPct: 1 },
      { isin: 'B', name: 'B', weightPct: 4 },
      { isin: 'C', name: 'C', weightPct: 9 },
    ];
    const p3 = [
      { isin: 'B', name: 'B', weightPct: 3 },
      { isin: 'A', name: 'A', weightPct: 7 },
    ];
    expect(getCommonHoldings([p1, p2, p3])).toEqual([
      { isin: 'B', name: 'B', weightsPct: [2, 4, 3], minWeightPct: 2 },
      { isin: 'A', name: 'A', weightsPct: [5, 1, 7], minWeightPct: 1 },
    ]);
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

describe('benchmark series', () => {
  it('PPF at 7.1 %: one deposit grows by 7.1 % a year, credited each March', () => {
    const rates = [{ fromDate: '2020-04-01', toDate: '2025-09-30', ratePctPa: 7.1 }];
    const s = buildPpfIndex({ rates, fromMonth: '2021-03', toMonth: '2023-03' });
    expect(s.find((p) => p.month === '2022-03')?.value).toBeCloseTo(107.1, 10);
    expect(s.find((p) => p.month === '2021-09')?.value).toBeCloseTo(100 + (6 * 7.1) / 12, 10);
    expect(s.find((p) => p.month === '2023-03')?.value).toBeCloseTo(107.1 * 1.071, 10);
  });

  it('PPF stops after the last notified rate unless asked to extend it', () => {
    const rates = [{ fromDate: '2020-04-01', toDate: '2025-09-30', ratePctPa: 7.1 }];
    expect(buildPpfIndex({ rates, fromMonth: '2025-06', toMonth: '2026-01' }).at(-1)?.month).toBe('2025-09');
    expect(buildPpfIndex({ rates, fromMonth: '2025-06', toMonth: '2026-01', extendLastRate: true }).at(-1)?.month).toBe(
      '2026-01',
    );
  });

  it('FD at 8 % compounded quarterly gives 8.2432 % a year and ends at the last known rate', () => {
    const s = buildFdIndex({
      rates: [
        { effectiveDate: '2010-01-01', ratePct: 8 },
        { effectiveDate: '2016-04-27', ratePct: 8 },
      ],
      fromMonth: '2012-01',
      toMonth: '2020-01',
    });
    expect(s.find((p) => p.month === '2013-01')?.value).toBeCloseTo(100 * 1.02 ** 4, 10);
    expect(s.at(-1)?.month).toBe('2016-04');
  });

  it('FD beyond the last known rate uses an assumed rate only when one is given', () => {
    const rates = [
      { effectiveDate: '2010-01-01', ratePct: 8 },
      { effectiveDate: '2016-04-27', ratePct: 8 },
    ];
    const s = buildFdIndex({ rates, fromMonth: '2015-04', toMonth: '2018-04', assumedRatePctAfter: 6 });
    expect(s.at(-1)?.month).toBe('2018-04');
    const at = (m: string) => s.find((p) => p.month === m)?.value ?? Number.NaN;
    // Known months compound at 8 % (a quarter = 2 %), assumed months at 6 % (a quarter = 1.5 %).
    expect(at('2016-04') / at('2015-04')).toBeCloseTo(1.02 ** 4, 10);
    expect(at('2017-04') / at('2016-04')).toBeCloseTo(1.015 ** 4, 10);
    // A fund launched after 2016 still gets a comparison series.
    expect(buildFdIndex({ rates, fromMonth: '2020-01', toMonth: '2021-01', assumedRatePctAfter: 6 })).toHaveLength(13);
    expect(buildFdIndex({ rates, fromMonth: '2020-01', toMonth: '2021-01' })).toHaveLength(0);
  });

  it('category index chains (1 + r); a gap restarts it at the last unbroken run', () => {
    const s = chainMonthlyReturns([
      { month: '2020-01', value: 0.1 },
      { month: '2020-02', value: -0.1 },
    ]);
    expect(s.map((p) => [p.month, +p.value.toFixed(10)])).toEqual([
      ['2019-12', 100],
      ['2020-01', 110],
      ['2020-02', 99],
    ]);
    const gap = chainMonthlyReturns([
      { month: '2020-01', value: 0.1 },
      { month: '2020-03', value: 0.2 },
    ]);
    expect(gap.map((p) => p.month)).toEqual(['2020-02', '2020-03']);
  });
});

describe('compare schemes', () => {
  it('measures volatility, drawdown and growth over the common period only', () => {
    const a = months('2019-01', [100, 100, 110, 121, 108.9]);
    const b = months('2019-03', [50, 55, 60.5]);
    const c = compareSchemes({
      schemes: [
        { schemeCode: 1, navs: a },
        { schemeCode: 2, navs: b },
      ],
    });
    expect([c.fromMonth, c.toMonth]).toEqual(['2019-03', '2019-05']);
    expect(c.schemes[0].growth.map((p) => Math.round(p.value))).toEqual([10_000, 11_000, 9_900]);
    expect(c.schemes[1].growth.map((p) => Math.round(p.value))).toEqual([10_000, 11_000, 12_100]);
    expect(c.schemes[0].drawdown.maxDrawdown).toBeCloseTo(-0.1, 12);
    expect(c.schemes[1].drawdown.maxDrawdown).toBe(0);
  });
});
