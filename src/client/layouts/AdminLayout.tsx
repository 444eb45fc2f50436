import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation } from 'react-router';
import '../../i18n/admin-messages';
import { isSuperAdmin } from '../../shared/roles';
import { A11yButton } from '../a11y/A11yButton';
import { LogoutIcon, MenuIcon } from '../components/Icons';
import { LoadingState } from '../components/StateViews';
import { SkipLink } from '../components/SkipLink';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useInertBackground } from '../hooks/use-inert-background';
import { BREAKPOINTS, useWindowWidth } from '../hooks/use-window-width';
import { useSession } from '../session/session-context';
import { AdminSidebar } from './AdminSidebar';
import { initialsOf } from './ProfileMenu';
import { useT } from '../../i18n/browser';

/** The sidebar as a modal drawer below 1025 px, where there is no room to keep it open. */
function AdminDrawer({ open, onClose, superAdmin }: { open: boolean; onClose: () => void; superAdmin: boolean }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => onClose(), [onClose]);
  // Inert first: its cleanup must lift inert before the trap's cleanup hands focus back.
  useInertBackground(open);
  useFocusTrap(panel, open, close);
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current !== pathname) {
      last.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('adminShell.menu')}
        className="absolute inset-y-0 left-0 w-72 max-w-[86%] animate-[slide-in-left_200ms_ease-out]"
      >
        <AdminSidebar superAdmin={superAdmin} />
      </div>
    </div>,
    document.body,
  );
}

/** The /admin shell: sidebar menu, top bar with the signed-in admin and logout, lazy pages. */
export function AdminLayout() {
  const t = useT();
  const { user, role, logout } = useSession();
  const width = useWindowWidth();
  const wide = width >= BREAKPOINTS.lg;
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  const superAdmin = role !== null && isSuperAdmin(role);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.email || '';

  return (
    <div className="flex min-h-dvh bg-slate-100">
      <SkipLink />
      {wide && (
        <aside className="sticky top-0 h-dvh w-64 shrink-0">
          <AdminSidebar superAdmin={superAdmin} />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 md:px-8">
          {!wide && (
            <button
              type="button"
              className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t('adminShell.openMenu')}
              aria-expanded={drawer}
              onClick={() => setDrawer(true)}
            >
              <MenuIcon size={24} />
            </button>
          )}
          <span className="text-sm font-medium text-slate-500">
            {superAdmin ? t('adminShell.superAdminConsole') : t('adminShell.adminConsole')}
          </span>
          <div className="ml-auto flex items-center gap-2">
            <A11yButton />
            {user && (
              <span className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <span
                  className="grid size-8 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
                  aria-hidden="true"
                >
                  {initialsOf(user.first_name, user.last_name, user.email)}
                </span>
                {width >= BREAKPOINTS.sm && <span className="max-w-48 truncate">{name}</span>}
              </span>
            )}
            <button
              type="button"
              onClick={() => void logout()}
              className="flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-red-700"
            >
              <LogoutIcon size={18} />{' '}
              <span className={width < BREAKPOINTS.xs ? 'sr-only' : ''}>{t('adminShell.logOut')}</span>
            </button>
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AdminDrawer open={!wide && drawer} onClose={closeDrawer} superAdmin={superAdmin} />
    </div>
  );
}
