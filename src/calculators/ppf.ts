import { RATES } from './rates';
import { annuityDueFactor } from './time-value';
import type { PPFCalculatorInput } from '../shared/generated/calculators/ppf.input';
import type { PPFCalculatorOutput } from '../shared/generated/calculators/ppf.output';
import type { Plain } from './types';

export type PpfInput = Plain<PPFCalculatorInput>;
export type PpfOutput = Plain<PPFCalculatorOutput>;
type DepositYear = PpfOutput['yearly'][number];

/** PPF rate, from the dated-constants table (src/calculators/rates.ts). */
export const PPF_RATE_PCT = RATES.ppf.value;
export const PPF_TERM_YEARS = 15;

/**
 * Yearly deposit-and-compound loop shared by PPF and SSY: deposit at the start of the year (before
 * 5 April for PPF) while depositing, then one year's interest on the whole balance.
 */
export function depositSchedule({
  annualDeposit,
  ratePct,
  depositYears,
  totalYears,
}: {
  annualDeposit: number;
  ratePct: number;
  depositYears: number;
  totalYears: number;
}): DepositYear[] {
  const r = ratePct / 100;
  const yearly: DepositYear[] = [];
  let balance = 0;
  for (let y = 0; y < totalYears; y++) {
    const deposit = y < depositYears ? annualDeposit : 0;
    balance += deposit;
    const interest = balance * r;
    balance += interest;
    yearly.push({ year: y + 1, deposit, interest, closingBalance: balance });
  }
  return yearly;
}

/** PPF maturity = P × ((1+r)^n − 1)/r × (1+r): deposits at the start of each FY, yearly compounding. */
export function compute(input: PpfInput): PpfOutput {
  const ratePct = input.annualRatePct ?? PPF_RATE_PCT;
  const years = Math.round(input.years ?? PPF_TERM_YEARS);
  const maturityValue = input.annualDeposit * annuityDueFactor(ratePct / 100, years);
  const totalInvested = input.annualDeposit * years;
  return {
    maturityValue,
    totalInvested,
    totalInterest: maturityValue - totalInvested,
    yearly: depositSchedule({ annualDeposit: input.annualDeposit, ratePct, depositYears: years, totalYears: years }),
  };
}
