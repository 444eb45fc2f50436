import type { MessageKey } from '../../../../i18n/browser';

/** Shapes of the learning admin answers (src/server/modules/learning/response-schemas.ts). */
export type AdminCourse = {
  _id: number;
  title: string;
  description: string;
  difficulty: number;
  duration: number;
  start_date: string | null;
  end_date: string | null;
  status: number;
  thumbnail_file_id: number | null;
  thumbnail_url: string | null;
  enrolments: number;
  chapters: number;
};
export type AdminChapter = {
  _id: number;
  title: string;
  content_type: 'Document' | 'Video' | 'Assignment' | 'Url';
  file_type: string;
  file_id: number | null;
  file_name: string | null;
  file_url: string | null;
  mime: string | null;
  url: string | null;
  body: string;
  duration: number;
  is_mandatory: boolean;
  review_required: boolean;
  sequence: number;
};
export type AdminSection = { _id: number; title: string; sequence: number; chapters: AdminChapter[] };
export type AdminCourseDetail = { course: Omit<AdminCourse, 'enrolments' | 'chapters'>; sections: AdminSection[] };
export type AdminVideo = {
  _id: number;
  title: string;
  description: string;
  category_id: number;
  category: string;
  duration: number;
  video_url: string | null;
  mime: string;
  thumbnail_url: string | null;
  file_id: number;
  thumbnail_file_id: number | null;
  playlist_ids: number[];
};

/** Catalogue keys of the course difficulty and status labels (translated where shown). */
export const DIFFICULTY: Partial<Record<number, MessageKey>> = {
  1: 'adminLearning.difficulty.1',
  2: 'adminLearning.difficulty.2',
  3: 'adminLearning.difficulty.3',
};
export const COURSE_STATUS: Partial<Record<number, MessageKey>> = {
  1: 'adminLearning.courseStatus.1',
  2: 'adminLearning.courseStatus.2',
  3: 'adminLearning.courseStatus.3',
};
export const VIDEO_CATEGORIES = [
  'Saving',
  'Pension Schemes',
  'Life Insurance',
  'General Insurance',
  'Mutual Funds',
  'Gold',
  'Taxation',
  'Loans & Credit Cards',
  'Wills & Nominations',
  'Alternate Investments',
  "Children's Educations",
  'Retirement',
].map((name, i) => ({ value: String(i + 1), label: name }));
/** admin/video-playlists: a playlist with its videos' ids in playing order. */
export type AdminPlaylist = {
  _id: number;
  name: string;
  thumbnail_file_id: number | null;
  thumbnail_url: string | null;
  video_ids: number[];
};
