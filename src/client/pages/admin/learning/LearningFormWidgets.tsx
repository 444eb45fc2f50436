import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import type { FormRecord } from '../../../forms/schema-validator';
import { formatMinutes } from '../../learning/learning-api';
import type { AdminVideo } from './learning-admin-api';
import { UploadField } from './UploadField';

/**
 * The playlist form's `video_ids` (an array of video ids in playing order): the chosen videos as an
 * ordered list with Move up / Move down / Remove buttons (keyboard-friendly: the moved video keeps the
 * focus and its new place is announced) and a picker to add one more.
 */
export function PlaylistVideosWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps<FormRecord>) {
  const q = useApiQuery<{ videos: AdminVideo[] }>('/admin/e-learning-videos');
  const ids: number[] = Array.isArray(value) ? value.map(Number) : [];
  const [pick, setPick] = useState('');
  const [announce, setAnnounce] = useState('');
  const focusAfter = useRef<string | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    if (!focusAfter.current) return;
    const el = document.querySelector<HTMLButtonElement>(`[data-focus-key="${focusAfter.current}"]`);
    focusAfter.current = null;
    el?.focus();
  }, [key]);
  const byId = new Map((q.data?.videos ?? []).map((v) => [v._id, v]));
  const titleOf = (vid: number) => byId.get(vid)?.title ?? `Video ${vid}`;
  const locked = disabled || readonly;
  const move = (index: number, to: number, dir: 'up' | 'down') => {
    const next = [...ids];
    const [vid] = next.splice(index, 1);
    next.splice(to, 0, vid);
    // The same button keeps the focus, unless the video reached the end it moved towards.
    const atEdge = (dir === 'up' && to === 0) || (dir === 'down' && to === next.length - 1);
    focusAfter.current = `${vid}-${atEdge ? (dir === 'up' ? 'down' : 'up') : dir}`;
    onChange(next);
    setAnnounce(`${titleOf(vid)} moved to position ${to + 1} of ${next.length}.`);
  };
  const remove = (vid: number) => {
    onChange(ids.filter((x) => x !== vid));
    setAnnounce(`${titleOf(vid)} removed from the playlist.`);
  };
  const add = () => {
    const vid = Number(pick);
    if (!vid || ids.includes(vid)) return;
    onChange([...ids, vid]);
    setPick('');
    setAnnounce(`${titleOf(vid)} added as video ${ids.length + 1}.`);
  };
  const choices = (q.data?.videos ?? []).filter((v) => !ids.includes(v._id));
  const titleId = `${id}-title`;
  return (
    <div className="flex flex-col gap-3" id={id} role="group" aria-labelledby={titleId}>
      <span id={titleId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {q.loading && !q.data && <span className="text-sm text-slate-500">Loading videos…</span>}
      {ids.length === 0 && <p className="text-sm text-slate-600">No videos in this playlist yet.</p>}
      {ids.length > 0 && (
        <ol
          className="flex flex-col gap-2"
          aria-label="Videos in this playlist"
          aria-describedby={ariaDescribedByIds(id)}
        >
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
                  <span className="font-medium">{titleOf(vid)}</span>
                  {v && (
                    <span className="block text-xs text-slate-600">
                      {v.category} · {formatMinutes(v.duration)}
                    </span>
                  )}
                </span>
                {!locked && (
                  <span className="-ml-3 flex gap-1 sm:ml-0">
                    <Button
                      variant="ghost"
                      size="sm"
                      data-focus-key={`${vid}-up`}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1, 'up')}
                    >
                      Move up<span className="sr-only"> {titleOf(vid)}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      data-focus-key={`${vid}-down`}
                      disabled={i === ids.length - 1}
                      onClick={() => move(i, i + 1, 'down')}
                    >
                      Move down<span className="sr-only"> {titleOf(vid)}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => remove(vid)}>
                      Remove<span className="sr-only"> {titleOf(vid)}</span>
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
      {!locked && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full min-w-0 sm:w-auto sm:flex-1">
            <label htmlFor={`${id}-pick`} className="mb-1.5 block text-sm font-medium text-slate-700">
              Add a video
            </label>
            <select
              id={`${id}-pick`}
              className="input appearance-auto"
              value={pick}
              onChange={(e) => setPick(e.target.value)}
            >
              <option value="">{choices.length ? 'Choose a video' : 'Every video is in the playlist'}</option>
              {choices.map((v) => (
                <option key={v._id} value={String(v._id)}>
                  {v.title} ({v.category})
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!pick} onClick={add}>
            Add to playlist
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A learning file field (a learning file id) uploaded at once by the resumable upload.
 * `ui:options.kind`: image (default), video or pdf. An optional field (not required) has Remove, which
 * sends null where the schema allows it, else leaves the field out.
 */
export function LearningFileWidget({
  id,
  value,
  onChange,
  disabled,
  readonly,
  required,
  label,
  options,
  schema,
}: WidgetProps<FormRecord>) {
  const [name, setName] = useState<string | null>(null);
  const kind = options.kind === 'video' || options.kind === 'pdf' ? options.kind : 'image';
  const has = typeof value === 'number';
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  return (
    <div className="flex flex-col items-start gap-1">
      <UploadField
        inputId={id}
        hideLabel
        label={label}
        kind={kind}
        current={has ? (name ?? (kind === 'video' ? 'current video' : 'current image')) : null}
        disabled={disabled || readonly}
        onUploaded={(fid, n) => {
          setName(n);
          onChange(fid);
        }}
      />
      {has && !required && !(disabled || readonly) && (
        <Button variant="ghost" size="sm" onClick={() => onChange(nullable ? null : undefined)}>
          Remove {kind === 'video' ? 'video' : 'image'}
        </Button>
      )}
    </div>
  );
}

/** A video's playlists (an array of playlist ids) as named checkboxes. */
export function PlaylistChecklistWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps<FormRecord>) {
  const q = useApiQuery<{ playlists: Array<{ _id: number; name: string }> }>('/admin/video-playlists');
  const chosen: number[] = Array.isArray(value) ? value.map(Number) : [];
  const titleId = `${id}-title`;
  return (
    <div className="flex flex-col gap-2">
      <span id={titleId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div
        id={id}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={ariaDescribedByIds(id)}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        {q.loading && !q.data && <span className="text-sm text-slate-500">Loading playlists…</span>}
        {q.data && q.data.playlists.length === 0 && <span className="text-sm text-slate-500">No playlists yet.</span>}
        {q.data?.playlists.map((p) => {
          const checked = chosen.includes(p._id);
          return (
            <label
              key={p._id}
              className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm ${checked ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled || readonly}
                onChange={(e) => onChange(e.target.checked ? [...chosen, p._id] : chosen.filter((x) => x !== p._id))}
                className="size-4 accent-brand-600"
              />
              {p.name}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** uiSchema defaults that draw the playlist form's fields with these widgets (the published uiSchema may add more). */
export const playlistFormUi = {
  video_ids: { 'ui:widget': 'playlistVideos' },
  thumbnail_file_id: { 'ui:widget': 'learningFile', 'ui:options': { kind: 'image' } },
};
/** The same for the video form: its video file, image and playlists. */
export const videoFormUi = {
  file_id: { 'ui:widget': 'learningFile', 'ui:options': { kind: 'video' } },
  thumbnail_file_id: { 'ui:widget': 'learningFile', 'ui:options': { kind: 'image' } },
  playlist_ids: { 'ui:widget': 'playlistChecklist' },
};
/** Every widget the learning admin forms name. */
export const learningWidgets = {
  playlistVideos: PlaylistVideosWidget,
  learningFile: LearningFileWidget,
  playlistChecklist: PlaylistChecklistWidget,
};
