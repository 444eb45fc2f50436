/**
 * Risk figures.
 *
 * Annualised volatility = sample std-dev of period returns x sqrt(periods per year)
 * (12 for monthly returns, 252 for daily). Maximum drawdown = min over t of
 * (V_t / max_{s <= t} V_s - 1): the deepest fall from a running peak, a negative decimal.
 */
import { cleanSeries, type DatedValue } from './series.js';
import { getSampleStdDev } from './stats.js';

export const PERIODS_PER_YEAR = { monthly: 12, daily: 252 } as const;
export type ReturnFrequency = keyof typeof PERIODS_PER_YEAR;

/** Sample std-dev x sqrt(periodsPerYear); null with fewer than two returns. */
export function getAnnualisedVolatility(returns: readonly number[], frequency: ReturnFrequency): number | null {
  if (returns.length < 2) return null;
  return getSampleStdDev(returns) * Math.sqrt(PERIODS_PER_YEAR[frequency]);
}

export type Drawdown = {
  /** Deepest peak-to-trough fall as a negative decimal (-0.35 = 35 % below the peak); 0 if none. */
  maxDrawdown: number;
  peakDate: string | null;
  troughDate: string | null;
  /** First date after the trough at or above the peak value; null while not recovered. */
  recoveryDate: string | null;
};

/** Maximum drawdown of a value series (month-end or daily). */
export function getMaxDrawdown(points: readonly DatedValue[]): Drawdown {
  const s = cleanSeries(points);
  let best: Drawdown = { maxDrawdown: 0, peakDate: null, troughDate: null, recoveryDate: null };
  if (s.length === 0) return best;
  let peak = s[0];
  let bestPeakValue = 0;
  for (const p of s) {
    if (p.value > peak.value) peak = p;
    const dd = p.value / peak.value - 1;
    if (dd < best.maxDrawdown) {
      best = { maxDrawdown: dd, peakDate: peak.date, troughDate: p.date, recoveryDate: null };
      bestPeakValue = peak.value;
    }
  }
  if (best.troughDate) {
    const rec = s.find((p) => p.date > (best.troughDate as string) && p.value >= bestPeakValue);
    best.recoveryDate = rec ? rec.date : null;
  }
  return best;
}
