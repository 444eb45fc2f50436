import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatINR } from '../../../../shared/format';
import { isSuperAdmin } from '../../../../shared/roles';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { UsersIcon } from '../../../components/Icons';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../session/session-context';
import { CATEGORY_LABEL } from '../../counselling/counselling-api';
import { AdminList, ExtraCells, RowActions, StatusBadge, type ExtraFields, type Paged } from '../AdminList';
import { FILTER_LABEL, FilterBar, FilterSelect, STATUS_OPTIONS, useDebouncedSearch } from '../ListFilters';
import type { AdminCounsellor } from './counselling-admin-api';

const CATEGORY_OPTIONS = [1, 2, 3].map((c) => ({ value: c, label: CATEGORY_LABEL[c] }));
const RATING_OPTIONS = ['4.5', '4', '3'].map((r) => ({ value: r, label: `${r}★ and above` }));

/** /admin/manage-counsellors: counsellors filtered by category, rating, status and name, with the counsellor form's extra fields. */
export function ManageCounsellorsPage() {
  useDocumentTitle('Counsellors');
  const id = useId();
  const { role } = useSession();
  const [category, setCategory] = useState('');
  const [rating, setRating] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const { search, setSearch, query: name } = useDebouncedSearch(() => setPage(1));
  const { data, error, loading, reload } = useApiQuery<Paged<'counselors', AdminCounsellor> & ExtraFields>(
    '/manage-counsellor',
    {
      query: {
        page,
        page_size: 20,
        name: name || undefined,
        category_id: category || undefined,
        rating: rating || undefined,
        status: status || undefined,
      },
    },
  );
  const extra = data?.extra_fields ?? [];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Counsellors</h1>
          <p className="mt-1 text-sm text-slate-600">{data ? `${data.total} counsellors` : 'Who employees can book'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {role !== null && isSuperAdmin(role) && (
            <Link to="/admin/manage-forms?form=counsellor" className={buttonClass('ghost')}>
              Edit the counsellor form
            </Link>
          )}
          <Link to="/admin/counselling-charge" className={buttonClass('ghost')}>
            Default charge
          </Link>
          <Link to="/admin/counsellor-bookings" className={buttonClass('secondary')}>
            Counsellor bookings
          </Link>
          <Link to="/admin/add-counsellor" className={buttonClass('primary')}>
            Add counsellor
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
          />
        </label>
        <FilterSelect
          id={`${id}-c`}
          label="Category"
          value={category}
          onChange={(v) => {
            setCategory(v);
            setPage(1);
          }}
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          id={`${id}-r`}
          label="Rating"
          anyLabel="Any"
          value={rating}
          onChange={(v) => {
            setRating(v);
            setPage(1);
          }}
          options={RATING_OPTIONS}
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
        rows={data?.counselors}
        loadingLabel="Loading counsellors…"
        empty={<EmptyState icon={<UsersIcon size={26} />} title="No counsellors match" />}
        caption="Counsellors"
        minWidth="min-w-[48rem]"
        columns={['Counsellor', 'Category', 'Specializations', 'Rating', 'Charge', 'Status']}
        extra={extra}
        paging={data}
        onPage={setPage}
        row={(c) => (
          <tr key={c.id}>
            <th scope="row" className="px-4 py-3 font-medium text-slate-900">
              {c.name}
              <span className="block text-xs font-normal text-slate-500">{c.email}</span>
            </th>
            <td className="px-4 py-3">{CATEGORY_LABEL[c.category]}</td>
            <td className="px-4 py-3">{c.specializations.join(', ')}</td>
            <td className="px-4 py-3 tabular-nums">
              {c.rating.toFixed(1)} ({c.rating_count})
            </td>
            <td className="px-4 py-3 tabular-nums">
              {formatINR(c.price_paise / 100)}
              {c.own_price === null && <span className="block text-xs text-slate-500">default</span>}
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={c.status} />
            </td>
            <ExtraCells extra={extra} record={c} />
            <RowActions>
              <Link to={`/admin/edit-counsellor/${c.id}`} className="link" aria-label={`Edit ${c.name}`}>
                Edit
              </Link>
              <Link
                to={`/admin/counsellor-bookings?counsellor_id=${c.id}`}
                className="link"
                aria-label={`Bookings of ${c.name}`}
              >
                Bookings
              </Link>
            </RowActions>
          </tr>
        )}
      />
    </div>
  );
}
