/**
 * Rolling returns on month-ends.
 *
 * Window alignment: a window of N months ENDS at month-end t and STARTS at the month-end of
 * calendar month t - N (for N = 36 ending 2026-01, the start is 2023-01). A window exists only
 * when both month-ends are in the series (in both series, for a comparison); nothing is
 * interpolated. Each window's return is annualised: R = (V_t / V_{t-N})^(12 / N) - 1, which for
 * N = 12 is the plain one-year return. Windows step one month at a time, so they overlap.
 *
 * Distribution over all windows: min, median (mean of the two middle values for an even
 * count), max, mean, share of windows with R < 0, and, against another series, the share of
 * windows where the subject's R is strictly greater than the other's R over the same window.
 */
import { addMonths, countMonthsBetween } from './dates.js';
import { MfError } from './errors.js';
import { alignMonthEnds, type MonthValue } from './series.js';
import { getMean, getMedian } from './stats.js';

/** The windows the product offers (months). */
export const ROLLING_WINDOWS = [12, 36, 60, 84] as const;
export type RollingWindow = (typeof ROLLING_WINDOWS)[number];

/** Throws E-10587 unless `value` is one of the product's windows. */
export function assertRollingWindow(value: unknown): RollingWindow {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !ROLLING_WINDOWS.includes(n as RollingWindow)) throw new MfError('E-10587');
  return n as RollingWindow;
}

export type RollingPoint = { month: string; startMonth: string; startDate: string; endDate: string; value: number };

/** Annualised N-month rolling returns of one month-end series. */
export function getRollingReturns(series: readonly MonthValue[], windowMonths: number): RollingPoint[] {
  assertWindowShape(windowMonths);
  const byMonth = new Map(series.map((p) => [p.month, p]));
  const out: RollingPoint[] = [];
  for (const end of series) {
    const start = byMonth.get(addMonths(end.month, -windowMonths));
    if (!start) continue;
    out.push({
      month: end.month,
      startMonth: start.month,
      startDate: start.date,
      endDate: end.date,
      value: (end.value / start.value) ** (12 / windowMonths) - 1,
    });
  }
  return out;
}

export type RollingDistribution = {
  count: number;
  min: number;
  median: number;
  max: number;
  mean: number;
  /** Share (0..1) of windows with a negative return. */
  shareNegative: number;
};

/** Distribution of a list of window returns; throws E-10582 when there is no window. */
export function getRollingDistribution(values: readonly number[]): RollingDistribution {
  if (values.length === 0) throw new MfError('E-10582');
  return {
    count: values.length,
    min: Math.min(...values),
    median: getMedian(values),
    max: Math.max(...values),
    mean: getMean(values),
    shareNegative: values.filter((v) => v < 0).length / values.length,
  };
}

export type RollingComparison = {
  windowMonths: number;
  /** First and last window END months. */
  fromMonth: string;
  toMonth: string;
  subject: RollingDistribution;
  other: RollingDistribution;
  /** Share (0..1) of windows where subject > other. */
  shareBeating: number;
  series: { month: string; startMonth: string; subject: number; other: number }[];
};

/**
 * Rolling returns of `subject` against `other` (category index or benchmark) over the months
 * both series have, with both distributions and the share of windows the subject beat.
 * Throws E-10581 when the two series share no month, E-10582 when the shared span is shorter
 * than one window.
 */
export function compareRollingReturns(input: {
  subject: readonly MonthValue[];
  other: readonly MonthValue[];
  windowMonths: number;
  fromMonth?: string;
  toMonth?: string;
}): RollingComparison {
  assertWindowShape(input.windowMonths);
  const within = (s: readonly MonthValue[]) =>
    s.filter((p) => (!input.fromMonth || p.month >= input.fromMonth) && (!input.toMonth || p.month <= input.toMonth));
  const { months, columns } = alignMonthEnds([within(input.subject), within(input.other)]);
  if (months.length === 0)
    throw new MfError('E-10581', 'The scheme and the comparison series have no month in common.');
  const span = countMonthsBetween(months[0], months[months.length - 1]);
  if (span < input.windowMonths) {
    throw new MfError(
      'E-10582',
      `A window of ${input.windowMonths} months needs ${input.windowMonths} months of common history; there are ${span}.`,
      {
        windowMonths: input.windowMonths,
        availableMonths: span,
      },
    );
  }
  const a = getRollingReturns(columns[0], input.windowMonths);
  const bByMonth = new Map(getRollingReturns(columns[1], input.windowMonths).map((p) => [p.month, p]));
  const series = a.flatMap((p) => {
    const o = bByMonth.get(p.month);
    return o ? [{ month: p.month, startMonth: p.startMonth, subject: p.value, other: o.value }] : [];
  });
  // Both sides are cut to common months, so a window is missing on one side only when a month
  // inside the span is missing on either side; with no full window left it is a history problem.
  if (series.length === 0)
    throw new MfError('E-10582', 'No rolling window has a month-end on both sides at its start and end.');
  return {
    windowMonths: input.windowMonths,
    fromMonth: series[0].month,
    toMonth: series[series.length - 1].month,
    subject: getRollingDistribution(series.map((p) => p.subject)),
    other: getRollingDistribution(series.map((p) => p.other)),
    shareBeating: series.filter((p) => p.subject > p.other).length / series.length,
    series,
  };
}

function assertWindowShape(windowMonths: number): void {
  if (!Number.isInteger(windowMonths) || windowMonths < 1 || windowMonths > 600) {
    throw new MfError('E-10587', 'The rolling window must be a whole number of months.');
  }
}
