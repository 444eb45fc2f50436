import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messageFor, t } from '../../i18n/browser';
import { isAdminRole } from '../../shared/roles';
import { A11Y_STORAGE_KEY } from '../a11y/a11y-settings';
import { applyAccountLocale } from '../locale';
import { onSessionEnded } from '../api/api-client';
import { isAbortError, toApiError } from '../api/api-error';
import { checkSession, logoutAllDevices, logoutSession } from '../api/auth-api';
import { getUserProfile } from '../api/profile-api';
import type { LoginResponse, ProfileResponse, UserProfile } from '../api/types';
import { showToast } from '../toast/toast-store';
import { SessionContext, type Session, type SessionState } from './session-context';
import {
  clearSessionKeys,
  hasSession,
  LOGOUT_REDIRECT_KEY,
  LOGOUT_SIGNAL_KEY,
  SESSION_CODE_PROMPT_KEY,
} from './session-keys';
import type { LoginNotice } from './login-notice';

/** Logout redirect delay of the spec (docs/product-rules.md "Delays and limits"). */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

const ANONYMOUS: SessionState = {
  status: 'anonymous',
  user: null,
  company: null,
  packageInfo: null,
  error: null,
  logoutInProgress: false,
  notice: null,
};

/** How often a signed-in tab checks its session (GET /session), so a tab left open learns it timed out. */
export const SESSION_CHECK_MS = 60_000;
/** The channel every tab of the browser listens on: a logout in one signs the others out. */
const SESSION_CHANNEL = 'finwell-session';
type TabMessage = { type: 'logout' } | { type: 'login' };

function fromProfile(p: ProfileResponse): SessionState {
  const { package_info, company, ...user } = p;
  return {
    status: 'authenticated',
    user,
    company,
    packageInfo: package_info,
    error: null,
    logoutInProgress: false,
    notice: null,
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

/** The sentence the login page shows after a session ended on its own (time-out) or in another tab. */
function noticeFor(code: string, data: unknown): LoginNotice {
  const d = (data ?? {}) as { reason?: unknown; idle_minutes?: unknown };
  if (code === 'E-10017' && d.reason === 'idle' && typeof d.idle_minutes === 'number')
    return { kind: 'idle', minutes: d.idle_minutes };
  if (code === 'E-10017' && d.reason === 'absolute') return { kind: 'absolute' };
  return { kind: 'error', code };
}

/** The path to come back to after signing in again (the login page's `from`). */
function currentPath(): string | undefined {
  const here = window.location.pathname + window.location.search;
  return window.location.pathname.startsWith('/login') ? undefined : here;
}

/** Tells the browser's other tabs (BroadcastChannel, and a localStorage key as the fallback's storage event). */
function tellOtherTabs(message: TabMessage): void {
  try {
    if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(SESSION_CHANNEL);
      channel.postMessage(message);
      channel.close();
    }
    if (message.type === 'logout') localStorage.setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode); the other tabs then learn at their next call.
  }
}

/**
 * The session store: who is signed in and their package. The session itself is in the browser's HttpOnly cookie,
 * shared by every tab (docs/security.md "Browser sessions"); on load a tab restores it (GET user-profile) when the
 * CSRF cookie says there is one. It sits inside the router so it can send the user to /login, keeping the path to
 * return to, when the API wrapper reports a dead or expired session (E-10010 / E-10016 / E-10017), when another tab
 * logs out, or when its once-a-minute check finds the session timed out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(() =>
    hasSession() ? { ...ANONYMOUS, status: 'restoring' } : ANONYMOUS,
  );
  const loggingOut = useRef(false);
  const statusRef = useRef(state.status);
  statusRef.current = state.status;

  const restore = useCallback(async (signal?: AbortSignal) => {
    if (!hasSession()) {
      setState(ANONYMOUS);
      return;
    }
    try {
      const profile = await getUserProfile(signal);
      setState(fromProfile(profile));
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

  /** This tab is signed out without calling the server (the session already ended): /login, keeping the way back. */
  const endHere = useCallback(
    (notice: LoginNotice) => {
      if (loggingOut.current) return;
      clearSessionKeys();
      // Kept in the store as well as in the navigation: a route guard may send the tab to /login first, with its own state.
      setState({ ...ANONYMOUS, notice });
      // A forged or revoked session says so with its code; a time-out or another tab's logout is told politely on
      // the login page itself (a toast would be gone before the person is back at the tab).
      if (notice.kind === 'error')
        showToast({ variant: 'destructive', title: messageFor(notice.code), code: notice.code });
      navigate('/login', { replace: true, state: { from: currentPath(), notice } });
    },
    [navigate],
  );

  useEffect(() => onSessionEnded((code, data) => endHere(noticeFor(code, data))), [endHere]);

  // A logout in another tab of this browser signs this one out too; a login there signs in a tab still on /login.
  useEffect(() => {
    const onMessage = (message: TabMessage | undefined) => {
      if (message?.type === 'logout' && statusRef.current !== 'anonymous') endHere({ kind: 'otherTab' });
      if (message?.type === 'login' && statusRef.current === 'anonymous' && hasSession()) {
        setState((s) => ({ ...s, status: 'restoring' }));
        void restore();
      }
    };
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
    if (channel) channel.onmessage = (e: MessageEvent<TabMessage>) => onMessage(e.data);
    const onStorage = (e: StorageEvent) => {
      if (e.key === LOGOUT_SIGNAL_KEY && e.newValue) onMessage({ type: 'logout' });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
    };
  }, [endHere, restore]);

  // A tab left open learns that its session timed out: a check once a minute and when the tab is shown again. The
  // check counts as activity only when the person used the page since the last one (docs/security.md).
  const signedIn = state.status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return;
    let active = false;
    const onActivity = () => {
      active = true;
    };
    const check = () => {
      const wasActive = active;
      active = false;
      // A session that ended is reported by the API wrapper (onSessionEnded); a network failure waits for the next.
      checkSession(wasActive).catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    for (const e of events) window.addEventListener(e, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(check, SESSION_CHECK_MS);
    return () => {
      for (const e of events) window.removeEventListener(e, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    };
  }, [signedIn]);

  const signIn = useCallback((login: LoginResponse) => {
    tellOtherTabs({ type: 'login' });
    // The session-code prompt follows every login (docs/commerce.md "Session code"); the server decides whether it asks.
    sessionStorage.setItem(SESSION_CODE_PROMPT_KEY, 'pending');
    // Its code and the server's answer load during the navigation to the home page, not after it (issue 34).
    if (!isAdminRole(login.user_type))
      void import('../pages/commerce/SessionCodePrompt')
        .then((m) => m.prefetchSessionCodePrompt())
        .catch(() => undefined);
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
      error: null,
      logoutInProgress: false,
      notice: null,
    });
  }, []);

  const mergeUser = useCallback((patch: Partial<UserProfile>) => {
    setState((s) => (s.user ? { ...s, user: { ...s.user, ...patch } } : s));
  }, []);

  // The account's saved language wins over the device's once signed in (docs/i18n.md "Choosing the language").
  const accountLocale = state.user?.locale;
  useEffect(() => applyAccountLocale(accountLocale), [accountLocale]);

  const refresh = useCallback(() => restore(), [restore]);

  const endSession = useCallback(
    async (everywhere: boolean) => {
      if (loggingOut.current) return;
      loggingOut.current = true;
      const wasAdmin = state.user ? isAdminRole(state.user.user_type) : false;
      const redirect = sessionStorage.getItem(LOGOUT_REDIRECT_KEY);
      setState((s) => ({ ...s, logoutInProgress: true }));
      try {
        await (everywhere ? logoutAllDevices() : logoutSession());
      } catch {
        // The session may already be gone on the server; the browser side is cleared regardless.
      }
      clearSessionKeys();
      // The admin area keeps its own rule (the spec): local data is cleared for non-admin users only.
      if (!wasAdmin) clearLocalStorage();
      tellOtherTabs({ type: 'logout' });
      setState({ ...ANONYMOUS, logoutInProgress: true });
      showToast({ title: everywhere ? t('session.ended.allDevices') : messageFor('S-10005') });
      setTimeout(() => {
        navigate(redirect && redirect.startsWith('/') ? redirect : '/login', { replace: true });
        loggingOut.current = false;
        setState((s) => ({ ...s, logoutInProgress: false }));
      }, LOGOUT_REDIRECT_DELAY_MS);
    },
    [navigate, state.user],
  );
  const logout = useCallback(() => endSession(false), [endSession]);
  const logoutEverywhere = useCallback(() => endSession(true), [endSession]);

  const value = useMemo<Session>(() => {
    const role = state.user?.user_type ?? null;
    return {
      ...state,
      role,
      isAdmin: role !== null && isAdminRole(role),
      signIn,
      mergeUser,
      refresh,
      logout,
      logoutEverywhere,
    };
  }, [state, signIn, mergeUser, refresh, logout, logoutEverywhere]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
