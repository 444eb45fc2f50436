import { AppError } from '../../../shared/app-error.js';
import { IST_OFFSET_MS, todayIST } from '../../../shared/ist.js';

/**
 * Slot computation, pure and in India time. Asia/Kolkata has had no daylight saving since 1945,
 * so IST is a fixed UTC+05:30 and wall-clock arithmetic is exact. Availability is stored as
 * wall-clock times in IST; instants are UTC.
 */
export { IST_OFFSET_MS };
/** Gap after each session before the next slot may start. */
export const SLOT_BUFFER_MINUTES = 15;

export type Availability = {
  /** 1 Sunday .. 7 Saturday */
  availableDays: readonly number[];
  availableTimes: ReadonlyArray<{ start_time: string; end_time: string }>;
  blockedDates: ReadonlySet<string>;
  sessionMinutes: number;
};

export type Busy = { startsAt: number; endsAt: number };
export type Slot = { slot_time: string; starts_at: string; ends_at: string; available: boolean };

/** Today's date in IST ('YYYY-MM-DD'). */
export const istToday = todayIST;

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** 1 Sunday .. 7 Saturday for a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}

export function minutesOf(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) return Number.NaN;
  return Number(m[1]) * 60 + Number(m[2]);
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The UTC instant of an IST wall-clock time on a date. */
export function istInstant(date: string, time: string): number {
  return Date.parse(`${date}T00:00:00Z`) + minutesOf(time) * 60_000 - IST_OFFSET_MS;
}

/** Sessions cannot be booked for today or tomorrow (IST): E-10412. */
export function assertBookableDate(date: string, now: number = Date.now()): void {
  if (date <= addDays(istToday(now), 1)) throw new AppError('E-10412');
}

export function isAvailableOn(a: Availability, date: string): boolean {
  return !a.blockedDates.has(date) && a.availableDays.includes(weekdayOf(date)) && a.availableTimes.length > 0;
}

/**
 * Every slot of one date: starts every session length + buffer inside each availability window,
 * a slot fitting wholly in its window; `available` is false where an active booking overlaps
 * (half-open intervals, as the database constraint compares them). Empty when the counsellor is
 * not available that date.
 */
export function computeSlots(a: Availability, date: string, busy: readonly Busy[]): Slot[] {
  if (!isAvailableOn(a, date)) return [];
  const step = a.sessionMinutes + SLOT_BUFFER_MINUTES;
  const dayStart = Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS;
  const slots: Slot[] = [];
  const windows = [...a.availableTimes].sort((x, y) => minutesOf(x.start_time) - minutesOf(y.start_time));
  for (const w of windows) {
    const from = minutesOf(w.start_time);
    const to = minutesOf(w.end_time);
    if (!(from < to)) continue;
    for (let m = from; m + a.sessionMinutes <= to; m += step) {
      const startsAt = dayStart + m * 60_000;
      const endsAt = startsAt + a.sessionMinutes * 60_000;
      const taken = busy.some((b) => b.startsAt < endsAt && b.endsAt > startsAt);
      slots.push({
        slot_time: hhmm(m),
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(endsAt).toISOString(),
        available: !taken,
      });
    }
  }
  return slots;
}

/** Slots for a run of dates (the booking calendar and the benchmark). */
export function computeSlotsForRange(
  a: Availability,
  fromDate: string,
  days: number,
  busy: readonly Busy[],
): Record<string, Slot[]> {
  const out: Record<string, Slot[]> = {};
  for (let i = 0; i < days; i++) {
    const date = addDays(fromDate, i);
    out[date] = computeSlots(a, date, busy);
  }
  return out;
}
