import { annuityDueFactor, growth, monthlyRate } from './time-value';
import { compute as computeStepUp } from './step-up-sip';
import type { GoalBasedTopUpSIPCalculatorInput } from '../shared/generated/calculators/goal_topup_sip.input';
import type { GoalBasedTopUpSIPCalculatorOutput } from '../shared/generated/calculators/goal_topup_sip.output';
import type { Plain } from './types';

export type GoalTopupSipInput = Plain<GoalBasedTopUpSIPCalculatorInput>;
export type GoalTopupSipOutput = Plain<GoalBasedTopUpSIPCalculatorOutput>;

/**
 * Goal-based top-up SIP: futureCost = cost (1+inf)^years; the starting SIP is futureCost divided by
 * the step-up FV of ₹1 (the step-up SIP is linear in P). With 0 % top-up it equals the goal-planning
 * SIP, which a test holds.
 */
export function compute(input: GoalTopupSipInput): GoalTopupSipOutput {
  const years = Math.round(input.years);
  const futureCost = input.currentCost * growth(input.inflationPct / 100, years);
  const unit = computeStepUp({
    monthlyInvestment: 1,
    annualStepUpPct: input.annualTopUpPct,
    annualReturnPct: input.annualReturnPct,
    years,
  });
  const startingMonthlySip = futureCost / unit.futureValue;
  const flatMonthlySip = futureCost / annuityDueFactor(monthlyRate(input.annualReturnPct), 12 * years);
  return {
    futureCost,
    startingMonthlySip,
    flatMonthlySip,
    totalInvested: startingMonthlySip * unit.totalInvested,
    totalInvestedFlat: flatMonthlySip * 12 * years,
    finalMonthlySip: startingMonthlySip * unit.finalMonthlyInvestment,
    yearly: unit.yearly.map((row) => ({
      year: row.year,
      monthlySip: startingMonthlySip * row.monthlyInvestment,
      invested: startingMonthlySip * row.invested,
      value: startingMonthlySip * row.value,
    })),
  };
}
