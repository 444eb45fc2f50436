/**
 * The data README's own checks, reproduced from the committed seed with the pure analytics
 * (no database): if a formula or the month-end alignment drifts, these move.
 */
import { describe, expect, it } from 'vitest';
import {
  countDaysBetween,
  getCagrBetweenMonths,
  getTrackingStats,
  sliceMonths,
  toMonthEnds,
  type DatedValue,
  type MonthValue,
} from '../../src/calculators/mf/index.js';
import { col, readSeed } from './seed-helpers.js';

function monthlyNav(code: string, field: 'nav_adj' | 'nav' = 'nav_adj'): MonthValue[] {
  const t = readSeed('navMonthly');
  const [c, d, v] = [col(t, 'scheme_code'), col(t, 'nav_date'), col(t, field)];
  return t.rows.filter((r) => c(r) === code).map((r) => ({ month: d(r).slice(0, 7), date: d(r), value: Number(v(r)) }));
}

function dailySeries(key: 'navDaily' | 'niftyTri', column: string): DatedValue[] {
  const t = readSeed(key);
  const i = t.header.indexOf(column);
  return t.rows.filter((r) => r[i] !== '').map((r) => ({ date: r[0], value: Number(r[i]) }));
}

const pct2 = (x: number) => Math.round(x * 10_000) / 100;

describe('UTI Nifty 50 Index Fund Direct (120716) vs NIFTY 50 TRI, monthly 2013-02..2026-01', () => {
  const fund = sliceMonths(monthlyNav('120716'), '2013-02', '2026-01');
  const tri = sliceMonths(toMonthEnds(dailySeries('niftyTri', 'NIFTY 50 TRI')), '2013-02', '2026-01');

  it('CAGR 13.25 % against 13.63 % (155 months from the 2013-02 month-end)', () => {
    expect(fund[0].month).toBe('2013-02');
    expect(fund.at(-1)?.month).toBe('2026-01');
    expect(pct2(getCagrBetweenMonths(fund[0], fund[fund.length - 1]))).toBe(13.25);
    expect(pct2(getCagrBetweenMonths(tri[0], tri[tri.length - 1]))).toBe(13.63);
  });

  it('tracking error 0.32 %, difference -0.38 % a year, correlation 0.9998', () => {
    const t = getTrackingStats({ fund, index: tri, frequency: 'monthly' });
    expect(t.observations).toBe(155);
    expect(pct2(t.trackingError)).toBe(0.32);
    expect(pct2(t.trackingDifference)).toBe(-0.38);
    expect(t.correlation).toBeCloseTo(0.9998, 4);
  });
});

describe('Nippon India ETF Nifty 50 BeES (140084) vs NIFTY 50 TRI, daily from 2016-11', () => {
  const etf = dailySeries('navDaily', '140084');
  const tri = dailySeries('niftyTri', 'NIFTY 50 TRI');

  it('tracking error 0.28 % and CAGR difference -0.11 % on split-adjusted NAVs', () => {
    expect(etf[0].date).toBe('2016-11-07');
    const t = getTrackingStats({ fund: etf, index: tri, frequency: 'daily' });
    expect(pct2(t.trackingError)).toBe(0.28);
    expect(pct2(t.trackingDifference)).toBe(-0.11);
    expect(t.toDate).toBe('2026-01-30');
  });

  it('raw NAVs (before split adjustment) give nonsense: the 1:10 split of 2019-12 shows as a -90 % month', () => {
    const raw = monthlyNav('140084', 'nav');
    const adj = monthlyNav('140084', 'nav_adj');
    const triM = toMonthEnds(tri);
    const bad = getTrackingStats({ fund: raw, index: triM, frequency: 'monthly' });
    const good = getTrackingStats({ fund: adj, index: triM, frequency: 'monthly' });
    // One -90 % month among ~110 lifts the "tracking error" to about 30 % a year.
    expect(bad.trackingError).toBeGreaterThan(0.25);
    expect(good.trackingError).toBeLessThan(0.01);
  });
});

describe('published anchors', () => {
  it("NAVs of 31-Jan-2020 equal AMFI's own daily file", () => {
    const t = readSeed('navMonthly');
    const [c, d, v] = [col(t, 'scheme_code'), col(t, 'nav_date'), col(t, 'nav')];
    const on = new Map(t.rows.filter((r) => d(r) === '2020-01-31').map((r) => [c(r), Number(v(r))]));
    expect(
      Object.fromEntries(
        ['119528', '120465', '112277', '119250', '118269', '120599', '101161'].map((k) => [k, on.get(k)]),
      ),
    ).toEqual({
      119528: 246.14,
      120465: 35.02,
      112277: 32.24,
      119250: 235.316,
      118269: 29.51,
      120599: 317.67,
      101161: 98.5889,
    });
  });

  it('HDFC Flexi Cap Direct (118955) on 2013-01-01 is 296.876; NIFTY 50 TRI anchors', () => {
    expect(dailySeries('navDaily', '118955')[0]).toEqual({ date: '2013-01-01', value: 296.876 });
    const tri = new Map(dailySeries('niftyTri', 'NIFTY 50 TRI').map((p) => [p.date, p.value]));
    expect(tri.get('2024-01-31')).toBe(31939.59);
    expect(tri.get('1999-06-30')).toBe(1256.38);
  });

  it('monthly coverage: 1,049 schemes in 2013-01 and 3,636 in 2026-01', () => {
    const t = readSeed('navMonthly');
    const d = col(t, 'nav_date');
    expect(t.rows.filter((r) => d(r).startsWith('2013-01')).length).toBe(1049);
    expect(t.rows.filter((r) => d(r).startsWith('2026-01')).length).toBe(3636);
  });

  it('no daily series has a gap over 7 calendar days', () => {
    const t = readSeed('navDaily');
    let worst = 0;
    for (let c = 1; c < t.header.length; c++) {
      const dates = t.rows.filter((r) => r[c] !== '').map((r) => r[0]);
      for (let i = 1; i < dates.length; i++) worst = Math.max(worst, countDaysBetween(dates[i - 1], dates[i]));
    }
    expect(t.header.length - 1).toBe(102);
    expect(worst).toBeLessThanOrEqual(7);
  });
});
