import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateIST } from '../../../../shared/format';
import { isSuperAdmin } from '../../../../shared/roles';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../session/session-context';
import { CATEGORY_LABEL } from '../../counselling/counselling-api';
import { AdminList, ExtraCells, RowActions, type ExtraFields, type Paged } from '../AdminList';
import { counsellingAdminApi, type DiscountCode } from './counselling-admin-api';
import { useConfirmDelete } from '../use-confirm-delete';
import { useT } from '../../../../i18n/browser';

/** /admin/manage-discount-code: counselling discount codes, with the discount-code form's extra fields. */
export function ManageDiscountCodesPage() {
  const t = useT();
  useDocumentTitle(t('adminCounselling.discounts.title'));
  const { role } = useSession();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useApiQuery<Paged<'list', DiscountCode> & ExtraFields>('/discount-code', {
    query: { page, page_size: 20 },
  });
  const extra = data?.extra_fields ?? [];
  const del = useConfirmDelete<DiscountCode>({
    remove: async (d) => (
      await counsellingAdminApi.deleteDiscount(d.id),
      t('adminCounselling.discounts.deleted', { name: d.code_name })
    ),
    onDeleted: reload,
    title: (d) => t('adminCounselling.discounts.deleteTitle', { name: d.code_name }),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminCounselling.discounts.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {role !== null && isSuperAdmin(role) && (
            <Link to="/admin/manage-forms?form=discount-code" className={buttonClass('ghost')}>
              {t('adminCounselling.discounts.editForm')}
            </Link>
          )}
          <Link to="/admin/add-edit-discount" className={buttonClass('primary')}>
            {t('adminCounselling.discounts.add')}
          </Link>
        </div>
      </div>
      <AdminList
        query={{ error, loading, reload }}
        rows={data?.list}
        empty={<EmptyState title={t('adminCounselling.discounts.empty')} />}
        caption={t('adminCounselling.discounts.title')}
        minWidth="min-w-[40rem]"
        columns={[
          t('adminCounselling.discounts.columns.code'),
          t('adminCounselling.discounts.columns.discount'),
          t('adminCounselling.discounts.columns.valid'),
          t('adminCounselling.discounts.columns.categories'),
          t('adminCounselling.discounts.columns.used'),
          t('adminCore.list.status'),
        ]}
        extra={extra}
        paging={data}
        onPage={setPage}
        row={(d) => (
          <tr key={d.id}>
            <th scope="row" className="px-4 py-3 font-mono font-semibold">
              {d.code_name}
            </th>
            <td className="px-4 py-3">{d.discount_per}%</td>
            <td className="px-4 py-3">
              {formatDateIST(`${d.start_date}T00:00:00+05:30`)} – {formatDateIST(`${d.end_date}T00:00:00+05:30`)}
            </td>
            <td className="px-4 py-3">{d.counsellor_categories.map((c) => CATEGORY_LABEL[c]).join(', ')}</td>
            <td className="px-4 py-3 tabular-nums">{d.uses ?? 0}</td>
            <td className="px-4 py-3">{d.status === 1 ? t('adminCore.list.active') : t('adminCore.list.inactive')}</td>
            <ExtraCells extra={extra} record={d} />
            <RowActions>
              <Link
                to={`/admin/add-edit-discount/${d.id}`}
                className="link"
                aria-label={t('adminCore.list.editNamed', { name: d.code_name })}
              >
                {t('adminCore.list.edit')}
              </Link>
              <button
                type="button"
                className="link text-red-700"
                onClick={() => del.ask(d)}
                aria-label={t('adminCore.list.deleteNamed', { name: d.code_name })}
              >
                {t('adminCore.list.delete')}
              </button>
            </RowActions>
          </tr>
        )}
      />
      {del.dialog}
    </div>
  );
}
