import { calculatorSlugs, type CalculatorId } from '../shared/calculator-routes';
import type { CalculatorKey } from './types';

/** How a calculator card opens: a formula page of this registry, a mutual-fund data page, or a file. */
export type CatalogueKind = 'formula' | 'mutual-fund' | 'download';

export type CatalogueEntry = {
  /** Calculator id 1-26 (docs/product-rules.md "Package info and modules"); the API's calculator_id. */
  id: number;
  title: string;
  description: string;
  /** Page path, or the file path for a download. */
  route: string;
  kind: CatalogueKind;
  /** Registry keys computed on that page (empty for mutual-fund pages and downloads). */
  keys: readonly CalculatorKey[];
};

/** A calculator's page, from the slug table the route guard also reads. */
const page = (id: CalculatorId): string => `/client/calculators/${calculatorSlugs[id]}`;

/**
 * Every card of the calculators index, by product id. Formula calculators are computed here;
 * mutual-fund pages (16-19, 25, 26) read fund data elsewhere; 12 is a spreadsheet download.
 */
export const calculatorCatalogue: readonly CatalogueEntry[] = [
  {
    id: 1,
    title: 'Goal Planning',
    description: 'How much to invest every month, or today, to reach a goal after inflation.',
    route: page(1),
    kind: 'formula',
    keys: ['goal_planning'],
  },
  {
    id: 2,
    title: 'Sukanya Samriddhi Yojana',
    description: 'Maturity value of yearly SSY deposits for 15 years, maturing 21 years from opening.',
    route: page(2),
    kind: 'formula',
    keys: ['ssy'],
  },
  {
    id: 3,
    title: 'EPF',
    description: 'Your monthly EPF and EPS split and the EPF corpus at retirement.',
    route: page(3),
    kind: 'formula',
    keys: ['epf'],
  },
  {
    id: 4,
    title: 'PPF',
    description: 'Maturity value of yearly PPF deposits over 15 years or more.',
    route: page(4),
    kind: 'formula',
    keys: ['ppf'],
  },
  {
    id: 5,
    title: 'SIP',
    description: 'What a monthly SIP grows to at an expected return.',
    route: page(5),
    kind: 'formula',
    keys: ['sip'],
  },
  {
    id: 6,
    title: 'SWP',
    description: 'How a lump sum lasts with a fixed monthly withdrawal.',
    route: page(6),
    kind: 'formula',
    keys: ['swp'],
  },
  {
    id: 7,
    title: 'HRA Exemption',
    description: 'How much of your house rent allowance is tax-free under the old regime.',
    route: page(7),
    kind: 'formula',
    keys: ['hra_exemption'],
  },
  {
    id: 8,
    title: 'Old vs New Tax Regime 2024-25',
    description: 'Compare your income tax under the old and new regimes for FY 2024-25.',
    route: page(8),
    kind: 'formula',
    keys: ['tax_regime_fy2024_25'],
  },
  {
    id: 9,
    title: 'Home Loan EMI',
    description: 'Monthly EMI, total interest and the amortisation of a home loan.',
    route: page(9),
    kind: 'formula',
    keys: ['home_loan_emi'],
  },
  {
    id: 10,
    title: 'Home Loan Pre-payment',
    description: 'Interest and EMIs saved by a pre-payment: shorter tenure or lower EMI.',
    route: page(10),
    kind: 'formula',
    keys: ['home_loan_prepayment'],
  },
  {
    id: 11,
    title: 'Credit Card Payoff',
    description: 'How long a card balance takes to clear and the interest and GST it costs.',
    route: page(11),
    kind: 'formula',
    keys: ['credit_card_payoff'],
  },
  {
    id: 12,
    title: 'Monthly Spending Tracker',
    description: 'A spreadsheet to track where your money goes each month.',
    route: '/files/monthly-spending-tracker.xlsx',
    kind: 'download',
    keys: [],
  },
  {
    id: 13,
    title: 'Human Life Value',
    description: 'How much life cover replaces your income for your family.',
    route: page(13),
    kind: 'formula',
    keys: ['human_life_value'],
  },
  {
    id: 14,
    title: 'Retirement Planner',
    description: 'The corpus you need at retirement and the monthly SIP to build it.',
    route: page(14),
    kind: 'formula',
    keys: ['retirement_planner'],
  },
  {
    id: 15,
    title: 'Buy vs Rent',
    description: 'Net worth from buying a home with a loan against renting and investing the difference.',
    route: page(15),
    kind: 'formula',
    keys: ['buy_vs_rent'],
  },
  {
    id: 16,
    title: 'Rolling Returns vs Category',
    description: "A fund's rolling returns against its category average.",
    route: page(16),
    kind: 'mutual-fund',
    keys: [],
  },
  {
    id: 17,
    title: 'Rolling Returns vs Benchmark',
    description: "A fund's rolling returns against NIFTY 50 TRI, PPF, FD or gold.",
    route: page(17),
    kind: 'mutual-fund',
    keys: [],
  },
  {
    id: 18,
    title: 'Mutual Fund Portfolio Overlap',
    description: 'The stocks two mutual fund schemes hold in common.',
    route: page(18),
    kind: 'mutual-fund',
    keys: [],
  },
  {
    id: 19,
    title: 'Mutual Fund SWP',
    description: 'A systematic withdrawal plan run on a real scheme’s NAV history.',
    route: page(19),
    kind: 'mutual-fund',
    keys: [],
  },
  {
    id: 20,
    title: 'NPS',
    description: 'Your NPS corpus, lump sum and monthly pension, with auto-choice life-cycle funds.',
    route: page(20),
    kind: 'formula',
    keys: ['nps', 'nps_lifecycle_allocation'],
  },
  {
    id: 21,
    title: 'Old vs New Tax Regime',
    description:
      'Compare your income tax under the old and new regimes for tax year 2026-27, or an earlier year (FY 2025-26, 2024-25).',
    route: page(21),
    kind: 'formula',
    // The page opens on the tax year of today's date (src/calculators/tax-years.ts); keys[0] is the newest.
    keys: ['tax_regime_fy2026_27', 'tax_regime_fy2025_26'],
  },
  {
    id: 22,
    title: 'Financial Freedom',
    description: 'The corpus that lets you stop working, and when you get there.',
    route: page(22),
    kind: 'formula',
    keys: ['financial_freedom'],
  },
  {
    id: 23,
    title: 'Goal-based Top-up SIP',
    description: 'The starting SIP, raised every year, that reaches your goal.',
    route: page(23),
    kind: 'formula',
    keys: ['goal_topup_sip'],
  },
  {
    id: 24,
    title: 'Step-up SIP',
    description: 'What a SIP that rises every year grows to.',
    route: page(24),
    kind: 'formula',
    keys: ['step_up_sip'],
  },
  {
    id: 25,
    title: 'ETF Corner',
    description: 'Tracking error of ETFs against their index.',
    route: page(25),
    kind: 'mutual-fund',
    keys: [],
  },
  {
    id: 26,
    title: 'Compare Mutual Funds',
    description: 'Compare mutual fund schemes side by side.',
    route: page(26),
    kind: 'mutual-fund',
    keys: [],
  },
];

/** Catalogue entry of a product id; throws on an id outside 1-26 (a programming error). */
export function getCatalogueEntry(id: number): CatalogueEntry {
  const entry = calculatorCatalogue.find((e) => e.id === id);
  if (!entry) throw new Error(`No calculator with id ${id}`);
  return entry;
}
