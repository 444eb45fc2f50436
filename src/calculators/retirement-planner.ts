import inputSchema from '../../schemas/calculators/retirement_planner.input.schema.json';
import { orderIssue } from './schema-field';
import { annuityDueFactor, growth, monthlyRate, presentValueFactor } from './time-value';
import type { FieldError, Plain } from './types';
import type { RetirementPlannerInput as RetirementPlannerSchemaInput } from '../shared/generated/calculators/retirement_planner.input';
import type { RetirementPlannerOutput as RetirementPlannerSchemaOutput } from '../shared/generated/calculators/retirement_planner.output';

export type RetirementPlannerInput = Plain<RetirementPlannerSchemaInput>;
export type RetirementPlannerOutput = Plain<RetirementPlannerSchemaOutput>;

/**
 * Retirement corpus: yearly expenses at retirement E = 12 × monthly × (1+inf)^t, withdrawn at the
 * start of each retirement year and growing with inflation, discounted at the exact real rate
 * q = (1+post)/(1+inf) − 1 (not post − inf): corpus = E × (1 − (1+q)^−N)/q × (1+q), E × N at q = 0.
 * The gap after savings grow (annual compounding) is funded by an annuity-due SIP at pre/12.
 */
export function compute(input: RetirementPlannerInput): RetirementPlannerOutput {
  const yearsToRetirement = Math.max(0, Math.round(input.retirementAge - input.currentAge));
  const yearsInRetirement = Math.max(0, Math.round(input.lifeExpectancy - input.retirementAge));
  const inflation = input.inflationPct / 100;
  const pre = input.preRetirementReturnPct / 100;
  const annualExpensesAtRetirement = 12 * input.currentMonthlyExpenses * growth(inflation, yearsToRetirement);
  const q = (1 + input.postRetirementReturnPct / 100) / (1 + inflation) - 1;
  const corpusRequired = annualExpensesAtRetirement * presentValueFactor(q, yearsInRetirement) * (1 + q);
  const futureValueOfSavings = (input.currentSavings ?? 0) * growth(pre, yearsToRetirement);
  const shortfall = Math.max(0, corpusRequired - futureValueOfSavings);
  const months = 12 * yearsToRetirement;
  return {
    yearsToRetirement,
    yearsInRetirement,
    annualExpensesAtRetirement,
    monthlyExpensesAtRetirement: annualExpensesAtRetirement / 12,
    realReturnPct: q * 100,
    corpusRequired,
    futureValueOfSavings,
    shortfall,
    monthlySipRequired:
      months > 0 ? shortfall / annuityDueFactor(monthlyRate(input.preRetirementReturnPct), months) : 0,
    lumpsumRequiredToday: shortfall / growth(pre, yearsToRetirement),
  };
}

/** Ages must run current < retirement < life expectancy. */
export function checkInput(input: RetirementPlannerInput): FieldError[] {
  return [
    ...orderIssue({ schema: inputSchema, earlier: 'currentAge', later: 'retirementAge', values: input }),
    ...orderIssue({ schema: inputSchema, earlier: 'retirementAge', later: 'lifeExpectancy', values: input }),
  ];
}
