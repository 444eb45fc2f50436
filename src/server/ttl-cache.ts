import { cachingAllowed } from './invalidation-bus.js';

/**
 * A per-process cache whose entries live for a given time (the session and profile caches,
 * SESSION_CACHE_MS). Bounded: when full it starts again empty rather than tracking recency, which
 * is enough for entries that live two seconds. Writers call invalidate() (src/server/invalidation.ts),
 * which empties it on every server; while this server cannot hear the others (its LISTEN connection
 * is down) it neither serves nor keeps entries.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  get(key: K, now: number = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.until > now && cachingAllowed() ? entry.value : undefined;
  }

  /** Keeps `value` for `ttlMs` (nothing when ttlMs is 0: caching off). */
  set(key: K, value: V, ttlMs: number): void {
    if (ttlMs <= 0 || !cachingAllowed()) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
