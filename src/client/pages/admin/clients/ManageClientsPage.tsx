import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isSuperAdmin } from '../../../../shared/roles';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { UsersIcon } from '../../../components/Icons';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../session/session-context';
import { AdminList, ExtraCells, RowActions, StatusBadge } from '../AdminList';
import { FILTER_LABEL, FilterBar, FilterSelect, STATUS_OPTIONS, useDebouncedSearch } from '../ListFilters';
import type { ClientList } from './clients-api';
import { useT, type MessageKey } from '../../../../i18n/browser';

const PAGE_SIZE = 20;
const TYPE_LABEL: Record<number, MessageKey> = { 3: 'adminClients.types.client', 9: 'adminClients.types.partner' };

/** /admin/manage-clients: clients and partners with search, type and status filters, paging and the form's extra fields. */
export function ManageClientsPage() {
  const t = useT();
  useDocumentTitle(t('adminClients.title'));
  const id = useId();
  const { role } = useSession();
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const { search, setSearch, query } = useDebouncedSearch(() => setPage(1));

  const { data, error, loading, reload } = useApiQuery<ClientList>('/company/get_all_client', {
    query: {
      page,
      limit: PAGE_SIZE,
      search: query || undefined,
      user_type: type || undefined,
      status: status || undefined,
    },
  });
  const extra = data?.extra_fields ?? [];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('adminClients.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {data ? t('adminClients.count', { count: data.total }) : t('adminClients.intro')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {role !== null && isSuperAdmin(role) && (
            <Link to="/admin/manage-forms?form=client" className={buttonClass('ghost', 'sm')}>
              {t('adminClients.editForm')}
            </Link>
          )}
          <Link to="/admin/add-client" className={buttonClass('primary')}>
            {t('adminClients.add')}
          </Link>
        </div>
      </div>

      <FilterBar>
        <label htmlFor={`${id}-q`} className={`${FILTER_LABEL} min-w-56 flex-1`}>
          {t('adminCore.list.searchByName')}
          <input
            id={`${id}-q`}
            type="search"
            className="input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('adminClients.searchPlaceholder')}
          />
        </label>
        <FilterSelect
          id={`${id}-t`}
          label={t('adminClients.type')}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={[
            { value: 3, label: t('adminClients.types.clients') },
            { value: 9, label: t('adminClients.types.partners') },
          ]}
        />
        <FilterSelect
          id={`${id}-s`}
          label={t('adminCore.list.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={STATUS_OPTIONS}
        />
      </FilterBar>

      <AdminList
        query={{ error, loading, reload }}
        rows={data?.companies}
        loadingLabel={t('adminClients.loading')}
        empty={
          <EmptyState icon={<UsersIcon size={26} />} title={t('adminClients.empty')}>
            {t('adminClients.emptyHint')}
          </EmptyState>
        }
        caption={t('adminClients.caption')}
        minWidth="min-w-[48rem]"
        columns={[
          t('adminClients.columns.company'),
          t('adminClients.type'),
          t('adminCore.list.status'),
          t('adminClients.columns.package'),
          { title: t('adminClients.columns.users'), className: 'text-right' },
        ]}
        extra={extra}
        paging={data}
        onPage={setPage}
        row={(c) => (
          <tr key={c.id} className="hover:bg-slate-50/60">
            <th scope="row" className="px-4 py-3 font-medium text-slate-900">
              {c.company_name}
              <span className="block text-xs font-normal text-slate-500">{c.email_domains.join(', ')}</span>
            </th>
            <td className="px-4 py-3">{c.user_type in TYPE_LABEL ? t(TYPE_LABEL[c.user_type]) : c.user_type}</td>
            <td className="px-4 py-3">
              <StatusBadge status={c.status} />
            </td>
            <td className="px-4 py-3">{c.package_name ?? '—'}</td>
            <td className="px-4 py-3 text-right tabular-nums">{c.user_count}</td>
            <ExtraCells extra={extra} record={c} />
            <RowActions>
              <Link
                to={`/admin/edit-client/${c.id}`}
                className="link"
                aria-label={t('adminCore.list.editNamed', { name: c.company_name })}
              >
                {t('adminCore.list.edit')}
              </Link>
              <Link
                to={`/admin/create-landing-page?company=${c.id}`}
                className="link"
                aria-label={t('adminClients.designLandingPage', { name: c.company_name })}
              >
                {t('adminClients.landingPage')}
              </Link>
              <Link
                to={`/admin/manage-user/employees?company=${c.id}`}
                className="link"
                aria-label={t('adminClients.employeesOf', { name: c.company_name })}
              >
                {t('adminClients.employees')}
              </Link>
            </RowActions>
          </tr>
        )}
      />
    </div>
  );
}
