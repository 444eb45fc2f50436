import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdminList } from '../AdminList';
import { useConfirmDelete } from '../use-confirm-delete';
import type { AdminVideo } from './learning-admin-api';
import { VideoTabs } from './VideoTabs';

/** /admin/manage-e-learning-videos: the videos with view, edit and delete; the Playlists tab beside it. */
export function ManageVideosPage() {
  useDocumentTitle('Manage e-learning videos');
  const q = useApiQuery<{ videos: AdminVideo[] }>('/admin/e-learning-videos');
  const del = useConfirmDelete<AdminVideo>({
    remove: async (v) => {
      await apiDelete(`/admin/e-learning-videos/${v._id}`);
      return 'Video deleted';
    },
    onDeleted: q.reload,
    title: () => 'Delete this video?',
    description: (v) => `"${v.title}" leaves the library and its playlists.`,
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">E-learning videos</h1>
        <Link to="/admin/manage-e-learning-videos/add" className={buttonClass('primary')}>
          Add video
        </Link>
      </div>
      <VideoTabs />
      <AdminList
        query={q}
        rows={q.data?.videos}
        empty={<EmptyState title="No videos yet" />}
        caption="E-learning videos"
        minWidth="min-w-[40rem]"
        columns={['Title', 'Category', { title: 'Minutes', className: 'text-right' }]}
        row={(v) => (
          <tr key={v._id}>
            <td className="px-4 py-3 font-medium text-slate-900">{v.title}</td>
            <td className="px-4 py-3">{v.category}</td>
            <td className="px-4 py-3 text-right">{v.duration}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <Link to={`/admin/manage-e-learning-videos/view/${v._id}`} className={buttonClass('ghost', 'sm')}>
                  View<span className="sr-only"> {v.title}</span>
                </Link>
                <Link to={`/admin/manage-e-learning-videos/edit/${v._id}`} className={buttonClass('ghost', 'sm')}>
                  Edit<span className="sr-only"> {v.title}</span>
                </Link>
                <Button variant="ghost" size="sm" onClick={() => del.ask(v)}>
                  Delete<span className="sr-only"> {v.title}</span>
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
