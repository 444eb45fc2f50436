import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { hasModule, type PackageInfo } from '../../shared/package-info.js';
import { isAdminRole, ROLE } from '../../shared/roles.js';
import {
  cachedSessionByToken,
  createSessionCache,
  deadSessionReason,
  findSessionByToken,
  touchSession,
} from '../modules/auth/session.js';
import { clearSessionCookies, csrfAllows, sessionCookieOf, type CookieMode } from '../modules/auth/session-cookie.js';
import type { InvalidationBus } from '../invalidation-bus.js';
import type { Db } from '../db/index.js';

/**
 * Who may call a route. Every route declares one in `config.access`; the server refuses to start
 * with a route that does not (see `registerAccess`).
 * - 'public': no token needed (a valid token is still read, for logging).
 * - 'user': any signed-in account.
 * - { module }: a signed-in account whose package includes the module (admins pass).
 * - 'admin': roles 1-2. 'superAdmin': role 1. { roles }: exactly these roles.
 * - 'dev': public, and only registered when enabled (DEV_OUTBOX=1 for /api/dev; never in production).
 */
export type Access = 'public' | 'user' | 'admin' | 'superAdmin' | 'dev' | { module: number } | { roles: number[] };

export type AuthUser = {
  id: number;
  email: string;
  role: number;
  unique_user_no: string;
  coupon_code: string | null;
  company_id: number | null;
  first_name: string | null;
  last_name: string | null;
};

export type AuthCompany = {
  id: number;
  company_name: string;
  user_type: number;
  type_of_login: number;
  session_time_out_duration: number;
} | null;

export type AuthContext = {
  sessionId: number;
  /** last_seen_at is over a minute old: slide the idle timeout (one write a minute, not one a request). */
  stale?: boolean;
  user: AuthUser;
  company: AuthCompany;
  packageInfo: PackageInfo;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * false: a call of this route does not count as activity (it does not slide the idle time-out): the tab's
     * session check and the bell's poll, which run on a timer whether or not anyone is there.
     */
    sessionActivity?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** How the session reached the server: a bearer header (API clients) or the browser's cookie. */
    sessionVia: 'bearer' | 'cookie' | null;
  }
}

export type RouteAccessEntry = { method: string; url: string; access: Access };

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

export function describeAccess(access: Access): string {
  return typeof access === 'string'
    ? access
    : 'module' in access
      ? `module:${access.module}`
      : `roles:${access.roles.join(',')}`;
}

/** The route table with each route's rule, for the access test and the README. */
export function registerAccess(
  app: FastifyInstance,
  db: Db,
  table: RouteAccessEntry[],
  opts: { sessionCacheMs?: number; bus?: InvalidationBus; cookies?: CookieMode } = {},
): void {
  const cacheMs = opts.sessionCacheMs ?? 0;
  const cookieMode: CookieMode = opts.cookies ?? { secure: false };
  // This app's resolved sessions; emptied on every server by clearSessionCache() through the bus.
  const cache = createSessionCache();
  opts.bus?.on('session', () => cache.clear());
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionVia', null);
  /** Cache miss or no cache: the session comes from the database (async). */
  const resolveSlow = async (
    request: FastifyRequest,
    reply: FastifyReply,
    access: Access,
    token: string | null,
    activity: boolean,
  ): Promise<void> => {
    if (access === 'public' || access === 'dev') {
      if (token) request.auth = await findSessionByToken(db, token, { cacheMs, cache }).catch(() => null);
      return;
    }
    if (!token) throw new AppError('E-10010');
    const auth = await findSessionByToken(db, token, { cacheMs, cache });
    if (!auth) {
      // A dead cookie is dropped with the answer, so the browser stops presenting it.
      if (request.sessionVia === 'cookie') clearSessionCookies(reply, cookieMode);
      // A session that timed out answers the contract's E-10017 (log in again), saying after how long; other dead
      // tokens E-10010.
      const dead = await deadSessionReason(db, token);
      if (dead.reason === 'invalid') throw new AppError('E-10010');
      throw new AppError('E-10017', { data: { reason: dead.reason, idle_minutes: dead.idleMinutes } });
    }
    request.auth = auth;
    if (auth.stale && activity)
      touchSession(db, auth.sessionId).catch((err) => request.log.warn({ err }, 'session touch failed'));
    checkAccess(access, auth);
  };

  /**
   * The request's session token: the bearer header (API clients), else the browser's session cookie. A cookie on a
   * state-changing call must pass the CSRF check (session-cookie.ts csrfAllows); when it does not, a protected route
   * refuses the call (E-10630) and a public one treats the caller as signed out.
   */
  const tokenOf = (request: FastifyRequest, access: Access): string | null => {
    const fromHeader = bearer(request);
    if (fromHeader) {
      request.sessionVia = 'bearer';
      return fromHeader;
    }
    const fromCookie = sessionCookieOf(request, cookieMode);
    if (!fromCookie) return null;
    if (!csrfAllows(request, fromCookie)) {
      if (access === 'public' || access === 'dev') return null;
      throw new AppError('E-10630');
    }
    request.sessionVia = 'cookie';
    return fromCookie;
  };

  // A callback hook, not an async one: a session-cache hit (or a public call without a token) is
  // decided synchronously, without a promise per request (docs/performance.md). The rules are the same.
  const accessHook =
    (access: Access, activity: boolean): onRequestHookHandler =>
    (request, reply, done) => {
      let token: string | null;
      try {
        token = tokenOf(request, access);
      } catch (err) {
        return done(err as Error);
      }
      if (!token && (access === 'public' || access === 'dev')) return done();
      const hit = token ? cachedSessionByToken(token, cacheMs, cache) : undefined;
      if (hit) {
        request.auth = hit;
        if (access === 'public' || access === 'dev') return done();
        try {
          checkAccess(access, hit);
        } catch (err) {
          return done(err as Error);
        }
        return done();
      }
      resolveSlow(request, reply, access, token, activity).then(
        () => done(),
        (err: unknown) => done(err as Error),
      );
    };

  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    const url = route.url ?? route.path;
    if (!access) {
      throw new Error(`route ${String(route.method)} ${url} declares no access rule`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method: String(method), url, access });
    }
    // The route's own first onRequest hook, with its rule bound: it runs before the route's other hooks (the rate
    // limit keys on request.auth), and no request reads the rule back from request.routeOptions, which Fastify
    // builds afresh on each read (docs/performance.md).
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    const activity = (route.config as { sessionActivity?: boolean } | undefined)?.sessionActivity !== false;
    route.onRequest = [accessHook(access, activity), ...own];
  });
}

export function checkAccess(access: Access, auth: AuthContext): void {
  const role = auth.user.role;
  if (access === 'user') return;
  if (access === 'admin') {
    if (!isAdminRole(role)) throw new AppError('E-10506');
    return;
  }
  if (access === 'superAdmin') {
    if (role !== ROLE.SUPER_ADMIN) throw new AppError('E-10506');
    return;
  }
  if (typeof access === 'object' && 'roles' in access) {
    if (!access.roles.includes(role)) throw new AppError('E-10506');
    return;
  }
  if (typeof access === 'object' && 'module' in access) {
    if (isAdminRole(role)) return;
    if (!hasModule(auth.packageInfo, access.module)) throw new AppError('E-10117');
  }
}
