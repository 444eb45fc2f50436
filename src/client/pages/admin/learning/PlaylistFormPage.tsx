import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { apiPatch, apiPost } from '../../../api/api-client';
import { toApiError, type ApiError } from '../../../api/api-error';
import { useApiQuery } from '../../../api/use-api-query';
import { Button, buttonClass } from '../../../components/Button';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { SelectField, TextField } from '../../../components/FormField';
import { ErrorState, InlineAlert, LoadingState } from '../../../components/StateViews';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { showToast } from '../../../toast/toast-store';
import { formatMinutes } from '../../learning/learning-api';
import type { AdminPlaylist, AdminVideo } from './learning-admin-api';
import { UploadField } from './UploadField';

type Mode = 'add' | 'edit' | 'view';
const LIST = '/admin/manage-e-learning-videos/playlists';

/**
 * /admin/manage-e-learning-videos/playlists/add, /edit/:id, /view/:id: a playlist's name, image and
 * videos in playing order, one form in three modes. The order changes with Move up / Move down
 * (keyboard-friendly; the moved video keeps the focus and the new place is announced).
 */
export function PlaylistFormPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const mode: Mode = !id ? 'add' : pathname.includes('/view/') ? 'view' : 'edit';
  const heading = mode === 'add' ? 'Add playlist' : mode === 'edit' ? 'Edit playlist' : 'View playlist';
  useDocumentTitle(heading);
  const navigate = useNavigate();
  const videos = useApiQuery<{ videos: AdminVideo[] }>('/admin/e-learning-videos');
  const record = useApiQuery<AdminPlaylist>(id ? `/admin/video-playlists/${id}` : null);
  const [name, setName] = useState('');
  const [ids, setIds] = useState<number[]>([]);
  const [thumb, setThumb] = useState<{ id: number; name: string } | null>(null);
  const [pick, setPick] = useState('');
  const [announce, setAnnounce] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const p = record.data;
    if (!p) return;
    setName(p.name);
    setIds(p.video_ids);
    setThumb(p.thumbnail_file_id ? { id: p.thumbnail_file_id, name: 'current image' } : null);
  }, [record.data]);
  useEffect(() => {
    if (!focusAfter.current) return;
    const el = document.querySelector<HTMLButtonElement>(`[data-focus-key="${focusAfter.current}"]`);
    focusAfter.current = null;
    el?.focus();
  }, [ids]);
  const readOnly = mode === 'view';
  const byId = new Map((videos.data?.videos ?? []).map((v) => [v._id, v]));
  const fieldErr = (f: string) => {
    const e = error?.fieldMap()[f];
    return e ? `${e.message} (${e.code})` : null;
  };
  const titleOf = (vid: number) => byId.get(vid)?.title ?? `Video ${vid}`;
  const move = (index: number, to: number, key: 'up' | 'down') => {
    const next = [...ids];
    const [vid] = next.splice(index, 1);
    next.splice(to, 0, vid);
    // Keep the focus on the moved video: on the same button unless it is now at the end it moved towards.
    const atEdge = (key === 'up' && to === 0) || (key === 'down' && to === next.length - 1);
    focusAfter.current = `${vid}-${atEdge ? (key === 'up' ? 'down' : 'up') : key}`;
    setIds(next);
    setAnnounce(`${titleOf(vid)} moved to position ${to + 1} of ${next.length}.`);
  };
  const remove = (vid: number) => {
    setIds((xs) => xs.filter((x) => x !== vid));
    setAnnounce(`${titleOf(vid)} removed from the playlist.`);
  };
  const add = () => {
    const vid = Number(pick);
    if (!vid || ids.includes(vid)) return;
    setIds((xs) => [...xs, vid]);
    setPick('');
    setAnnounce(`${titleOf(vid)} added as video ${ids.length + 1}.`);
  };
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    setSaving(true);
    const input = { name, video_ids: ids, thumbnail_file_id: thumb?.id ?? null };
    try {
      if (mode === 'add') await apiPost('/admin/video-playlists', input);
      else await apiPatch(`/admin/video-playlists/${id}`, input);
      showToast({ title: 'Playlist saved' });
      void navigate(LIST);
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setSaving(false);
    }
  };
  const failed = videos.error ?? record.error;
  if (failed) return <ErrorState error={failed} onRetry={record.error ? record.reload : videos.reload} />;
  if (!videos.data || (id && !record.data)) return <LoadingState label="Loading the playlist…" />;
  const choices = videos.data.videos
    .filter((v) => !ids.includes(v._id))
    .map((v) => ({ value: String(v._id), label: `${v.title} (${v.category})` }));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <div className="flex gap-2">
          {readOnly && (
            <Link to={`${LIST}/edit/${id}`} className={buttonClass('secondary')}>
              Edit
            </Link>
          )}
          <Link to={LIST} className={buttonClass('ghost')}>
            Back to playlists
          </Link>
        </div>
      </div>
      <form className="card flex flex-col gap-5 p-4 sm:p-6" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            required
            value={name}
            readOnly={readOnly}
            onChange={(e) => setName(e.target.value)}
            error={fieldErr('name')}
          />
          <div className="flex items-start gap-3">
            {record.data?.thumbnail_url && thumb?.id === record.data.thumbnail_file_id && (
              <img
                src={record.data.thumbnail_url}
                alt=""
                className="h-16 w-28 shrink-0 rounded-md object-cover"
                data-testid="playlist-thumbnail"
              />
            )}
            {readOnly ? (
              !record.data?.thumbnail_url && (
                <p className="text-sm text-slate-600">No image: the first video's is used.</p>
              )
            ) : (
              <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
                <UploadField
                  label="Image (JPG or PNG, optional)"
                  kind="image"
                  current={thumb?.name ?? null}
                  onUploaded={(fid, n) => setThumb({ id: fid, name: n })}
                  error={fieldErr('thumbnail_file_id')}
                />
                {thumb && (
                  <Button variant="ghost" size="sm" onClick={() => setThumb(null)}>
                    Remove image
                  </Button>
                )}
              </div>
            )}
          </div>
        </div>
        <section aria-labelledby="playlist-videos-heading" className="flex flex-col gap-3">
          <h2 id="playlist-videos-heading" className="text-lg font-semibold text-slate-900">
            Videos in playing order
          </h2>
          {ids.length === 0 && <p className="text-sm text-slate-600">No videos in this playlist yet.</p>}
          {ids.length > 0 && (
            <ol className="flex flex-col gap-2" aria-label="Videos in this playlist">
              {ids.map((vid, i) => {
                const v = byId.get(vid);
                return (
                  <li
                    key={vid}
                    data-playlist-video={v?.title ?? vid}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
                  >
                    <span className="min-w-0 text-sm text-slate-800">
                      <span className="mr-2 font-semibold text-slate-500 tabular-nums">{i + 1}.</span>
                      <span className="font-medium">{v?.title ?? `Video ${vid}`}</span>
                      {v && (
                        <span className="block text-xs text-slate-600">
                          {v.category} · {formatMinutes(v.duration)}
                        </span>
                      )}
                    </span>
                    {!readOnly && (
                      <span className="-ml-3 flex gap-1 sm:ml-0">
                        <Button
                          variant="ghost"
                          size="sm"
                          data-focus-key={`${vid}-up`}
                          disabled={i === 0}
                          onClick={() => move(i, i - 1, 'up')}
                        >
                          Move up<span className="sr-only"> {v?.title}</span>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          data-focus-key={`${vid}-down`}
                          disabled={i === ids.length - 1}
                          onClick={() => move(i, i + 1, 'down')}
                        >
                          Move down<span className="sr-only"> {v?.title}</span>
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => remove(vid)}>
                          Remove<span className="sr-only"> {v?.title}</span>
                        </Button>
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
          <p className="sr-only" aria-live="polite">
            {announce}
          </p>
          {!readOnly && (
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label="Add a video"
                value={pick}
                placeholder={choices.length ? 'Choose a video' : 'Every video is in the playlist'}
                onChange={(e) => setPick(e.target.value)}
                options={choices}
                error={fieldErr('video_ids')}
                containerClassName="w-full min-w-0 sm:w-auto sm:flex-1"
              />
              <Button variant="secondary" disabled={!pick} onClick={add}>
                Add to playlist
              </Button>
            </div>
          )}
        </section>
        {error && !error.fields.length && (
          <InlineAlert>
            <ErrorMessage error={error} />
          </InlineAlert>
        )}
        {!readOnly && (
          <Button type="submit" className="self-start" disabled={saving}>
            Save playlist
          </Button>
        )}
      </form>
    </div>
  );
}
