import { useCallback, useEffect, useState } from 'react';
import { t, useT, type MessageKey } from '../../../i18n/browser';
import { useAuthoredLang } from '../../../i18n/authored-lang';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../api/api-error';
import { useApiQuery } from '../../api/use-api-query';
import { Button, buttonClass } from '../../components/Button';
import { BookIcon, VideoIcon } from '../../components/Icons';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../session/session-context';
import { showErrorToast, showToast } from '../../toast/toast-store';
import { hasModule, MODULE } from '../../../shared/package-info';
import { enumLabel } from '../../enum-labels';
import { enrol, formatMinutes, type CourseSummary, type Playlist, type VideoList } from './learning-api';

const STATUS_TONE: Record<string, string> = {
  Locked: 'bg-slate-100 text-slate-700',
  NotStarted: 'bg-sky-50 text-sky-800',
  InProcess: 'bg-amber-50 text-amber-900',
  Completed: 'bg-emerald-50 text-emerald-800',
  Skipped: 'bg-slate-100 text-slate-700',
};
const STATUS_TEXT: Record<string, MessageKey> = {
  Locked: 'learning.status.locked',
  NotStarted: 'learning.status.notStarted',
  InProcess: 'learning.status.inProgress',
  Completed: 'learning.status.completed',
  Skipped: 'learning.status.skipped',
};
/** The course card's action as the server names it (docs/learning.md), in words. */
const ACTION_TEXT: Record<string, MessageKey> = {
  Enroll: 'learning.action.enroll',
  Continue: 'learning.action.continue',
  'View Report': 'learning.action.viewReport',
  Cancelled: 'learning.action.cancelled',
};

/** The action's words; an action this bundle does not know shows as the server sent it. */
function actionText(action: string): string {
  const key = ACTION_TEXT[action];
  return key ? t(key) : action;
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="flex items-center gap-2">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label={label}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
      </div>
      <span className="w-10 text-right text-xs text-slate-600 tabular-nums">{pct}%</span>
    </div>
  );
}

/**
 * /client/learning-center: the package's courses (module 1) with status, difficulty, duration,
 * progress and the spec's action (View Report, Continue, Cancelled, else Enroll), and the
 * e-learning videos by the 12 categories with playlists (module 6). docs/learning.md.
 */
export function LearningCenterPage() {
  const t = useT();
  useDocumentTitle(t('learning.title'));
  const { packageInfo } = useSession();
  const showCourses = hasModule(packageInfo, MODULE.ELEARNING);
  const showVideos = hasModule(packageInfo, MODULE.ELEARNING_VIDEOS);
  // The videos come in below the courses once these have arrived: drawn at once, they were pushed down when the
  // course cards replaced the loading line (a layout shift of 0.27 on a phone; issue 34 "pages that jump").
  const [coursesSettled, setCoursesSettled] = useState(false);
  const settle = useCallback(() => setCoursesSettled(true), []);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('learning.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('learning.intro')}</p>
      </header>
      {showCourses && <Courses onSettled={settle} />}
      {showVideos && (!showCourses || coursesSettled) && <Videos />}
    </div>
  );
}

function Courses({ onSettled }: { onSettled: () => void }) {
  const t = useT();
  const lang = useAuthoredLang();
  const navigate = useNavigate();
  const q = useApiQuery<{ courses: CourseSummary[] }>('/courses');
  const settled = !q.loading || !!q.data || !!q.error;
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  const [busy, setBusy] = useState<number | null>(null);
  const open = (id: number) => navigate(`/client/learning-center/view-course?courseId=${id}`);
  const act = async (c: CourseSummary) => {
    if (c.action !== 'Enroll') return open(c._id);
    setBusy(c._id);
    try {
      await enrol(c._id);
      showToast({ title: t('learning.courses.enrolledIn', { title: c.title }) });
      open(c._id);
    } catch (e) {
      showErrorToast(toApiError(e));
      q.reload();
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="courses-heading">
      <h2 id="courses-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('learning.courses.heading')}
      </h2>
      {q.error && <ErrorState error={q.error} onRetry={q.reload} />}
      {q.loading && !q.data && <LoadingState label={t('learning.courses.loading')} />}
      {q.data && q.data.courses.length === 0 && (
        <div className="card">
          <EmptyState icon={<BookIcon size={26} />} title={t('learning.courses.none')} />
        </div>
      )}
      {q.data && q.data.courses.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {q.data.courses.map((c) => (
            <li key={c._id} className="card flex flex-col gap-3 p-4" data-course={c.title}>
              {c.thumbnail_url && (
                <img
                  src={c.thumbnail_url}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
                  data-course-thumbnail
                />
              )}
              <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
                <span className={`rounded-full px-2 py-0.5 ${STATUS_TONE[c.status_label] ?? ''}`}>
                  {STATUS_TEXT[c.status_label] ? t(STATUS_TEXT[c.status_label]) : c.status_label}
                </span>
                <span className="text-slate-600">
                  {enumLabel('difficulty', c.difficulty, c.difficulty_label)} · {formatMinutes(c.duration)}
                </span>
              </div>
              <h3 className="text-base font-semibold text-slate-900" lang={lang(c.title)}>
                {c.title}
              </h3>
              <p className="text-sm text-slate-600" lang={lang(c.description)}>
                {c.description}
              </p>
              <div className="mt-auto flex flex-col gap-3">
                {c.progress !== null && (
                  <ProgressBar value={c.progress_percent} label={t('learning.courses.progress', { title: c.title })} />
                )}
                <Button
                  className="w-full sm:w-auto"
                  variant={c.action === 'Enroll' ? 'primary' : 'secondary'}
                  disabled={busy === c._id || c.status === 1 || c.action === 'Cancelled'}
                  aria-label={t('learning.action.on', { action: actionText(c.action), title: c.title })}
                  onClick={() => void act(c)}
                >
                  {c.status === 1 ? t('learning.status.locked') : actionText(c.action)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Videos() {
  const t = useT();
  const lang = useAuthoredLang();
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('category')) || undefined;
  const q = useApiQuery<VideoList>('/e-learning-videos', { query: { category_id: category } });
  const lists = useApiQuery<{ playlists: Playlist[] }>('/videos-playlist');
  const choose = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('category', String(id));
    else next.delete('category');
    setParams(next, { replace: true });
  };
  return (
    <>
      <section aria-labelledby="videos-heading">
        <h2 id="videos-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('learning.videos.heading')}
        </h2>
        {q.error && <ErrorState error={q.error} onRetry={q.reload} />}
        {q.data && (
          <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={t('learning.videos.categories')}>
            <button
              type="button"
              className={buttonClass(category === undefined ? 'primary' : 'secondary', 'sm')}
              aria-pressed={category === undefined}
              onClick={() => choose(undefined)}
            >
              {t('learning.videos.all')}
            </button>
            {/* A category with no videos is not offered (the one in the address stays, to show it is empty). */}
            {q.data.categories
              .filter((c) => c.count > 0 || c._id === category)
              .map((c) => (
                <button
                  key={c._id}
                  type="button"
                  className={buttonClass(category === c._id ? 'primary' : 'secondary', 'sm')}
                  aria-pressed={category === c._id}
                  onClick={() => choose(c._id)}
                >
                  {enumLabel('videoCategory', c._id, c.name)}{' '}
                  <span className="sr-only">{t('learning.videos.categoryCount', { count: c.count })}</span>
                </button>
              ))}
          </div>
        )}
        {q.loading && !q.data && <LoadingState label={t('learning.videos.loading')} />}
        {q.data && q.data.videos.length === 0 && (
          <div className="card">
            <EmptyState icon={<VideoIcon size={26} />} title={t('learning.videos.noneInCategory')} />
          </div>
        )}
        {q.data && q.data.videos.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {q.data.videos.map((v) => (
              <li key={v._id} className="card flex flex-col gap-2 p-4">
                <p className="text-xs font-semibold tracking-wide text-sky-800 uppercase">
                  {enumLabel('videoCategory', v.category_id, v.category)}
                </p>
                <h3 className="text-base font-semibold text-slate-900" lang={lang(v.title)}>
                  {v.title}
                </h3>
                <p className="text-sm text-slate-600">
                  <span lang={lang(v.description)}>{v.description}</span> · {formatMinutes(v.duration)}
                </p>
                <Link
                  className={`${buttonClass('secondary', 'sm')} mt-auto self-start`}
                  to={`/client/learning-center/video-details?videoId=${v._id}`}
                  aria-label={t('learning.videos.watchTitle', { title: v.title })}
                >
                  {t('learning.videos.watch')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="playlists-heading">
        <h2 id="playlists-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('learning.videos.playlistsHeading')}
        </h2>
        {lists.data && lists.data.playlists.length === 0 && (
          <p className="text-sm text-slate-600">{t('learning.videos.noPlaylists')}</p>
        )}
        {lists.data && lists.data.playlists.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {lists.data.playlists.map((p) => (
              <li key={p._id} className="card flex flex-col gap-2 p-4">
                {p.thumbnail_url && (
                  <img
                    src={p.thumbnail_url}
                    alt=""
                    loading="lazy"
                    className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
                  />
                )}
                <h3 className="text-base font-semibold text-slate-900" lang={lang(p.name)}>
                  {p.name}
                </h3>
                <p className="text-sm text-slate-600">
                  {t('learning.videos.playlistCount', { count: p.videos.length })}
                </p>
                <Link
                  className={`${buttonClass('secondary', 'sm')} self-start`}
                  to={`/client/learning-center/playlist?playlistId=${p._id}`}
                  aria-label={t('learning.videos.playTitle', { title: p.name })}
                >
                  {t('learning.videos.play')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
