import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query';
import { FileIcon } from '../../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import type { FormSummary } from '../../../forms/forms-api';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { SuperAdminOnly } from '../admins/SuperAdminOnly';
import { FormDefinitionEditor } from './FormDefinitionEditor';
import { useT } from '../../../../i18n/browser';

/** /admin/manage-forms (super admin): the admin form definitions, edited, checked, versioned and published without a deploy. */
export function ManageFormsPage() {
  const t = useT();
  useDocumentTitle(t('adminForms.page.title'));
  return (
    <SuperAdminOnly>
      <FormsWorkspace />
    </SuperAdminOnly>
  );
}

function FormsWorkspace() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { data, error, loading, reload } = useApiQuery<FormSummary[]>('/forms');
  const selected = params.get('form') ?? data?.[0]?.form_key ?? null;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('adminForms.page.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('adminForms.page.intro')}</p>
      </div>
      {error && !data && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState />}
      {data && data.length === 0 && (
        <div className="card">
          <EmptyState icon={<FileIcon size={26} />} title={t('adminForms.page.empty')} />
        </div>
      )}
      {data && data.length > 0 && (
        <div className="grid gap-5 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <nav aria-label={t('adminForms.page.nav')} className="card h-fit overflow-hidden">
            <ul className="divide-y divide-slate-100">
              {data.map((f) => (
                <li key={f.form_key}>
                  <button
                    type="button"
                    aria-current={f.form_key === selected ? 'page' : undefined}
                    onClick={() => setParams({ form: f.form_key })}
                    className={`w-full px-4 py-3 text-left ${f.form_key === selected ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                  >
                    <span className="block text-sm font-medium text-slate-900">{f.title}</span>
                    <span className="block text-xs text-slate-600">
                      {t('adminForms.page.navItem', {
                        key: f.form_key,
                        published: f.published_version,
                        latest: f.latest_version,
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0">{selected && <FormDefinitionEditor key={selected} formKey={selected} />}</div>
        </div>
      )}
    </div>
  );
}
