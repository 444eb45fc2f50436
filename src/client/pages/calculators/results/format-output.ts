import { formatINR, formatINRShort, formatNumber } from '../../../../shared/format';
import type { Cell, ValueFormat } from './view-types';
import { t } from '../../../../i18n/browser';

/** "12 years", "1 month": the number formatted the en-IN way, the word from the catalogue. */
export function yearsText(n: number): string {
  return t('calculators.unit.years', { n, count: formatNumber(n) });
}

export function monthsText(n: number): string {
  return t('calculators.unit.months', { n, count: formatNumber(n) });
}

/** 12 → "12%", 8.25 → "8.25%". */
export function formatPct(value: number): string {
  return Number.isFinite(value) ? `${formatNumber(Math.round(value * 100) / 100)}%` : '—';
}

export function money(value: number): string {
  return formatINR(value);
}

/** ₹12,34,567 stays exact; "12.3 L" / "1.2 Cr" is the short form shown beside it. */
export function moneyShort(value: number): string {
  // A no-break space keeps "₹23.2 L" on one line inside sentences.
  return formatINRShort(value).replace(' ', '\u00a0');
}

export function formatMonths(months: number): string {
  if (!Number.isFinite(months)) return '—';
  const y = Math.floor(months / 12);
  const m = Math.round(months % 12);
  if (y && m) return t('calculators.unit.yearsMonths', { years: yearsText(y), months: monthsText(m) });
  if (y) return yearsText(y);
  return monthsText(m);
}

/** Every number on the page goes through here: NaN and Infinity become "—", never text. */
export function formatCell(value: Cell | undefined, format: ValueFormat): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '—';
  switch (format) {
    case 'money':
      return money(value);
    case 'percent':
      return formatPct(value);
    case 'months':
      return monthsText(value);
    case 'years':
      return yearsText(value);
    case 'duration':
      return formatMonths(value);
    case 'number':
      return formatNumber(value);
    default:
      return String(value);
  }
}

/** The format an output field's schema title implies: "(₹)" money, "(%…)" percent. */
export function formatFromTitle(title: string | undefined): ValueFormat {
  if (!title) return 'number';
  if (/\(₹\)|₹\)/.test(title)) return 'money';
  if (/\(%|%\)/.test(title)) return 'percent';
  if (/months/i.test(title)) return 'months';
  return 'number';
}

/** "Future value (₹)" → "Future value". */
export function stripUnit(title: string): string {
  return title
    .replace(/\s*\((₹|%[^)]*)\)\s*$/, '')
    .replace(/\s*\(₹\)\s*/, ' ')
    .trim();
}
