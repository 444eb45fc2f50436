import { RATES, type RateId } from './rates';
import type { DatedConstant } from './rate-types';
import type { CalculatorKey } from './types';

/** Which dated constants (rates.ts) each calculator page shows, and how their dates read. Isomorphic. */

/** The dated constants each calculator uses, in the order its page lists them. */
export const RATES_USED: Record<CalculatorKey, readonly RateId[]> = {
  sip: [],
  step_up_sip: [],
  goal_topup_sip: [],
  goal_planning: [],
  swp: [],
  home_loan_emi: [],
  home_loan_prepayment: [],
  credit_card_payoff: ['gst_card_interest'],
  ppf: ['ppf'],
  ssy: ['ssy'],
  epf: ['epf', 'epf_wage_ceiling'],
  hra_exemption: [],
  tax_regime_fy2024_25: [
    'tax_new_regime_fy2024_25',
    'tax_old_regime',
    'tax_surcharge',
    'tax_cess',
    'tax_employer_nps_limit',
  ],
  tax_regime_fy2025_26: [
    'tax_new_regime_fy2025_26',
    'tax_old_regime',
    'tax_surcharge',
    'tax_cess',
    'tax_employer_nps_limit',
  ],
  tax_regime_fy2026_27: [
    'tax_new_regime_fy2026_27',
    'tax_old_regime',
    'tax_surcharge',
    'tax_cess',
    'tax_employer_nps_limit',
  ],
  nps: ['nps_lifecycle', 'nps_exit'],
  nps_lifecycle_allocation: ['nps_lifecycle'],
  human_life_value: [],
  retirement_planner: [],
  financial_freedom: [],
  buy_vs_rent: [],
};

/** The dated constants a calculator's page shows. */
export function ratesFor(key: CalculatorKey): DatedConstant<unknown>[] {
  return RATES_USED[key].map((id) => RATES[id]);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-04-01" → "1 Apr 2026". */
export function formatAsOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
