import { arrayOf as arr, bool, int, nullable as nul, objectOf as obj, str } from '../../plugins/api-schemas.js';

/** Answer schemas of the assignment calls (assignments-routes.ts, docs/learning.md "Assignments"). */

const state = { type: 'string', enum: ['submitted', 'accepted', 'returned'] };
const fields = {
  _id: int,
  chapter_id: int,
  course_id: int,
  answer: str,
  file: nul(obj({ name: str, mime: str, size: int })),
  state,
  review_required: bool,
  review_comment: nul(str),
  reviewed_at: nul(str),
  submitted_at: str,
};
export const submission = obj(fields);
export const mySubmissionAnswer = obj({ review_required: bool, submission: nul(submission) });
export const adminSubmission = obj({
  ...fields,
  user_id: int,
  name: str,
  email: str,
  company_name: nul(str),
  course_title: str,
  chapter_title: str,
});
export const adminSubmissionList = obj({ submissions: arr(adminSubmission) });
