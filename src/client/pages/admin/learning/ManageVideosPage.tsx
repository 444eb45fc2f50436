import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdminList, ViewEditDelete } from '../AdminList';
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
            <ViewEditDelete
              base="/admin/manage-e-learning-videos"
              id={v._id}
              name={v.title}
              onDelete={() => del.ask(v)}
            />
          </tr>
        )}
      />
      {del.dialog}
    </div>
  );
}
