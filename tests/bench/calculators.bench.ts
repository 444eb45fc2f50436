/**
 * Calculator timing: each formula calculator on the largest inputs its schema allows (40 years of
 * months, oldest age spans, worst-case loops). Prints a table of median / p95 milliseconds.
 * Run: npx tsx tests/bench/calculators.bench.ts
 */
import { pathToFileURL } from 'node:url';
import { calculators, validateCalculatorInput, type CalculatorKey } from '../../src/calculators';

const WARMUP_RUNS = 200;
const TIMED_RUNS = 1001;
/** Target of the issue: every formula calculator under 1 ms. */
export const BUDGET_MS = 1;

/** Largest allowed inputs; each is checked against the schema so the bench cannot drift out of range. */
const LARGEST: Record<CalculatorKey, Record<string, unknown>> = {
  sip: { monthlyInvestment: 1e9, annualReturnPct: 50, years: 40 },
  step_up_sip: { monthlyInvestment: 1e9, annualStepUpPct: 50, annualReturnPct: 50, years: 40 },
  goal_topup_sip: { currentCost: 1e10, years: 40, inflationPct: 30, annualReturnPct: 50, annualTopUpPct: 50 },
  goal_planning: { currentCost: 1e10, years: 40, inflationPct: 30, annualReturnPct: 50, currentSavings: 1 },
  // A tiny withdrawal never exhausts the pot, so all 480 months run.
  swp: { initialInvestment: 1e10, monthlyWithdrawal: 1, annualReturnPct: 50, years: 40, convention: 'end_effective' },
  home_loan_emi: { principal: 1e10, annualRatePct: 30, tenureMonths: 480 },
  home_loan_prepayment: {
    principal: 1e10,
    annualRatePct: 30,
    tenureMonths: 480,
    prepaymentAmount: 1,
    prepaymentAfterMonth: 0,
    mode: 'reduceTenure',
  },
  // ₹1 a month on ₹100 crore never clears: the simulation runs to its 100-year cap.
  credit_card_payoff: {
    outstanding: 1e9,
    monthlyInterestRatePct: 0,
    mode: 'fixed',
    fixedMonthlyPayment: 1,
    gstOnInterestPct: 28,
  },
  ppf: { annualDeposit: 150000, annualRatePct: 20, years: 40 },
  ssy: { annualDeposit: 150000, annualRatePct: 20, depositYears: 15, maturityYears: 21 },
  epf: {
    monthlyBasicDa: 1e8,
    task: 'corpus',
    currentAge: 18,
    retirementAge: 60,
    currentBalance: 1e10,
    annualSalaryIncreasePct: 30,
    interestRatePct: 15,
  },
  hra_exemption: {
    basicDaAnnual: 1e10,
    hraReceivedAnnual: 1e10,
    rentPaidAnnual: 1e10,
    isMetro: true,
    regime: 'compare',
  },
  tax_regime_fy2024_25: {
    salaryIncome: 1e10,
    otherIncome: 1e10,
    regime: 'compare',
    ageCategory: '80plus',
    hraExemption: 1e6,
    sec80C: 1e6,
    sec80DSelfFamily: 1e6,
    sec80DParents: 1e6,
    parentsSenior: true,
    sec80CCD1B: 1e6,
    sec24bHomeLoanInterest: 1e6,
    sec80CCD2EmployerNps: 1e6,
  },
  tax_regime_fy2025_26: {
    salaryIncome: 1e10,
    otherIncome: 1e10,
    regime: 'compare',
    ageCategory: '80plus',
    hraExemption: 1e6,
    sec80C: 1e6,
    sec80DSelfFamily: 1e6,
    sec80DParents: 1e6,
    parentsSenior: true,
    sec80CCD1B: 1e6,
    sec24bHomeLoanInterest: 1e6,
    sec80CCD2EmployerNps: 1e6,
  },
  tax_regime_fy2026_27: {
    salaryIncome: 1e10,
    otherIncome: 1e10,
    regime: 'compare',
    ageCategory: '80plus',
    hraExemption: 1e6,
    sec80C: 1e6,
    sec80DSelfFamily: 1e6,
    sec80DParents: 1e6,
    parentsSenior: true,
    sec80CCD1B: 1e6,
    sec24bHomeLoanInterest: 1e6,
    sec80CCD2EmployerNps: 1e6,
  },
  nps: {
    monthlyContribution: 1e8,
    currentAge: 18,
    retirementAge: 75,
    mode: 'lifecycle',
    fund: 'LC75',
    equityReturnPct: 50,
    corporateBondsReturnPct: 50,
    governmentSecuritiesReturnPct: 50,
    annuityPct: 100,
    annuityRatePct: 20,
  },
  nps_lifecycle_allocation: { age: 75, fund: 'LC75' },
  human_life_value: {
    annualIncome: 1e10,
    annualPersonalExpenses: 0,
    currentAge: 18,
    retirementAge: 75,
    incomeGrowthPct: 30,
    discountRatePct: 0,
    outstandingLiabilities: 1e10,
    existingLifeCover: 0,
    existingInvestments: 0,
  },
  retirement_planner: {
    currentAge: 18,
    retirementAge: 80,
    lifeExpectancy: 110,
    currentMonthlyExpenses: 1e9,
    inflationPct: 30,
    preRetirementReturnPct: 50,
    postRetirementReturnPct: 50,
    currentSavings: 0,
  },
  // Nothing invested: freedom is never reached, so the month search runs to its 100-year cap.
  financial_freedom: {
    currentAnnualExpenses: 1e10,
    inflationPct: 30,
    safeWithdrawalRatePct: 0.5,
    currentCorpus: 0,
    annualReturnPct: 50,
    targetYears: 40,
    monthlyInvestment: 0,
  },
  buy_vs_rent: {
    propertyPrice: 1e10,
    downPaymentPct: 0,
    loanRatePct: 30,
    loanTenureYears: 40,
    propertyAppreciationPct: 30,
    monthlyRent: 1e9,
    annualRentIncreasePct: 30,
    investmentReturnPct: 50,
    horizonYears: 40,
  },
};

export type BenchRow = { key: CalculatorKey; medianMs: number; p95Ms: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function timeOne(key: CalculatorKey): BenchRow {
  const checked = validateCalculatorInput(key, LARGEST[key]);
  if (!checked.ok) throw new Error(`${key}: bench input is outside the schema: ${JSON.stringify(checked.errors)}`);
  const compute = calculators[key].compute as (input: unknown) => unknown;
  const input = checked.value;
  let sink = 0;
  for (let k = 0; k < WARMUP_RUNS; k++) sink += compute(input) ? 1 : 0;
  const samples: number[] = [];
  for (let k = 0; k < TIMED_RUNS; k++) {
    const start = performance.now();
    sink += compute(input) ? 1 : 0;
    samples.push(performance.now() - start);
  }
  if (sink === 0) throw new Error('unreachable: keeps the calls from being optimised away');
  samples.sort((a, b) => a - b);
  return { key, medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95) };
}

/** Median milliseconds per calculator on its largest inputs. */
export async function benchCalculators(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const row of benchRows()) result[row.key] = row.medianMs;
  return result;
}

export function benchRows(): BenchRow[] {
  return (Object.keys(calculators) as CalculatorKey[]).map(timeOne);
}

function printTable(rows: BenchRow[]): void {
  const pad = Math.max(...rows.map((r) => r.key.length));
  console.log(`${'calculator'.padEnd(pad)}  median ms    p95 ms  < ${BUDGET_MS} ms`);
  for (const r of rows) {
    const ok = r.medianMs < BUDGET_MS ? 'yes' : 'NO';
    console.log(`${r.key.padEnd(pad)}  ${r.medianMs.toFixed(4).padStart(9)}  ${r.p95Ms.toFixed(4).padStart(8)}  ${ok}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = benchRows();
  printTable(rows);
  if (rows.some((r) => r.medianMs >= BUDGET_MS)) process.exitCode = 1;
}
