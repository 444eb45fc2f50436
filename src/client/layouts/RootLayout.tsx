import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useA11yPanelOpen } from '../a11y/a11y-panel-store';
import { lazyPage } from '../lazy-page';
import { SessionProvider } from '../session/SessionProvider';
import { Toaster } from '../toast/Toaster';
import { FullPageState } from './FullPageState';

/** The accessibility panel's code (dialog, focus trap, options) loads when it is first opened (docs/performance.md). */
const A11yPanel = lazyPage(() => import('../a11y/A11yPanel'), 'A11yPanel');

/** Mounts the panel from its first opening on, so its own closing (focus back to the button) still runs. */
function A11yPanelSlot() {
  const open = useA11yPanelOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <A11yPanel />
    </Suspense>
  );
}

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
      <A11yPanelSlot />
      <ScrollToTopOnNavigate />
    </SessionProvider>
  );
}
