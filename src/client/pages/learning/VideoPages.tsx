import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Sentence } from '../../components/Sentence';
import { useApiQuery } from '../../api/use-api-query';
import { buttonClass } from '../../components/Button';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { hasModule, MODULE } from '../../../shared/package-info';
import { useRef, useState } from 'react';
import {
  formatMinutes,
  videoWatched,
  type Playlist,
  type PlaylistByVideo,
  type Video,
  type VideoWatch,
} from './learning-api';
import { useWatchHeartbeats } from './use-watch-heartbeats';
import { enumLabel } from '../../enum-labels';

/**
 * A library video with its heartbeats (use-watch-heartbeats.ts): what was actually played counts, and the video
 * counts as watched at 90 % (docs/learning.md "Completion"); the coverage is shown under it.
 */
function Player({ video, onEnded, watch }: { video: Video; onEnded?: () => void; watch?: VideoWatch | null }) {
  const t = useT();
  const lang = useAuthoredLang();
  const ref = useRef<HTMLVideoElement | null>(null);
  const [seen, setSeen] = useState<{ id: number; watch: VideoWatch } | null>(null);
  const shown = seen?.id === video._id ? seen.watch : (watch ?? null);
  useWatchHeartbeats(
    ref,
    !!video.video_url,
    (from, to) =>
      void videoWatched(video._id, from, to)
        .then((w) => setSeen({ id: video._id, watch: w }))
        .catch(() => undefined),
    video._id,
  );
  return (
    <div className="flex flex-col gap-3">
      {video.video_url && (
        <video
          ref={ref}
          key={video._id}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-lg bg-black"
          aria-label={video.title}
          onEnded={onEnded}
        >
          <source src={video.video_url} type={video.mime} />
        </video>
      )}
      <div>
        <p className="text-xs font-semibold tracking-wide text-sky-800 uppercase">
          {enumLabel('videoCategory', video.category_id, video.category)}
        </p>
        <h1 className="text-2xl font-bold text-slate-900" lang={lang(video.title)}>
          {video.title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <span lang={lang(video.description)}>{video.description}</span> · {formatMinutes(video.duration)}
        </p>
        {shown && (
          <p className="mt-1 text-sm text-slate-700" role="status" data-testid="video-watched">
            {t('learning.progress.watched', { percent: shown.coverage_percent })}
            {shown.watched ? '' : ` · ${t('learning.progress.watchNeeded')}`}
          </p>
        )}
      </div>
    </div>
  );
}

function VideoList({
  title,
  authoredTitle = false,
  videos,
  current,
  href,
}: {
  title: string;
  /** The title is the admin's (a playlist's name), not the portal's own words: marked with its language. */
  authoredTitle?: boolean;
  videos: Video[];
  current?: number;
  href: (v: Video) => string;
}) {
  const lang = useAuthoredLang();
  return (
    <nav aria-label={title} className="card h-max p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900" lang={authoredTitle ? lang(title) : undefined}>
        {title}
      </h2>
      <ol className="flex flex-col gap-1">
        {videos.map((v, i) => (
          <li key={v._id}>
            <Link
              to={href(v)}
              aria-current={v._id === current ? 'true' : undefined}
              className={`block rounded-lg px-2 py-1.5 text-sm ${v._id === current ? 'bg-brand-50 font-medium text-brand-900' : 'text-slate-700 hover:bg-slate-50'}`}
            >
              {i + 1}. <span lang={lang(v.title)}>{v.title}</span>
              <span className="block text-xs text-slate-600">{formatMinutes(v.duration)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A playlist's name inside a catalogue sentence ("प्लेलिस्ट: {name}"): the admin's words, marked with their language. */
function PlaylistName({ name }: { name: string }) {
  const lang = useAuthoredLang();
  return <span lang={lang(name)}>{name}</span>;
}

/** The learning center is open with module 1 or 6; the video pages need module 6. */
function NoVideos() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="sr-only">{t('learning.videos.heading')}</h1>
      <EmptyState title={t('learning.videos.notInPackage')}>
        <Link to="/client/learning-center" className="link">
          {t('learning.videos.backToCenter')}
        </Link>
      </EmptyState>
    </div>
  );
}

/** /client/learning-center/video-details?videoId=: one video, its playlist (to continue) and related videos. */
export function VideoDetailsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const allowed = hasModule(useSession().packageInfo, MODULE.ELEARNING_VIDEOS);
  const id = (allowed && Number(params.get('videoId'))) || 0;
  const q = useApiQuery<{ video: Video; related: Video[]; watch: VideoWatch }>(id ? `/e-learning-videos/${id}` : null);
  const pl = useApiQuery<PlaylistByVideo>(id ? `/playlist-by-video-id/${id}` : null);
  useDocumentTitle(q.data?.video.title ?? t('learning.videos.documentTitle'));
  if (!allowed) return <NoVideos />;
  if (!id) return <EmptyState title={t('learning.videos.noneChosen')} />;
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState label={t('learning.videos.loadingVideo')} />;
  const playlist = pl.data?.playlist ?? null;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <nav aria-label={t('learning.videos.breadcrumb')} className="text-sm">
          <Link to="/client/learning-center" className="link">
            {t('learning.title')}
          </Link>
        </nav>
        <Player video={q.data.video} watch={q.data.watch} />
        {playlist && pl.data?.next_video_id && (
          <Link
            className={`${buttonClass('secondary', 'sm')} self-start`}
            to={`/client/learning-center/playlist?playlistId=${playlist._id}&videoId=${pl.data.next_video_id}`}
          >
            <Sentence k="learning.videos.continuePlaylist" parts={{ name: <PlaylistName name={playlist.name} /> }} />
          </Link>
        )}
      </div>
      {q.data.related.length > 0 && (
        <VideoList
          title={t('learning.videos.moreInCategory')}
          videos={q.data.related}
          href={(v) => `/client/learning-center/video-details?videoId=${v._id}`}
        />
      )}
    </div>
  );
}

/** /client/learning-center/playlist?playlistId=&videoId=: a playlist, playing on to the next video at the end. */
export function PlaylistPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const allowed = hasModule(useSession().packageInfo, MODULE.ELEARNING_VIDEOS);
  const playlistId = Number(params.get('playlistId')) || 0;
  const q = useApiQuery<{ playlists: Playlist[] }>(allowed ? '/videos-playlist' : null);
  const playlist = q.data?.playlists.find((p) => p._id === playlistId) ?? q.data?.playlists[0] ?? null;
  useDocumentTitle(playlist?.name ?? t('learning.videos.playlistDocumentTitle'));
  if (!allowed) return <NoVideos />;
  if (q.error) return <ErrorState error={q.error} onRetry={q.reload} />;
  if (!q.data) return <LoadingState label={t('learning.videos.loadingPlaylist')} />;
  if (!playlist || playlist.videos.length === 0) return <EmptyState title={t('learning.videos.playlistEmpty')} />;
  const wanted = Number(params.get('videoId')) || 0;
  const index = Math.max(
    0,
    playlist.videos.findIndex((v) => v._id === wanted),
  );
  const current = playlist.videos[index];
  const hrefOf = (v: Video) => `/client/learning-center/playlist?playlistId=${playlist._id}&videoId=${v._id}`;
  const next = playlist.videos[index + 1];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <nav aria-label={t('learning.videos.breadcrumb')} className="text-sm">
          <Link to="/client/learning-center" className="link">
            {t('learning.title')}
          </Link>
        </nav>
        <p className="text-sm font-medium text-slate-700">
          <Sentence
            k="learning.videos.playlistPosition"
            values={{ index: index + 1, total: playlist.videos.length }}
            parts={{ name: <PlaylistName name={playlist.name} /> }}
          />
        </p>
        <Player video={current} onEnded={next ? () => void navigate(hrefOf(next)) : undefined} />
      </div>
      <VideoList title={playlist.name} authoredTitle videos={playlist.videos} current={current._id} href={hrefOf} />
    </div>
  );
}
