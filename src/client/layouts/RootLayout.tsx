import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { A11yPanel } from '../a11y/A11yPanel';
import { SessionProvider } from '../session/SessionProvider';
import { Toaster } from '../toast/Toaster';
import { FullPageState } from './FullPageState';

/** After an in-app navigation, focus the new page's main region so screen readers start there. */
function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/**
 * A new page starts at the top (what ScrollRestoration did for forward navigations; the router
 * runs in declarative mode, docs/performance.md). Back and forward keep the browser's own restore.
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Providers every page shares: the session store, toasts, the accessibility panel. */
export function RootLayout() {
  return (
    <SessionProvider>
      <FocusOnNavigate />
      <Suspense fallback={<FullPageState />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <A11yPanel />
      <ScrollToTopOnNavigate />
    </SessionProvider>
  );
}
