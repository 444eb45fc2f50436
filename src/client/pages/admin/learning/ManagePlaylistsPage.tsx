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
import { useT } from '../../../../i18n/browser';

/** /admin/manage-e-learning-videos/playlists: the playlists with view, edit and delete (videos stay). */
export function ManagePlaylistsPage() {
  const t = useT();
  useDocumentTitle(t('adminLearning.playlists.docTitle'));
  const q = useApiQuery<{ playlists: AdminPlaylist[] }>('/admin/video-playlists');
  const del = useConfirmDelete<AdminPlaylist>({
    remove: async (p) => {
      await apiDelete(`/admin/video-playlists/${p._id}`);
      return t('adminLearning.playlists.deleted');
    },
    onDeleted: q.reload,
    title: () => t('adminLearning.playlists.confirmTitle'),
    description: (p) => t('adminLearning.playlists.confirmBody', { name: p.name, n: p.video_ids.length }),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminLearning.playlists.heading')}</h1>
        <Link to="/admin/manage-e-learning-videos/playlists/add" className={buttonClass('primary')}>
          {t('adminLearning.playlists.add')}
        </Link>
      </div>
      <VideoTabs />
      <AdminList
        query={q}
        rows={q.data?.playlists}
        empty={<EmptyState title={t('adminLearning.playlists.empty')} />}
        caption={t('adminLearning.playlists.caption')}
        minWidth="min-w-[28rem]"
        columns={[
          t('adminLearning.playlists.colName'),
          { title: t('adminLearning.playlists.colVideos'), className: 'text-right' },
        ]}
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
