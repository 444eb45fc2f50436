import type { CalculatorKey } from './types';

/** How a calculator card opens: a formula page of this registry, a mutual-fund data page, or a file. */
export type CatalogueKind = 'formula' | 'mutual-fund' | 'download';

export type CatalogueEntry = {
  /** Calculator id of product.md §3 (1-26); the API's calculator_id. */
  id: number;
  title: string;
  description: string;
  /** Page path, or the file path for a download. */
  route: string;
  kind: CatalogueKind;
  /** Registry keys computed on that page (empty for mutual-fund pages and downloads). */
  keys: readonly CalculatorKey[];
};

const page = (slug: string): string => `/client/calculators/${slug}`;

/**
 * Every card of the calculators index, by product id. Formula calculators are computed here;
 * mutual-fund pages (16-19, 25, 26) read fund data elsewhere; 12 is a spreadsheet download.
 */
export const calculatorCatalogue: readonly CatalogueEntry[] = [
  { id: 1, title: 'Goal Planning', description: 'How much to invest every month, or today, to reach a goal after inflation.', route: page('goal-plan-calc'), kind: 'formula', keys: ['goal_planning'] },
  { id: 2, title: 'Sukanya Samriddhi Yojana', description: 'Maturity value of yearly SSY deposits for 15 years, maturing 21 years from opening.', route: page('ssy-calc'), kind: 'formula', keys: ['ssy'] },
  { id: 3, title: 'EPF', description: 'Your monthly EPF and EPS split and the EPF corpus at retirement.', route: page('epf-calc'), kind: 'formula', keys: ['epf'] },
  { id: 4, title: 'PPF', description: 'Maturity value of yearly PPF deposits over 15 years or more.', route: page('ppf-calc'), kind: 'formula', keys: ['ppf'] },
  { id: 5, title: 'SIP', description: 'What a monthly SIP grows to at an expected return.', route: page('sip-calc'), kind: 'formula', keys: ['sip'] },
  { id: 6, title: 'SWP', description: 'How a lump sum lasts with a fixed monthly withdrawal.', route: page('swp-calc'), kind: 'formula', keys: ['swp'] },
  { id: 7, title: 'HRA Exemption', description: 'How much of your house rent allowance is tax-free under the old regime.', route: page('hra-calc'), kind: 'formula', keys: ['hra_exemption'] },
  { id: 8, title: 'Old vs New Tax Regime 2024-25', description: 'Compare your income tax under the old and new regimes for FY 2024-25.', route: page('old-vs-new-tax-2024-25-calc'), kind: 'formula', keys: ['tax_regime_fy2024_25'] },
  { id: 9, title: 'Home Loan EMI', description: 'Monthly EMI, total interest and the amortisation of a home loan.', route: page('home-loan-calc'), kind: 'formula', keys: ['home_loan_emi'] },
  { id: 10, title: 'Home Loan Pre-payment', description: 'Interest and EMIs saved by a pre-payment: shorter tenure or lower EMI.', route: page('home-loan-pre-calc'), kind: 'formula', keys: ['home_loan_prepayment'] },
  { id: 11, title: 'Credit Card Payoff', description: 'How long a card balance takes to clear and the interest and GST it costs.', route: page('credit-card-calc'), kind: 'formula', keys: ['credit_card_payoff'] },
  { id: 12, title: 'Monthly Spending Tracker', description: 'A spreadsheet to track where your money goes each month.', route: '/files/monthly-spending-tracker.xlsx', kind: 'download', keys: [] },
  { id: 13, title: 'Human Life Value', description: 'How much life cover replaces your income for your family.', route: page('human-life-calc'), kind: 'formula', keys: ['human_life_value'] },
  { id: 14, title: 'Retirement Planner', description: 'The corpus you need at retirement and the monthly SIP to build it.', route: page('retirement-calc'), kind: 'formula', keys: ['retirement_planner'] },
  { id: 15, title: 'Buy vs Rent', description: 'Net worth from buying a home with a loan against renting and investing the difference.', route: page('buy-vs-rent-calc'), kind: 'formula', keys: ['buy_vs_rent'] },
  { id: 16, title: 'Rolling Returns vs Category', description: "A fund's rolling returns against its category average.", route: page('rolling-vs-category-calc'), kind: 'mutual-fund', keys: [] },
  { id: 17, title: 'Rolling Returns vs Benchmark', description: "A fund's rolling returns against NIFTY 50 TRI, PPF, FD or gold.", route: page('rolling-vs-benchmark-calc'), kind: 'mutual-fund', keys: [] },
  { id: 18, title: 'Mutual Fund Portfolio Overlap', description: 'The stocks two mutual fund schemes hold in common.', route: page('mutual-fund-portfolio-overlap-calc'), kind: 'mutual-fund', keys: [] },
  { id: 19, title: 'Mutual Fund SWP', description: 'A systematic withdrawal plan run on a real scheme’s NAV history.', route: page('mutual-fund-swp-calc'), kind: 'mutual-fund', keys: [] },
  { id: 20, title: 'NPS', description: 'Your NPS corpus, lump sum and monthly pension, with auto-choice life-cycle funds.', route: page('nps-calc'), kind: 'formula', keys: ['nps', 'nps_lifecycle_allocation'] },
  { id: 21, title: 'Old vs New Tax Regime 2025-26', description: 'Compare your income tax under the old and new regimes for FY 2025-26.', route: page('old-vs-new-tax-2025-26-calc'), kind: 'formula', keys: ['tax_regime_fy2025_26'] },
  { id: 22, title: 'Financial Freedom', description: 'The corpus that lets you stop working, and when you get there.', route: page('financial-freedom-calc'), kind: 'formula', keys: ['financial_freedom'] },
  { id: 23, title: 'Goal-based Top-up SIP', description: 'The starting SIP, raised every year, that reaches your goal.', route: page('goal-topup-sip-calc'), kind: 'formula', keys: ['goal_topup_sip'] },
  { id: 24, title: 'Step-up SIP', description: 'What a SIP that rises every year grows to.', route: page('step-up-sip-calc'), kind: 'formula', keys: ['step_up_sip'] },
  { id: 25, title: 'ETF Corner', description: 'Tracking error of ETFs against their index.', route: page('etf-corner'), kind: 'mutual-fund', keys: [] },
  { id: 26, title: 'Compare Mutual Funds', description: 'Compare mutual fund schemes side by side.', route: page('compare-mutual-funds'), kind: 'mutual-fund', keys: [] },
];

/** Catalogue entry of a product id; throws on an id outside 1-26 (a programming error). */
export function getCatalogueEntry(id: number): CatalogueEntry {
  const entry = calculatorCatalogue.find((e) => e.id === id);
  if (!entry) throw new Error(`No calculator with id ${id}`);
  return entry;
}
