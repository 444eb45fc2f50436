import { annuityDueFactor, growth, monthlyRate, monthsFromYears } from './time-value';
import type { FinancialFreedomCalculatorInput } from '../shared/generated/calculators/financial_freedom.input';
import type { FinancialFreedomCalculatorOutput } from '../shared/generated/calculators/financial_freedom.output';
import type { Plain } from './types';

export type FinancialFreedomInput = Plain<FinancialFreedomCalculatorInput>;
export type FinancialFreedomOutput = Plain<FinancialFreedomCalculatorOutput>;

/** Search horizon for "months to freedom": beyond 100 years the answer is "not reached". */
export const MAX_FI_MONTHS = 1200;

/**
 * Financial freedom: corpus = expenses / SWR (4 % → 25×), inflated to the target date; the gap
 * after the current corpus grows (annual compounding) needs an annuity-due SIP. Months to freedom
 * with the given SIP is the first month m (0 = already free) where
 * corpus(1+R)^(m/12) + SIP-FV(m) ≥ fiToday (1+inf)^(m/12).
 */
export function compute(input: FinancialFreedomInput): FinancialFreedomOutput {
  const r = input.annualReturnPct / 100;
  const inflation = input.inflationPct / 100;
  const corpus = input.currentCorpus ?? 0;
  const sip = input.monthlyInvestment ?? 0;
  const i = monthlyRate(input.annualReturnPct);
  const fiCorpusToday = input.currentAnnualExpenses / (input.safeWithdrawalRatePct / 100);
  const fiCorpusAtTarget = fiCorpusToday * growth(inflation, input.targetYears);
  const futureValueOfCurrentCorpus = corpus * growth(r, input.targetYears);
  const shortfall = Math.max(0, fiCorpusAtTarget - futureValueOfCurrentCorpus);
  const months = monthsFromYears(input.targetYears);
  let monthsToFi: number | null = null;
  for (let m = 0; m <= MAX_FI_MONTHS; m++) {
    const have = corpus * growth(r, m / 12) + sip * annuityDueFactor(i, m);
    if (have >= fiCorpusToday * growth(inflation, m / 12)) {
      monthsToFi = m;
      break;
    }
  }
  return {
    fiCorpusToday,
    fiCorpusAtTarget,
    futureValueOfCurrentCorpus,
    shortfall,
    monthlySipRequired: shortfall / annuityDueFactor(i, months),
    monthsToFiWithGivenInvestment: monthsToFi,
    yearsToFiWithGivenInvestment: monthsToFi === null ? null : monthsToFi / 12,
  };
}
