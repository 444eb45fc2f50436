import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { A11yButton } from '../a11y/A11yButton';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { AssistantButton } from '../assistant/AssistantButton';
import { BellIcon, MenuIcon } from '../components/ShellIcons';
import { Logo } from '../components/Logo';
import { BREAKPOINTS, isMobileWidth, useWindowWidth } from '../hooks/use-window-width';
import { buildClientNav } from '../navigation/client-nav';
import { useSession } from '../session/session-context';
import { NavIcon } from './NavIcon';
import { ProfileMenu } from './ProfileMenu';
import { useUnreadCount } from '../pages/engagement/use-unread-count';
import { useT } from '../../i18n/browser';

/** The drawer's code (focus trap, portal) loads when the hamburger is first opened (docs/performance.md). */
const MobileNav = lazy(async () => ({ default: (await import('./MobileNav')).MobileNav }));

/**
 * The client header: logo, the navigation built from the user's modules, the notifications bell
 * and the profile menu. Under 770 px the navigation moves into a hamburger drawer; the user's name
 * shows beside the avatar from 1025 px.
 */
export function ClientHeader() {
  const t = useT();
  const { packageInfo, company } = useSession();
  const width = useWindowWidth();
  const mobile = isMobileWidth(width);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so the drawer's own closing (focus back to the button) still runs.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (mobile && menuOpen && !drawerLoaded) setDrawerLoaded(true);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const drawerId = useId();
  const items = buildClientNav(packageInfo);
  const unread = useUnreadCount();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-8">
        {mobile && (
          <button
            type="button"
            className="-ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100"
            aria-label={t('layout.header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            onClick={() => setMenuOpen(true)}
            data-testid="hamburger"
          >
            <MenuIcon size={24} />
          </button>
        )}
        <Link to="/client/home" className="rounded-lg" aria-label={t('layout.header.home')}>
          <Logo />
        </Link>
        {company && width >= BREAKPOINTS.sm && (
          <span
            translate="no"
            className="hidden truncate rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600 sm:inline-block"
          >
            {company.company_name}
          </span>
        )}
        <div className="ml-auto flex items-center gap-0.5 xs:gap-1.5">
          <AssistantButton floating={mobile} />
          <LanguageSwitcher className="hidden sm:inline-flex" />
          <A11yButton />
          <Link
            to="/client/notifications"
            className="relative rounded-full p-2.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label={unread ? t('layout.header.notificationsUnread', { unread }) : t('layout.header.notifications')}
            data-testid="notifications-bell"
          >
            <BellIcon size={22} />
            {unread ? (
              <span
                className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white"
                data-testid="bell-count"
                aria-hidden="true"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </Link>
          <ProfileMenu showName={width >= BREAKPOINTS.lg} />
        </div>
      </div>
      {!mobile && (
        <nav aria-label={t('layout.header.main')} className="border-t border-slate-100" data-testid="desktop-nav">
          {/* Between 770 and 1441 px a full package may not fit: the strip scrolls sideways, icons only from 1441 px. */}
          <ul className="mx-auto flex max-w-7xl gap-0.5 overflow-x-auto px-4 [scrollbar-width:none] md:px-8">
            {items.map((item) => (
              <li key={item.key} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.key === 'home'}
                  className={({ isActive }) =>
                    `flex items-center gap-2 border-b-2 px-2.5 py-3 text-sm font-medium whitespace-nowrap transition-colors ${
                      isActive
                        ? 'border-brand-600 text-brand-800'
                        : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                    }`
                  }
                >
                  {width >= BREAKPOINTS.xl && <NavIcon icon={item.icon} size={18} />}
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNav id={drawerId} open={mobile && menuOpen} onClose={closeMenu} items={items} />
        </Suspense>
      )}
    </header>
  );
}
