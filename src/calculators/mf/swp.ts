/**
 * Historical systematic withdrawal plan (SWP) on a scheme's real month-end NAVs.
 *
 * Purchase: `initialInvestment` buys units at the first month-end NAV dated on or after
 * `startDate` (units_0 = P / NAV_0). Withdrawals: at each following month-end (or, with
 * `withdrawAtStart`, also at the purchase month-end, the calculators' start-of-month
 * convention), units worth W are redeemed: units -= W / NAV_t. If the holding is worth W or
 * less, it is all redeemed (that month pays only what was left) and the plan stops: exhausted.
 * If a month-end NAV is missing, that month's withdrawal is taken at the next NAV available.
 * Value after each month = units x NAV_t. Tax and exit load are not modelled.
 */
import { assertIsoDate, countMonthsBetween } from './dates.js';
import { MfError } from './errors.js';
import type { MonthValue } from './series.js';

export type SwpRow = {
  month: string;
  date: string;
  nav: number;
  withdrawal: number;
  unitsRedeemed: number;
  unitsLeft: number;
  /** Holding value after this month's withdrawal. */
  value: number;
  totalWithdrawn: number;
};

export type SwpResult = {
  initialInvestment: number;
  monthlyWithdrawal: number;
  purchaseDate: string;
  purchaseNav: number;
  lastDate: string;
  /** Withdrawals paid, counting a final partial one. */
  withdrawalsPaid: number;
  totalWithdrawn: number;
  finalValue: number;
  /** totalWithdrawn + finalValue - initialInvestment. */
  gain: number;
  /** Month in which the money ran out, else null. */
  exhaustedMonth: string | null;
  rows: SwpRow[];
};

/** Month-by-month SWP from a start date to an optional end date (default: last NAV). */
export function getHistoricalSwp(input: {
  navs: readonly MonthValue[];
  startDate: string;
  endDate?: string;
  initialInvestment: number;
  monthlyWithdrawal: number;
  withdrawAtStart?: boolean;
}): SwpResult {
  const startDate = assertIsoDate(input.startDate, 'startDate');
  const endDate = input.endDate === undefined ? undefined : assertIsoDate(input.endDate, 'endDate');
  if (endDate !== undefined && startDate >= endDate) throw new MfError('E-10583');
  for (const [field, v] of [
    ['initialInvestment', input.initialInvestment],
    ['monthlyWithdrawal', input.monthlyWithdrawal],
  ] as const) {
    if (!(typeof v === 'number' && Number.isFinite(v) && v > 0))
      throw new MfError('E-10590', `${field} must be a positive number.`, { field });
  }
  const points = input.navs.filter(
    (p) => p.date >= startDate && (endDate === undefined || p.date <= endDate) && p.value > 0,
  );
  if (points.length < 2) {
    throw new MfError('E-10581', 'The scheme needs month-end NAVs for at least two months after the start date.', {
      startDate,
    });
  }
  const W = input.monthlyWithdrawal;
  const buy = points[0];
  let units = input.initialInvestment / buy.value;
  let total = 0;
  let paid = 0;
  let exhaustedMonth: string | null = null;
  const rows: SwpRow[] = [];

  const withdraw = (p: MonthValue, times: number): void => {
    let withdrawal = 0;
    let redeemed = 0;
    for (let k = 0; k < times && units > 0; k++) {
      const value = units * p.value;
      if (value <= W) {
        withdrawal += value;
        redeemed += units;
        units = 0;
        exhaustedMonth = p.month;
      } else {
        withdrawal += W;
        redeemed += W / p.value;
        units -= W / p.value;
      }
      paid++;
    }
    total += withdrawal;
    rows.push({
      month: p.month,
      date: p.date,
      nav: p.value,
      withdrawal,
      unitsRedeemed: redeemed,
      unitsLeft: units,
      value: units * p.value,
      totalWithdrawn: total,
    });
  };

  withdraw(buy, input.withdrawAtStart ? 1 : 0);
  let prev = buy;
  for (const p of points.slice(1)) {
    if (units <= 0) break;
    // A missing month-end is caught up at the next NAV, so the plan still pays every month.
    withdraw(p, Math.max(1, countMonthsBetween(prev.month, p.month)));
    prev = p;
  }
  const last = rows[rows.length - 1];
  return {
    initialInvestment: input.initialInvestment,
    monthlyWithdrawal: W,
    purchaseDate: buy.date,
    purchaseNav: buy.value,
    lastDate: last.date,
    withdrawalsPaid: paid,
    totalWithdrawn: total,
    finalValue: last.value,
    gain: total + last.value - input.initialInvestment,
    exhaustedMonth,
    rows,
  };
}
