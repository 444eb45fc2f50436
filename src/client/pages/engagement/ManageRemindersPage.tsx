import { Link } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useApiQuery } from '../../api/use-api-query';
import { buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AdminList } from '../admin/AdminList';
import { SuperAdminOnly } from '../admin/admins/SuperAdminOnly';
import type { Reminder } from './engagement-api';

function RemindersList() {
  const t = useT();
  const q = useApiQuery<{ reminders: Reminder[] }>('/reminders');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminEngagement.reminders.title')}</h1>
        <Link to="/admin/add-reminder" className={buttonClass('primary')}>
          {t('adminEngagement.reminders.add')}
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.reminders}
        empty={<EmptyState title={t('adminEngagement.reminders.none')} />}
        caption={t('adminEngagement.reminders.title')}
        minWidth="min-w-[44rem]"
        columns={[
          t('adminEngagement.reminders.colHeader'),
          t('adminEngagement.reminders.colFrequency'),
          t('adminEngagement.reminders.colDays'),
          t('adminEngagement.reminders.colDelivery'),
          t('adminEngagement.reminders.colStatus'),
        ]}
        row={(r) => (
          <tr key={r._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{r.header}</td>
            <td className="px-4 py-3">{r.frequency}</td>
            <td className="px-4 py-3">{r.reminder_days.join(', ')}</td>
            <td className="px-4 py-3">
              {r.delivery
                .map((d) => (d === 'email' ? t('adminEngagement.email') : t('adminEngagement.inApp')))
                .join(', ')}
            </td>
            <td className="px-4 py-3">{r.status ? t('adminEngagement.active') : t('adminEngagement.inactive')}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end">
                <Link to={`/admin/edit-reminder/${r._id}`} className={buttonClass('ghost', 'sm')}>
                  {t('adminEngagement.edit')}
                  <span className="sr-only"> {r.header}</span>
                </Link>
              </div>
            </td>
          </tr>
        )}
      />
    </div>
  );
}

/** /admin/manage-reminders (super admin): reminders, sent as notifications on their reminder days. */
export function ManageRemindersPage() {
  const t = useT();
  useDocumentTitle(t('adminEngagement.reminders.documentTitle'));
  return (
    <SuperAdminOnly>
      <RemindersList />
    </SuperAdminOnly>
  );
}
