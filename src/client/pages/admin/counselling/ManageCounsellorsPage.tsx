import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatINR } from '../../../../shared/format';
import { isSuperAdmin } from '../../../../shared/roles';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { UsersIcon } from '../../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../session/session-context';
import { CATEGORY_LABEL } from '../../counselling/counselling-api';
import { cellText } from '../clients/ManageClientsPage';
import { Pager } from '../widgets/Pager';
import type { AdminCounsellor, ExtraFields, Paged } from './counselling-admin-api';

/** /admin/manage-counsellors: counsellors filtered by category, rating, status and name, with the counsellor form's extra fields. */
export function ManageCounsellorsPage() {
  useDocumentTitle('Counsellors');
  const id = useId();
  const { role } = useSession();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [rating, setRating] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const t = setTimeout(() => { setName(search.trim()); setPage(1); }, 300);
    return () => clearTimeout(t);
  }, [search]);
  const { data, error, loading, reload } = useApiQuery<Paged<'counselors', AdminCounsellor> & ExtraFields>('/manage-counsellor', { query: { page, page_size: 20, name: name || undefined, category_id: category || undefined, rating: rating || undefined, status: status || undefined } });
  const extra = data?.extra_fields ?? [];
  const label = 'flex flex-col gap-1.5 text-sm font-medium text-slate-700';
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Counsellors</h1>
          <p className="mt-1 text-sm text-slate-600">{data ? `${data.total} counsellors` : 'Who employees can book'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {role !== null && isSuperAdmin(role) && <Link to="/admin/manage-forms?form=counsellor" className={buttonClass('ghost')}>Edit the counsellor form</Link>}
          <Link to="/admin/counselling-charge" className={buttonClass('ghost')}>Default charge</Link>
          <Link to="/admin/counsellor-bookings" className={buttonClass('secondary')}>Counsellor bookings</Link>
          <Link to="/admin/add-counsellor" className={buttonClass('primary')}>Add counsellor</Link>
        </div>
      </div>
      <div className="card flex flex-wrap items-end gap-3 p-4" role="search">
        <label htmlFor={`${id}-q`} className={`${label} min-w-56 flex-1`}>Search by name<input id={`${id}-q`} type="search" className="input" value={search} onChange={(e) => setSearch(e.target.value)} /></label>
        <label htmlFor={`${id}-c`} className={label}>Category
          <select id={`${id}-c`} className="input appearance-auto" value={category} onChange={(e) => { setCategory(e.target.value); setPage(1); }}>
            <option value="">All</option>{[1, 2, 3].map((c) => <option key={c} value={c}>{CATEGORY_LABEL[c]}</option>)}
          </select>
        </label>
        <label htmlFor={`${id}-r`} className={label}>Rating
          <select id={`${id}-r`} className="input appearance-auto" value={rating} onChange={(e) => { setRating(e.target.value); setPage(1); }}>
            <option value="">Any</option>{['4.5', '4', '3'].map((r) => <option key={r} value={r}>{r}★ and above</option>)}
          </select>
        </label>
        <label htmlFor={`${id}-s`} className={label}>Status
          <select id={`${id}-s`} className="input appearance-auto" value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }}>
            <option value="">All</option><option value="1">Active</option><option value="2">Inactive</option>
          </select>
        </label>
      </div>
      {error && !data && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState label="Loading counsellors…" />}
      {data && data.counselors.length === 0 && <div className="card"><EmptyState icon={<UsersIcon size={26} />} title="No counsellors match" /></div>}
      {data && data.counselors.length > 0 && (
        <div className={`card overflow-x-auto ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Counsellors, page {data.current_page} of {data.total_page}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {['Counsellor', 'Category', 'Specializations', 'Rating', 'Charge', 'Status'].map((h) => <th key={h} scope="col" className="px-4 py-3">{h}</th>)}
                {extra.map((f) => <th key={f.key} scope="col" className="px-4 py-3" data-extra-field={f.key}>{f.title}</th>)}
                <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.counselors.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">{c.name}<span className="block text-xs font-normal text-slate-500">{c.email}</span></th>
                  <td className="px-4 py-3">{CATEGORY_LABEL[c.category]}</td>
                  <td className="px-4 py-3">{c.specializations.join(', ')}</td>
                  <td className="px-4 py-3 tabular-nums">{c.rating.toFixed(1)} ({c.rating_count})</td>
                  <td className="px-4 py-3 tabular-nums">{formatINR(c.price_paise / 100)}{c.own_price === null && <span className="block text-xs text-slate-500">default</span>}</td>
                  <td className="px-4 py-3"><span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.status === 1 ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}>{c.status === 1 ? 'Active' : 'Inactive'}</span></td>
                  {extra.map((f) => <td key={f.key} className="px-4 py-3">{cellText(c[f.key])}</td>)}
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <Link to={`/admin/edit-counsellor/${c.id}`} className="link" aria-label={`Edit ${c.name}`}>Edit</Link>
                    <span className="mx-2 text-slate-300" aria-hidden="true">|</span>
                    <Link to={`/admin/counsellor-bookings?counsellor_id=${c.id}`} className="link" aria-label={`Bookings of ${c.name}`}>Bookings</Link>
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
