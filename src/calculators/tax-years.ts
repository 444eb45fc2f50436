/**
 * The tax years the old-vs-new tax page offers, newest first, and the default: the year that
 * today's date in India (IST, UTC+5:30) falls in. A tax year runs 1 April to 31 March. The earlier
 * years stay selectable for late returns. Isomorphic: no Node or DOM APIs.
 */
import type { CalculatorKey } from './types';

export type TaxKey = Extract<CalculatorKey, `tax_regime_${string}`>;

export type TaxYear = {
  /** "2026-27", as the `taxYear` query parameter and the output's `financialYear` spell it. */
  year: string;
  key: TaxKey;
  /** First day (ISO date, IST) of the year. */
  starts: string;
  /** The Act the year is taxed under: the Income-tax Act 2025 from 1 April 2026. */
  act: '1961' | '2025';
  label: string;
};

export const TAX_YEARS: readonly TaxYear[] = [
  {
    year: '2026-27',
    key: 'tax_regime_fy2026_27',
    starts: '2026-04-01',
    act: '2025',
    label: 'Tax year 2026-27 (Income-tax Act 2025)',
  },
  { year: '2025-26', key: 'tax_regime_fy2025_26', starts: '2025-04-01', act: '1961', label: 'FY 2025-26 (AY 2026-27)' },
  { year: '2024-25', key: 'tax_regime_fy2024_25', starts: '2024-04-01', act: '1961', label: 'FY 2024-25 (AY 2025-26)' },
];

/** IST is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at instant `now`, as YYYY-MM-DD. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The tax year that `now` falls in, in IST, among `years` (newest first; all offered years by
 * default): the newest that has started. Before the earliest has started, the earliest.
 */
export function defaultTaxYear(now: Date, years: readonly TaxYear[] = TAX_YEARS): TaxYear {
  const today = istDate(now);
  return years.find((y) => y.starts <= today) ?? years[years.length - 1] ?? TAX_YEARS[0];
}

/** The tax year named by a `taxYear` query value, or null if none matches. */
export function findTaxYear(year: string | null): TaxYear | null {
  return TAX_YEARS.find((y) => y.year === year) ?? null;
}

export function isTaxKey(key: CalculatorKey): boolean {
  return TAX_YEARS.some((y) => y.key === key);
}
