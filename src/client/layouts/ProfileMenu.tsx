import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from '../components/ShellIcons';
import { ensurePageMessages, useT } from '../../i18n/browser';
import { useSession } from '../session/session-context';
import { useLogoutConfirm } from './LogoutConfirm';

/** The open menu's entries and keys load when it first opens, with the pages' sentences (docs/performance.md). */
const ProfileMenuPanel = lazy(async () => {
  const [module] = await Promise.all([import('./ProfileMenuPanel'), ensurePageMessages()]);
  return { default: module.ProfileMenuPanel };
});

export function initialsOf(first: string | null | undefined, last: string | null | undefined, email: string): string {
  const letters = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`;
  return (letters || email[0] || '?').toUpperCase();
}

/**
 * The profile menu (menu-button pattern): Enter, Space or ArrowDown opens it on the first item, ArrowUp on the last;
 * the open panel is ProfileMenuPanel.tsx (arrows, Home/End, Escape back to the button, Tab leaves).
 */
export function ProfileMenu({ showName }: { showName: boolean }) {
  const t = useT();
  const { user } = useSession();
  const logoutConfirm = useLogoutConfirm();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<'first' | 'last'>('first');
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Read once by the panel, kept here across openings (docs/commerce.md "Session code").
  const [sessionCode, setSessionCode] = useState<string | null>(null);

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

  const openAt = (where: 'first' | 'last') => {
    setStart(where);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt('last');
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
        onClick={() => (open ? close(false) : openAt('first'))}
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
        <Suspense fallback={null}>
          <ProfileMenuPanel
            id={menuId}
            name={name}
            email={user.email}
            start={start}
            sessionCode={sessionCode}
            onSessionCode={setSessionCode}
            onClose={close}
            onLogout={logoutConfirm.ask}
          />
        </Suspense>
      )}
      {logoutConfirm.dialog}
    </div>
  );
}
