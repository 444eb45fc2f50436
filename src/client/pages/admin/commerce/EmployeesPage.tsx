import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../../i18n/browser';
import { useApiQuery } from '../../../api/use-api-query';
import { SelectField } from '../../../components/FormField';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AddEmployeeForm } from './AddEmployeeForm';
import { RosterImport } from './RosterImport';

type CompanyOption = { id: number; company_name: string; user_type: number };

/** /admin/manage-user/employees: put a company's employees on record, one by one or from a roster file. */
export function EmployeesPage() {
  const t = useT();
  useDocumentTitle(t('adminEmployees.docTitle'));
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('company')) || 0;
  const companies = useApiQuery<{ companies: CompanyOption[] }>('/company/get_all_client', {
    query: { page: 1, limit: 100, status: 1 },
  });
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
        <SelectField
          id="employees-company"
          label={t('adminEmployees.company')}
          value={companyId ? String(companyId) : ''}
          placeholder={t('adminEmployees.chooseCompany')}
          onChange={(e) => setParams(e.target.value ? { company: e.target.value } : {})}
          options={(companies.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.company_name }))}
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
