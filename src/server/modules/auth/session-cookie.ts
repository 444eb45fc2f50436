import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SECURE_COOKIE_PREFIX,
  SESSION_COOKIE,
  SESSION_MODE_HEADER,
} from '../../../shared/session-cookie-names.js';
import { SESSION_ABSOLUTE_HOURS } from './session.js';

/**
 * The browser's session (docs/security.md "Browser sessions"): the opaque session token in an HttpOnly cookie that
 * script cannot read, and beside it a CSRF token that script must read and echo in a header on every call.
 *
 * In production the names carry the `__Host-` prefix: the browser then accepts them only with `Secure`, `Path=/` and
 * no `Domain`, so they are never sent over plain HTTP and a sibling sub-domain cannot plant or overwrite them.
 */
export type CookieMode = { secure: boolean };

export { CSRF_COOKIE, SESSION_COOKIE };

export function cookieNames(mode: CookieMode): { session: string; csrf: string } {
  const prefix = mode.secure ? SECURE_COOKIE_PREFIX : '';
  return { session: prefix + SESSION_COOKIE, csrf: prefix + CSRF_COOKIE };
}

/**
 * The CSRF token of a session: an HMAC keyed by the session token, so it is bound to that session (a token from
 * another session, or one planted by a sibling sub-domain, does not match) and cannot be derived from the
 * token's stored hash.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('finwell-csrf-v1').digest('base64url');
}

function cookieOptions(mode: CookieMode, httpOnly: boolean, maxAgeSeconds: number): SerializeOptions {
  return { httpOnly, secure: mode.secure, sameSite: 'lax', path: '/', maxAge: maxAgeSeconds };
}

function appendSetCookie(reply: FastifyReply, values: string[]): void {
  const existing = reply.getHeader('set-cookie');
  const before = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...before, ...values]);
}

/** Starts the browser's session: both cookies live as long as the session's absolute lifetime at most. */
export function setSessionCookies(reply: FastifyReply, token: string, mode: CookieMode): void {
  const names = cookieNames(mode);
  const maxAge = SESSION_ABSOLUTE_HOURS * 3600;
  appendSetCookie(reply, [
    serialize(names.session, token, cookieOptions(mode, true, maxAge)),
    serialize(names.csrf, csrfTokenFor(token), cookieOptions(mode, false, maxAge)),
  ]);
}

/** Ends the browser's session (logout, a dead session): both cookies expire at once. */
export function clearSessionCookies(reply: FastifyReply, mode: CookieMode): void {
  const names = cookieNames(mode);
  appendSetCookie(reply, [
    serialize(names.session, '', cookieOptions(mode, true, 0)),
    serialize(names.csrf, '', cookieOptions(mode, false, 0)),
  ]);
}

/** The session token of the request's cookie, or null. */
export function sessionCookieOf(request: FastifyRequest, mode: CookieMode): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parse(header)[cookieNames(mode).session];
  return value && value.length <= 200 ? value : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameValue(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether the browser's own provenance headers, when sent, say the call came from this origin: `Sec-Fetch-Site:
 * same-origin` (or `none`, typed by the person), and `Origin` equal to the address the request was made to.
 */
function fromThisOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  // Both through URL, so a default port (":80", ":443") written in one and left out of the other still matches.
  try {
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * Whether a request that a session cookie authenticates may change state: safe methods always; otherwise the
 * CSRF header must carry the session's CSRF token and the call must come from this origin (fromThisOrigin).
 * Bearer calls never reach here: a browser attaches no Authorization header by itself.
 */
export function csrfAllows(request: FastifyRequest, sessionToken: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const sent = request.headers[CSRF_HEADER];
  return typeof sent === 'string' && sameValue(sent, csrfTokenFor(sessionToken)) && fromThisOrigin(request);
}

/** Whether the caller is the browser's API wrapper asking for a cookie session. */
export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers[SESSION_MODE_HEADER] === 'cookie';
}

/**
 * A login answer for the caller: to the browser (SESSION_MODE_HEADER) the cookies carry the session and the body
 * carries no token, so no script on the page ever holds it; to an API client the body carries the bearer token.
 */
export function deliverLogin<T extends { auth_token: string; token: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  login: T,
  mode: CookieMode,
): T {
  if (!wantsCookieSession(request)) return login;
  setSessionCookies(reply, login.auth_token, mode);
  return { ...login, auth_token: '', token: '' };
}

/** Secure (and `__Host-`) cookies in production, where TLS is in front; plain ones on a development http://localhost. */
export function cookieModeOf(config: { nodeEnv: string }): CookieMode {
  return { secure: config.nodeEnv === 'production' };
}

/**
 * The session of a beacon (navigator.sendBeacon can set no header): the cookie's token when the body carries its CSRF
 * token and the call comes from this origin (the same check as csrfAllows, the token read from the body); else null.
 */
export function beaconSessionToken(request: FastifyRequest, csrf: string, mode: CookieMode): string | null {
  const token = sessionCookieOf(request, mode);
  return token && sameValue(csrf, csrfTokenFor(token)) && fromThisOrigin(request) ? token : null;
}
