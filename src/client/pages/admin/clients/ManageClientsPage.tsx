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

const PAGE_SIZE = 20;
const TYPE_LABEL: Record<number, string> = { 3: 'Client', 9: 'Partner' };

/** /admin/manage-clients: clients and partners with search, type and status filters, paging and the form's extra fields. */
export function ManageClientsPage() {
  useDocumentTitle('Clients & partners');
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
          <h1 className="text-2xl font-bold text-slate-900">Clients &amp; partners</h1>
          <p className="mt-1 text-sm text-slate-600">
            {data ? `${data.total} compan${data.total === 1 ? 'y' : 'ies'}` : 'Companies whose employees use FinWell'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {role !== null && isSuperAdmin(role) && (
            <Link to="/admin/manage-forms?form=client" className={buttonClass('ghost', 'sm')}>
              Edit the client form
            </Link>
          )}
          <Link to="/admin/add-client" className={buttonClass('primary')}>
            Add client
          </Link>
        </div>
      </div>

      <FilterBar>
        <label htmlFor={`${id}-q`} className={`${FILTER_LABEL} min-w-56 flex-1`}>
          Search by name
          <input
            id={`${id}-q`}
            type="search"
            className="input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="e.g. Acme"
          />
        </label>
        <FilterSelect
          id={`${id}-t`}
          label="Type"
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={[
            { value: 3, label: 'Clients' },
            { value: 9, label: 'Partners' },
          ]}
        />
        <FilterSelect
          id={`${id}-s`}
          label="Status"
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
        loadingLabel="Loading clients…"
        empty={
          <EmptyState icon={<UsersIcon size={26} />} title="No companies match">
            Try another search or clear the filters.
          </EmptyState>
        }
        caption="Clients and partners"
        minWidth="min-w-[48rem]"
        columns={['Company', 'Type', 'Status', 'Package', { title: 'Users', className: 'text-right' }]}
        extra={extra}
        paging={data}
        onPage={setPage}
        row={(c) => (
          <tr key={c.id} className="hover:bg-slate-50/60">
            <th scope="row" className="px-4 py-3 font-medium text-slate-900">
              {c.company_name}
              <span className="block text-xs font-normal text-slate-500">{c.email_domains.join(', ')}</span>
            </th>
            <td className="px-4 py-3">{TYPE_LABEL[c.user_type] ?? c.user_type}</td>
            <td className="px-4 py-3">
              <StatusBadge status={c.status} />
            </td>
            <td className="px-4 py-3">{c.package_name ?? '—'}</td>
            <td className="px-4 py-3 text-right tabular-nums">{c.user_count}</td>
            <ExtraCells extra={extra} record={c} />
            <RowActions>
              <Link to={`/admin/edit-client/${c.id}`} className="link" aria-label={`Edit ${c.company_name}`}>
                Edit
              </Link>
              <Link
                to={`/admin/create-landing-page?company=${c.id}`}
                className="link"
                aria-label={`Design the landing page of ${c.company_name}`}
              >
                Landing page
              </Link>
            </RowActions>
          </tr>
        )}
      />
    </div>
  );
}
