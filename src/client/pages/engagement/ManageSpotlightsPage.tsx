import { Link } from 'react-router';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AdminList } from '../admin/AdminList';
import { deleteSpotlight, type Spotlight } from './engagement-api';
import { useConfirmDelete } from '../admin/use-confirm-delete';

const audience = (s: Spotlight) =>
  s.target === 'retail'
    ? 'Retail users'
    : s.is_default
      ? 'Every client and partner'
      : `${s.company_ids.length} companies`;

/** /admin/manage-monthly-spotlights: one spotlight per month and audience. */
export function ManageSpotlightsPage() {
  useDocumentTitle('Manage monthly spotlights');
  const q = useApiQuery<{ spotlights: Spotlight[] }>('/monthly-spotlights');
  const del = useConfirmDelete<Spotlight>({
    remove: async (s) => (await deleteSpotlight(s._id), 'Spotlight deleted.'),
    onDeleted: q.reload,
    title: () => 'Delete this spotlight?',
    description: (s) => `"${s.title}" (${s.month}) will no longer be shown.`,
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Monthly spotlights</h1>
        <Link to="/admin/add-edit-spotlight" className={buttonClass('primary')}>
          Add spotlight
        </Link>
      </div>
      <AdminList
        query={q}
        rows={q.data?.spotlights}
        empty={<EmptyState title="No spotlights yet" />}
        caption="Monthly spotlights"
        minWidth="min-w-[44rem]"
        columns={['Month', 'Title', 'Audience', 'Status']}
        row={(s) => (
          <tr key={s._id}>
            <td className="px-4 py-3 whitespace-nowrap">{s.month}</td>
            <td className="px-4 py-3 font-medium text-slate-900">{s.title}</td>
            <td className="px-4 py-3">{audience(s)}</td>
            <td className="px-4 py-3">{s.status ? 'Active' : 'Inactive'}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/add-edit-spotlight/${s._id}`} className={buttonClass('ghost', 'sm')}>
                  Edit<span className="sr-only"> {s.title}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => del.ask(s)}>
                  Delete<span className="sr-only"> {s.title}</span>
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
