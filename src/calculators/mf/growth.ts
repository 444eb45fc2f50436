/**
 * Growth of an investment: G_t = amount x V_t / V_0, V_0 the first point of the series given.
 * Callers pass the series already cut to the common period so every scheme starts together.
 */
import { cleanSeries, type DatedValue } from './series.js';

export const DEFAULT_GROWTH_AMOUNT = 10_000;

/** Value of `amount` (default ₹10,000) invested at the first point, at every point. */
export function getGrowthOfInvestment(
  points: readonly DatedValue[],
  amount: number = DEFAULT_GROWTH_AMOUNT,
): DatedValue[] {
  const s = cleanSeries(points);
  if (s.length === 0) return [];
  const base = s[0].value;
  return s.map((p) => ({ date: p.date, value: (amount * p.value) / base }));
}
