import inputSchema from '../../schemas/calculators/tax_regime_fy2025_26.input.schema.json';
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

/** FY 2025-26 new regime: Finance Act 2025 slabs, standard deduction 75,000, 87A up to 60,000 at ≤ 12 L. */
const FY2025_26: YearRules = {
  financialYear: '2025-26',
  newRegime: {
    slabs: [
      { from: 4 * L, ratePct: 5 },
      { from: 8 * L, ratePct: 10 },
      { from: 12 * L, ratePct: 15 },
      { from: 16 * L, ratePct: 20 },
      { from: 20 * L, ratePct: 25 },
      { from: 24 * L, ratePct: 30 },
    ],
    standardDeduction: 75000,
    rebateLimit: 12 * L,
    maxRebate: 60000,
    rebateMarginalRelief: true,
    surcharge: NEW_SURCHARGE,
  },
};

/** Old vs new regime tax for FY 2025-26 (AY 2026-27). */
export function compute(input: TaxRegimeInput): TaxRegimeOutput {
  return computeTax({ input, year: FY2025_26 });
}

export function checkInput(input: TaxRegimeInput): FieldError[] {
  return checkTaxInput({ input, schema: inputSchema });
}
