import * as crypto from 'node:crypto';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { TtlCache } from '../../ttl-cache.js';
import { invalidate } from '../../invalidation.js';
import { EMPTY_PACKAGE, type PackageInfo } from '../../../shared/package-info.js';
import type { AuthContext } from '../../plugins/access.js';
import type { PackageModuleRow } from '../../db/types.js';
import type { SessionInfo } from '../../../shared/generated/api/auth/session-info.js';

// Node >= 20.12 has the one-shot hash; older 20.x releases take the createHash path.
const oneShotHash: typeof crypto.hash | undefined = typeof crypto.hash === 'function' ? crypto.hash : undefined;

/** Sessions are opaque 256-bit bearer tokens; the database keeps only their SHA-256. */
export function hashToken(token: string): string {
  // The one-shot crypto.hash (Node >= 20.12) is about 2.5x faster than createHash().update().digest(), and this
  // runs on every signed-in request (docs/performance.md).
  return oneShotHash ? oneShotHash('sha256', token, 'hex') : createHash('sha256').update(token).digest('hex');
}

/** Today's date in India (the agreement dates are IST calendar dates), as SQL. */
const IST_TODAY = sql<string>`(now() AT TIME ZONE 'Asia/Kolkata')::date`;

/** Absolute cap on any session, whatever the idle timeout (ASVS 7.3: 12 h). */
export const SESSION_ABSOLUTE_HOURS = 12;
/** Idle timeout for accounts without a company (admins, counsellors, paid users). */
export const DEFAULT_IDLE_MINUTES = 60;

export async function createSession(
  db: Db,
  opts: { userId: number; idleMinutes: number; ip?: string; userAgent?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: opts.userId,
      idle_timeout_minutes: opts.idleMinutes,
      absolute_expires_at: new Date(Date.now() + SESSION_ABSOLUTE_HOURS * 3600_000),
      revoked_at: null,
      ip: opts.ip ?? null,
      user_agent: opts.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** A package row (or the package columns of a join, null when the user has no package) as package_info. */
export function toPackageInfo(
  row:
    | {
        modules: PackageModuleRow[] | null;
        calculator_ids: number[] | null;
        counsellor_category_ids: number[] | null;
        quick_access_ids: number[] | null;
      }
    | null
    | undefined,
): PackageInfo {
  if (!row || !row.modules) return { ...EMPTY_PACKAGE };
  return {
    modules: row.modules.map((m) => ({
      module_id: m.module_id,
      ad_image: m.ad_image ?? null,
      ad_url: m.ad_url ?? null,
    })),
    calculator_ids: row.calculator_ids ?? [],
    counsellor_category_ids: row.counsellor_category_ids ?? [],
    quick_access_ids: row.quick_access_ids ?? [],
  };
}

/**
 * A cache of resolved sessions for `cacheMs` (SESSION_CACHE_MS, default 2 s; 0 in tests), so a busy
 * client does not pay the session join on every request. One per app (the access plugin owns it,
 * `createSessionCache`); anything that ends or changes sessions, users, companies or packages calls
 * `clearSessionCache()`, which empties it on every server through the invalidation bus before the
 * change is acknowledged (src/server/invalidation.ts, docs/deploy.md).
 */
export class SessionCache extends TtlCache<string, AuthContext> {
  /**
   * Bumped by every clear. A session read that began before a clear is not cached: it may have read the row as it was
   * before the change the clear announces (a request in flight while an admin removed a module), and caching it would
   * serve the old state to the next request.
   */
  generation = 0;

  override clear(): void {
    this.generation++;
    super.clear();
  }
}

export function createSessionCache(): SessionCache {
  return new SessionCache();
}

/** Sessions, users, companies or packages changed: every server forgets its resolved sessions. */
export function clearSessionCache(): void {
  invalidate('session');
}

/**
 * The cached session of a token, without a database call: the synchronous fast path of the access
 * hook (docs/performance.md). Undefined on a miss (or when the cache is off); then call findSessionByToken.
 */
export function cachedSessionByToken(token: string, cacheMs: number, cache?: SessionCache): AuthContext | undefined {
  if (!cache || cacheMs <= 0 || token.length > 200) return undefined;
  return cache.get(hashToken(token));
}

export async function findSessionByToken(
  db: Db,
  token: string,
  opts: { cacheMs?: number; cache?: SessionCache } = {},
): Promise<AuthContext | null> {
  if (token.length > 200) return null;
  const cacheMs = opts.cache ? (opts.cacheMs ?? 0) : 0;
  const tokenHash = hashToken(token);
  const hit = cacheMs > 0 ? opts.cache!.get(tokenHash) : undefined;
  if (hit) return hit;
  const generation = opts.cache?.generation;
  const auth = await loadSession(db, tokenHash);
  // Kept frozen and handed out as is (no copy per request): a cached session is never stale, and nobody may change
  // what the next request of the session will read.
  if (auth && cacheMs > 0 && generation === opts.cache!.generation)
    opts.cache!.set(tokenHash, Object.freeze({ ...auth, stale: false }), cacheMs);
  return auth;
}

/**
 * The idle time-out of a session in minutes: its company's current `session_time_out_duration` (client
 * configuration), so a change by the admin applies to open sessions too; the value stored at login for accounts
 * without a company. SQL over `s` (sessions) and `c` (the user's company, left-joined).
 */
const IDLE_MINUTES = sql<number>`coalesce(c.session_time_out_duration, s.idle_timeout_minutes)`;

export type DeadSession =
  { reason: 'invalid'; idleMinutes?: undefined } | { reason: 'idle' | 'absolute'; idleMinutes: number };

/**
 * Why a token did not resolve, asked only after it failed: a session that timed out (idle, or past its absolute
 * lifetime; not revoked) is "idle" / "absolute" (E-10017, log in again); anything else (unknown, revoked, account or
 * company deactivated) is "invalid" (E-10010).
 */
export async function deadSessionReason(db: Db, token: string): Promise<DeadSession> {
  if (token.length > 200) return { reason: 'invalid' };
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([sql<boolean>`s.absolute_expires_at <= now()`.as('absolute'), IDLE_MINUTES.as('idle_minutes')])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where(
      sql<boolean>`(s.absolute_expires_at <= now() OR s.last_seen_at + make_interval(mins => ${IDLE_MINUTES}) <= now())`,
    )
    .executeTakeFirst();
  if (!row) return { reason: 'invalid' };
  return { reason: row.absolute ? 'absolute' : 'idle', idleMinutes: Number(row.idle_minutes) };
}

/**
 * One query resolves a token's hash to the user, company and package. A session is dead when
 * revoked, past its absolute expiry, idle longer than its timeout, or when the user or company
 * has been deactivated since login.
 */
async function loadSession(db: Db, tokenHash: string): Promise<AuthContext | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(u.package_id, c.package_id)`))
    .select([
      's.id as session_id',
      's.last_seen_at',
      'u.id as user_id',
      'u.email',
      'u.user_type',
      'u.unique_user_no',
      'u.coupon_code',
      'u.company_id',
      'u.first_name',
      'u.last_name',
      'u.status as user_status',
      'c.company_name',
      'c.user_type as company_type',
      'c.type_of_login',
      'c.session_time_out_duration',
      'c.status as company_status',
      sql<boolean>`(c.start_date IS NULL OR c.start_date <= ${IST_TODAY}) AND (c.end_date IS NULL OR c.end_date >= ${IST_TODAY})`.as(
        'agreement_in_force',
      ),
      'p.modules',
      'p.calculator_ids',
      'p.counsellor_category_ids',
      'p.quick_access_ids',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.absolute_expires_at', '>', sql<Date>`now()`)
    .where(sql<boolean>`s.last_seen_at + make_interval(mins => ${IDLE_MINUTES}) > now()`)
    .executeTakeFirst();
  if (!row || row.user_status !== 1) return null;
  // A company deactivated, or whose agreement is not in force (ended, or moved to start later), ends its sessions.
  if (row.company_id !== null && (row.company_status !== 1 || !row.agreement_in_force)) return null;
  return {
    sessionId: row.session_id,
    stale: Date.now() - new Date(row.last_seen_at as unknown as string).getTime() > 60_000,
    user: {
      id: row.user_id,
      email: row.email,
      role: row.user_type,
      unique_user_no: row.unique_user_no,
      coupon_code: row.coupon_code,
      company_id: row.company_id,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    company:
      row.company_id === null
        ? null
        : {
            id: row.company_id,
            company_name: row.company_name ?? '',
            user_type: row.company_type ?? 3,
            type_of_login: row.type_of_login ?? 1,
            session_time_out_duration: row.session_time_out_duration ?? 30,
          },
    packageInfo: toPackageInfo(row),
  };
}

/**
 * Slides the idle timeout; written at most once a minute per session to keep reads cheap. `force`: at once (the tab
 * reports activity it saw without calling the API, GET /session?active=true).
 */
export async function touchSession(db: Db, sessionId: number, opts: { force?: boolean } = {}): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', sessionId);
  if (!opts.force) q = q.where(sql<boolean>`last_seen_at < now() - interval '60 seconds'`);
  await q.execute();
}

/** What the tab shows about its session: the idle time-out in force and when the session ends. */
export async function sessionInfo(db: Db, sessionId: number): Promise<SessionInfo> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      IDLE_MINUTES.as('idle'),
      sql<Date>`s.last_seen_at + make_interval(mins => ${IDLE_MINUTES})`.as('idle_expires_at'),
      's.absolute_expires_at',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return {
    idle_timeout_minutes: Number(row.idle),
    idle_expires_at: new Date(row.idle_expires_at).toISOString(),
    absolute_expires_at: new Date(row.absolute_expires_at as unknown as string).toISOString(),
  };
}

/** Ends one session (logout). The cache is cleared after the row is written, so no read in flight re-caches it. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  clearSessionCache();
}

/** Ends every live session of a user (sign out of all devices, deactivation, role change). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  clearSessionCache();
}
