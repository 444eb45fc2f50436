import { Link, useLocation, useParams } from 'react-router';
import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatMinutes } from '../../learning/learning-api';
import type { AdminVideo } from './learning-admin-api';
import { learningWidgets, videoFormUi } from './LearningFormWidgets';
import { useT } from '../../../../i18n/browser';

const LIST = '/admin/manage-e-learning-videos';

/** The fields of a video that the elearning-video form edits (the rest of the admin answer is display). */
function videoRecord(v: AdminVideo) {
  return {
    title: v.title,
    category_id: v.category_id,
    description: v.description,
    duration: v.duration,
    file_id: v.file_id,
    ...(v.thumbnail_file_id ? { thumbnail_file_id: v.thumbnail_file_id } : {}),
    playlist_ids: v.playlist_ids,
  };
}

/**
 * /admin/manage-e-learning-videos/add and /edit/:id from the elearning-video form definition (core
 * schema + overlay, docs/learning.md "Admin forms"), with the resumable upload and playlist widgets;
 * /view/:id shows the video read-only with its player.
 */
export function VideoFormPage() {
  const t = useT();
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id && pathname.includes('/view/')) return <VideoView id={Number(id)} />;
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="elearning-video"
      title={t(editId ? 'adminLearning.video.editTitle' : 'adminLearning.video.addTitle')}
      description={t('adminLearning.video.description')}
      backTo={LIST}
      backLabel={t('adminLearning.video.back')}
      initial={{ playlist_ids: [] }}
      load={
        editId
          ? async (signal) => {
              const { videos } = await apiGet<{ videos: AdminVideo[] }>('/admin/e-learning-videos', { signal });
              const v = videos.find((x) => x._id === editId);
              if (!v) throw new Error(t('adminLearning.video.notFound'));
              return videoRecord(v);
            }
          : undefined
      }
      submit={(data) =>
        editId ? apiPatch(`/admin/e-learning-videos/${editId}`, data) : apiPost('/admin/e-learning-videos', data)
      }
      successMessage={t(editId ? 'adminLearning.video.saved' : 'adminLearning.video.added')}
      uiDefaults={videoFormUi}
      widgets={learningWidgets}
    />
  );
}

function VideoView({ id }: { id: number }) {
  const t = useT();
  useDocumentTitle(t('adminLearning.video.viewTitle'));
  const q = useApiQuery<{ videos: AdminVideo[]; playlists: Array<{ _id: number; name: string }> }>(
    '/admin/e-learning-videos',
  );
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState />;
  const v = q.data.videos.find((x) => x._id === id);
  if (!v)
    return (
      <div className="card p-6 text-sm text-slate-700">
        {t('adminLearning.video.missing')} <Link to={LIST}>{t('adminLearning.video.backTo')}</Link>
      </div>
    );
  const playlists = q.data.playlists.filter((p) => v.playlist_ids.includes(p._id)).map((p) => p.name);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminLearning.video.viewTitle')}</h1>
        <div className="flex gap-2">
          <Link to={`${LIST}/edit/${id}`} className={buttonClass('secondary')}>
            {t('adminLearning.edit')}
          </Link>
          <Link to={LIST} className={buttonClass('ghost')}>
            {t('adminLearning.video.backTo')}
          </Link>
        </div>
      </div>
      <div className="card grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <dl className="grid gap-3 text-sm sm:col-span-2 sm:grid-cols-2">
          {(
            [
              [t('adminLearning.video.fieldTitle'), v.title],
              [t('adminLearning.video.fieldCategory'), v.category],
              [t('adminLearning.video.fieldDuration'), formatMinutes(v.duration)],
              [t('adminLearning.video.fieldPlaylists'), playlists.join(', ') || '—'],
              [t('adminLearning.video.fieldDescription'), v.description || '—'],
            ] as const
          ).map(([k, val]) => (
            <div key={k}>
              <dt className="font-medium text-slate-600">{k}</dt>
              <dd className="text-slate-900">{val}</dd>
            </div>
          ))}
        </dl>
        {v.video_url && (
          <video
            controls
            preload="metadata"
            className="aspect-video w-full max-w-xl rounded-lg bg-black sm:col-span-2"
            aria-label={v.title}
          >
            <source src={v.video_url} type={v.mime} />
          </video>
        )}
      </div>
    </div>
  );
}
