import inputSchema from '../../schemas/calculators/ssy.input.schema.json';
import { depositSchedule } from './ppf';
import { RATES } from './rates';
import { fieldIssue } from './schema-field';
import { annuityDueFactor, growth } from './time-value';
import type { FieldError, Plain } from './types';
import type { SukanyaSamriddhiYojanaCalculatorInput } from '../shared/generated/calculators/ssy.input';
import type { SukanyaSamriddhiYojanaCalculatorOutput } from '../shared/generated/calculators/ssy.output';

export type SsyInput = Plain<SukanyaSamriddhiYojanaCalculatorInput>;
export type SsyOutput = Plain<SukanyaSamriddhiYojanaCalculatorOutput>;

/** SSY rate, from the dated-constants table (src/calculators/rates.ts). */
export const SSY_RATE_PCT = RATES.ssy.value;
/** Sukanya Samriddhi Account Scheme 2019: deposits for 15 years, maturity 21 years from opening. */
export const SSY_DEPOSIT_YEARS = 15;
export const SSY_MATURITY_YEARS = 21;

/**
 * Deposits stop after 15 years but interest runs to year 21 — the common bugs are compounding
 * only 15 years or depositing for 21. Closed form P × sipFactor(r, 15) × (1+r)^6.
 */
export function compute(input: SsyInput): SsyOutput {
  const ratePct = input.annualRatePct ?? SSY_RATE_PCT;
  const maturityYears = Math.round(input.maturityYears ?? SSY_MATURITY_YEARS);
  const depositYears = Math.min(Math.round(input.depositYears ?? SSY_DEPOSIT_YEARS), maturityYears);
  const r = ratePct / 100;
  const maturityValue =
    input.annualDeposit * annuityDueFactor(r, depositYears) * growth(r, maturityYears - depositYears);
  const totalInvested = input.annualDeposit * depositYears;
  return {
    maturityValue,
    totalInvested,
    totalInterest: maturityValue - totalInvested,
    yearly: depositSchedule({ annualDeposit: input.annualDeposit, ratePct, depositYears, totalYears: maturityYears }),
  };
}

/** Deposits cannot run past maturity. */
export function checkInput(input: SsyInput): FieldError[] {
  const depositYears = input.depositYears ?? SSY_DEPOSIT_YEARS;
  const maturityYears = input.maturityYears ?? SSY_MATURITY_YEARS;
  if (depositYears <= maturityYears) return [];
  return [
    fieldIssue({
      schema: inputSchema,
      field: 'depositYears',
      code: 'E-10544',
      rule: { id: 'notMoreThanField', other: 'maturityYears' },
    }),
  ];
}
