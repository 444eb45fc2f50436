import { Link } from 'react-router';
import { formatDateTimeIST } from '../../../../shared/format';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { UsersIcon } from '../../../components/Icons';
import { EmptyState } from '../../../components/StateViews';
import { usePublishedForm } from '../../../forms/use-published-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdminList, ExtraCells, extraColumns, RowActions, StatusBadge } from '../AdminList';
import type { AdminRow } from './admins-api';
import { SuperAdminOnly } from './SuperAdminOnly';
import { useT } from '../../../../i18n/browser';

/** /admin/manage-admin (super admin): admin and super-admin accounts, with the admin form's extra fields. */
export function ManageAdminsPage() {
  const t = useT();
  useDocumentTitle(t('adminUsers.title'));
  return (
    <SuperAdminOnly>
      <AdminsList />
    </SuperAdminOnly>
  );
}

function AdminsList() {
  const t = useT();
  const { data, error, loading, reload } = useApiQuery<AdminRow[]>('/admins');
  const { form } = usePublishedForm('admin-user');
  const extra = extraColumns(form);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('adminUsers.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('adminUsers.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/manage-forms" className={buttonClass('ghost', 'sm')}>
            {t('adminUsers.formDefinitions')}
          </Link>
          <Link to="/admin/add-manage-admin" className={buttonClass('primary')}>
            {t('adminUsers.add')}
          </Link>
        </div>
      </div>
      <AdminList
        query={{ error, loading, reload }}
        rows={data}
        loadingLabel={t('adminUsers.loading')}
        empty={<EmptyState icon={<UsersIcon size={26} />} title={t('adminUsers.empty')} />}
        caption={t('adminUsers.caption')}
        minWidth="min-w-[40rem]"
        columns={[
          t('adminUsers.columns.name'),
          t('adminUsers.columns.role'),
          t('adminCore.list.status'),
          t('adminUsers.columns.lastLogin'),
        ]}
        extra={extra}
        row={(a) => {
          const name = [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;
          return (
            <tr key={a._id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {name}
                <span className="block text-xs font-normal text-slate-500">{a.email}</span>
              </th>
              <td className="px-4 py-3">
                {a.user_type === 1 ? t('adminUsers.roles.superAdmin') : t('adminUsers.roles.admin')}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={a.status} />
              </td>
              <td className="px-4 py-3 text-slate-600">
                {a.last_login_at ? formatDateTimeIST(a.last_login_at) : t('adminUsers.never')}
              </td>
              <ExtraCells extra={extra} record={a} />
              <RowActions>
                <Link
                  to={`/admin/edit-admin/${a._id}`}
                  className="link"
                  aria-label={t('adminCore.list.editNamed', { name })}
                >
                  {t('adminCore.list.edit')}
                </Link>
              </RowActions>
            </tr>
          );
        }}
      />
    </div>
  );
}
