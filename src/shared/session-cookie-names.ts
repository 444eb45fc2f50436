/**
 * The names the browser session travels under (docs/security.md "Browser sessions"), one list for the server
 * (src/server/modules/auth/session-cookie.ts) and the browser (src/client/session/session-keys.ts).
 */
/** The HttpOnly cookie holding the session token. */
export const SESSION_COOKIE = 'fw_session';
/** The readable cookie holding the session's CSRF token. */
export const CSRF_COOKIE = 'fw_csrf';
/** In production both names carry it: the browser then takes them only with `Secure`, `Path=/` and no `Domain`. */
export const SECURE_COOKIE_PREFIX = '__Host-';
/** The header the browser echoes the CSRF cookie in (a custom header: a cross-site form or a no-cors fetch cannot send it). */
export const CSRF_HEADER = 'x-csrf-token';
/** Sent by the browser's API wrapper on every call: a login answered to it sets the cookies and leaves the token out of the body. */
export const SESSION_MODE_HEADER = 'x-finwell-session';
