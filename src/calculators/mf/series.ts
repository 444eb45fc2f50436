/**
 * Series shapes shared by every mutual-fund calculation, and the alignment rules.
 *
 * Month-end alignment: a daily series becomes one point per calendar month, the LAST observation
 * dated inside that month (no carry-forward from an earlier month). Two monthly series are
 * compared on the months both have; each keeps its own last date in the month, so a fund whose
 * last NAV is on the 30th still pairs with an index whose last value is on the 31st.
 */
import { getMonthIndex, getMonthOf } from './dates.js';

/** A value on a date: a split-adjusted NAV, an index level or a synthetic benchmark level. */
export type DatedValue = { date: string; value: number };

/** The month-end point of a month ('YYYY-MM'), with the actual date of the value used. */
export type MonthValue = { month: string; date: string; value: number };

/** A one-period simple return r = V_t / V_{t-1} - 1, dated at the period's end. */
export type PeriodReturn = { date: string; value: number };

/** Sorted copy without non-positive or non-finite values (a NAV of 0 is a bad print, not a price). */
export function cleanSeries(points: readonly DatedValue[]): DatedValue[] {
  return points
    .filter((p) => Number.isFinite(p.value) && p.value > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** One point per calendar month: the last observation dated in that month. */
export function toMonthEnds(points: readonly DatedValue[]): MonthValue[] {
  const out: MonthValue[] = [];
  for (const p of cleanSeries(points)) {
    const month = getMonthOf(p.date);
    const last = out[out.length - 1];
    if (last && last.month === month) {
      last.date = p.date;
      last.value = p.value;
    } else {
      out.push({ month, date: p.date, value: p.value });
    }
  }
  return out;
}

/**
 * Months present in every series, in order, with each series' point for that month. Used for
 * comparisons so that every figure of one side has a same-month figure on the other side.
 */
export function alignMonthEnds(series: readonly (readonly MonthValue[])[]): {
  months: string[];
  columns: MonthValue[][];
} {
  if (series.length === 0) return { months: [], columns: [] };
  const maps = series.map((s) => new Map(s.map((p) => [p.month, p])));
  const months = [...maps[0].keys()].filter((m) => maps.every((map) => map.has(m))).sort();
  return { months, columns: maps.map((map) => months.map((m) => map.get(m) as MonthValue)) };
}

/** Dates present in both daily series, as pairs (used for daily tracking error). */
export function alignDates(
  a: readonly DatedValue[],
  b: readonly DatedValue[],
): { date: string; a: number; b: number }[] {
  const bm = new Map(cleanSeries(b).map((p) => [p.date, p.value]));
  const out: { date: string; a: number; b: number }[] = [];
  for (const p of cleanSeries(a)) {
    const v = bm.get(p.date);
    if (v !== undefined) out.push({ date: p.date, a: p.value, b: v });
  }
  return out;
}

/**
 * Monthly simple returns between CONSECUTIVE calendar months only. A gap (a month with no NAV)
 * would otherwise turn a two-month move into one "monthly" return and inflate volatility.
 */
export function getMonthlyReturns(series: readonly MonthValue[]): PeriodReturn[] {
  const out: PeriodReturn[] = [];
  for (let i = 1; i < series.length; i++) {
    const prev = series[i - 1];
    const cur = series[i];
    if (getMonthIndex(cur.month) - getMonthIndex(prev.month) !== 1) continue;
    out.push({ date: cur.date, value: cur.value / prev.value - 1 });
  }
  return out;
}

/** Simple returns between consecutive observations of a daily series. */
export function getDailyReturns(points: readonly DatedValue[]): PeriodReturn[] {
  const s = cleanSeries(points);
  const out: PeriodReturn[] = [];
  for (let i = 1; i < s.length; i++) out.push({ date: s[i].date, value: s[i].value / s[i - 1].value - 1 });
  return out;
}

/** The points whose month lies in [fromMonth, toMonth] (either bound optional). */
export function sliceMonths(series: readonly MonthValue[], fromMonth?: string, toMonth?: string): MonthValue[] {
  return series.filter((p) => (!fromMonth || p.month >= fromMonth) && (!toMonth || p.month <= toMonth));
}

/** The points dated in [fromDate, toDate] (either bound optional). */
export function sliceDates<T extends { date: string }>(points: readonly T[], fromDate?: string, toDate?: string): T[] {
  return points.filter((p) => (!fromDate || p.date >= fromDate) && (!toDate || p.date <= toDate));
}
