import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/Button';
import { SettingsIcon } from '../../components/Icons';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { adminLabelFor } from '../../navigation/admin-nav';
import { useT } from '../../../i18n/browser';
import { Sentence } from '../../components/Sentence';

/** Admin menu entries whose page is not built yet land here, inside the admin shell. */
export function AdminPreparingPage() {
  const t = useT();
  const { pathname } = useLocation();
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  const label = adminLabelFor(segment) ?? t('adminCore.preparing.thisPage');
  useDocumentTitle(label);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{label}</h1>
      <div className="card" data-testid="admin-preparing">
        <EmptyState
          icon={<SettingsIcon size={26} />}
          title={t('adminCore.preparing.title')}
          action={
            <Link to="/admin" className={buttonClass('secondary')}>
              {t('adminCore.preparing.back')}
            </Link>
          }
        >
          <Sentence
            k="adminCore.preparing.body"
            parts={{ section: <strong className="text-slate-800">{label.toLowerCase()}</strong> }}
          />
        </EmptyState>
      </div>
    </div>
  );
}
