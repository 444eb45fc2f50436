import { IST_OFFSET_MS } from '../../../shared/ist.js';

/** Join window (docs/webinars.md): opens 15 minutes before the start, closes at the end. */
export const JOIN_OPENS_BEFORE_MS = 15 * 60_000;
/** Reminder mail: one per registration, sent once the start is this close. */
export const REMINDER_BEFORE_MS = 60 * 60_000;

/** An instant from an IST date (YYYY-MM-DD) and wall-clock time (HH:mm). IST has no DST. */
export function fromIST(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

/** The IST date and HH:mm of an instant. */
export function toIST(d: Date): { date: string; time: string } {
  const iso = new Date(d.getTime() + IST_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "Tue, 1 Dec 2026, 6:00 pm IST" for e-mails (in the recipient's locale: Hindi day and month names for hi-IN). */
export function istLabel(d: Date, locale: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  const f = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${f.format(d)} IST`;
}
