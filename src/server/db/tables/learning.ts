import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../column-types.js';

/** Tables of the learning center (migration 0900-learning; docs/learning.md). */

type Opt<T> = ColumnType<T, T | undefined, T>;
type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type LearningFileKind = 'video' | 'pdf' | 'image';
/**
 * `hi` (migration 2301-content-hindi-learning): the Hindi values of a record's text fields under their English names
 * (docs/i18n.md "Admin content in Hindi"); `{}` when none. Read through `localised()` (src/server/content-locale.ts).
 */
export type HiValues = Record<string, string | string[]>;
export type HiColumn = ColumnType<HiValues, string | undefined, string>;

export type LearningFilesTable = {
  id: Generated<number>;
  name: string;
  kind: LearningFileKind;
  mime: string;
  size_bytes: number;
  original_name: string | null;
  created_by: number | null;
  created_at: Timestamp;
  /** migration 3200-learning-hindi-media: the file's Hindi version, served to a Hindi reader's link (file-links.ts). */
  hi_file_id: ColumnType<number | null, number | null | undefined, number | null>;
};

export type LearningUploadsTable = {
  id: string;
  user_id: number;
  kind: LearningFileKind;
  original_name: string;
  size_bytes: number;
  received_bytes: Opt<number>;
  file_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CoursesTable = {
  hi: HiColumn;
  id: Generated<number>;
  title: string;
  description: Opt<string>;
  /** 1 Beginner, 2 Intermediate, 3 Advanced */
  difficulty: number;
  duration_minutes: number;
  thumbnail_file_id: number | null;
  start_date: string | null;
  end_date: string | null;
  sequence: Opt<number>;
  /** 1 published, 2 draft, 3 archived */
  status: Opt<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CourseSectionsTable = {
  hi: HiColumn;
  id: Generated<number>;
  course_id: number;
  title: string;
  sequence: Opt<number>;
  created_at: Timestamp;
};

export type ChapterContentType = 'Document' | 'Video' | 'Assignment' | 'Url';
export type ChapterFileType = 'url' | 'mp4' | 'pdf' | 'doc' | 'jpeg';

export type CourseChaptersTable = {
  hi: HiColumn;
  id: Generated<number>;
  course_id: number;
  section_id: number;
  title: string;
  content_type: ChapterContentType;
  file_type: ChapterFileType;
  file_id: number | null;
  url: string | null;
  body: Opt<string>;
  duration_minutes: Opt<number>;
  is_mandatory: Opt<boolean>;
  /** migration 3190: an assignment completes only once an admin accepts the submission. */
  review_required: Opt<boolean>;
  sequence: Opt<number>;
  /** 1 active, 3 deleted */
  status: Opt<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CourseEnrolmentsTable = {
  id: Generated<number>;
  course_id: number;
  user_id: number;
  /** 1 inProgress, 2 completed, 3 cancelled */
  progress: Opt<number>;
  seconds_spent: Opt<number>;
  enrolled_at: Timestamp;
  completed_at: NullableDate;
  last_opened_at: NullableDate;
};

export type CourseChapterCompletionsTable = {
  user_id: number;
  chapter_id: number;
  course_id: number;
  completed_at: Timestamp;
};

/** migration 3150-course-certificates: one per person and course, as printed. */
export type CourseCertificatesTable = {
  code: string;
  user_id: number;
  course_id: number;
  holder_name: string;
  course_title: string;
  duration_minutes: number;
  completed_at: Timestamp;
  issued_at: Timestamp;
};

/** migration 3160-chapter-progress: what a person watched or opened of a chapter (docs/learning.md "Completion"). */
export type CourseChapterProgressTable = {
  user_id: number;
  chapter_id: number;
  course_id: number;
  /** Merged, sorted [from, to] pairs of seconds of the video the server accepted as played. */
  intervals: ColumnType<Array<[number, number]>, string | undefined, string>;
  watched_seconds: Opt<number>;
  last_beat_at: NullableDate;
  opened_at: NullableDate;
  reached_end_at: NullableDate;
  updated_at: Timestamp;
};

export type AssignmentState = 'submitted' | 'accepted' | 'returned';

/** migration 3190-assignment-submissions: a person's latest submission of an assignment chapter (docs/learning.md "Assignments"). */
export type CourseAssignmentSubmissionsTable = {
  id: Generated<number>;
  user_id: number;
  chapter_id: number;
  course_id: number;
  answer: Opt<string>;
  /** `uploads/assignments/<32 hex>.<ext>` in the file storage. */
  file_key: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  state: ColumnType<AssignmentState, AssignmentState | undefined, AssignmentState>;
  review_comment: string | null;
  reviewed_by: number | null;
  reviewed_at: NullableDate;
  submitted_at: Timestamp;
};

/** Watched coverage of library videos, journey topic videos and recorded webinars (migration 3180). */
export type MediaWatchKind = 'video' | 'topic' | 'webinar';
export type MediaWatchProgressTable = {
  user_id: number;
  subject_kind: MediaWatchKind;
  subject_id: number;
  /** Merged, sorted [from, to] pairs of seconds of the video the server accepted as played. */
  intervals: ColumnType<Array<[number, number]>, string | undefined, string>;
  watched_seconds: Opt<number>;
  duration_seconds: Opt<number>;
  last_beat_at: NullableDate;
  opened_at: NullableDate;
  reached_at: NullableDate;
  updated_at: Timestamp;
};

export type CourseTimeSessionsTable = {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  chapter_id: number;
  started_at: Timestamp;
  last_beat_at: Timestamp;
  last_seq: Opt<number>;
  seconds: Opt<number>;
};

export type AssessmentsTable = {
  hi: HiColumn;
  id: Generated<number>;
  course_id: number | null;
  title: string;
  description: Opt<string>;
  pass_mark: number;
  max_attempts: number | null;
  /** 1 active, 2 draft, 3 deleted */
  status: Opt<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AssessmentQuestionsTable = {
  hi: HiColumn;
  id: Generated<number>;
  assessment_id: number;
  question: string;
  sequence: Opt<number>;
};

export type AssessmentOptionsTable = {
  hi: HiColumn;
  id: Generated<number>;
  question_id: number;
  label: string;
  is_correct: Opt<boolean>;
  sequence: Opt<number>;
};

export type AssessmentAttemptsTable = {
  id: Generated<number>;
  assessment_id: number;
  user_id: number;
  correct: number;
  total: number;
  score: number;
  passed: boolean;
  answers: Json<Array<{ question_id: number; option_id: number | null; correct: boolean }>>;
  created_at: Timestamp;
};

export type VideoCategoriesTable = { id: number; name: string };

export type ElearningVideosTable = {
  hi: HiColumn;
  id: Generated<number>;
  title: string;
  description: Opt<string>;
  category_id: number;
  duration_minutes: number;
  file_id: number;
  thumbnail_file_id: number | null;
  /** 1 active, 3 deleted */
  status: Opt<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type VideoPlaylistsTable = {
  /** migration 3200-learning-hindi-media: the Hindi values of `name`. */
  hi: HiColumn;
  id: Generated<number>;
  name: string;
  thumbnail_file_id: number | null;
  status: Opt<number>;
  created_at: Timestamp;
};

export type VideoPlaylistItemsTable = { playlist_id: number; video_id: number; sequence: Opt<number> };

/** The learning tables, merged into `Database` (src/server/db/types.ts). */
export type LearningTables = {
  learning_files: LearningFilesTable;
  learning_uploads: LearningUploadsTable;
  courses: CoursesTable;
  course_sections: CourseSectionsTable;
  course_chapters: CourseChaptersTable;
  course_enrolments: CourseEnrolmentsTable;
  course_chapter_completions: CourseChapterCompletionsTable;
  course_certificates: CourseCertificatesTable;
  course_chapter_progress: CourseChapterProgressTable;
  course_assignment_submissions: CourseAssignmentSubmissionsTable;
  course_time_sessions: CourseTimeSessionsTable;
  media_watch_progress: MediaWatchProgressTable;
  assessments: AssessmentsTable;
  assessment_questions: AssessmentQuestionsTable;
  assessment_options: AssessmentOptionsTable;
  assessment_attempts: AssessmentAttemptsTable;
  video_categories: VideoCategoriesTable;
  elearning_videos: ElearningVideosTable;
  video_playlists: VideoPlaylistsTable;
  video_playlist_items: VideoPlaylistItemsTable;
};
