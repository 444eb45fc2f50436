import { createContext, useContext } from 'react';
import type { PackageInfo } from '../../shared/package-info';
import type { ApiError } from '../api/api-error';
import type { LoginResponse, SessionCompany, UserProfile } from '../api/types';
import type { LoginNotice } from './login-notice';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated' | 'error';

export type SessionState = {
  status: SessionStatus;
  user: UserProfile | null;
  company: SessionCompany | null;
  packageInfo: PackageInfo | null;
  /** Why restoring the session failed (network, server), when status is 'error'. */
  error: ApiError | null;
  /** Set while logging out, so guards show "Signing you out" instead of bouncing to /login. */
  logoutInProgress: boolean;
  /** Why the session ended without a logout in this tab (a time-out, another tab): the login page says so. */
  notice: LoginNotice | null;
};

export type Session = SessionState & {
  /** Role of the signed-in user (enums.json role), or null. */
  role: number | null;
  isAdmin: boolean;
  signIn: (login: LoginResponse) => void;
  /** A profile update merges the returned fields into the user (docs/product-rules.md "The API wrapper and session storage"). */
  mergeUser: (patch: Partial<UserProfile>) => void;
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
  /** "Sign out of all devices" (My profile): ends every session of the person, then logs this browser out. */
  logoutEverywhere: () => Promise<void>;
};

export const SessionContext = createContext<Session | null>(null);

/** `const { user, packageInfo, role, logout } = useSession();` inside the app's routes. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
