import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useApiQuery } from '../../../api/use-api-query';
import { Button } from '../../../components/Button';
import type { FormRecord } from '../../../forms/schema-validator';
import { formatMinutes } from '../../learning/learning-api';
import type { AdminCourse, AdminVideo } from './learning-admin-api';
import { UploadField } from './UploadField';
import { useT } from '../../../../i18n/browser';

/**
 * The playlist form's `video_ids` (an array of video ids in playing order): the chosen videos as an
 * ordered list with Move up / Move down / Remove buttons (keyboard-friendly: the moved video keeps the
 * focus and its new place is announced) and a picker to add one more.
 */
export function PlaylistVideosWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps<FormRecord>) {
  const t = useT();
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
  const titleOf = (vid: number) => byId.get(vid)?.title ?? t('adminLearning.playlistVideos.videoFallback', { id: vid });
  const locked = disabled || readonly;
  const move = (index: number, to: number, dir: 'up' | 'down') => {
    const next = [...ids];
    const [vid] = next.splice(index, 1);
    next.splice(to, 0, vid);
    // The same button keeps the focus, unless the video reached the end it moved towards.
    const atEdge = (dir === 'up' && to === 0) || (dir === 'down' && to === next.length - 1);
    focusAfter.current = `${vid}-${atEdge ? (dir === 'up' ? 'down' : 'up') : dir}`;
    onChange(next);
    setAnnounce(t('adminLearning.playlistVideos.moved', { title: titleOf(vid), position: to + 1, total: next.length }));
  };
  const remove = (vid: number) => {
    onChange(ids.filter((x) => x !== vid));
    setAnnounce(t('adminLearning.playlistVideos.removed', { title: titleOf(vid) }));
  };
  const add = () => {
    const vid = Number(pick);
    if (!vid || ids.includes(vid)) return;
    onChange([...ids, vid]);
    setPick('');
    setAnnounce(t('adminLearning.playlistVideos.added', { title: titleOf(vid), position: ids.length + 1 }));
  };
  const choices = (q.data?.videos ?? []).filter((v) => !ids.includes(v._id));
  const titleId = `${id}-title`;
  return (
    <div className="flex flex-col gap-3" id={id} role="group" aria-labelledby={titleId}>
      <span id={titleId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      {q.loading && !q.data && (
        <span className="text-sm text-slate-500">{t('adminLearning.playlistVideos.loading')}</span>
      )}
      {ids.length === 0 && <p className="text-sm text-slate-600">{t('adminLearning.playlistVideos.empty')}</p>}
      {ids.length > 0 && (
        <ol
          className="flex flex-col gap-2"
          aria-label={t('adminLearning.playlistVideos.listLabel')}
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
                      aria-label={t('adminLearning.moveUpNamed', { name: titleOf(vid) })}
                    >
                      {t('adminLearning.moveUp')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      data-focus-key={`${vid}-down`}
                      disabled={i === ids.length - 1}
                      onClick={() => move(i, i + 1, 'down')}
                      aria-label={t('adminLearning.moveDownNamed', { name: titleOf(vid) })}
                    >
                      {t('adminLearning.moveDown')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => remove(vid)}
                      aria-label={t('adminLearning.removeNamed', { name: titleOf(vid) })}
                    >
                      {t('adminLearning.remove')}
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
              {t('adminLearning.playlistVideos.addLabel')}
            </label>
            <select
              id={`${id}-pick`}
              className="input appearance-auto"
              value={pick}
              onChange={(e) => setPick(e.target.value)}
            >
              <option value="">
                {t(choices.length ? 'adminLearning.playlistVideos.choose' : 'adminLearning.playlistVideos.allIn')}
              </option>
              {choices.map((v) => (
                <option key={v._id} value={String(v._id)}>
                  {t('adminLearning.playlistVideos.option', { title: v.title, category: v.category })}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" disabled={!pick} onClick={add}>
            {t('adminLearning.playlistVideos.addButton')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A learning file field (a learning file id) uploaded at once by the resumable upload.
 * `ui:options.kind`: image (default), video or pdf. An optional field (not required) has Remove, which
 * sends null where the schema allows it, else leaves the field out. `ui:options.preview` ({id, url}):
 * the stored image, shown while the field still holds that file (the course form's current image).
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
  const t = useT();
  const [name, setName] = useState<string | null>(null);
  const kind = options.kind === 'video' || options.kind === 'pdf' ? options.kind : 'image';
  const has = typeof value === 'number';
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  const preview = isPreview(options.preview) && options.preview.id === value ? options.preview.url : null;
  const currentName =
    kind === 'video'
      ? t('adminLearning.upload.currentVideo')
      : kind === 'pdf'
        ? t('adminLearning.upload.currentFile')
        : t('adminLearning.upload.currentImage');
  const removeLabel =
    kind === 'video'
      ? t('adminLearning.upload.removeVideo')
      : kind === 'pdf'
        ? t('adminLearning.upload.removeFile')
        : t('adminLearning.upload.removeImage');
  return (
    <div className="flex flex-wrap items-start gap-3">
      {preview && (
        <img
          src={preview}
          alt={t('adminLearning.upload.preview')}
          className="h-20 w-36 shrink-0 rounded-md object-cover"
          data-testid="learning-file-preview"
        />
      )}
      {disabled || readonly ? (
        <p className="text-sm text-slate-600">
          {has ? t('adminLearning.upload.uploaded', { name: name ?? currentName }) : t('adminLearning.upload.noFile')}
        </p>
      ) : (
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <UploadField
            inputId={id}
            hideLabel
            label={label}
            kind={kind}
            current={has ? (name ?? currentName) : null}
            onUploaded={(fid, n) => {
              setName(n);
              onChange(fid);
            }}
          />
          {has && !required && (
            <Button variant="ghost" size="sm" onClick={() => onChange(nullable ? null : undefined)}>
              {removeLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

const isPreview = (v: unknown): v is { id: number; url: string } =>
  typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string';

/** A video's playlists (an array of playlist ids) as named checkboxes. */
export function PlaylistChecklistWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps<FormRecord>) {
  const t = useT();
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
        {q.loading && !q.data && (
          <span className="text-sm text-slate-500">{t('adminLearning.playlistChecklist.loading')}</span>
        )}
        {q.data && q.data.playlists.length === 0 && (
          <span className="text-sm text-slate-500">{t('adminLearning.playlistChecklist.empty')}</span>
        )}
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

/** The assessment's course (a course id, optional): the courses by title, or "No course". */
export function CourseSelectWidget({ id, value, onChange, disabled, readonly }: WidgetProps<FormRecord>) {
  const t = useT();
  const q = useApiQuery<{ courses: AdminCourse[] }>('/e-learning-courses');
  return (
    <select
      id={id}
      className="input appearance-auto"
      value={typeof value === 'number' ? String(value) : ''}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
    >
      <option value="">
        {q.loading && !q.data ? t('adminLearning.courseSelect.loading') : t('adminLearning.courseSelect.none')}
      </option>
      {(q.data?.courses ?? [])
        .filter((c) => c.status !== 3 || c._id === value)
        .map((c) => (
          <option key={c._id} value={String(c._id)}>
            {c.title}
          </option>
        ))}
    </select>
  );
}

type AnswerOption = { label: string; is_correct: boolean };
const asOptions = (v: unknown): AnswerOption[] =>
  Array.isArray(v)
    ? v.map((o: unknown) => {
        const r = (typeof o === 'object' && o !== null ? o : {}) as Partial<AnswerOption>;
        return { label: typeof r.label === 'string' ? r.label : '', is_correct: r.is_correct === true };
      })
    : [];

/**
 * A question's options (2-8 of `{label, is_correct}`): a text box each, one radio for the right answer
 * (so exactly one is right, E-10711), Remove (down to 2) and Add option (up to 8).
 */
export function AnswerOptionsWidget({ id, value, onChange, disabled, readonly, schema }: WidgetProps<FormRecord>) {
  const t = useT();
  const options = asOptions(value);
  const locked = disabled || readonly;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : 8;
  const min = typeof schema.minItems === 'number' ? schema.minItems : 2;
  const set = (next: AnswerOption[]) => onChange(next);
  const legendId = `${id}-legend`;
  return (
    <div id={id} role="group" aria-labelledby={legendId} className="flex flex-col gap-2">
      <span id={legendId} className="text-sm font-medium text-slate-700">
        {t('adminLearning.answers.legend')}
      </span>
      {options.map((o, j) => (
        <div key={j} className="flex flex-wrap items-center gap-2 sm:flex-nowrap" data-answer-option={j + 1}>
          <label htmlFor={`${id}-${j}`} className="sr-only">
            {t('adminLearning.answers.option', { n: j + 1 })}
          </label>
          <input
            id={`${id}-${j}`}
            className="input min-w-0 flex-1"
            value={o.label}
            placeholder={t('adminLearning.answers.option', { n: j + 1 })}
            disabled={locked}
            onChange={(e) => set(options.map((x, k) => (k === j ? { ...x, label: e.target.value } : x)))}
          />
          <label className="flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-700">
            <input
              type="radio"
              name={`${id}-right`}
              checked={o.is_correct}
              disabled={locked}
              aria-label={t('adminLearning.answers.rightFor', { n: j + 1 })}
              className="size-4 accent-brand-600"
              onChange={() => set(options.map((x, k) => ({ ...x, is_correct: k === j })))}
            />
            <span aria-hidden="true">{t('adminLearning.answers.right')}</span>
          </label>
          {!locked && (
            <Button
              variant="ghost"
              size="sm"
              disabled={options.length <= min}
              aria-label={t('adminLearning.answers.removeOption', { n: j + 1 })}
              onClick={() => {
                const next = options.filter((_, k) => k !== j);
                if (o.is_correct && next.length) next[0] = { ...next[0], is_correct: true };
                set(next);
              }}
            >
              {t('adminLearning.remove')}
            </Button>
          )}
        </div>
      ))}
      {!locked && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={options.length >= max}
          onClick={() => set([...options, { label: '', is_correct: options.length === 0 }])}
        >
          {t('adminLearning.answers.add')}
        </Button>
      )}
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
/** The course form: its image (the page adds the stored image's preview). */
export const courseFormUi = {
  thumbnail_file_id: { 'ui:widget': 'learningFile', 'ui:options': { kind: 'image' } },
};
/** The assessment form: the course picker and each question's options with the right answer. */
export const assessmentFormUi = {
  course_id: { 'ui:widget': 'courseSelect' },
  questions: { items: { options: { 'ui:widget': 'answerOptions' } } },
};
/** Every widget the learning admin forms name. */
export const learningWidgets = {
  playlistVideos: PlaylistVideosWidget,
  learningFile: LearningFileWidget,
  playlistChecklist: PlaylistChecklistWidget,
  courseSelect: CourseSelectWidget,
  answerOptions: AnswerOptionsWidget,
};
