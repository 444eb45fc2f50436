import { annuityDueFactor, growth, monthlyRate, monthsFromYears } from './time-value';
import type { GoalPlanningCalculatorInput } from '../shared/generated/calculators/goal_planning.input';
import type { GoalPlanningCalculatorOutput } from '../shared/generated/calculators/goal_planning.output';
import type { Plain } from './types';

export type GoalPlanningInput = Plain<GoalPlanningCalculatorInput>;
export type GoalPlanningOutput = Plain<GoalPlanningCalculatorOutput>;

/**
 * Goal planning: existing savings compound annually (the Groww lump-sum convention, §0.2); the
 * shortfall is funded by an annuity-due SIP. The shortfall is floored at zero so a goal already
 * covered never shows a negative SIP.
 */
export function compute(input: GoalPlanningInput): GoalPlanningOutput {
  const r = input.annualReturnPct / 100;
  const n = monthsFromYears(input.years);
  const futureCost = input.currentCost * growth(input.inflationPct / 100, input.years);
  const futureValueOfSavings = (input.currentSavings ?? 0) * growth(r, input.years);
  const shortfall = Math.max(0, futureCost - futureValueOfSavings);
  const monthlySipRequired = shortfall / annuityDueFactor(monthlyRate(input.annualReturnPct), n);
  return {
    futureCost,
    futureValueOfSavings,
    shortfall,
    monthlySipRequired,
    lumpsumRequiredToday: shortfall / growth(r, input.years),
    totalSipInvested: monthlySipRequired * n,
  };
}
