import { formatINR } from '../../../shared/format';
import { t, type MessageKey } from '../../../i18n/browser';

/**
 * Display helpers for the mutual-fund pages. The API sends ratios as decimals (0.1325) and
 * dates as ISO strings; dates are formatted from their parts, never through a JS Date in the
 * browser's zone, so 2013-02-28 never shows as 27 Feb.
 */
const MONTHS: readonly MessageKey[] = [
  'mf.month.1',
  'mf.month.2',
  'mf.month.3',
  'mf.month.4',
  'mf.month.5',
  'mf.month.6',
  'mf.month.7',
  'mf.month.8',
  'mf.month.9',
  'mf.month.10',
  'mf.month.11',
  'mf.month.12',
];
const monthName = (mm: string) => t(MONTHS[Number(mm) - 1]);
const pctFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 0.1325 -> "13.25%"; null or NaN -> "—". `signed` adds "+" to gains. */
export function formatRatio(
  value: number | null | undefined,
  opts: { signed?: boolean; digits?: number } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const digits = opts.digits ?? 2;
  const pct = value * 100;
  const text = digits === 2 ? pctFormat.format(pct) : pct.toFixed(digits);
  // Rounding dust must not read as "-0.00%".
  const clean = Number(pct.toFixed(digits)) === 0 ? text.replace('-', '') : text;
  return `${opts.signed && pct > 0 && Number(pct.toFixed(digits)) !== 0 ? '+' : ''}${clean}%`;
}

/** A weight already in percent (8.4707) -> "8.47%". */
export function formatWeight(pct: number | null | undefined): string {
  if (pct === null || pct === undefined || !Number.isFinite(pct)) return '—';
  return `${pctFormat.format(pct)}%`;
}

/** '2013-02-28' -> '28 Feb 2013'. */
export function formatIsoDate(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return '—';
  return `${Number(iso.slice(8, 10))} ${monthName(iso.slice(5, 7))} ${iso.slice(0, 4)}`;
}

/** '2020-01' -> 'Jan 2020'. */
export function formatMonth(month: string | null | undefined): string {
  if (!month || !/^\d{4}-\d{2}/.test(month)) return '—';
  return `${monthName(month.slice(5, 7))} ${month.slice(0, 4)}`;
}

/** Rupees, whole. */
export function formatRupees(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatINR(value);
}

/** A NAV: up to 4 decimals, as AMFI publishes them. */
export function formatNav(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value)}`;
}

/** Months as "7 years" / "3 years 2 months". */
export function formatMonthsSpan(months: number): string {
  const y = Math.floor(months / 12);
  const m = months % 12;
  const years = t('mf.years', { n: y });
  const rest = t('mf.months', { n: m });
  if (y === 0) return rest;
  return m === 0 ? years : t('mf.yearsMonths', { years, months: rest });
}

/** Today in India as YYYY-MM-DD (the latest date a NAV can have; date pickers stop there). */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
