import { useState } from 'react';
import { useT } from '../../../i18n/browser';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AdminList } from '../admin/AdminList';
import { deleteNotifications, type AdminNotification, type AdminNotificationPage } from './engagement-api';
import { useConfirmDelete } from '../admin/use-confirm-delete';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** /admin/manage-notification: notifications newest first, with edit and delete (DELETE with a body). */
export function ManageNotificationsPage() {
  const t = useT();
  useDocumentTitle(t('adminEngagement.notifications.documentTitle'));
  const [page, setPage] = useState(1);
  const q = useApiQuery<AdminNotificationPage>('/admin/notifications', { query: { page, limit: 20 } });
  const del = useConfirmDelete<AdminNotification>({
    remove: async (n) => (await deleteNotifications([n._id]), t('adminEngagement.notifications.deleted')),
    onDeleted: q.reload,
    title: () => t('adminEngagement.notifications.deleteTitle'),
    description: (n) => t('adminEngagement.notifications.deleteDescription', { header: n.header }),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminEngagement.notifications.title')}</h1>
        <Link to="/admin/add-notification" className={buttonClass('primary')}>
          {t('adminEngagement.notifications.add')}
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.notifications}
        empty={<EmptyState title={t('adminEngagement.notifications.none')} />}
        caption={t('adminEngagement.notifications.title')}
        minWidth="min-w-[52rem]"
        columns={[
          t('adminEngagement.notifications.colHeader'),
          t('adminEngagement.notifications.colAudience'),
          t('adminEngagement.notifications.colDelivery'),
          t('adminEngagement.notifications.colFrom'),
          t('adminEngagement.notifications.colStatus'),
        ]}
        paging={q.data ? { current_page: page, total_page: q.data.total_page } : undefined}
        onPage={setPage}
        row={(n) => (
          <tr key={n._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{n.header}</td>
            <td className="px-4 py-3">{n.client_type.map((c) => c.name).join(', ')}</td>
            <td className="px-4 py-3">
              {n.delivery
                .map((d) => (d === 'email' ? t('adminEngagement.email') : t('adminEngagement.inApp')))
                .join(', ')}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{when(n.start_date)}</td>
            <td className="px-4 py-3">
              {!n.status
                ? t('adminEngagement.inactive')
                : new Date(n.start_date) > new Date()
                  ? t('adminEngagement.notifications.scheduled')
                  : t('adminEngagement.notifications.sent')}
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/edit-notification/${n._id}`} className={buttonClass('ghost', 'sm')}>
                  {t('adminEngagement.edit')}
                  <span className="sr-only"> {n.header}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => del.ask(n)}>
                  {t('common.delete')}
                  <span className="sr-only"> {n.header}</span>
                </Button>
              </div>
            </td>
          </tr>
        )}
      />
      {del.dialog}
    </div>
  );
}
