import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { createAdmin, getAdmin, updateAdmin } from './admins-api';
import { SuperAdminOnly } from './SuperAdminOnly';

/** /admin/add-manage-admin and /admin/edit-admin/:id (super admin), from the admin-user form definition. */
export function AdminFormPage() {
  const { id } = useParams();
  return (
    <SuperAdminOnly>
      <EntityFormPage
        formKey="admin-user"
        title={id ? 'Edit admin' : 'Add admin'}
        description="Admins sign in with a one-time password sent to this email."
        backTo="/admin/manage-admin"
        backLabel="Admins"
        initial={{ user_type: 2, status: 1 }}
        load={id ? (signal) => getAdmin(id, signal) : undefined}
        submit={(data) => (id ? updateAdmin(id, data) : createAdmin(data))}
        successMessage={id ? 'Admin updated.' : 'Admin added.'}
      />
    </SuperAdminOnly>
  );
}
