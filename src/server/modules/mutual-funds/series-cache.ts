/**
 * Read-through cache of the series the calculators read again and again (a scheme's NAVs, an
 * index, a category average, the rate tables, a scheme's disclosed portfolio), per database.
 *
 * Each entry carries a version, and a request passes the version it knows is current:
 *   - a scheme's NAVs: the scheme row's `updated_at`, read fresh by every request (the calculator
 *     looks the scheme up anyway). The daily updater bumps it whenever it adds or rescales a
 *     scheme's NAVs, so a NAV added by `npm run data:update` (even from another process on
 *     PostgreSQL) is seen by the next request;
 *   - indices, category averages, PPF/FD/gold rates, disclosed portfolios: only the seed import
 *     writes them, and it runs before the server listens, so their version is constant for the process.
 * Cached arrays are frozen: the analytics copy before they sort or slice, and a mutation would throw.
 */
type Entry = { version: string; value: Promise<unknown> };

const LIMITS: Record<string, number> = { monthly: 1500, daily: 120 };
const DEFAULT_LIMIT = 200;
const caches = new WeakMap<object, Map<string, Map<string, Entry>>>();

function deepFreeze<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) if (item && typeof item === 'object') Object.freeze(item);
    Object.freeze(value);
  }
  return value;
}

/** The cached value of `kind`/`key` at `version`, loading (once, even for concurrent callers) when absent or older. */
export function getCached<T>({
  db,
  kind,
  key,
  version,
  load,
}: {
  db: object;
  kind: string;
  key: string;
  version: string;
  load: () => Promise<T>;
}): Promise<T> {
  let byKind = caches.get(db);
  if (!byKind) {
    byKind = new Map();
    caches.set(db, byKind);
  }
  let entries = byKind.get(kind);
  if (!entries) {
    entries = new Map();
    byKind.set(kind, entries);
  }
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // Most recently used last, so eviction drops the least recently used first.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = load().then(deepFreeze);
  const entry: Entry = { version, value };
  entries.delete(key);
  entries.set(key, entry);
  // A failed load is not remembered.
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  const limit = LIMITS[kind] ?? DEFAULT_LIMIT;
  while (entries.size > limit) entries.delete(entries.keys().next().value as string);
  return value;
}

/** The version of series only the seed import writes (see above). */
export const SEED_VERSION = 'seed';
