import inputSchema from '../../schemas/calculators/tax_regime_fy2025_26.input.schema.json';
import { RATES } from './rates';
import { checkTaxInput, computeTax, newRegimeRules, type TaxRegimeInput, type TaxRegimeOutput } from './tax-regime';
import type { FieldError } from './types';

export type { TaxRegimeInput, TaxRegimeOutput } from './tax-regime';

/** FY 2025-26 new regime: Finance Act 2025 figures from the dated-constants table (src/calculators/rates.ts). */
const FY2025_26 = {
  financialYear: '2025-26',
  newRegime: newRegimeRules(RATES.tax_new_regime_fy2025_26.value),
} as const;

/** Old vs new regime tax for FY 2025-26 (AY 2026-27), under the Income-tax Act 1961. */
export function compute(input: TaxRegimeInput): TaxRegimeOutput {
  return computeTax({ input, year: FY2025_26 });
}

export function checkInput(input: TaxRegimeInput): FieldError[] {
  return checkTaxInput({ input, schema: inputSchema });
}
