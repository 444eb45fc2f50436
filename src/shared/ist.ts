/**
 * India time. Asia/Kolkata has had no daylight saving since 1945, so IST is a fixed UTC+05:30 and
 * wall-clock arithmetic is exact.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India as YYYY-MM-DD (the date agreements, ads and bookings are checked against). */
export function todayIST(now = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant (ISO 8601) as India's wall clock for an `<input type="datetime-local">`: "2026-01-05T14:30". */
export function isoToIstLocal(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** India's wall clock ("2026-01-05T14:30", seconds optional) as the instant it names, in ISO 8601 UTC. */
export function istLocalToIso(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return undefined;
  const ms = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  return Number.isNaN(ms) ? undefined : new Date(ms - IST_OFFSET_MS).toISOString();
}
