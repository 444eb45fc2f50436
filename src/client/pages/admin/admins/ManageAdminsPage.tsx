import { Link } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { UsersIcon } from '../../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../../components/StateViews';
import { usePublishedForm } from '../../../forms/use-published-form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cellText } from '../clients/ManageClientsPage';
import type { AdminRow } from './admins-api';
import { extraColumns } from './extra-columns';
import { SuperAdminOnly } from './SuperAdminOnly';

/** /admin/manage-admin (super admin): admin and super-admin accounts, with the admin form's extra fields. */
export function ManageAdminsPage() {
  useDocumentTitle('Admins');
  return <SuperAdminOnly><AdminsList /></SuperAdminOnly>;
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
          <p className="mt-1 text-sm text-slate-600">People who manage FinWell. Deactivating an admin ends their sessions at once.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/manage-forms" className={buttonClass('ghost', 'sm')}>Form definitions</Link>
          <Link to="/admin/add-manage-admin" className={buttonClass('primary')}>Add admin</Link>
        </div>
      </div>
      {error && !data && <ErrorState error={error} onRetry={reload} />}
      {loading && !data && <LoadingState label="Loading admins…" />}
      {data && data.length === 0 && <div className="card"><EmptyState icon={<UsersIcon size={26} />} title="No admins yet" /></div>}
      {data && data.length > 0 && (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Admin accounts</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Name</th>
                <th scope="col" className="px-4 py-3">Role</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Last login</th>
                {extra.map((f) => <th key={f.key} scope="col" className="px-4 py-3" data-extra-field={f.key}>{f.title}</th>)}
                <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((a) => {
                const name = [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email;
                return (
                  <tr key={a._id}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">{name}<span className="block text-xs font-normal text-slate-500">{a.email}</span></th>
                    <td className="px-4 py-3">{a.user_type === 1 ? 'Super admin' : 'Admin'}</td>
                    <td className="px-4 py-3"><span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${a.status === 1 ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}>{a.status === 1 ? 'Active' : 'Inactive'}</span></td>
                    <td className="px-4 py-3 text-slate-600">{a.last_login_at ? new Date(a.last_login_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) : 'Never'}</td>
                    {extra.map((f) => <td key={f.key} className="px-4 py-3">{cellText(a[f.key])}</td>)}
                    <td className="px-4 py-3 text-right"><Link to={`/admin/edit-admin/${a._id}`} className="link" aria-label={`Edit ${name}`}>Edit</Link></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
