import { growth, monthlyRate, monthsFromYears } from './time-value';
import type { SWPCalculatorInput } from '../shared/generated/calculators/swp.input';
import type { SWPCalculatorOutput } from '../shared/generated/calculators/swp.output';
import type { Plain } from './types';

const DUST = 1e-6;

export type SwpInput = Plain<SWPCalculatorInput>;
export type SwpOutput = Plain<SWPCalculatorOutput>;
type SwpYear = SwpOutput['yearly'][number];

/**
 * Systematic withdrawal plan, simulated month by month so exhaustion is exact: only what is left is
 * withdrawn, the balance never goes negative, and the months actually paid are reported.
 * start_nominal (canonical, Groww's worked example): withdraw W at the start, the rest grows at r/12.
 * end_effective (advisorkhoj, swpcalc.in): grow at (1+R)^(1/12) − 1, then withdraw W.
 */
export function compute(input: SwpInput): SwpOutput {
  const convention = input.convention ?? 'start_nominal';
  const n = monthsFromYears(input.years);
  const rate =
    convention === 'start_nominal'
      ? monthlyRate(input.annualReturnPct)
      : growth(input.annualReturnPct / 100, 1 / 12) - 1;
  const w = input.monthlyWithdrawal;
  let balance = input.initialInvestment;
  let totalWithdrawn = 0;
  let totalReturns = 0;
  let monthsPaid = 0;
  let exhaustedInMonth: number | null = null;
  let firstMonthReturn = 0;
  let yearWithdrawn = 0;
  let yearReturns = 0;
  const yearly: SwpYear[] = [];
  for (let m = 1; m <= n; m++) {
    let withdrawn = 0;
    let earned = 0;
    if (balance > 0) {
      if (convention === 'start_nominal') {
        withdrawn = Math.min(w, balance);
        balance -= withdrawn;
        earned = balance * rate;
        balance += earned;
      } else {
        earned = balance * rate;
        balance += earned;
        withdrawn = Math.min(w, balance);
        balance -= withdrawn;
      }
      monthsPaid += 1;
      // A millionth of a rupee left is float dust from an exact payoff, not money.
      if (balance < DUST) {
        balance = 0;
        exhaustedInMonth = m;
      }
    }
    if (m === 1) firstMonthReturn = earned;
    totalWithdrawn += withdrawn;
    totalReturns += earned;
    yearWithdrawn += withdrawn;
    yearReturns += earned;
    if (m % 12 === 0 || m === n) {
      yearly.push({ year: Math.ceil(m / 12), withdrawn: yearWithdrawn, returns: yearReturns, balance });
      yearWithdrawn = 0;
      yearReturns = 0;
    }
  }
  return {
    finalBalance: balance,
    totalWithdrawn,
    totalReturns,
    monthsWithdrawalPaid: monthsPaid,
    exhausted: exhaustedInMonth !== null,
    exhaustedInMonth,
    firstMonthReturn,
    yearly,
  };
}
