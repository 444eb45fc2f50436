import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { A11yButton } from '../a11y/A11yButton';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { buttonClass } from '../components/Button';
import { Footer } from '../components/Footer';
import { Logo } from '../components/Logo';
import { SkipLink } from '../components/SkipLink';
import { LoadingState } from '../components/StateViews';
import { useSession } from '../session/session-context';
import { useT } from '../../i18n/browser';

/** Header and footer of the public pages (policies, sign-up). The login page has its own layout. */
export function PublicLayout() {
  const { status, isAdmin } = useSession();
  const t = useT();
  const signedIn = status === 'authenticated';
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-8">
          <Link to="/" className="rounded-lg" aria-label={t('brand.home')}>
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <A11yButton />
            {signedIn ? (
              <Link to={isAdmin ? '/admin' : '/client/home'} className={buttonClass('secondary', 'sm')}>
                {t('common.goToDashboard')}
              </Link>
            ) : (
              <Link to="/login" className={buttonClass('primary', 'sm')}>
                {t('common.logIn')}
              </Link>
            )}
          </div>
        </div>
      </header>
      {/* At least a screen tall, as in ClientLayout: data arriving later does not push a visible footer down. */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
