import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (table rate_limit_counters, UNLOGGED),
 * so every API server on one database counts against the same budget (docs/deploy.md "Shared limits").
 *
 * A server reserves a block of a key's budget with one atomic upsert and counts it down in memory: a block is 1/16 of
 * the limit (1 for limits under 32, so the OTP, webhook and public-write limits still cost one statement per request
 * and are exact). The statement starts a new window when the old one is over, never grants past the limit, and answers
 * the block's size, the key's count and the window's remaining milliseconds; the database's clock decides the windows.
 * Requests of one key that arrive while its block is being reserved wait for that one statement. So the budget is never
 * exceeded across servers, a signed-in person's pages cost one statement per block instead of one per request (the
 * cached home page is not held to the database's round trip), and a person spread over several servers may be stopped
 * up to one unused block per other server early. A spent budget is remembered until its window ends, so a client
 * beyond its limit costs no statement at all.
 *
 * Keys are namespaced like @fastify/rate-limit's Redis store: the global limit under `g:`, a route's
 * own limit under its method and URL (each route its own budget, as with the in-memory store).
 */
type IncrResult = { current: number; ttl: number };
type Callback = (err: Error | null, result?: IncrResult) => void;
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** Expired rows are deleted now and then (about one reservation in this many). */
const SWEEP_EVERY = 500;
/** A block is this fraction of the limit. */
const BLOCKS_PER_LIMIT = 16;
/** Keys whose block this server remembers; past it the oldest are dropped (they reserve again). */
const MAX_LEASES = 10_000;

/** The block of a key's budget this server holds: hits up to `end` (the key's count), `left` of them not yet used. */
type Lease = { end: number; left: number; resetAt: number };

export const blockSize = (max: number) => Math.max(1, Math.floor(max / BLOCKS_PER_LIMIT));

export function pgRateLimitStore(db: Db) {
  let reserved = 0;
  const leases = new Map<string, Lease>();
  const reserving = new Map<string, Promise<void>>();

  /** One statement: the next block of `key`'s budget (0 hits when it is spent), kept as this server's lease. */
  async function reserve(key: string, windowMs: number, max: number): Promise<void> {
    const ms = Math.max(1, Math.trunc(windowMs));
    const block = Math.min(blockSize(max), Math.max(0, max));
    const row = await sql<{ hits: number; grant: number; ttl: number }>`
      INSERT INTO rate_limit_counters AS c (key, hits, reset_at, last_grant)
      VALUES (${key}, ${block}, now() + ${ms} * interval '1 millisecond', ${block})
      ON CONFLICT (key) DO UPDATE SET
        last_grant = CASE WHEN c.reset_at <= now() THEN ${block} ELSE greatest(0, least(${block}, ${max} - c.hits)) END,
        hits = CASE WHEN c.reset_at <= now() THEN ${block} ELSE c.hits + greatest(0, least(${block}, ${max} - c.hits)) END,
        reset_at = CASE WHEN c.reset_at <= now() THEN now() + ${ms} * interval '1 millisecond' ELSE c.reset_at END
      RETURNING hits, last_grant AS grant, greatest(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl
    `.execute(db);
    if (++reserved % SWEEP_EVERY === 0) {
      void sql`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 minute'`
        .execute(db)
        .catch(() => undefined);
    }
    const r = row.rows[0];
    if (leases.size >= MAX_LEASES) leases.delete(leases.keys().next().value as string);
    leases.delete(key);
    leases.set(key, { end: Number(r.hits), left: Number(r.grant), resetAt: Date.now() + Number(r.ttl) });
  }

  /** Counts one request of `key`: from this server's block while it lasts, else after reserving the next one. */
  async function take(key: string, windowMs: number, max: number): Promise<IncrResult> {
    for (;;) {
      const now = Date.now();
      const lease = leases.get(key);
      if (lease && lease.resetAt > now) {
        if (lease.left > 0) {
          const current = lease.end - lease.left + 1;
          lease.left--;
          return { current, ttl: lease.resetAt - now };
        }
        // Spent for everyone until the window ends: hits never go down within a window.
        if (lease.end >= max) return { current: max + 1, ttl: lease.resetAt - now };
      }
      let pending = reserving.get(key);
      if (!pending) {
        pending = reserve(key, windowMs, max).finally(() => reserving.delete(key));
        reserving.set(key, pending);
      }
      await pending;
    }
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

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      take(this.prefix + key, timeWindow, max).then(
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
