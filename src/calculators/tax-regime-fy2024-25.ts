import inputSchema from '../../schemas/calculators/tax_regime_fy2024_25.input.schema.json';
import {
  checkTaxInput,
  computeTax,
  NEW_SURCHARGE,
  type TaxRegimeInput,
  type TaxRegimeOutput,
  type YearRules,
} from './tax-regime';
import type { FieldError } from './types';

export type { TaxRegimeInput, TaxRegimeOutput } from './tax-regime';

const L = 100000;

/** FY 2024-25 new regime: Finance (No.2) Act 2024 slabs, standard deduction 75,000, 87A up to 25,000 at ≤ 7 L. */
const FY2024_25: YearRules = {
  financialYear: '2024-25',
  newRegime: {
    slabs: [
      { from: 3 * L, ratePct: 5 },
      { from: 7 * L, ratePct: 10 },
      { from: 10 * L, ratePct: 15 },
      { from: 12 * L, ratePct: 20 },
      { from: 15 * L, ratePct: 30 },
    ],
    standardDeduction: 75000,
    rebateLimit: 7 * L,
    maxRebate: 25000,
    rebateMarginalRelief: true,
    surcharge: NEW_SURCHARGE,
  },
};

/** Old vs new regime tax for FY 2024-25 (AY 2025-26). */
export function compute(input: TaxRegimeInput): TaxRegimeOutput {
  return computeTax({ input, year: FY2024_25 });
}

export function checkInput(input: TaxRegimeInput): FieldError[] {
  return checkTaxInput({ input, schema: inputSchema });
}
