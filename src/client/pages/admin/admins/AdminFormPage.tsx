import { useParams } from 'react-router';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { createAdmin, getAdmin, updateAdmin } from './admins-api';
import { SuperAdminOnly } from './SuperAdminOnly';
import { useT } from '../../../../i18n/browser';

/** /admin/add-manage-admin and /admin/edit-admin/:id (super admin), from the admin-user form definition. */
export function AdminFormPage() {
  const t = useT();
  const { id } = useParams();
  return (
    <SuperAdminOnly>
      <EntityFormPage
        formKey="admin-user"
        title={id ? t('adminUsers.edit') : t('adminUsers.add')}
        description={t('adminUsers.form.description')}
        backTo="/admin/manage-admin"
        backLabel={t('adminUsers.title')}
        initial={{ user_type: 2, status: 1 }}
        load={id ? (signal) => getAdmin(id, signal) : undefined}
        submit={(data) => (id ? updateAdmin(id, data) : createAdmin(data))}
        successMessage={id ? t('adminUsers.form.updated') : t('adminUsers.form.added')}
      />
    </SuperAdminOnly>
  );
}
