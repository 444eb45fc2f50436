import { NavLink } from 'react-router';
import { useT, type MessageKey } from '../../../../i18n/browser';

const TABS: Array<{ to: string; label: MessageKey; end: boolean }> = [
  { to: '/admin/manage-e-learning-videos', label: 'adminLearning.tabs.videos', end: true },
  { to: '/admin/manage-e-learning-videos/playlists', label: 'adminLearning.tabs.playlists', end: false },
];

/** Videos | Playlists under /admin/manage-e-learning-videos (links, so each list has its own address). */
export function VideoTabs() {
  const t = useT();
  return (
    <nav aria-label={t('adminLearning.tabs.label')} className="flex gap-1 border-b border-slate-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-800'
            }`
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
