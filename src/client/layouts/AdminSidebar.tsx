import { NavLink } from 'react-router';
import { ChartIcon, SettingsIcon, ShieldIcon } from '../components/Icons';
import { Logo } from '../components/Logo';
import { ADMIN_MANAGEMENT, SUPER_ADMIN_MANAGEMENT } from '../navigation/admin-nav';
import { useT } from '../../i18n/browser';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-white/10 text-white' : 'text-brand-100/80 hover:bg-white/5 hover:text-white'}`;

/** The admin menu: dashboard, the 16 management entries, and the super-admin entries for role 1. */
export function AdminSidebar({ superAdmin }: { superAdmin: boolean }) {
  const t = useT();
  return (
    <div className="flex h-full flex-col bg-brand-950 text-white">
      <div className="flex h-16 items-center gap-2 px-5">
        <Logo tone="light" />
        <span className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-semibold text-accent-300">
          {t('adminShell.badge')}
        </span>
      </div>
      <nav aria-label={t('adminShell.nav')} className="flex-1 overflow-y-auto px-3 pb-6" data-testid="admin-nav">
        <NavLink to="/admin" end className={linkClass}>
          <ChartIcon size={18} />
          {t('adminShell.dashboard')}
        </NavLink>
        <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-brand-300 uppercase">
          {t('adminShell.manage')}
        </p>
        <ul className="space-y-0.5">
          {ADMIN_MANAGEMENT.map((item) => (
            <li key={item.path}>
              <NavLink to={`/admin/${item.path}`} className={linkClass}>
                <SettingsIcon size={16} className="opacity-60" />
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        {superAdmin && (
          <>
            <p className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wider text-brand-300 uppercase">
              {t('adminShell.superAdmin')}
            </p>
            <ul className="space-y-0.5">
              {SUPER_ADMIN_MANAGEMENT.map((item) => (
                <li key={item.path}>
                  <NavLink to={`/admin/${item.path}`} className={linkClass}>
                    <ShieldIcon size={16} className="opacity-60" />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
    </div>
  );
}
