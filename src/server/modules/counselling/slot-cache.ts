import { onInvalidate } from '../../invalidation-bus.js';
import { invalidate } from '../../invalidation.js';

/**
 * Slot inputs (availability, blocked dates, busy times) cached per counsellor and date range for
 * a moment, with concurrent identical reads coalesced into one query. Fifty people opening the
 * same counsellor's calendar cost one database read. Correctness never depends on it: the
 * database's exclusion constraint decides bookings. This process drops a counsellor's entries on
 * every booking or availability change it makes; other API nodes see a change within TTL_MS.
 */
export const SLOT_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 5000;

type Entry<T> = { counsellorId: number; expires: number; value: Promise<T> };
const entries = new Map<string, Entry<unknown>>();

export function cachedSlotRead<T>(
  counsellorId: number,
  key: string,
  load: () => Promise<T>,
  now: number = Date.now(),
): Promise<T> {
  const full = `${counsellorId}|${key}`;
  const hit = entries.get(full) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const value = load();
  entries.set(full, { counsellorId, expires: now + SLOT_CACHE_TTL_MS, value });
  // A failed read is not kept.
  value.catch(() => entries.delete(full));
  return value;
}

function dropSlots(key: string): void {
  if (key === '*') {
    entries.clear();
    return;
  }
  const counsellorId = Number(key);
  for (const [k, e] of entries) if (e.counsellorId === counsellorId) entries.delete(k);
}
onInvalidate('slots', dropSlots);

/** Forget a counsellor's cached slot inputs (null: everyone's), on every server (src/server/invalidation.ts). */
export function invalidateSlots(counsellorId: number | null): void {
  invalidate('slots', counsellorId ?? '*');
}
