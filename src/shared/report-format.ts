import { formatNumber } from './format.js';
import type { ColumnType } from './report-types.js';

/** How a report cell reads (docs/reports.md): one `cellText` for the admin table, the chart and the PDF. */

/** 3725 → "1:02:05" (hours may pass 24). */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const istDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const istTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A YYYY-MM-DD day → "05 Nov 2026"; an instant → "05 Nov 2026 14:30" in IST. */
export function formatReportDate(value: string, withTime: boolean): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
  if (Number.isNaN(d.getTime())) return value;
  return withTime ? `${istDate.format(d)} ${istTime.format(d)}` : istDate.format(d);
}

/** The text of one cell, as the table and the PDF show it (the Excel cell holds the value with a number format). */
export function cellText(type: ColumnType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (type) {
    case 'int':
      return formatNumber(Number(value));
    case 'inr':
      return inr.format(Number(value));
    case 'seconds':
      return formatSeconds(Number(value));
    case 'rating':
      return Number(value).toFixed(1);
    case 'percent':
      return `${Number(value).toFixed(1)}%`;
    case 'date':
      return formatReportDate(String(value), false);
    case 'datetime':
      return formatReportDate(String(value), true);
    default:
      return String(value);
  }
}
