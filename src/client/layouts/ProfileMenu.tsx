import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ChevronDownIcon, LockIcon, LogoutIcon, SettingsIcon, UserIcon, BellIcon } from '../components/Icons';
import { useT } from '../../i18n/browser';
import { commerceApi } from '../pages/commerce/commerce-api';
import { useSession } from '../session/session-context';
import { showToast } from '../toast/toast-store';
import { useLogoutConfirm } from './LogoutConfirm';

export function initialsOf(first: string | null | undefined, last: string | null | undefined, email: string): string {
  const letters = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`;
  return (letters || email[0] || '?').toUpperCase();
}

/** A menu entry; `label` is already translated (the session-code entry carries its code). */
type MenuEntry = { key: string; label: string; icon: React.JSX.Element; run: () => void };

/**
 * The profile menu (menu-button pattern): Enter, Space or ArrowDown opens it on the first item,
 * arrows move, Home/End jump, Escape closes and returns focus to the button, Tab leaves it.
 */
export function ProfileMenu({ showName }: { showName: boolean }) {
  const t = useT();
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();
  const logoutConfirm = useLogoutConfirm();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // The session code to copy from the header (docs/commerce.md "Session code"); admins have none.
  const [sessionCode, setSessionCode] = useState<string | null>(null);
  useEffect(() => {
    if (!open || isAdmin || sessionCode) return;
    commerceApi
      .sessionCode()
      .then((r) => setSessionCode(r.session_code))
      .catch(() => undefined);
  }, [open, isAdmin, sessionCode]);

  useEffect(() => {
    if (!open) return;
    items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const go = (to: string) => () => navigate(to);
  const entries: MenuEntry[] = [
    {
      key: 'profile',
      label: t('layout.account.myProfile'),
      icon: <UserIcon size={18} />,
      run: go('/client/my-profile'),
    },
    {
      key: 'notifications',
      label: t('layout.account.notifications'),
      icon: <BellIcon size={18} />,
      run: go('/client/notifications'),
    },
    { key: 'help', label: t('layout.account.help'), icon: <UserIcon size={18} />, run: go('/client/help#help') },
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
      ? [{ key: 'admin', label: t('layout.account.adminArea'), icon: <SettingsIcon size={18} />, run: go('/admin') }]
      : []),
    { key: 'logout', label: t('layout.account.logOut'), icon: <LogoutIcon size={18} />, run: logoutConfirm.ask },
  ];

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

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(entries.length - 1);
    }
  };
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
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="flex items-center gap-2 rounded-full p-1 pr-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        data-testid="profile-menu-button"
      >
        <span
          className="grid size-9 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800"
          aria-hidden="true"
          translate="no"
        >
          {initialsOf(user.first_name, user.last_name, user.email)}
        </span>
        {/* The name the button reads starts with its visible text (axe label-content-name-mismatch). */}
        {showName ? (
          <span className="max-w-40 truncate">
            {/* A person's name is not translated (translate="no"; the Hindi walk skips it too). */}
            <span translate="no">{name}</span>
            <span className="sr-only">{t('layout.account.menuSuffix')}</span>
          </span>
        ) : (
          <span className="sr-only">{t('layout.account.menuName', { name })}</span>
        )}
        <ChevronDownIcon size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('layout.account.menu')}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 w-60 origin-top-right overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl animate-[toast-in_120ms_ease-out]"
        >
          <div className="border-b border-slate-100 px-4 py-3" role="none">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          {entries.map((entry, i) => (
            <button
              key={entry.key}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={i === active ? 0 : -1}
              onClick={() => {
                close(false);
                entry.run();
              }}
              className={`flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm focus:bg-slate-100 focus:outline-none ${entry.key === 'logout' ? 'text-red-700' : 'text-slate-700'} hover:bg-slate-50`}
            >
              {entry.icon}
              {entry.label}
            </button>
          ))}
        </div>
      )}
      {logoutConfirm.dialog}
    </div>
  );
}
