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
import { useT } from '../../../../i18n/browser';

/** /admin/manage-e-learning-videos: the videos with view, edit and delete; the Playlists tab beside it. */
export function ManageVideosPage() {
  const t = useT();
  useDocumentTitle(t('adminLearning.videos.docTitle'));
  const q = useApiQuery<{ videos: AdminVideo[] }>('/admin/e-learning-videos');
  const del = useConfirmDelete<AdminVideo>({
    remove: async (v) => {
      await apiDelete(`/admin/e-learning-videos/${v._id}`);
      return t('adminLearning.videos.deleted');
    },
    onDeleted: q.reload,
    title: () => t('adminLearning.videos.confirmTitle'),
    description: (v) => t('adminLearning.videos.confirmBody', { title: v.title }),
  });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminLearning.videos.heading')}</h1>
        <Link to="/admin/manage-e-learning-videos/add" className={buttonClass('primary')}>
          {t('adminLearning.videos.add')}
        </Link>
      </div>
      <VideoTabs />
      <AdminList
        query={q}
        rows={q.data?.videos}
        empty={<EmptyState title={t('adminLearning.videos.empty')} />}
        caption={t('adminLearning.videos.caption')}
        minWidth="min-w-[40rem]"
        columns={[
          t('adminLearning.videos.colTitle'),
          t('adminLearning.videos.colCategory'),
          { title: t('adminLearning.videos.colMinutes'), className: 'text-right' },
        ]}
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
