import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, LogoutIcon, UserIcon, BellIcon, SettingsIcon, TargetIcon, GridIcon } from '../components/Icons';
import { useLogoutConfirm } from './LogoutConfirm';
import { Logo } from '../components/Logo';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useInertBackground } from '../hooks/use-inert-background';
import type { ClientNavItem } from '../navigation/client-nav';
import { useSession } from '../session/session-context';
import { NavIcon } from './NavIcon';
import { useT } from '../../i18n/browser';
import { LanguageSwitcher } from '../components/LanguageSwitcher';

export type MobileNavProps = { id: string; open: boolean; onClose: () => void; items: ClientNavItem[] };

/** The hamburger drawer under 770 px: a modal panel with the module links and the account actions. */
export function MobileNav({ id, open, onClose, items }: MobileNavProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const { user, isAdmin } = useSession();
  const logoutConfirm = useLogoutConfirm();
  const close = useCallback(() => onClose(), [onClose]);
  // Inert first: its cleanup must lift inert before the trap's cleanup hands focus back.
  useInertBackground(open);
  useFocusTrap(panel, open, close);

  // Following a link closes the drawer.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);

  if (!open) return null;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-xl px-3 py-3 text-[0.95rem] font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-50'}`;

  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        className="absolute inset-0 bg-slate-900/50 animate-[fade-in_150ms_ease-out]"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.mobileNav.label')}
        className="absolute inset-y-0 left-0 flex w-[86%] max-w-xs flex-col bg-white shadow-2xl animate-[slide-in-left_200ms_ease-out]"
        data-testid="mobile-nav"
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
            aria-label={t('layout.mobileNav.close')}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('layout.header.main')} className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} className={linkClass} end={item.key === 'home'}>
                  <NavIcon icon={item.icon} className="text-brand-600" />
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-100 px-3 py-3">
          {user && (
            <p className="truncate px-3 pb-2 text-xs text-slate-500">
              {t('layout.mobileNav.signedInAs', { email: user.email })}
            </p>
          )}
          {/* On phones the language button lives here: the header has no room for it (docs/i18n.md). */}
          <LanguageSwitcher className="mb-1 w-full justify-start text-left sm:hidden" />
          <NavLink to="/client/my-profile" className={linkClass}>
            <UserIcon className="text-slate-500" />
            {t('layout.account.myProfile')}
          </NavLink>
          <NavLink to="/client/notifications" className={linkClass}>
            <BellIcon className="text-slate-500" />
            {t('layout.account.notifications')}
          </NavLink>
          <NavLink to="/client/task-progress" className={linkClass}>
            <TargetIcon className="text-slate-500" />
            {t('layout.account.tasks')}
          </NavLink>
          <NavLink to="/client/resources" className={linkClass} end>
            <GridIcon className="text-slate-500" />
            {t('layout.account.resources')}
          </NavLink>
          {isAdmin && (
            <NavLink to="/admin" className={linkClass}>
              <SettingsIcon className="text-slate-500" />
              {t('layout.account.adminArea')}
            </NavLink>
          )}
          <button
            type="button"
            onClick={logoutConfirm.ask}
            className="flex w-full items-center gap-3 rounded-xl px-3 py-3 text-[0.95rem] font-medium text-red-700 hover:bg-red-50"
          >
            <LogoutIcon />
            {t('layout.account.logOut')}
          </button>
          {logoutConfirm.dialog}
        </div>
      </div>
    </div>,
    document.body,
  );
}
