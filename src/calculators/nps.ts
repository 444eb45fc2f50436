import inputSchema from '../../schemas/calculators/nps.input.schema.json';
import { allocationForAge } from './nps-lifecycle-allocation';
import { RATES } from './rates';
import { orderIssue } from './schema-field';
import { annuityDueFactor, growth, monthlyRate } from './time-value';
import type { FieldError, Plain } from './types';
import type { NPSCalculatorInput } from '../shared/generated/calculators/nps.input';
import type { NPSCalculatorOutput } from '../shared/generated/calculators/nps.output';

export type NpsInput = Plain<NPSCalculatorInput>;
export type NpsOutput = Plain<NPSCalculatorOutput>;
type NpsYear = NpsOutput['yearly'][number];

/**
 * Minimum annuity share for a non-government subscriber at normal exit (PFRDA exit amendment,
 * 16 Dec 2025, in the dated-constants table src/calculators/rates.ts): corpus > 12 L → 20 %;
 * 8–12 L → everything above a 6 L lump sum; ≤ 8 L → nil.
 */
export function minimumAnnuityPctNonGovt(corpus: number): number {
  const exit = RATES.nps_exit.value;
  if (corpus > exit.nonGovtFullRuleAbove) return exit.nonGovtMinAnnuityPctAbove;
  if (corpus > exit.nonGovtAllLumpSumUpTo) return ((corpus - exit.nonGovtBandMaxLumpSum) / corpus) * 100;
  return 0;
}

/**
 * Years of monthly contributions. `ageDifference` (default): retirement age − current age, the count of the
 * NPS Trust-style illustration (₹5,000 from 30 to 60 at 10 % → ₹1,13,96,627). `oneYearLess`: one year fewer,
 * the count behind ClearTax's published example (age 21 to 60, ₹3,600 at 8 %: ₹16,41,600 paid in = 456
 * contributions, corpus ₹1,07,06,420), whose text says 39 years.
 */
export function contributionYears(
  input: Pick<NpsInput, 'currentAge' | 'retirementAge' | 'contributionPeriod'>,
): number {
  const span = Math.max(0, Math.round(input.retirementAge - input.currentAge));
  return input.contributionPeriod === 'oneYearLess' ? Math.max(0, span - 1) : span;
}

/**
 * NPS corpus from a start-of-month contribution. Simple mode: one return, FV = C × sipFactor.
 * Lifecycle mode: for each age-year the auto-choice allocation gives a blended return
 * E·rE + C·rC + G·rG; the whole pot (yearly rebalancing) and that year's 12 contributions grow at
 * blended/12 — so equal asset returns give exactly the simple-mode corpus.
 */
export function compute(input: NpsInput): NpsOutput {
  const years = contributionYears(input);
  const c = input.monthlyContribution;
  const lifecycle = input.mode === 'lifecycle';
  const fund = input.fund ?? 'LC50';
  let value = 0;
  const yearly: NpsYear[] = [];
  for (let y = 0; y < years; y++) {
    const age = input.currentAge + y;
    const mix = allocationForAge({ age, fund });
    const returnPct = lifecycle
      ? (mix.equityPct * (input.equityReturnPct ?? 0) +
          mix.corporateBondsPct * (input.corporateBondsReturnPct ?? 0) +
          mix.governmentSecuritiesPct * (input.governmentSecuritiesReturnPct ?? 0)) /
        100
      : (input.annualReturnPct ?? 0);
    const i = monthlyRate(returnPct);
    value = value * growth(i, 12) + c * annuityDueFactor(i, 12);
    yearly.push({
      age,
      equityPct: lifecycle ? mix.equityPct : 0,
      corporateBondsPct: lifecycle ? mix.corporateBondsPct : 0,
      governmentSecuritiesPct: lifecycle ? mix.governmentSecuritiesPct : 0,
      returnPct,
      invested: c * 12 * (y + 1),
      value,
    });
  }
  // Simple mode uses the closed form on all months so the anchor matches the published figure exactly.
  const months = 12 * years;
  const corpus = lifecycle ? value : c * annuityDueFactor(monthlyRate(input.annualReturnPct ?? 0), months);
  const annuityPct = input.annuityPct ?? RATES.nps_exit.value.govtMinAnnuityPct;
  const annuityCorpus = (corpus * annuityPct) / 100;
  const totalInvested = c * months;
  return {
    corpus,
    totalInvested,
    // Returns are never negative at non-negative rates; the floor removes float dust of −1e-9.
    estimatedReturns: Math.max(0, corpus - totalInvested),
    annuityCorpus,
    // Not corpus − annuityCorpus: at 100 % annuity that difference can be −1e-9, shown as "−₹0".
    lumpSum: (corpus * (100 - annuityPct)) / 100,
    monthlyPension: (annuityCorpus * (input.annuityRatePct ?? 6)) / 1200,
    months,
    minimumAnnuityPctNonGovt: minimumAnnuityPctNonGovt(corpus),
    yearly,
  };
}

export function checkInput(input: NpsInput): FieldError[] {
  return orderIssue({ schema: inputSchema, earlier: 'currentAge', later: 'retirementAge', values: input });
}
