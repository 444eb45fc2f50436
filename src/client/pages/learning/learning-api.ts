import { t } from '../../../i18n/browser';
import type { AssessmentRecord as AssessmentInput } from '../../../shared/generated/entities/assessment';
import type { CourseChapterRecord as ChapterInput } from '../../../shared/generated/entities/course-chapter';
import type { CourseRecord as CourseInput } from '../../../shared/generated/entities/course';
import type { ElearningVideoRecord as VideoInput } from '../../../shared/generated/entities/elearning-video';
import { API_BASE, apiGet, apiPost } from '../../api/api-client';
import { ApiError, toApiError } from '../../api/api-error';
import { sessionHeaders } from '../../session/session-keys';

export type { AssessmentInput, ChapterInput, CourseInput, VideoInput };

/** Shapes of the learning answers (src/server/modules/learning/response-schemas.ts). */
export type CourseSummary = {
  _id: number;
  title: string;
  description: string;
  difficulty: number;
  difficulty_label: string;
  duration: number;
  start_date: string | null;
  end_date: string | null;
  status: number;
  status_label: string;
  progress: number | null;
  action: string;
  total_chapters: number;
  completed_chapters: number;
  progress_percent: number;
  seconds_spent: number;
  thumbnail_url: string | null;
  archived: boolean;
};
export type LearnerChapter = {
  _id: number;
  title: string;
  content_type: 'Document' | 'Video' | 'Assignment' | 'Url';
  file_type: string;
  duration: number;
  is_mandatory: boolean;
  completed: boolean;
  locked: boolean;
  file_url: string | null;
  mime: string | null;
  url: string | null;
  body: string;
  /** The completion rule and where the learner stands (null when not enrolled; docs/learning.md "Completion"). */
  progress: ChapterProgress | null;
};
export type ChapterProgress = {
  rule: 'watch' | 'read' | 'open' | 'submit' | 'confirm';
  state: 'not_started' | 'in_progress' | 'ready' | 'completed';
  coverage_percent: number | null;
  seconds_left: number;
};
export type CourseView = {
  course: CourseSummary;
  sections: Array<{ _id: number; title: string; chapters: LearnerChapter[] }>;
  assessments: Array<{
    _id: number;
    title: string;
    pass_mark: number;
    max_attempts: number | null;
    best_score: number | null;
    attempts_used: number;
    passed: boolean;
  }>;
};
export type Completed = {
  course_id: number;
  chapter_id: number | null;
  chapter_completed: boolean;
  course_completed: boolean;
  progress: number;
  action: string;
  completed_chapters: number;
  total_chapters: number;
  progress_percent: number;
};
export type Video = {
  _id: number;
  title: string;
  description: string;
  category_id: number;
  category: string;
  duration: number;
  video_url: string | null;
  mime: string;
  thumbnail_url: string | null;
};
export type VideoList = { categories: Array<{ _id: number; name: string; count: number }>; videos: Video[] };
export type Playlist = { _id: number; name: string; thumbnail_url: string | null; videos: Video[] };
export type PlaylistByVideo = { playlist: Playlist | null; current_index: number; next_video_id: number | null };
export type AssessmentView = {
  _id: number;
  title: string;
  description: string;
  pass_mark: number;
  max_attempts: number | null;
  course_id: number | null;
  status: number;
  questions: Array<{
    _id: number;
    question: string;
    options: Array<{ _id: number; label: string; is_correct?: boolean }>;
  }>;
};
export type AttemptResult = {
  correct: number;
  total: number;
  score: number;
  pass_mark: number;
  passed: boolean;
  attempts_used: number;
  max_attempts: number | null;
  /** The right options are given once they cannot help a retake: after a pass or with no attempt left. */
  answers_revealed: boolean;
  review: Array<{
    question_id: number;
    question: string;
    chosen_option_id: number | null;
    chosen_label: string | null;
    correct: boolean;
    right_option_id: number | null;
    right_label: string | null;
  }>;
};
export type AttemptRow = {
  attempt: number;
  correct: number;
  total: number;
  score: number;
  passed: boolean;
  created_at: string;
};

export const enrol = (courseId: number) => apiPost<{ progress: number }>(`/courses/enroll/${courseId}`);
export const completeChapter = (courseId: number, chapterId: number) =>
  apiPost<Completed>('/courses/completed', { course_id: courseId, chapter_id: chapterId });
/** A video heartbeat: one interval actually played, in seconds of the video. */
export const chapterWatched = (chapterId: number, from: number, to: number) =>
  apiPost<{ coverage_percent: number; state: ChapterProgress['state']; seconds_left: number }>(
    `/courses/chapters/${chapterId}/watched`,
    { from, to },
  );
/** A library video's watched coverage (docs/learning.md "Completion"): counted as watched at 90 %. */
export type VideoWatch = {
  watched_seconds: number;
  duration_seconds: number;
  coverage_percent: number;
  seconds_left: number;
  watched: boolean;
};
/** A library video heartbeat: one interval actually played, in seconds of the video. */
export const videoWatched = (videoId: number, from: number, to: number) =>
  apiPost<VideoWatch>(`/e-learning-videos/${videoId}/watched`, { from, to });
export const chapterOpened = (chapterId: number, reachedEnd = false) =>
  apiPost<ChapterProgress>(`/courses/chapters/${chapterId}/opened`, reachedEnd ? { reached_end: true } : {});
export const captureTime = (beat: {
  course_id: number;
  chapter_id: number;
  session_id?: number;
  seq: number;
  active: boolean;
}) =>
  apiPost<{ session_id: number; accepted: boolean; heartbeat_seconds: number }>('/courses/capture-spent-time', beat);

export function formatMinutes(min: number): string {
  if (min < 60) return t('learning.minutes', { min });
  const h = Math.floor(min / 60);
  const m = min % 60;
  return m ? t('learning.hoursMinutes', { h, min: m }) : t('learning.hours', { h });
}

type UploadState = { upload_id: string; size: number; offset: number; chunk_size: number; file_id: number | null };
type Envelope = { status: string; status_code: string; message: string; data: unknown };
const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && 'status' in v && 'status_code' in v;

/** One chunk by XMLHttpRequest (fetch reports no upload progress). */
function sendChunk(id: string, offset: number, chunk: Blob, onLoaded: (bytes: number) => void): Promise<UploadState> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `${API_BASE}/learning/uploads/${id}?offset=${offset}`);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', 'application/offset+octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => onLoaded(e.loaded);
    xhr.onerror = () => reject(new ApiError('E-10074'));
    xhr.ontimeout = () => reject(new ApiError('E-10075'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(new ApiError('E-10001', { httpStatus: xhr.status }));
      }
      if (!isEnvelope(body)) return reject(new ApiError('E-10001', { httpStatus: xhr.status }));
      if (body.status === 'success') return resolve(body.data as UploadState);
      reject(new ApiError(body.status_code, { message: body.message, httpStatus: xhr.status, data: body.data }));
    };
    xhr.send(chunk);
  });
}

/** Refusals that resuming cannot fix: the file itself is wrong. */
const FINAL = new Set(['E-10705', 'E-10706', 'E-10516', 'E-10507', 'E-10506', 'E-10010', 'E-10017']);

/**
 * A resumable upload (docs/learning.md "Files"): the file goes in chunks; after a dropped
 * connection the server's offset is asked for and the upload continues from there. Progress is
 * whole percent 0-100 (docs/product-rules.md "Delays and limits"), and 0 again when done. Answers the stored file's id.
 */
export async function resumableUpload(
  file: File,
  kind: 'video' | 'pdf' | 'image',
  onProgress: (percent: number) => void,
): Promise<number> {
  const start = await apiPost<UploadState>('/learning/uploads', { kind, filename: file.name, size: file.size });
  let offset = 0;
  let fileId: number | null = null;
  let failures = 0;
  const pct = (bytes: number) => Math.min(100, Math.floor((bytes / file.size) * 100));
  try {
    while (fileId === null) {
      const end = Math.min(offset + start.chunk_size, file.size);
      try {
        const base = offset;
        const state = await sendChunk(start.upload_id, offset, file.slice(offset, end), (loaded) =>
          onProgress(pct(base + loaded)),
        );
        offset = state.offset;
        fileId = state.file_id;
        failures = 0;
      } catch (err) {
        const e = toApiError(err);
        if (FINAL.has(e.code) || ++failures > 8) throw e;
        await new Promise((r) => setTimeout(r, Math.min(8000, 500 * 2 ** failures)));
        // Ask the server what it has, and continue from there.
        const state = await apiGet<UploadState>(`/learning/uploads/${start.upload_id}`).catch(() => null);
        if (state) {
          offset = state.offset;
          fileId = state.file_id;
          onProgress(pct(offset));
        }
      }
    }
    onProgress(100);
    return fileId;
  } finally {
    onProgress(0);
  }
}
