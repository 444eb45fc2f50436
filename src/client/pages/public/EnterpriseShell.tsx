import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isAdminRole } from '../../../shared/roles';
import type { LoginResponse } from '../../api/types';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { SkipLink } from '../../components/SkipLink';
import { useSession } from '../../session/session-context';
import { useT } from '../../../i18n/browser';

/** The frame and the sign-in step shared by the enterprise login pages (EnterpriseLogin.tsx, docs/sso.md). */

/** Signs the session in and goes to the admin or employee home. */
export function useSignInAndGo() {
  const session = useSession();
  const navigate = useNavigate();
  return (login: LoginResponse) => {
    session.signIn(login);
    navigate(isAdminRole(login.user_type) ? '/admin' : '/client/home', { replace: true });
  };
}

/** The card the enterprise login pages sit in, with a link to the other ways to log in. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <div className="flex justify-end px-3 pt-3">
        <LanguageSwitcher />
      </div>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 flex-col items-center justify-center px-4 py-14 outline-none"
      >
        <div className="w-full max-w-md">
          <div className="card p-6 xs:p-8">{children}</div>
          <p className="mt-6 text-center text-sm text-slate-600">
            <Link to="/login" className="link">
              {t('public.enterprise.otherWays')}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

/** The token of the page's fragment (#token=... or #code=...): never sent to a server log. */
export function fragmentParam(name: string): string {
  return new URLSearchParams(window.location.hash.slice(1)).get(name) ?? '';
}
