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

/** /admin/manage-admin (super admin): admin and super-admin accounts, with the admin form's extra fields. */
export function ManageAdminsPage() {
  useDocumentTitle('Admins');
  return (
    <SuperAdminOnly>
      <AdminsList />
    </SuperAdminOnly>
  );
}

function AdminsList() {
  const { data, error, loading, reload } = useApiQuery<AdminRow[]>('/admins');
  const { form } = usePublishedForm('admin-user');
  const extra = extraColumns(form);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Admins</h1>
          <p className="mt-1 text-sm text-slate-600">
            People who manage FinWell. Deactivating an admin ends their sessions at once.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/manage-forms" className={buttonClass('ghost', 'sm')}>
            Form definitions
          </Link>
          <Link to="/admin/add-manage-admin" className={buttonClass('primary')}>
            Add admin
          </Link>
        </div>
      </div>
      <AdminList
        query={{ error, loading, reload }}
        rows={data}
        loadingLabel="Loading admins…"
        empty={<EmptyState icon={<UsersIcon size={26} />} title="No admins yet" />}
        caption="Admin accounts"
        minWidth="min-w-[40rem]"
        columns={['Name', 'Role', 'Status', 'Last login']}
        extra={extra}
        row={(a) => {
          const name = [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;
          return (
            <tr key={a._id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {name}
                <span className="block text-xs font-normal text-slate-500">{a.email}</span>
              </th>
              <td className="px-4 py-3">{a.user_type === 1 ? 'Super admin' : 'Admin'}</td>
              <td className="px-4 py-3">
                <StatusBadge status={a.status} />
              </td>
              <td className="px-4 py-3 text-slate-600">
                {a.last_login_at ? formatDateTimeIST(a.last_login_at) : 'Never'}
              </td>
              <ExtraCells extra={extra} record={a} />
              <RowActions>
                <Link to={`/admin/edit-admin/${a._id}`} className="link" aria-label={`Edit ${name}`}>
                  Edit
                </Link>
              </RowActions>
            </tr>
          );
        }}
      />
    </div>
  );
}
