import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (table rate_limit_counters, UNLOGGED),
 * so every API server on one database counts against the same budget (docs/deploy.md "Shared limits").
 * One statement per counted request: an atomic upsert that starts a new window when the old one is
 * over, else adds one, and answers the count and the window's remaining milliseconds. The database's
 * clock decides the windows, so servers with slightly different clocks still agree.
 *
 * Keys are namespaced like @fastify/rate-limit's Redis store: the global limit under `g:`, a route's
 * own limit under its method and URL (each route its own budget, as with the in-memory store).
 */
type IncrResult = { current: number; ttl: number };
type Callback = (err: Error | null, result?: IncrResult) => void;
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** Expired rows are deleted now and then (about one counted request in this many). */
const SWEEP_EVERY = 500;

export function pgRateLimitStore(db: Db) {
  let counted = 0;

  async function bump(key: string, windowMs: number): Promise<IncrResult> {
    const ms = Math.max(1, Math.trunc(windowMs));
    const row = await sql<{ hits: number; ttl: number }>`
      INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
      VALUES (${key}, 1, now() + ${ms} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
        reset_at = CASE WHEN c.reset_at <= now() THEN now() + ${ms} * interval '1 millisecond' ELSE c.reset_at END
      RETURNING hits, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl
    `.execute(db);
    if (++counted % SWEEP_EVERY === 0) {
      void sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 minute'`
        .execute(db)
        .catch(() => undefined);
    }
    const r = row.rows[0];
    return { current: Number(r.hits), ttl: Number(r.ttl) };
  }

  async function peek(key: string): Promise<IncrResult> {
    const row = await sql<{ hits: number; ttl: number }>`
      SELECT hits, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl
      FROM rate_limit_counters WHERE key = ${key} AND reset_at > now()
    `.execute(db);
    const r = row.rows[0];
    return r ? { current: Number(r.hits), ttl: Number(r.ttl) } : { current: 0, ttl: 0 };
  }

  class PgStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'g:',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      bump(this.prefix + key, timeWindow).then(
        (r) => cb(null, r),
        (err: unknown) => cb(err as Error),
      );
    }

    read(key: string, cb: Callback): void {
      peek(this.prefix + key).then(
        (r) => cb(null, r),
        (err: unknown) => cb(err as Error),
      );
    }

    /** The route's own limit (@fastify/rate-limit passes its merged options, with the route as `routeInfo`). */
    child(routeOptions: unknown): PgStore {
      const opts = routeOptions as RouteOptions;
      const info = opts.routeInfo ?? {};
      const scope = opts.groupId ?? `${[info.method ?? ''].flat().join(',')} ${info.url ?? ''}`;
      return new PgStore(undefined, `r:${scope}:`);
    }
  }
  return PgStore;
}
