/**
 * en-IN money and IST date formatting, shared by the browser and the server (e-mails, exports).
 * Money is formatted from rupees (numbers); stored amounts are paise and are divided first.
 */
const inr0 = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const inr2 = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const num = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹12,34,567 (whole rupees) or ₹12,34,567.50 with `paise: true`. Non-finite values show as "—". */
export function formatINR(rupees: number, opts: { paise?: boolean } = {}): string {
  if (!Number.isFinite(rupees)) return '—';
  return (opts.paise ? inr2 : inr0).format(rupees);
}

export function formatNumber(n: number): string {
  return Number.isFinite(n) ? num.format(n) : '—';
}

/** Short Indian units: 950, 12.3 K, 12.3 L, 1.2 Cr (with ₹ when `currency`). */
export function formatINRShort(rupees: number, opts: { currency?: boolean; digits?: number } = {}): string {
  if (!Number.isFinite(rupees)) return '—';
  const digits = opts.digits ?? 1;
  const abs = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  const prefix = opts.currency === false ? '' : '₹';
  const units: Array<[number, string]> = [
    [1e7, 'Cr'],
    [1e5, 'L'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) {
    // Grouped the Indian way, so large crore values read "₹5,808.5 Cr", not "₹5808.5 Cr".
    if (abs >= size) return `${sign}${prefix}${groupIN(Number((abs / size).toFixed(digits)), digits)} ${unit}`;
  }
  return `${sign}${prefix}${trim(abs.toFixed(abs % 1 === 0 ? 0 : 2))}`;
}

function groupIN(n: number, digits: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(n);
}

function trim(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

export function formatPercent(p: number, digits = 2): string {
  return Number.isFinite(p) ? `${p.toFixed(digits)}%` : '—';
}

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** 22 Nov 2026 in India time. Throws "Invalid date provided" on an invalid date (docs/product-rules.md "The API wrapper and session storage"). */
export function formatDateIST(d: Date | string | number): string {
  return istDate.format(toDate(d));
}

export function formatDateTimeIST(d: Date | string | number): string {
  return `${istDateTime.format(toDate(d))} IST`;
}

function toDate(d: Date | string | number): Date {
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) throw new Error('Invalid date provided');
  return date;
}

/** Durations in sec, min and hr (docs/product-rules.md "Delays and limits"). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < 60) return `${Math.round(seconds)} sec`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return m ? `${h} hr ${m} min` : `${h} hr`;
}
