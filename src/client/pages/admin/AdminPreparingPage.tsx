import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/Button';
import { SettingsIcon } from '../../components/Icons';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { adminLabelFor } from '../../navigation/admin-nav';

/** Admin menu entries whose page is not built yet land here, inside the admin shell. */
export function AdminPreparingPage() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  const label = adminLabelFor(segment) ?? 'This page';
  useDocumentTitle(label);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{label}</h1>
      <div className="card" data-testid="admin-preparing">
        <EmptyState
          icon={<SettingsIcon size={26} />}
          title="This section is being prepared"
          action={
            <Link to="/admin" className={buttonClass('secondary')}>
              Back to dashboard
            </Link>
          }
        >
          Management of <strong className="text-slate-800">{label.toLowerCase()}</strong> will be available here soon.
        </EmptyState>
      </div>
    </div>
  );
}
