import { useState } from 'react';
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
  useDocumentTitle('Manage notifications');
  const [page, setPage] = useState(1);
  const q = useApiQuery<AdminNotificationPage>('/admin/notifications', { query: { page, limit: 20 } });
  const del = useConfirmDelete<AdminNotification>({
    remove: async (n) => (await deleteNotifications([n._id]), 'Notification deleted.'),
    onDeleted: q.reload,
    title: () => 'Delete this notification?',
    description: (n) => `"${n.header}" disappears for everyone who can see it.`,
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Notifications</h1>
        <Link to="/admin/add-notification" className={buttonClass('primary')}>
          Add notification
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.notifications}
        empty={<EmptyState title="No notifications yet" />}
        caption="Notifications"
        minWidth="min-w-[52rem]"
        columns={['Header', 'Audience', 'Delivery', 'From (IST)', 'Status']}
        paging={q.data ? { current_page: page, total_page: q.data.total_page } : undefined}
        onPage={setPage}
        row={(n) => (
          <tr key={n._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{n.header}</td>
            <td className="px-4 py-3">{n.client_type.map((c) => c.name).join(', ')}</td>
            <td className="px-4 py-3">{n.delivery.map((d) => (d === 'email' ? 'Email' : 'In app')).join(', ')}</td>
            <td className="px-4 py-3 whitespace-nowrap">{when(n.start_date)}</td>
            <td className="px-4 py-3">
              {!n.status ? 'Inactive' : new Date(n.start_date) > new Date() ? 'Scheduled' : 'Sent'}
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/edit-notification/${n._id}`} className={buttonClass('ghost', 'sm')}>
                  Edit<span className="sr-only"> {n.header}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => del.ask(n)}>
                  Delete<span className="sr-only"> {n.header}</span>
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
