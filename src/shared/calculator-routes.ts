/**
 * Calculator ids (docs/product-rules.md "Package info and modules") and their page slugs under /client/calculators/.
 * The two tax-regime calculators (8 and 21) are interchangeable for access.
 */
export const calculatorSlugs = {
  1: 'goal-plan-calc',
  2: 'ssy-calc',
  3: 'epf-calc',
  4: 'ppf-calc',
  5: 'sip-calc',
  6: 'swp-calc',
  7: 'hra-calc',
  8: 'old-vs-new-tax-2024-25-calc',
  9: 'home-loan-calc',
  10: 'home-loan-pre-calc',
  11: 'credit-card-calc',
  12: 'monthly-spending-tracker',
  13: 'human-life-calc',
  14: 'retirement-calc',
  15: 'buy-vs-rent-calc',
  16: 'rolling-vs-category-calc',
  17: 'rolling-vs-benchmark-calc',
  18: 'mutual-fund-portfolio-overlap-calc',
  19: 'mutual-fund-swp-calc',
  20: 'nps-calc',
  21: 'old-vs-new-tax-2025-26-calc',
  22: 'financial-freedom-calc',
  23: 'goal-topup-sip-calc',
  24: 'step-up-sip-calc',
  25: 'etf-corner',
  26: 'compare-mutual-funds',
} as const satisfies Record<number, string>;

export type CalculatorId = keyof typeof calculatorSlugs;

export const TAX_CALCULATOR_IDS: readonly number[] = [8, 21];

export function calculatorIdForSlug(slug: string): number | undefined {
  for (const [id, s] of Object.entries(calculatorSlugs)) if (s === slug) return Number(id);
  return undefined;
}

/** Whether a package's calculator list opens calculator `id` (tax calculators stand in for each other). */
export function hasCalculator(calculatorIds: readonly number[], id: number): boolean {
  if (calculatorIds.includes(id)) return true;
  return TAX_CALCULATOR_IDS.includes(id) && TAX_CALCULATOR_IDS.some((t) => calculatorIds.includes(t));
}
