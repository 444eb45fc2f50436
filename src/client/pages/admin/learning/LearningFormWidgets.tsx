import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useApiQuery } from '../../../api/use-api-query';
import type { FormRecord } from '../../../forms/schema-validator';
import type { AdminCourse } from './learning-admin-api';
import { AnswerOptionsWidget } from './AnswerOptionsWidget';
import { LearningFileWidget } from './LearningFileWidget';
import { PlaylistVideosWidget } from './PlaylistVideosWidget';
import { useT } from '../../../../i18n/browser';

/**
 * The learning admin forms' widgets and the uiSchema defaults that name them. The two pickers are
 * here; the playlist's videos, the file upload and a question's options have their own files.
 */

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
