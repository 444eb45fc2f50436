import inputSchema from '../../schemas/calculators/tax_regime_fy2026_27.input.schema.json';
import { RATES } from './rates';
import { checkTaxInput, computeTax, newRegimeRules, type TaxRegimeInput, type TaxRegimeOutput } from './tax-regime';
import type { FieldError } from './types';

export type { TaxRegimeInput, TaxRegimeOutput } from './tax-regime';

/**
 * Tax year 2026-27, the first under the Income-tax Act 2025: Budget 2026 kept the FY 2025-26
 * slabs, standard deduction and rebate (figures and sources in src/calculators/rates.ts and
 * docs/calculators.md).
 */
const TY2026_27 = {
  financialYear: '2026-27',
  newRegime: newRegimeRules(RATES.tax_new_regime_fy2026_27.value),
} as const;

/** Old vs new regime tax for tax year 2026-27 (1 April 2026 to 31 March 2027). */
export function compute(input: TaxRegimeInput): TaxRegimeOutput {
  return computeTax({ input, year: TY2026_27 });
}

export function checkInput(input: TaxRegimeInput): FieldError[] {
  return checkTaxInput({ input, schema: inputSchema });
}
