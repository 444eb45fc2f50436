import inputSchema from '../../schemas/calculators/human_life_value.input.schema.json';
import { fieldIssue, orderIssue } from './schema-field';
import type { FieldError, Plain } from './types';
import type { HumanLifeValueCalculatorInput } from '../shared/generated/calculators/human_life_value.input';
import type { HumanLifeValueCalculatorOutput } from '../shared/generated/calculators/human_life_value.output';

export type HumanLifeValueInput = Plain<HumanLifeValueCalculatorInput>;
export type HumanLifeValueOutput = Plain<HumanLifeValueCalculatorOutput>;

/**
 * Income-replacement HLV: PV = Σ_{t=1..N} (income − personal expenses)(1+g)^{t−1} / (1+d)^t, plus
 * liabilities; the cover still needed is floored at zero. Summed term by term (N ≤ 57) so g = d
 * needs no special case and small g − d does not lose precision. `discountTiming: 'startOfYear'`
 * discounts each year from its start instead, Σ … / (1+d)^{t−1}: (1 + d) times the end-of-year value.
 */
export function compute(input: HumanLifeValueInput): HumanLifeValueOutput {
  const years = Math.max(0, Math.round(input.retirementAge - input.currentAge));
  const net = input.annualIncome - input.annualPersonalExpenses;
  const ratio = (1 + input.incomeGrowthPct / 100) / (1 + input.discountRatePct / 100);
  const startOfYear = input.discountTiming === 'startOfYear';
  let term = startOfYear ? net : net / (1 + input.discountRatePct / 100);
  let pv = 0;
  for (let t = 1; t <= years; t++) {
    pv += term;
    term *= ratio;
  }
  const humanLifeValue = pv + (input.outstandingLiabilities ?? 0);
  return {
    yearsToRetirement: years,
    netAnnualContribution: net,
    presentValueOfFutureIncome: pv,
    humanLifeValue,
    additionalCoverNeeded: Math.max(
      0,
      humanLifeValue - (input.existingLifeCover ?? 0) - (input.existingInvestments ?? 0),
    ),
  };
}

/** Retirement after today; personal expenses within income (else there is no income to replace). */
export function checkInput(input: HumanLifeValueInput): FieldError[] {
  const issues = orderIssue({ schema: inputSchema, earlier: 'currentAge', later: 'retirementAge', values: input });
  if (input.annualPersonalExpenses > input.annualIncome) {
    issues.push(
      fieldIssue({
        schema: inputSchema,
        field: 'annualPersonalExpenses',
        code: 'E-10546',
        rule: { id: 'notAboveField', other: 'annualIncome' },
      }),
    );
  }
  return issues;
}
