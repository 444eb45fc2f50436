/** Fund analytics: volatility, drawdown, tracking error and difference, and comparing schemes over a common period. */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  compareSchemes,
  getAnnualisedVolatility,
  getMaxDrawdown,
  getTrackingStats,
} from '../../src/calculators/mf/index.js';
import { months } from './month-series.js';

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
