/**
 * India time. Asia/Kolkata has had no daylight saving since 1945, so IST is a fixed UTC+05:30 and
 * wall-clock arithmetic is exact.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India as YYYY-MM-DD (the date agreements, ads and bookings are checked against). */
export function todayIST(now = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}
