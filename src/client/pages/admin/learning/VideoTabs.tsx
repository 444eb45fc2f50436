import { NavLink } from 'react-router';

const TABS = [
  { to: '/admin/manage-e-learning-videos', label: 'Videos', end: true },
  { to: '/admin/manage-e-learning-videos/playlists', label: 'Playlists', end: false },
];

/** Videos | Playlists under /admin/manage-e-learning-videos (links, so each list has its own address). */
export function VideoTabs() {
  return (
    <nav aria-label="E-learning videos and playlists" className="flex gap-1 border-b border-slate-200">
      {TABS.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          end={t.end}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-800'
            }`
          }
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
