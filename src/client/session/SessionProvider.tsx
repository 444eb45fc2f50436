import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messageFor } from '../../i18n/browser';
import { isAdminRole } from '../../shared/roles';
import { A11Y_STORAGE_KEY } from '../a11y/a11y-settings';
import { applyAccountLocale } from '../locale';
import { onSessionEnded } from '../api/api-client';
import { isAbortError, toApiError } from '../api/api-error';
import { logoutSession } from '../api/auth-api';
import { getUserProfile } from '../api/profile-api';
import type { LoginResponse, ProfileResponse, UserProfile } from '../api/types';
import { showToast } from '../toast/toast-store';
import { SessionContext, type Session, type SessionState } from './session-context';
import { clearSessionKeys, LOGOUT_REDIRECT_KEY, readToken, SESSION_CODE_PROMPT_KEY, writeToken } from './session-keys';

/** Logout redirect delay of the spec (docs/product-rules.md "Delays and limits"). */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

const ANONYMOUS: SessionState = {
  status: 'anonymous',
  user: null,
  company: null,
  packageInfo: null,
  token: null,
  error: null,
  logoutInProgress: false,
};

function fromProfile(p: ProfileResponse, token: string): SessionState {
  const { package_info, company, ...user } = p;
  return {
    status: 'authenticated',
    user,
    company,
    packageInfo: package_info,
    token,
    error: null,
    logoutInProgress: false,
  };
}

/** Local storage is cleared on logout except the accessibility settings, which belong to the device. */
function clearLocalStorage(): void {
  try {
    const keep = localStorage.getItem(A11Y_STORAGE_KEY);
    localStorage.clear();
    if (keep !== null) localStorage.setItem(A11Y_STORAGE_KEY, keep);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

/**
 * The session store: who is signed in, their package and token. On load it restores a session
 * from the token in sessionStorage (GET user-profile). It sits inside the router so it can send
 * the user to /login when the API wrapper reports a dead or expired session (E-10010 / E-10016 / E-10017).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(() => {
    const token = readToken();
    return token ? { ...ANONYMOUS, status: 'restoring', token } : ANONYMOUS;
  });
  const loggingOut = useRef(false);

  const restore = useCallback(async (signal?: AbortSignal) => {
    const token = readToken();
    if (!token) {
      setState(ANONYMOUS);
      return;
    }
    try {
      const profile = await getUserProfile(signal);
      setState(fromProfile(profile, token));
    } catch (error) {
      if (isAbortError(error)) return;
      const e = toApiError(error);
      // A dead session is handled by onSessionEnded below; anything else can be retried.
      if (!['E-10010', 'E-10016', 'E-10017'].includes(e.code)) setState((s) => ({ ...s, status: 'error', error: e }));
    }
  }, []);

  useEffect(() => {
    if (state.status !== 'restoring') return;
    const controller = new AbortController();
    void restore(controller.signal);
    return () => controller.abort();
    // Only the first load restores; later refreshes are explicit.
  }, []);

  useEffect(
    () =>
      onSessionEnded((code) => {
        if (loggingOut.current) return;
        clearSessionKeys();
        setState(ANONYMOUS);
        showToast({ variant: 'destructive', title: messageFor(code), code });
        navigate('/login', { replace: true, state: { from: window.location.pathname + window.location.search } });
      }),
    [navigate],
  );

  const signIn = useCallback((login: LoginResponse) => {
    writeToken(login.auth_token);
    // The session-code prompt follows every login (docs/commerce.md "Session code"); the server decides whether it asks.
    sessionStorage.setItem(SESSION_CODE_PROMPT_KEY, 'pending');
    const company = login.company
      ? {
          id: login.company.id,
          company_name: login.company.company_name,
          user_type: login.company.user_type,
          company_logo: login.company.company_logo,
        }
      : null;
    setState({
      status: 'authenticated',
      user: login.profile,
      company,
      packageInfo: login.package_info,
      token: login.auth_token,
      error: null,
      logoutInProgress: false,
    });
  }, []);

  const mergeUser = useCallback((patch: Partial<UserProfile>) => {
    setState((s) => (s.user ? { ...s, user: { ...s.user, ...patch } } : s));
  }, []);

  // The account's saved language wins over the device's once signed in (docs/i18n.md "Choosing the language").
  const accountLocale = state.user?.locale;
  useEffect(() => applyAccountLocale(accountLocale), [accountLocale]);

  const refresh = useCallback(() => restore(), [restore]);

  const logout = useCallback(async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    const wasAdmin = state.user ? isAdminRole(state.user.user_type) : false;
    const redirect = sessionStorage.getItem(LOGOUT_REDIRECT_KEY);
    setState((s) => ({ ...s, logoutInProgress: true }));
    try {
      await logoutSession();
    } catch {
      // The session may already be gone on the server; the browser side is cleared regardless.
    }
    clearSessionKeys();
    if (!wasAdmin) clearLocalStorage();
    setState({ ...ANONYMOUS, logoutInProgress: true });
    showToast({ title: messageFor('S-10005') });
    setTimeout(() => {
      navigate(redirect && redirect.startsWith('/') ? redirect : '/login', { replace: true });
      loggingOut.current = false;
      setState((s) => ({ ...s, logoutInProgress: false }));
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [navigate, state.user]);

  const value = useMemo<Session>(() => {
    const role = state.user?.user_type ?? null;
    return { ...state, role, isAdmin: role !== null && isAdminRole(role), signIn, mergeUser, refresh, logout };
  }, [state, signIn, mergeUser, refresh, logout]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
