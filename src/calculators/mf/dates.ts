/**
 * Calendar helpers on ISO strings. Dates stay strings ('YYYY-MM-DD', months 'YYYY-MM') end to
 * end: a NAV date has no time zone, and a JS Date would shift it across midnight in IST.
 */
import { MfError } from './errors.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

/** True for a month written as YYYY-MM. */
export function isIsoMonth(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_MONTH.exec(value);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** Throws E-10591 unless `value` is a valid YYYY-MM-DD date. */
export function assertIsoDate(value: unknown, field: string): string {
  if (!isIsoDate(value)) throw new MfError('E-10591', `${field} must be a valid date in YYYY-MM-DD format.`, { field });
  return value;
}

/** Days in a month (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM' of a 'YYYY-MM-DD'. */
export function getMonthOf(date: string): string {
  return date.slice(0, 7);
}

/** Months since year 0 (so month arithmetic is integer arithmetic). */
export function getMonthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/** Inverse of getMonthIndex. */
export function getMonthFromIndex(index: number): string {
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
}

/** `month` shifted by `n` calendar months ('2024-01' + 1 = '2024-02'). */
export function addMonths(month: string, n: number): string {
  return getMonthFromIndex(getMonthIndex(month) + n);
}

/** Calendar months from `from` to `to` ('2013-02' to '2026-01' = 155). */
export function countMonthsBetween(from: string, to: string): number {
  return getMonthIndex(to) - getMonthIndex(from);
}

/** The last calendar day of a month, as YYYY-MM-DD. */
export function getLastDayOfMonth(month: string): string {
  const d = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return `${month}-${String(d).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: string, to: string): number {
  const a = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  const b = Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10)));
  return Math.round((b - a) / 86_400_000);
}
