import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { isSuperAdmin } from '../../../../shared/roles';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { UsersIcon } from '../../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../session/session-context';
import { Pager } from '../widgets/Pager';
import type { ClientList } from './clients-api';

const PAGE_SIZE = 20;
const TYPE_LABEL: Record<number, string> = { 3: 'Client', 9: 'Partner' };

/** An extra field's value as table text (the overlay may add strings, numbers, booleans, lists). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.map(cellText).join(', ');
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** /admin/manage-clients: clients and partners with search, type and status filters, paging and the form's extra fields. */
export function ManageClientsPage() {
  useDocumentTitle('Clients & partners');
  const id = useId();
  const { role } = useSession();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const t = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [search]);

  const { data, error, loading, reload } = useApiQuery<ClientList>('/company/get_all_client', {
    query: { page, limit: PAGE_SIZE, search: query || undefined, user_type: type || undefined, status: status || undefined },
  });
  const extra = data?.extra_fields ?? [];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Clients &amp; partners</h1>
          <p className="mt-1 text-sm text-slate-600">{data ? `${data.total} compan${data.total === 1 ? 'y' : 'ies'}` : 'Companies whose employees use FinWell'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {role !== null && isSuperAdmin(role) && <Link to="/admin/manage-forms?form=client" className={buttonClass('ghost', 'sm')}>Edit the client form</Link>}
          <Link to="/admin/add-client" className={buttonClass('primary')}>Add client</Link>
        </div>
      </div>

      <div className="card flex flex-wrap items-end gap-3 p-4" role="search">
        <label htmlFor={`${id}-q`} className="flex min-w-56 flex-1 flex-col gap-1.5 text-sm font-medium text-slate-700">
          Search by name
          <input id={`${id}-q`} type="search" className="input" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. Acme" />
        </label>
        <label htmlFor={`${id}-t`} className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          Type
          <select id={`${id}-t`} className="input appearance-auto" value={type} onChange={(e) => { setType(e.target.value); setPage(1); }}>
            <option value="">All</option>
            <option value="3">Clients</option>
            <option value="9">Partners</option>
          </select>
        </label>
        <label htmlFor={`${id}-s`} className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          Status
          <select id={`${id}-s`} className="input appearance-auto" value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }}>
            <option value="">All</option>
            <option value="1">Active</option>
            <option value="2">Inactive</option>
          </select>
        </label>
      </div>

      {error && !data && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState label="Loading clients…" />}
      {data && data.companies.length === 0 && (
        <div className="card"><EmptyState icon={<UsersIcon size={26} />} title="No companies match">Try another search or clear the filters.</EmptyState></div>
      )}
      {data && data.companies.length > 0 && (
        <div className={`card overflow-x-auto ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Clients and partners, page {data.current_page} of {data.total_page}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Company</th>
                <th scope="col" className="px-4 py-3">Type</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Package</th>
                <th scope="col" className="px-4 py-3 text-right">Users</th>
                {extra.map((f) => <th key={f.key} scope="col" className="px-4 py-3" data-extra-field={f.key}>{f.title}</th>)}
                <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.companies.map((c) => (
                <tr key={c.id} className="hover:bg-slate-50/60">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {c.company_name}
                    <span className="block text-xs font-normal text-slate-500">{c.email_domains.join(', ')}</span>
                  </th>
                  <td className="px-4 py-3">{TYPE_LABEL[c.user_type] ?? c.user_type}</td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.status === 1 ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}>{c.status === 1 ? 'Active' : 'Inactive'}</span>
                  </td>
                  <td className="px-4 py-3">{c.package_name ?? '—'}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{c.user_count}</td>
                  {extra.map((f) => <td key={f.key} className="px-4 py-3">{cellText(c[f.key])}</td>)}
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <Link to={`/admin/edit-client/${c.id}`} className="link" aria-label={`Edit ${c.company_name}`}>Edit</Link>
                    <span className="mx-2 text-slate-300" aria-hidden="true">|</span>
                    <Link to={`/admin/create-landing-page?company=${c.id}`} className="link" aria-label={`Design the landing page of ${c.company_name}`}>Landing page</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total_page > 1 && <Pager page={data.current_page} totalPages={data.total_page} onPage={setPage} />}
    </div>
  );
}
