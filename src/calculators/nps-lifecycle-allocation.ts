import type { NPSAutoChoiceAllocationInput } from '../shared/generated/calculators/nps_lifecycle_allocation.input';
import type { NPSAutoChoiceAllocationOutput } from '../shared/generated/calculators/nps_lifecycle_allocation.output';
import type { NpsLifecycleTables } from './rate-types';
import { RATES } from './rates';
import type { Plain } from './types';

export type NpsLifecycleAllocationInput = Plain<NPSAutoChoiceAllocationInput>;
export type NpsLifecycleAllocationOutput = Plain<NPSAutoChoiceAllocationOutput>;
export type NpsFund = NpsLifecycleAllocationInput['fund'];
type AllocationRow = NpsLifecycleAllocationOutput['table'][number];

/** Legacy portal labels of the auto-choice funds (PFRDA's Oct-2025 renaming left the numbers alone). */
export const NPS_FUND_LABELS = { LC75: 'Aggressive', LC50: 'Moderate', LC25: 'Conservative' } as const;

export const FIRST_TABLE_AGE = 35;
export const LAST_TABLE_AGE = 55;

/**
 * PFRDA auto-choice equity / corporate-bond shares for ages 35…55 (index 0 = age ≤ 35); G is the
 * remainder. Written out (in the dated-constants table, src/calculators/rates.ts) rather than
 * derived from the taper rules because LC75's corporate share holds at 20 from 45 to 50 —
 * interpolating straight to 10 is the documented pitfall.
 */
const EQUITY_CORPORATE: NpsLifecycleTables = RATES.nps_lifecycle.value;

/** Allocation for an age in completed years: ≤ 35 uses the 35 row, ≥ 55 the 55 row. */
export function allocationForAge({ age, fund }: NpsLifecycleAllocationInput): AllocationRow {
  const tableAge = Math.min(LAST_TABLE_AGE, Math.max(FIRST_TABLE_AGE, Math.floor(age)));
  const [equityPct, corporateBondsPct] = EQUITY_CORPORATE[fund][tableAge - FIRST_TABLE_AGE];
  return { age: tableAge, equityPct, corporateBondsPct, governmentSecuritiesPct: 100 - equityPct - corporateBondsPct };
}

/** The whole 35…55 table of one fund, for the NPS page's chart. */
function allocationTable(fund: NpsFund): AllocationRow[] {
  return EQUITY_CORPORATE[fund].map((_, k) => allocationForAge({ age: FIRST_TABLE_AGE + k, fund }));
}

/**
 * Active choice equity cap (PFRDA): 75 % to age 50, then down 2.5 points a year to 50 % at 60 —
 * the fixed equity / government-bond table of docs/product-rules.md "Calculator tables".
 */
export function activeChoiceMaxEquityPct(age: number): number {
  if (age <= 50) return 75;
  return Math.max(50, 75 - 2.5 * (Math.floor(age) - 50));
}

export function compute(input: NpsLifecycleAllocationInput): NpsLifecycleAllocationOutput {
  const row = allocationForAge(input);
  return {
    fund: input.fund,
    fundLabel: NPS_FUND_LABELS[input.fund],
    age: input.age,
    tableAge: row.age,
    equityPct: row.equityPct,
    corporateBondsPct: row.corporateBondsPct,
    governmentSecuritiesPct: row.governmentSecuritiesPct,
    table: allocationTable(input.fund),
  };
}
