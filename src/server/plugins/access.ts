import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
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
  }
  interface FastifyRequest {
    auth: AuthContext | null;
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
  opts: { sessionCacheMs?: number; bus?: InvalidationBus } = {},
): void {
  const cacheMs = opts.sessionCacheMs ?? 0;
  // This app's resolved sessions; emptied on every server by clearSessionCache() through the bus.
  const cache = createSessionCache();
  opts.bus?.on('session', () => cache.clear());
  app.decorateRequest('auth', null);
  /** Cache miss or no cache: the session comes from the database (async). */
  const resolveSlow = async (request: FastifyRequest, access: Access, token: string | null): Promise<void> => {
    if (access === 'public' || access === 'dev') {
      if (token) request.auth = await findSessionByToken(db, token, { cacheMs, cache }).catch(() => null);
      return;
    }
    if (!token) throw new AppError('E-10010');
    const auth = await findSessionByToken(db, token, { cacheMs, cache });
    // A session that timed out answers the contract's E-10017 (log in again); other dead tokens E-10010.
    if (!auth) throw new AppError((await deadSessionReason(db, token)) === 'expired' ? 'E-10017' : 'E-10010');
    request.auth = auth;
    if (auth.stale) touchSession(db, auth.sessionId).catch((err) => request.log.warn({ err }, 'session touch failed'));
    checkAccess(access, auth);
  };

  // A callback hook, not an async one: a session-cache hit (or a public call without a token) is
  // decided synchronously, without a promise per request (docs/performance.md). The rules are the same.
  const accessHook =
    (access: Access): onRequestHookHandler =>
    (request, _reply, done) => {
      const token = bearer(request);
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
      resolveSlow(request, access, token).then(
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
    route.onRequest = [accessHook(access), ...own];
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
