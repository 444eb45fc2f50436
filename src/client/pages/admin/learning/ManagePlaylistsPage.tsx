import { Link } from 'react-router';
import { apiDelete } from '../../../api/api-client';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { EmptyState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdminList, ViewEditDelete } from '../AdminList';
import { useConfirmDelete } from '../use-confirm-delete';
import type { AdminPlaylist } from './learning-admin-api';
import { VideoTabs } from './VideoTabs';

/** /admin/manage-e-learning-videos/playlists: the playlists with view, edit and delete (videos stay). */
export function ManagePlaylistsPage() {
  useDocumentTitle('Manage video playlists');
  const q = useApiQuery<{ playlists: AdminPlaylist[] }>('/admin/video-playlists');
  const del = useConfirmDelete<AdminPlaylist>({
    remove: async (p) => {
      await apiDelete(`/admin/video-playlists/${p._id}`);
      return 'Playlist deleted. Its videos stay.';
    },
    onDeleted: q.reload,
    title: () => 'Delete this playlist?',
    description: (p) => `"${p.name}" will be removed. Its ${p.video_ids.length} video(s) stay in the library.`,
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Video playlists</h1>
        <Link to="/admin/manage-e-learning-videos/playlists/add" className={buttonClass('primary')}>
          Add playlist
        </Link>
      </div>
      <VideoTabs />
      <AdminList
        query={q}
        rows={q.data?.playlists}
        empty={<EmptyState title="No playlists yet" />}
        caption="Video playlists"
        minWidth="min-w-[28rem]"
        columns={['Name', { title: 'Videos', className: 'text-right' }]}
        row={(p) => (
          <tr key={p._id} data-playlist={p.name}>
            <td className="px-4 py-3 font-medium text-slate-900">{p.name}</td>
            <td className="px-4 py-3 text-right">{p.video_ids.length}</td>
            <ViewEditDelete
              base="/admin/manage-e-learning-videos/playlists"
              id={p._id}
              name={p.name}
              onDelete={() => del.ask(p)}
            />
          </tr>
        )}
      />
      {del.dialog}
    </div>
  );
}
