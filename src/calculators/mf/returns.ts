/**
 * Point-to-point returns.
 *
 * CAGR = (V_end / V_start)^(1 / years) - 1, where
 *   - for month-end series, years = calendar months between the two month-ends / 12
 *     (2013-02 to 2026-01 is 155 months = 12.92 years), and
 *   - for dated points (lump sum, daily series), years = calendar days / 365.
 * Both are checked against the data README (UTI Nifty 50 Index Fund Direct 13.25 %).
 * Returns are decimals (0.1325 = 13.25 %); callers format them.
 */
import { addMonths, assertIsoDate, countDaysBetween, countMonthsBetween } from './dates.js';
import { MfError } from './errors.js';
import { cleanSeries, type DatedValue, type MonthValue } from './series.js';

/** Compound annual growth rate (V_end / V_start)^(1 / years) - 1. */
export function getCagr(startValue: number, endValue: number, years: number): number {
  if (!(startValue > 0) || !(endValue > 0) || !(years > 0)) return Number.NaN;
  return (endValue / startValue) ** (1 / years) - 1;
}

/** CAGR between two month-end points, years = months between them / 12. */
export function getCagrBetweenMonths(start: MonthValue, end: MonthValue): number {
  return getCagr(start.value, end.value, countMonthsBetween(start.month, end.month) / 12);
}

/** CAGR between two dated points, years = days / 365. */
export function getCagrBetweenDates(start: DatedValue, end: DatedValue): number {
  return getCagr(start.value, end.value, countDaysBetween(start.date, end.date) / 365);
}

export const TRAILING_YEARS = [1, 3, 5, 7, 10] as const;

export type TrailingReturn = {
  years: number;
  /** Month-end the period starts from, or null when the history is shorter than the period. */
  fromDate: string | null;
  toDate: string;
  /** V_end / V_start - 1. */
  absoluteReturn: number | null;
  /** Annualised; equals absoluteReturn for 1 year. */
  cagr: number | null;
};

/**
 * Trailing returns ending at the month-end of `asOfMonth` (default: the last month of the
 * series). The start is the month-end exactly 12 x years calendar months earlier; when the
 * series has no point in that month the figure is null (not extrapolated).
 */
export function getTrailingReturns(
  series: readonly MonthValue[],
  opts: { years?: readonly number[]; asOfMonth?: string } = {},
): TrailingReturn[] {
  const years = opts.years ?? TRAILING_YEARS;
  const byMonth = new Map(series.map((p) => [p.month, p]));
  const end = opts.asOfMonth ? byMonth.get(opts.asOfMonth) : series[series.length - 1];
  if (!end) throw new MfError('E-10581', 'The scheme has no NAV in the month the returns are measured to.');
  return years.map((y) => {
    const start = byMonth.get(addMonths(end.month, -12 * y));
    if (!start) return { years: y, fromDate: null, toDate: end.date, absoluteReturn: null, cagr: null };
    return {
      years: y,
      fromDate: start.date,
      toDate: end.date,
      absoluteReturn: end.value / start.value - 1,
      cagr: getCagrBetweenMonths(start, end),
    };
  });
}

export type CalendarYearReturn = {
  year: number;
  fromDate: string;
  toDate: string;
  /** V(last month-end of the year) / V(last month-end of the previous year) - 1. */
  return: number;
  /** True for the current year to date (the series ends before December). */
  partial: boolean;
};

/**
 * Calendar-year returns from December month-end to December month-end. A year is reported only
 * when the previous December is in the series (so the launch year, which starts mid-year, is
 * left out); the last year is reported year-to-date and flagged partial.
 */
export function getCalendarYearReturns(series: readonly MonthValue[]): CalendarYearReturn[] {
  if (series.length < 2) return [];
  const byMonth = new Map(series.map((p) => [p.month, p]));
  const last = series[series.length - 1];
  const firstYear = Number(series[0].month.slice(0, 4));
  const lastYear = Number(last.month.slice(0, 4));
  const out: CalendarYearReturn[] = [];
  for (let y = firstYear + 1; y <= lastYear; y++) {
    const start = byMonth.get(`${y - 1}-12`);
    const dec = byMonth.get(`${y}-12`);
    const end = dec ?? (y === lastYear ? last : undefined);
    if (!start || !end) continue;
    out.push({ year: y, fromDate: start.date, toDate: end.date, return: end.value / start.value - 1, partial: !dec });
  }
  return out;
}

export type LumpSumResult = {
  amount: number;
  buyDate: string;
  buyNav: number;
  sellDate: string;
  sellNav: number;
  units: number;
  finalValue: number;
  gain: number;
  absoluteReturn: number;
  days: number;
  /** Null under 365 days: annualising a short period overstates it (SEBI shows those as absolute). */
  cagr: number | null;
};

/**
 * Lump sum invested on `startDate` and valued on `endDate`: bought at the first NAV dated on or
 * after the start (you cannot buy at a past price), valued at the last NAV on or before the end.
 * units = amount / buyNav; finalValue = units x sellNav; CAGR over days / 365.
 */
export function getLumpSumReturn(input: {
  points: readonly DatedValue[];
  startDate: string;
  endDate: string;
  amount: number;
}): LumpSumResult {
  const startDate = assertIsoDate(input.startDate, 'startDate');
  const endDate = assertIsoDate(input.endDate, 'endDate');
  if (startDate >= endDate) throw new MfError('E-10583');
  if (!(Number.isFinite(input.amount) && input.amount > 0))
    throw new MfError('E-10590', 'The amount invested must be a positive number.');
  const inWindow = cleanSeries(input.points).filter((p) => p.date >= startDate && p.date <= endDate);
  if (inWindow.length < 2) {
    throw new MfError('E-10581', 'The scheme needs NAVs on at least two dates between the start and end dates.', {
      startDate,
      endDate,
    });
  }
  const buy = inWindow[0];
  const sell = inWindow[inWindow.length - 1];
  const units = input.amount / buy.value;
  const finalValue = units * sell.value;
  const days = countDaysBetween(buy.date, sell.date);
  return {
    amount: input.amount,
    buyDate: buy.date,
    buyNav: buy.value,
    sellDate: sell.date,
    sellNav: sell.value,
    units,
    finalValue,
    gain: finalValue - input.amount,
    absoluteReturn: sell.value / buy.value - 1,
    days,
    cagr: days >= 365 ? getCagrBetweenDates(buy, sell) : null,
  };
}
