import { annuityDueFactor, growth, monthlyRate } from './time-value';
import type { StepUpSIPCalculatorInput } from '../shared/generated/calculators/step_up_sip.input';
import type { StepUpSIPCalculatorOutput } from '../shared/generated/calculators/step_up_sip.output';
import type { Plain } from './types';

export type StepUpSipInput = Plain<StepUpSIPCalculatorInput>;
export type StepUpSipOutput = Plain<StepUpSIPCalculatorOutput>;
type StepUpSipYear = StepUpSipOutput['yearly'][number];

/** Instalment of 0-based year y: P(1+s)^y, or P + yX for a fixed-amount step-up. Not rounded (§0.2). */
export function instalmentForYear({
  monthlyInvestment,
  stepUpPct,
  stepUpAmount,
  year,
}: {
  monthlyInvestment: number;
  stepUpPct: number;
  stepUpAmount: number | null;
  year: number;
}): number {
  if (stepUpAmount !== null) return monthlyInvestment + year * stepUpAmount;
  return monthlyInvestment * growth(stepUpPct / 100, year);
}

/**
 * Step-up SIP: the instalment rises every 12 instalments. Each year's 12 start-of-month payments
 * are an annuity due, then compound to the end: FV = Σ P_y × sipFactor(i,12) × (1+i)^{12(Y−1−y)}.
 * Year by year (rather than one closed form) so a fixed-amount step-up works the same way.
 */
export function compute(input: StepUpSipInput): StepUpSipOutput {
  const i = monthlyRate(input.annualReturnPct);
  const years = Math.round(input.years);
  const stepUpAmount = input.stepUpType === 'amount' ? (input.annualStepUpAmount ?? 0) : null;
  const yearFactor = annuityDueFactor(i, 12);
  const yearGrowth = growth(i, 12);
  let value = 0;
  let invested = 0;
  let instalment = input.monthlyInvestment;
  const yearly: StepUpSipYear[] = [];
  for (let y = 0; y < years; y++) {
    instalment = instalmentForYear({
      monthlyInvestment: input.monthlyInvestment,
      stepUpPct: input.annualStepUpPct,
      stepUpAmount,
      year: y,
    });
    value = value * yearGrowth + instalment * yearFactor;
    invested += 12 * instalment;
    yearly.push({ year: y + 1, monthlyInvestment: instalment, invested, value });
  }
  return {
    futureValue: value,
    totalInvested: invested,
    // Never negative at non-negative rates; the floor removes float dust at 0 %.
    estimatedReturns: Math.max(0, value - invested),
    finalMonthlyInvestment: instalment,
    yearly,
  };
}
