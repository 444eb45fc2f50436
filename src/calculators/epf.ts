import inputSchema from '../../schemas/calculators/epf.input.schema.json';
import { RATES } from './rates';
import { orderIssue } from './schema-field';
import { growth } from './time-value';
import type { FieldError, Plain } from './types';
import type { EPFCalculatorInput } from '../shared/generated/calculators/epf.input';
import type { EPFCalculatorOutput } from '../shared/generated/calculators/epf.output';

export type EpfInput = Plain<EPFCalculatorInput>;
export type EpfOutput = Plain<EPFCalculatorOutput>;
type EpfYear = EpfOutput['yearly'][number];
type EpfSplit = Pick<
  EpfOutput,
  'employee' | 'employerEps' | 'employerEpf' | 'employerTotal' | 'employerContributionWage' | 'totalMonthlyEpfCredit'
>;
type EmployerBasis = NonNullable<EpfInput['employerContributionBasis']>;

/** EPF rate, from the dated-constants table (src/calculators/rates.ts). */
const EPF_RATE_PCT = RATES.epf.value;
/** EPS wage ceiling since Sept 2014 and the resulting monthly cap (8.33 % × 15,000 = 1,249.50 → 1,250). */
export const EPS_WAGE_CEILING = RATES.epf_wage_ceiling.value.wageCeiling;
export const EPS_MONTHLY_CAP = RATES.epf_wage_ceiling.value.epsMonthlyCap;

/**
 * Monthly split as EPFO credits it, rounded to the rupee: employee 12 % of Basic+DA; employer 12 %
 * of which 8.33 % of the wage (capped at 15,000) goes to EPS and the rest to EPF — so 3.67 % only
 * while the wage is at or below the ceiling. Integer arithmetic (833/10000) keeps 1,249.50 exact.
 * With `wageCeiling` the employer's 12 % is on min(wage, 15,000) (the statutory minimum; paying on a
 * higher wage is optional, EPF Scheme para 26(6)): at ₹50,000 that is ₹1,800 = ₹1,250 EPS + ₹550 EPF.
 * The employee's own 12 % stays on the full wage either way.
 */
function splitContribution(monthlyBasicDa: number, basis: EmployerBasis): EpfSplit {
  const employee = Math.round((monthlyBasicDa * 12) / 100);
  const employerContributionWage =
    basis === 'wageCeiling' ? Math.min(monthlyBasicDa, EPS_WAGE_CEILING) : monthlyBasicDa;
  const employerTotal = Math.round((employerContributionWage * 12) / 100);
  const employerEps = Math.min(Math.round((Math.min(monthlyBasicDa, EPS_WAGE_CEILING) * 833) / 10000), EPS_MONTHLY_CAP);
  const employerEpf = employerTotal - employerEps;
  return {
    employee,
    employerEps,
    employerEpf,
    employerTotal,
    employerContributionWage,
    totalMonthlyEpfCredit: employee + employerEpf,
  };
}

/**
 * Corpus (ET / ClearTax method): each month's interest is on the month's opening balance, the
 * month's contribution is added at month end, and the year's interest is credited at year end, so
 * a year earns rate/1200 × (12 × opening + 66 × C). The salary rises at the start of each year.
 * EPS is a pension, not part of the withdrawable balance.
 */
export function compute(input: EpfInput): EpfOutput {
  const basis = input.employerContributionBasis ?? 'actualWage';
  const split = splitContribution(input.monthlyBasicDa, basis);
  if ((input.task ?? 'corpus') === 'split' || input.currentAge === undefined || input.retirementAge === undefined) {
    return {
      ...split,
      corpus: null,
      totalEmployeeContribution: null,
      totalEmployerContribution: null,
      totalEpsContribution: null,
      totalInterest: null,
      yearly: [],
    };
  }
  const rate = (input.interestRatePct ?? EPF_RATE_PCT) / 1200;
  const raise = (input.annualSalaryIncreasePct ?? 0) / 100;
  const years = Math.max(0, Math.round(input.retirementAge - input.currentAge));
  let balance = input.currentBalance ?? 0;
  let totalEmployee = 0;
  let totalEmployer = 0;
  let totalEps = 0;
  let totalInterest = 0;
  const yearly: EpfYear[] = [];
  for (let y = 0; y < years; y++) {
    const wage = input.monthlyBasicDa * growth(raise, y);
    const s = splitContribution(wage, basis);
    const interest = rate * (12 * balance + 66 * s.totalMonthlyEpfCredit);
    balance += 12 * s.totalMonthlyEpfCredit + interest;
    totalEmployee += 12 * s.employee;
    totalEmployer += 12 * s.employerEpf;
    totalEps += 12 * s.employerEps;
    totalInterest += interest;
    yearly.push({
      year: y + 1,
      age: input.currentAge + y,
      monthlyBasicDa: wage,
      monthlyCredit: s.totalMonthlyEpfCredit,
      interest,
      closingBalance: balance,
    });
  }
  return {
    ...split,
    corpus: balance,
    totalEmployeeContribution: totalEmployee,
    totalEmployerContribution: totalEmployer,
    totalEpsContribution: totalEps,
    totalInterest,
    yearly,
  };
}

/** Retirement must come after the current age (corpus task only). */
export function checkInput(input: EpfInput): FieldError[] {
  if ((input.task ?? 'corpus') === 'split') return [];
  return orderIssue({ schema: inputSchema, earlier: 'currentAge', later: 'retirementAge', values: input });
}
