import { Link, useLocation, useParams } from 'react-router';
import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import { useApiQuery } from '../../../api/use-api-query';
import { buttonClass } from '../../../components/Button';
import { ErrorState, LoadingState } from '../../../components/StateViews';
import { EntityFormPage } from '../../../forms/EntityFormPage';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatMinutes } from '../../learning/learning-api';
import type { AdminPlaylist, AdminVideo } from './learning-admin-api';
import { learningWidgets, playlistFormUi } from './LearningFormWidgets';
import { useT } from '../../../../i18n/browser';

const LIST = '/admin/manage-e-learning-videos/playlists';

/**
 * /admin/manage-e-learning-videos/playlists/add and /edit/:id from the video-playlist form definition
 * (core schema + overlay, docs/learning.md "Admin forms"): name, optional image and the videos in
 * playing order (PlaylistWidgets); /view/:id shows the playlist read-only.
 */
export function PlaylistFormPage() {
  const t = useT();
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id && pathname.includes('/view/')) return <PlaylistView id={Number(id)} />;
  const editId = id ? Number(id) : null;
  return (
    <EntityFormPage
      formKey="video-playlist"
      title={t(editId ? 'adminLearning.playlist.editTitle' : 'adminLearning.playlist.addTitle')}
      description={t('adminLearning.playlist.description')}
      backTo={LIST}
      backLabel={t('adminLearning.playlist.back')}
      initial={{ video_ids: [] }}
      load={
        editId
          ? async (signal) => {
              const {
                _id: _i,
                thumbnail_url: _t,
                ...record
              } = await apiGet<AdminPlaylist>(`/admin/video-playlists/${editId}`, { signal });
              return record;
            }
          : undefined
      }
      submit={(data) =>
        editId ? apiPatch(`/admin/video-playlists/${editId}`, data) : apiPost('/admin/video-playlists', data)
      }
      successMessage={t(editId ? 'adminLearning.playlist.saved' : 'adminLearning.playlist.added')}
      uiDefaults={playlistFormUi}
      widgets={learningWidgets}
    />
  );
}

function PlaylistView({ id }: { id: number }) {
  const t = useT();
  useDocumentTitle(t('adminLearning.playlist.viewTitle'));
  const videos = useApiQuery<{ videos: AdminVideo[] }>('/admin/e-learning-videos');
  const record = useApiQuery<AdminPlaylist>(`/admin/video-playlists/${id}`);
  const failed = record.error ?? videos.error;
  if (failed) return <ErrorState error={failed} onRetry={record.error ? record.reload : videos.reload} />;
  if (!record.data || !videos.data) return <LoadingState label={t('adminLearning.playlist.loading')} />;
  const p = record.data;
  const byId = new Map(videos.data.videos.map((v) => [v._id, v]));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('adminLearning.playlist.viewTitle')}</h1>
        <div className="flex gap-2">
          <Link to={`${LIST}/edit/${id}`} className={buttonClass('secondary')}>
            {t('adminLearning.edit')}
          </Link>
          <Link to={LIST} className={buttonClass('ghost')}>
            {t('adminLearning.playlist.backTo')}
          </Link>
        </div>
      </div>
      <div className="card flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-start gap-4">
          {p.thumbnail_url && (
            <img src={p.thumbnail_url} alt="" className="h-16 w-28 shrink-0 rounded-md object-cover" />
          )}
          <div>
            <p className="text-sm font-medium text-slate-600">{t('adminLearning.playlist.name')}</p>
            <p className="text-lg font-semibold text-slate-900">{p.name}</p>
          </div>
        </div>
        <section aria-labelledby="playlist-videos-heading" className="flex flex-col gap-2">
          <h2 id="playlist-videos-heading" className="text-lg font-semibold text-slate-900">
            {t('adminLearning.playlist.videosHeading')}
          </h2>
          {p.video_ids.length === 0 && (
            <p className="text-sm text-slate-600">{t('adminLearning.playlistVideos.empty')}</p>
          )}
          <ol className="flex flex-col gap-2">
            {p.video_ids.map((vid, i) => {
              const v = byId.get(vid);
              return (
                <li
                  key={vid}
                  data-playlist-video={v?.title ?? vid}
                  className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
                >
                  <span className="mr-2 font-semibold text-slate-500 tabular-nums">{i + 1}.</span>
                  <span className="font-medium">
                    {v?.title ?? t('adminLearning.playlistVideos.videoFallback', { id: vid })}
                  </span>
                  {v && (
                    <span className="block text-xs text-slate-600">
                      {v.category} · {formatMinutes(v.duration)}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </div>
  );
}
