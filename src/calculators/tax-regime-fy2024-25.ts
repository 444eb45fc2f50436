import inputSchema from '../../schemas/calculators/tax_regime_fy2024_25.input.schema.json';
import { RATES } from './rates';
import { checkTaxInput, computeTax, newRegimeRules, type TaxRegimeInput, type TaxRegimeOutput } from './tax-regime';
import type { FieldError } from './types';

export type { TaxRegimeInput, TaxRegimeOutput } from './tax-regime';

/** FY 2024-25 new regime: Finance (No.2) Act 2024 figures from the dated-constants table (src/calculators/rates.ts). */
const FY2024_25 = {
  financialYear: '2024-25',
  newRegime: newRegimeRules(RATES.tax_new_regime_fy2024_25.value),
} as const;

/** Old vs new regime tax for FY 2024-25 (AY 2025-26), under the Income-tax Act 1961. */
export function compute(input: TaxRegimeInput): TaxRegimeOutput {
  return computeTax({ input, year: FY2024_25 });
}

export function checkInput(input: TaxRegimeInput): FieldError[] {
  return checkTaxInput({ input, schema: inputSchema });
}
