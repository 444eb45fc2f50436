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
import { t, useT } from '../../../../i18n/browser';

const CATEGORY_OPTIONS = [1, 2, 3].map((c) => ({ value: c, label: CATEGORY_LABEL[c] }));
/** The rating filter's options; labels are read at render, in the locale. */
const RATING_OPTIONS = ['4.5', '4', '3'].map((r) => ({
  value: r,
  get label() {
    return t('adminCounselling.counsellors.ratingAtLeast', { rating: r });
  },
}));

/** /admin/manage-counsellors: counsellors filtered by category, rating, status and name, with the counsellor form's extra fields. */
export function ManageCounsellorsPage() {
  const t = useT();
  useDocumentTitle(t('adminCounselling.counsellors.title'));
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
          <h1 className="text-2xl font-bold text-slate-900">{t('adminCounselling.counsellors.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {data
              ? t('adminCounselling.counsellors.count', { count: data.total })
              : t('adminCounselling.counsellors.intro')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {role !== null && isSuperAdmin(role) && (
            <Link to="/admin/manage-forms?form=counsellor" className={buttonClass('ghost')}>
              {t('adminCounselling.counsellors.editForm')}
            </Link>
          )}
          <Link to="/admin/counselling-charge" className={buttonClass('ghost')}>
            {t('adminCounselling.counsellors.defaultCharge')}
          </Link>
          <Link to="/admin/counsellor-bookings" className={buttonClass('secondary')}>
            {t('adminCounselling.counsellorBookings.title')}
          </Link>
          <Link to="/admin/add-counsellor" className={buttonClass('primary')}>
            {t('adminCounselling.counsellors.add')}
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
          />
        </label>
        <FilterSelect
          id={`${id}-c`}
          label={t('adminCounselling.counsellors.category')}
          value={category}
          onChange={(v) => {
            setCategory(v);
            setPage(1);
          }}
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          id={`${id}-r`}
          label={t('adminCounselling.counsellors.rating')}
          anyLabel={t('adminCounselling.counsellors.anyRating')}
          value={rating}
          onChange={(v) => {
            setRating(v);
            setPage(1);
          }}
          options={RATING_OPTIONS}
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
        rows={data?.counselors}
        loadingLabel={t('adminCounselling.counsellors.loading')}
        empty={<EmptyState icon={<UsersIcon size={26} />} title={t('adminCounselling.counsellors.empty')} />}
        caption={t('adminCounselling.counsellors.title')}
        minWidth="min-w-[48rem]"
        columns={[
          t('adminCounselling.counsellors.counsellor'),
          t('adminCounselling.counsellors.category'),
          t('adminCounselling.counsellors.columns.specializations'),
          t('adminCounselling.counsellors.rating'),
          t('adminCounselling.counsellors.columns.charge'),
          t('adminCore.list.status'),
        ]}
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
              {c.own_price === null && (
                <span className="block text-xs text-slate-500">
                  {t('adminCounselling.counsellors.defaultChargeNote')}
                </span>
              )}
            </td>
            <td className="px-4 py-3">
              <StatusBadge status={c.status} />
            </td>
            <ExtraCells extra={extra} record={c} />
            <RowActions>
              <Link
                to={`/admin/edit-counsellor/${c.id}`}
                className="link"
                aria-label={t('adminCore.list.editNamed', { name: c.name })}
              >
                {t('adminCore.list.edit')}
              </Link>
              <Link
                to={`/admin/counsellor-bookings?counsellor_id=${c.id}`}
                className="link"
                aria-label={t('adminCounselling.counsellors.bookingsOf', { name: c.name })}
              >
                {t('adminCounselling.counsellors.bookings')}
              </Link>
            </RowActions>
          </tr>
        )}
      />
    </div>
  );
}
