/**
 * Money, number, IST date and duration formatting through `Intl`, shared by the browser and the server (e-mails,
 * exports). Stored amounts are paise and are divided first. The locale is `en-IN` unless the browser switched it
 * (`setFormatLocale`, called on a language switch) or the server formats for one recipient (`withFormatLocale`);
 * hi-IN keeps the Indian digit grouping and writes the short units and durations in Hindi (docs/i18n.md).
 */
import { formatLocale, type FormatLocale } from './format-locale.js';

export { setFormatLocale, withFormatLocale, type FormatLocale } from './format-locale.js';

/** One formatter per locale and shape, made on first use (formatting runs on every keystroke of a calculator). */
const formatters: Record<FormatLocale, Map<string, Intl.NumberFormat | Intl.DateTimeFormat>> = {
  'en-IN': new Map(),
  'hi-IN': new Map(),
};
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const cache = formatters[formatLocale()];
  let found = cache.get(key) as F | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}
const numberFormat = (key: string, options: Intl.NumberFormatOptions) =>
  formatter(key, () => new Intl.NumberFormat(formatLocale(), options));
const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
  formatter(key, () => new Intl.DateTimeFormat(formatLocale(), options));

const INR0: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 };
const INR2: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
const UNITS: Record<FormatLocale, { crore: string; lakh: string; thousand: string }> = {
  'en-IN': { crore: 'Cr', lakh: 'L', thousand: 'K' },
  'hi-IN': { crore: 'करोड़', lakh: 'लाख', thousand: 'हज़ार' },
};
const DURATION: Record<FormatLocale, { sec: string; min: string; hr: string }> = {
  'en-IN': { sec: 'sec', min: 'min', hr: 'hr' },
  'hi-IN': { sec: 'सेकंड', min: 'मिनट', hr: 'घंटे' },
};

/** ₹12,34,567 (whole rupees) or ₹12,34,567.50 with `paise: true`. Non-finite values show as "—". */
export function formatINR(rupees: number, opts: { paise?: boolean } = {}): string {
  if (!Number.isFinite(rupees)) return '—';
  return opts.paise ? numberFormat('inr2', INR2).format(rupees) : numberFormat('inr0', INR0).format(rupees);
}

export function formatNumber(n: number): string {
  return Number.isFinite(n) ? numberFormat('num', { maximumFractionDigits: 2 }).format(n) : '—';
}

/**
 * Short Indian units: 950, 12.3 K, 1.95 L, 12.3 L, 1.2 Cr (हज़ार, लाख, करोड़ in Hindi), with ₹ when `currency`.
 * Below 10 of a unit two decimals are kept (₹1,95,000 is "₹1.95 L", not "₹1.9 L" or "₹2 L"), else `digits` (1).
 * Rounded half up on the decimal value, not truncated: 1.95 is 1.9499… as a double, so toFixed(1) would cut it.
 */
export function formatINRShort(rupees: number, opts: { currency?: boolean; digits?: number } = {}): string {
  if (!Number.isFinite(rupees)) return '—';
  const abs = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  const prefix = opts.currency === false ? '' : '₹';
  const names = UNITS[formatLocale()];
  const units: Array<[number, string]> = [
    [1e7, names.crore],
    [1e5, names.lakh],
    [1e3, names.thousand],
  ];
  for (const [size, unit] of units) {
    if (abs < size) continue;
    const digits = opts.digits ?? (abs < 10 * size ? 2 : 1);
    // Whole rupees × 10^digits / size is exact for amounts below 2^53 / 100, so the half-up rounding is decimal.
    const scale = 10 ** digits;
    const shown = Math.round((abs * scale) / size) / scale;
    // Rounding can reach the next unit (₹99,99,999 → 100 L): show it in that unit instead.
    const next = units[units.findIndex(([s]) => s === size) - 1];
    if (next && shown * size >= next[0]) return formatINRShort(rupees < 0 ? -next[0] : next[0], opts);
    // Grouped the Indian way, so large crore values read "₹5,808.5 Cr", not "₹5808.5 Cr".
    return `${sign}${prefix}${groupIN(shown, digits)} ${unit}`;
  }
  return `${sign}${prefix}${trim(abs.toFixed(abs % 1 === 0 ? 0 : 2))}`;
}

function groupIN(n: number, digits: number): string {
  return numberFormat(`group${digits}`, { maximumFractionDigits: digits }).format(n);
}

function trim(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

export function formatPercent(p: number, digits = 2): string {
  return Number.isFinite(p) ? `${p.toFixed(digits)}%` : '—';
}

const IST = 'Asia/Kolkata';
const IST_DATE: Intl.DateTimeFormatOptions = {
  timeZone: IST,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
};
const IST_DATE_TIME: Intl.DateTimeFormatOptions = { ...IST_DATE, hour: '2-digit', minute: '2-digit', hour12: true };

/** Hindi writes the 12-hour clock's am/pm as पूर्वाह्न/अपराह्न (Intl's hi-IN data keeps the Latin "am"/"pm"). */
const DAY_PERIOD: Record<FormatLocale, Record<string, string> | null> = {
  'en-IN': null,
  'hi-IN': { am: 'पूर्वाह्न', pm: 'अपराह्न' },
};

/** Formats `d` with `f`, writing the day period the locale's way. */
function formatDate(f: Intl.DateTimeFormat, d: Date | string | number): string {
  const date = toDate(d);
  const periods = DAY_PERIOD[formatLocale()];
  if (!periods) return f.format(date);
  return f
    .formatToParts(date)
    .map((p) => (p.type === 'dayPeriod' ? (periods[p.value.toLowerCase()] ?? p.value) : p.value))
    .join('');
}

/** 22 Nov 2026 in India time. Throws "Invalid date provided" on an invalid date (docs/product-rules.md "The API wrapper and session storage"). */
export function formatDateIST(d: Date | string | number): string {
  return formatDate(dateFormat('date', IST_DATE), d);
}

export function formatDateTimeIST(d: Date | string | number): string {
  return `${formatDate(dateFormat('dateTime', IST_DATE_TIME), d)} IST`;
}

const DATE_MEDIUM: Intl.DateTimeFormatOptions = { timeZone: IST, dateStyle: 'medium' };
const DATE_LONG: Intl.DateTimeFormatOptions = { timeZone: IST, day: 'numeric', month: 'long', year: 'numeric' };
const DATE_TIME_MEDIUM: Intl.DateTimeFormatOptions = { timeZone: IST, dateStyle: 'medium', timeStyle: 'short' };
const WEEKDAY_DATE: Intl.DateTimeFormatOptions = { timeZone: IST, weekday: 'short', day: 'numeric', month: 'short' };
const TIME: Intl.DateTimeFormatOptions = { timeZone: IST, hour: 'numeric', minute: '2-digit', hour12: true };

/** 1 Dec 2026 (no leading zero) in India time; 1 दिस॰ 2026 in Hindi. */
export function formatDateMediumIST(d: Date | string | number): string {
  return formatDate(dateFormat('dateMedium', DATE_MEDIUM), d);
}

/** 1 December 2026 in India time; 1 दिसंबर 2026 in Hindi. */
export function formatDateLongIST(d: Date | string | number): string {
  return formatDate(dateFormat('dateLong', DATE_LONG), d);
}

/** 1 Dec 2026, 6:30 pm in India time; 1 दिस॰ 2026, 6:30 अपराह्न in Hindi. */
export function formatDateTimeMediumIST(d: Date | string | number): string {
  return formatDate(dateFormat('dateTimeMedium', DATE_TIME_MEDIUM), d);
}

/**
 * Tue, 1 Dec in India time; मंगल, 1 दिस॰ in Hindi. A calendar date ("2026-12-01", as the API gives an IST day) is
 * read as that day in India.
 */
export function formatWeekdayDateIST(d: Date | string | number): string {
  const date = typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T00:00:00+05:30` : d;
  return formatDate(dateFormat('weekdayDate', WEEKDAY_DATE), date);
}

/** 6:30 pm in India time; 6:30 अपराह्न in Hindi. */
export function formatTimeIST(d: Date | string | number): string {
  return formatDate(dateFormat('time', TIME), d);
}

/**
 * "Tue, 1 Dec · 6:30 pm IST" ("मंगल, 1 दिस॰ · 6:30 अपराह्न IST" in Hindi) from an IST calendar date and an IST
 * wall-clock "HH:mm", as the API gives a webinar's (the webinars page, its popup and the home page widget).
 */
export function formatISTDayAndTime(date: string, time: string): string {
  const d = new Date(`${date}T${time}:00+05:30`);
  return `${formatWeekdayDateIST(d)} · ${formatTimeIST(d)} IST`;
}

function toDate(d: Date | string | number): Date {
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) throw new Error('Invalid date provided');
  return date;
}

/** Durations in sec, min and hr (docs/product-rules.md "Delays and limits"). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—';
  const unit = DURATION[formatLocale()];
  if (seconds < 60) return `${Math.round(seconds)} ${unit.sec}`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} ${unit.min}`;
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return m ? `${h} ${unit.hr} ${m} ${unit.min}` : `${h} ${unit.hr}`;
}

/**
 * An Indian mobile number as people read it: "+91 98765 43210" from "9876543210", "919876543210" or "+91 98765-43210".
 * Anything that is not ten digits after the country code is shown as it was given.
 */
export function displayPhone(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '').replace(/^(\+91|91)(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : raw;
}
