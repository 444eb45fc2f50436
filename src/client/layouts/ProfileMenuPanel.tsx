import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { BellIcon, GridIcon, LockIcon, LogoutIcon, SettingsIcon, TargetIcon, UserIcon } from '../components/Icons';
import { useT } from '../../i18n/browser';
import { commerceApi } from '../pages/commerce/commerce-api';
import { useSession } from '../session/session-context';
import { showToast } from '../toast/toast-store';

/**
 * A menu entry; `label` is already translated (the session-code entry carries its code). An entry that opens a page is a
 * link (`to`: open in a new tab works, and the address is on the page for whoever looks for it); the others act (`run`).
 */
type MenuEntry = { key: string; label: string; icon: React.JSX.Element } & (
  { to: string; run?: undefined } | { to?: undefined; run: () => void }
);

export type ProfileMenuPanelProps = {
  id: string;
  name: string;
  email: string;
  /** Where focus starts: the first item (Enter, Space, ArrowDown, a click) or the last (ArrowUp). */
  start: 'first' | 'last';
  /** The session code once read (kept by the menu button across openings); admins have none. */
  sessionCode: string | null;
  onSessionCode: (code: string) => void;
  onClose: (refocus: boolean) => void;
  onLogout: () => void;
};

/**
 * The profile menu's open panel (ProfileMenu.tsx holds the button): its code, and the commerce API it reads the session
 * code with, load when the menu first opens (docs/performance.md). Arrows move, Home/End jump, Escape closes and
 * returns focus to the button, Tab leaves it.
 */
export function ProfileMenuPanel({
  id,
  name,
  email,
  start,
  sessionCode,
  onSessionCode,
  onClose,
  onLogout,
}: ProfileMenuPanelProps) {
  const t = useT();
  const { isAdmin } = useSession();
  const items = useRef<Array<HTMLElement | null>>([]);
  // The session code to copy from the header (docs/commerce.md "Session code").
  useEffect(() => {
    if (isAdmin || sessionCode) return;
    commerceApi
      .sessionCode()
      .then((r) => onSessionCode(r.session_code))
      .catch(() => undefined);
  }, [isAdmin, sessionCode, onSessionCode]);

  const copySessionCode = async () => {
    const code = sessionCode ?? (await commerceApi.sessionCode().catch(() => null))?.session_code;
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      showToast({ title: t('session.code.copied') });
    } catch {
      showToast({ title: t('session.code.copyFailed', { code }) });
    }
  };
  const entries: MenuEntry[] = [
    {
      key: 'profile',
      label: t('layout.account.myProfile'),
      icon: <UserIcon size={18} />,
      to: '/client/my-profile',
    },
    {
      key: 'notifications',
      label: t('layout.account.notifications'),
      icon: <BellIcon size={18} />,
      to: '/client/notifications',
    },
    {
      key: 'tasks',
      label: t('layout.account.tasks'),
      icon: <TargetIcon size={18} />,
      to: '/client/task-progress',
    },
    {
      key: 'resources',
      label: t('layout.account.resources'),
      icon: <GridIcon size={18} />,
      to: '/client/resources',
    },
    { key: 'help', label: t('layout.account.help'), icon: <UserIcon size={18} />, to: '/client/help#help' },
    ...(isAdmin
      ? []
      : [
          {
            key: 'session-code',
            label: sessionCode ? t('session.code.copyMenu', { code: sessionCode }) : t('session.code.copyMenuLoading'),
            icon: <LockIcon size={18} />,
            run: () => void copySessionCode(),
          },
        ]),
    ...(isAdmin
      ? [{ key: 'admin', label: t('layout.account.adminArea'), icon: <SettingsIcon size={18} />, to: '/admin' }]
      : []),
    { key: 'logout', label: t('layout.account.logOut'), icon: <LogoutIcon size={18} />, run: onLogout },
  ];
  const [active, setActive] = useState(start === 'last' ? entries.length - 1 : 0);

  useEffect(() => {
    items.current[active]?.focus();
  }, [active]);

  const onMenuKey = (e: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key]);
    } else if (e.key === ' ' && e.target instanceof HTMLAnchorElement) {
      // A menu item is chosen with Space as with Enter, links included.
      e.preventDefault();
      e.target.click();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    } else if (e.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div
      id={id}
      role="menu"
      aria-label={t('layout.account.menu')}
      data-testid="profile-menu"
      onKeyDown={onMenuKey}
      className="absolute right-0 z-40 mt-2 w-60 origin-top-right overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl animate-[toast-in_120ms_ease-out]"
    >
      <div className="border-b border-slate-100 px-4 py-3" role="none">
        <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
        <p className="truncate text-xs text-slate-500">{email}</p>
      </div>
      {entries.map((entry, i) => {
        const common = {
          ref: (el: HTMLElement | null) => {
            items.current[i] = el;
          },
          role: 'menuitem',
          tabIndex: i === active ? 0 : -1,
          className: `flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm focus:bg-slate-100 focus:outline-none ${entry.key === 'logout' ? 'text-red-700' : 'text-slate-700'} hover:bg-slate-50`,
        } as const;
        return entry.to !== undefined ? (
          <Link key={entry.key} to={entry.to} {...common} onClick={() => onClose(false)}>
            {entry.icon}
            {entry.label}
          </Link>
        ) : (
          <button
            key={entry.key}
            type="button"
            {...common}
            onClick={() => {
              onClose(false);
              entry.run();
            }}
          >
            {entry.icon}
            {entry.label}
          </button>
        );
      })}
    </div>
  );
}
