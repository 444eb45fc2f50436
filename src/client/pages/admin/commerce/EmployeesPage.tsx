import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../../i18n/browser';
import { EntityPicker } from '../../../forms/EntityPickerWidget';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AddEmployeeForm } from './AddEmployeeForm';
import { RosterImport } from './RosterImport';

/** /admin/manage-user/employees: put a company's employees on record, one by one or from a roster file. */
export function EmployeesPage() {
  const t = useT();
  useDocumentTitle(t('adminEmployees.docTitle'));
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('company')) || 0;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('adminEmployees.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('adminEmployees.intro')}</p>
        </div>
        <Link className="link text-sm" to="/admin/manage-user">
          {t('adminEmployees.back')}
        </Link>
      </div>
      <div className="max-w-md">
        {/* Searched on the server by name: a provider with hundreds of clients finds each one. */}
        <EntityPicker
          id="employees-company"
          source="companies"
          multiple={false}
          label={t('adminEmployees.company')}
          value={companyId || undefined}
          onChange={(v) => setParams(typeof v === 'number' ? { company: String(v) } : {})}
          required
        />
      </div>
      {companyId ? (
        <div className="grid gap-5 xl:grid-cols-2">
          <RosterImport companyId={companyId} />
          <AddEmployeeForm companyId={companyId} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('adminEmployees.pickFirst')}</p>
      )}
    </div>
  );
}
