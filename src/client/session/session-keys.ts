/**
 * Session keys of the contract (docs/product-rules.md "The API wrapper and session storage").
 *
 * **FinWell:** the session itself is not kept here. The server keeps it in an HttpOnly cookie that no script can read
 * (docs/security.md "Browser sessions"), shared by every tab of the browser and by links opened from portal e-mails.
 * Beside it a readable CSRF cookie: its value goes in the `x-csrf-token` header of every call, and its presence tells a
 * tab that a session may be there to restore.
 */
import { CSRF_COOKIE, CSRF_HEADER, SECURE_COOKIE_PREFIX, SESSION_MODE_HEADER } from '../../shared/session-cookie-names';

/** The CSRF cookie under its production (`__Host-`) and development names. */
const CSRF_COOKIES = [SECURE_COOKIE_PREFIX + CSRF_COOKIE, CSRF_COOKIE];

/** The browser's CSRF token (the fw_csrf cookie), or null when no session was started in this browser. */
export function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (CSRF_COOKIES.includes(name) && value) return decodeURIComponent(value);
  }
  return null;
}

/** Whether this browser holds a session (it may still have expired on the server). */
export function hasSession(): boolean {
  return csrfToken() !== null;
}

/**
 * The headers every call of the browser carries: the CSRF token, and the mark that asks a login to answer with the
 * session cookies instead of a token in the body.
 */
export function sessionHeaders(): Record<string, string> {
  const csrf = csrfToken();
  return csrf ? { [SESSION_MODE_HEADER]: 'cookie', [CSRF_HEADER]: csrf } : { [SESSION_MODE_HEADER]: 'cookie' };
}

export const LOGIN_TOKEN_KEY = 'login_token';
/** Where to go after logout when a client URL login stored one (docs/product-rules.md "The API wrapper and session storage"). */
export const LOGOUT_REDIRECT_KEY = 'logout_redirect';

/** Set when the user skips the first-login popups, so they do not return in this browser (localStorage) until logout. */
export const POPUPS_DISMISSED_KEY = 'first_login_popups_dismissed';

/**
 * 'pending' from a successful login (signIn) until the session-code prompt is answered (Skip, Yes, Don't ask
 * again): the prompt shows right after a login, not when a tab merely restores its session.
 */
export const SESSION_CODE_PROMPT_KEY = 'session_code_prompt';

/** Browser-wide (localStorage): the other tabs hear of a logout through its storage event (BroadcastChannel's fallback). */
export const LOGOUT_SIGNAL_KEY = 'finwell_logout';

export function clearSessionKeys(): void {
  for (const key of [LOGIN_TOKEN_KEY, LOGOUT_REDIRECT_KEY, SESSION_CODE_PROMPT_KEY]) sessionStorage.removeItem(key);
  try {
    localStorage.removeItem(POPUPS_DISMISSED_KEY);
  } catch {
    // Storage may be unavailable (private mode).
  }
}
