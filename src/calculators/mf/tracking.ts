/**
 * Tracking error and tracking difference of a fund (ETF or index fund) against its index.
 *
 * Period returns: r_f,t = F_t / F_{t-1} - 1 and r_i,t = I_t / I_{t-1} - 1 over the same
 * periods. Daily: the dates both series have, consecutive in that intersection. Monthly: the
 * month-ends both have (see series.ts), consecutive calendar months only.
 * d_t = r_f,t - r_i,t.
 * Tracking error (annualised) = sample std-dev(d_t) x sqrt(P), P = 252 daily, 12 monthly.
 * Tracking difference = CAGR(fund) - CAGR(index) over the same first and last aligned dates
 * (years = days / 365 daily, months / 12 monthly); negative means the fund lagged (fees, cash).
 * Checked against the data README: UTI Nifty 50 Index Fund Direct, monthly 2013-02..2026-01,
 * TE 0.32 %; Nippon India ETF Nifty 50 BeES, daily from 2016-11, TE 0.28 %, TD -0.11 %.
 */
import { countDaysBetween, countMonthsBetween } from './dates.js';
import { MfError } from './errors.js';
import { PERIODS_PER_YEAR, type ReturnFrequency } from './risk.js';
import { alignDates, alignMonthEnds, toMonthEnds, type DatedValue } from './series.js';
import { getCagr } from './returns.js';
import { getCorrelation, getMean, getSampleStdDev } from './stats.js';

export type TrackingStats = {
  frequency: ReturnFrequency;
  fromDate: string;
  toDate: string;
  /** Number of return pairs (d_t values). */
  observations: number;
  trackingError: number;
  trackingDifference: number;
  fundCagr: number;
  indexCagr: number;
  /** Mean d_t x P: the average annual shortfall, an alternative view of the difference. */
  meanAnnualisedDifference: number;
  correlation: number;
  /** ₹10,000 in the fund and in the index at the first aligned date, at each month's last aligned date (for a chart). */
  growth: TrackingGrowthPoint[];
};

export type TrackingGrowthPoint = { date: string; fund: number; index: number };

/** The first aligned point and the last one of every month, both sides scaled to 10,000 at the start. */
function getGrowthPath(dates: readonly string[], f: readonly number[], ix: readonly number[]): TrackingGrowthPoint[] {
  const out: TrackingGrowthPoint[] = [];
  for (let i = 0; i < dates.length; i++) {
    const lastOfMonth = i === dates.length - 1 || dates[i + 1].slice(0, 7) !== dates[i].slice(0, 7);
    if (i === 0 || lastOfMonth)
      out.push({ date: dates[i], fund: (10_000 * f[i]) / f[0], index: (10_000 * ix[i]) / ix[0] });
  }
  return out;
}

/** Minimum return pairs: fewer cannot give a meaningful standard deviation. */
const MIN_OBSERVATIONS = { daily: 20, monthly: 6 } as const;

/** Tracking error and difference of `fund` against `index` between optional dates. */
export function getTrackingStats(input: {
  fund: readonly DatedValue[];
  index: readonly DatedValue[];
  frequency: ReturnFrequency;
  fromDate?: string;
  toDate?: string;
}): TrackingStats {
  if (input.fromDate && input.toDate && input.fromDate >= input.toDate) throw new MfError('E-10583');
  const within = (s: readonly DatedValue[]) =>
    s.filter((p) => (!input.fromDate || p.date >= input.fromDate) && (!input.toDate || p.date <= input.toDate));
  const fund = within(input.fund);
  const index = within(input.index);

  let dates: string[];
  let f: number[];
  let ix: number[];
  const fr: number[] = [];
  const ir: number[] = [];
  let years: number;
  if (input.frequency === 'daily') {
    const pairs = alignDates(fund, index);
    dates = pairs.map((p) => p.date);
    f = pairs.map((p) => p.a);
    ix = pairs.map((p) => p.b);
    for (let i = 1; i < pairs.length; i++) {
      fr.push(f[i] / f[i - 1] - 1);
      ir.push(ix[i] / ix[i - 1] - 1);
    }
    years = dates.length > 1 ? countDaysBetween(dates[0], dates[dates.length - 1]) / 365 : 0;
  } else {
    const { months, columns } = alignMonthEnds([toMonthEnds(fund), toMonthEnds(index)]);
    dates = columns[0].map((p) => p.date);
    f = columns[0].map((p) => p.value);
    ix = columns[1].map((p) => p.value);
    for (let i = 1; i < months.length; i++) {
      if (countMonthsBetween(months[i - 1], months[i]) !== 1) continue;
      fr.push(f[i] / f[i - 1] - 1);
      ir.push(ix[i] / ix[i - 1] - 1);
    }
    years = months.length > 1 ? countMonthsBetween(months[0], months[months.length - 1]) / 12 : 0;
  }
  if (dates.length === 0)
    throw new MfError('E-10581', 'The fund and its index have no common dates in the chosen period.');
  if (fr.length < MIN_OBSERVATIONS[input.frequency]) {
    throw new MfError(
      'E-10582',
      `Tracking error needs at least ${MIN_OBSERVATIONS[input.frequency]} ${input.frequency} returns; there are ${fr.length}.`,
    );
  }
  const d = fr.map((r, i) => r - ir[i]);
  const p = PERIODS_PER_YEAR[input.frequency];
  const fundCagr = getCagr(f[0], f[f.length - 1], years);
  const indexCagr = getCagr(ix[0], ix[ix.length - 1], years);
  return {
    frequency: input.frequency,
    fromDate: dates[0],
    toDate: dates[dates.length - 1],
    observations: d.length,
    trackingError: getSampleStdDev(d) * Math.sqrt(p),
    trackingDifference: fundCagr - indexCagr,
    fundCagr,
    indexCagr,
    meanAnnualisedDifference: getMean(d) * p,
    correlation: getCorrelation(fr, ir),
    growth: getGrowthPath(dates, f, ix),
  };
}
