import { useParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { EntityFormPage } from '../../forms/EntityFormPage';
import { SuperAdminOnly } from '../admin/admins/SuperAdminOnly';
import { getReminder, saveReminder } from './engagement-api';

/** /admin/add-reminder and /admin/edit-reminder/:id (super admin), from the reminder form definition. */
export function ReminderFormPage() {
  const t = useT();
  const { id } = useParams();
  const editId = id ? Number(id) : null;
  return (
    <SuperAdminOnly>
      <EntityFormPage
        formKey="reminder"
        title={editId ? t('adminEngagement.reminders.edit') : t('adminEngagement.reminders.add')}
        description={t('adminEngagement.reminders.formDescription')}
        backTo="/admin/manage-reminders"
        backLabel={t('adminEngagement.reminders.title')}
        initial={{
          frequency: 'Monthly',
          reminder_days: [1],
          starts_on: new Date().toISOString().slice(0, 10),
          type: 1,
          priority: 2,
          delivery: ['in_app'],
          client_type: [1],
          specific_clients: [],
          specific_partners: [],
          status: true,
        }}
        load={
          editId
            ? async (signal) => {
                const { _id: _i, created_at: _c, ...record } = await getReminder(editId, signal);
                return record;
              }
            : undefined
        }
        submit={(data) => saveReminder(data, editId ?? undefined)}
        successMessage={editId ? t('adminEngagement.reminders.updated') : t('adminEngagement.reminders.added')}
      />
    </SuperAdminOnly>
  );
}
