import { API_BASE, apiGet, apiPost } from '../../api/api-client';
import { downloadFile } from '../../api/download';
import type { Completed } from './learning-api';

/** Assignment submissions (docs/learning.md "Assignments"; src/server/modules/learning/assignments-routes.ts). */
export type AssignmentState = 'submitted' | 'accepted' | 'returned';
export type Submission = {
  _id: number;
  chapter_id: number;
  course_id: number;
  answer: string;
  file: { name: string; mime: string; size: number } | null;
  state: AssignmentState;
  review_required: boolean;
  review_comment: string | null;
  reviewed_at: string | null;
  submitted_at: string;
};
export type MySubmission = { review_required: boolean; submission: Submission | null };
export type AdminSubmission = Submission & {
  user_id: number;
  name: string;
  email: string;
  company_name: string | null;
  course_title: string;
  chapter_title: string;
};

/** What the server takes (checked again there by content: E-10843, E-10844). */
export const ASSIGNMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ASSIGNMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const ANSWER_MAX_CHARS = 8000;

export const mySubmissionPath = (chapterId: number) => `/courses/chapters/${chapterId}/submission`;

export function submitAssignment(chapterId: number, answer: string, file: File | null) {
  const form = new FormData();
  form.append('answer', answer);
  if (file) form.append('file', file, file.name);
  return apiPost<{ submission: Submission; completion: Completed | null }>(mySubmissionPath(chapterId), form);
}

export const downloadMyFile = (chapterId: number, name: string) =>
  downloadFile(`${API_BASE}${mySubmissionPath(chapterId)}/file`, name);

/** The admin list's filter: waiting for a decision, submitted where no review is needed, accepted, returned, all. */
export type SubmissionFilter = 'waiting' | 'unreviewed' | 'accepted' | 'returned' | 'all';
export const SUBMISSION_FILTERS: SubmissionFilter[] = ['waiting', 'unreviewed', 'accepted', 'returned', 'all'];

export const adminSubmissionsPath = (courseId: number | null, filter: SubmissionFilter) => {
  const q = new URLSearchParams();
  if (courseId) q.set('course_id', String(courseId));
  if (filter === 'waiting' || filter === 'unreviewed') {
    q.set('state', 'submitted');
    q.set('review_required', String(filter === 'waiting'));
  } else if (filter !== 'all') q.set('state', filter);
  const s = q.toString();
  return `/admin/assignment-submissions${s ? `?${s}` : ''}`;
};
export const adminSubmission = (id: number) => apiGet<AdminSubmission>(`/admin/assignment-submissions/${id}`);
export const downloadSubmissionFile = (id: number, name: string) =>
  downloadFile(`${API_BASE}/admin/assignment-submissions/${id}/file`, name);
export const reviewSubmission = (id: number, decision: 'accept' | 'return', comment: string) =>
  apiPost<{ submission: AdminSubmission; chapter_completed: boolean }>(`/admin/assignment-submissions/${id}/review`, {
    decision,
    ...(comment.trim() ? { comment } : {}),
  });
