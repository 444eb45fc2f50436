/**
 * Session storage keys of the contract (docs/product-rules.md "The API wrapper and session storage"). The token lives in
 * sessionStorage so it ends with the tab, and the API wrapper reads it on every call.
 */
export const TOKEN_KEY = 'jwt_access_token';
export const LOGIN_TOKEN_KEY = 'login_token';
/** Where to go after logout when a client URL login stored one (docs/product-rules.md "The API wrapper and session storage"). */
export const LOGOUT_REDIRECT_KEY = 'logout_redirect';

/** Set when the user skips the first-login popups, so they do not return in this tab. */
export const POPUPS_DISMISSED_KEY = 'first_login_popups_dismissed';

/**
 * 'pending' from a successful login (signIn) until the session-code prompt is answered (Skip, Yes, Don't ask
 * again): the prompt shows right after a login, not when a tab merely restores its session.
 */
export const SESSION_CODE_PROMPT_KEY = 'session_code_prompt';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearSessionKeys(): void {
  for (const key of [TOKEN_KEY, LOGIN_TOKEN_KEY, LOGOUT_REDIRECT_KEY, POPUPS_DISMISSED_KEY, SESSION_CODE_PROMPT_KEY])
    sessionStorage.removeItem(key);
}
