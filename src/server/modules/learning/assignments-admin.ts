import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { AssignmentState } from '../../db/tables/learning.js';
import type { FileStorage } from '../../storage/index.js';
import type { Learner } from './courses.js';
import { learnerChanged } from './course-view.js';
import { complete } from './enrolment.js';
import type { MediaFactsOf } from './media-facts.js';
import {
  COMMENT_MAX_CHARS,
  storedFileOf,
  SUBMISSION_COLUMNS,
  submissionView,
  type SubmissionRow,
} from './assignments.js';

/** The admin side of assignments (docs/learning.md "Assignments"): the submissions list, one submission, the review. */

const adminQuery = (db: Db) =>
  db
    .selectFrom('course_assignment_submissions as s')
    .innerJoin('course_chapters as ch', 'ch.id', 's.chapter_id')
    .innerJoin('courses as co', 'co.id', 's.course_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('companies as cp', 'cp.id', 'u.company_id')
    .select(SUBMISSION_COLUMNS)
    .select([
      's.user_id',
      'ch.title as chapter_title',
      'ch.review_required',
      'co.title as course_title',
      'u.first_name',
      'u.last_name',
      'u.email',
      'cp.company_name',
    ]);

type AdminRow = SubmissionRow & {
  user_id: number;
  chapter_title: string;
  review_required: boolean;
  course_title: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  company_name: string | null;
};

function adminView(r: AdminRow) {
  return {
    ...submissionView(r, r.review_required),
    user_id: r.user_id,
    name: [r.first_name, r.last_name].filter(Boolean).join(' ') || (r.email ?? ''),
    email: r.email ?? '',
    company_name: r.company_name,
    course_title: r.course_title,
    chapter_title: r.chapter_title,
  };
}

/**
 * GET admin/assignment-submissions: newest first, of one course, one state, and reviewed chapters or not (at most
 * 500); `state=submitted&review_required=true` is what waits for a decision.
 */
export async function listSubmissions(
  db: Db,
  filter: { course_id?: number; state?: AssignmentState; review_required?: boolean },
) {
  let q = adminQuery(db);
  if (filter.course_id !== undefined) q = q.where('s.course_id', '=', filter.course_id);
  if (filter.state) q = q.where('s.state', '=', filter.state);
  if (filter.review_required !== undefined) q = q.where('ch.review_required', '=', filter.review_required);
  const rows = (await q.orderBy('s.submitted_at', 'desc').orderBy('s.id', 'desc').limit(500).execute()) as AdminRow[];
  return rows.map(adminView);
}

async function adminRow(db: Db, id: number) {
  const row = (await adminQuery(db).where('s.id', '=', id).executeTakeFirst()) as AdminRow | undefined;
  if (!row) throw new AppError('E-10507');
  return row;
}

export const submissionDetail = async (db: Db, id: number) => adminView(await adminRow(db, id));

export async function submissionFile(db: Db, id: number) {
  return storedFileOf(await adminRow(db, id));
}

/**
 * POST admin/assignment-submissions/:id/review: accept, or return with a comment (E-10847). Only a submission
 * waiting for review can be reviewed (E-10846), so two admins at once decide once. An acceptance of a reviewed chapter
 * completes it for the learner (when their enrolment is still active; otherwise their own "Mark as complete" does
 * later). A return never takes back a completion already recorded (a chapter completed on submission stays complete).
 */
export async function reviewSubmission(
  deps: { db: Db; factsOf: MediaFactsOf },
  reviewerId: number,
  id: number,
  input: { decision: 'accept' | 'return'; comment?: string },
) {
  const { db } = deps;
  const row = await adminRow(db, id);
  const comment = (input.comment ?? '').trim().slice(0, COMMENT_MAX_CHARS);
  if (input.decision === 'return' && !comment) throw new AppError('E-10847');
  const updated = await db
    .updateTable('course_assignment_submissions')
    .set({
      state: input.decision === 'accept' ? 'accepted' : 'returned',
      review_comment: comment || null,
      reviewed_by: reviewerId,
      reviewed_at: new Date(),
    })
    .where('id', '=', id)
    .where('state', '=', 'submitted')
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('E-10846');
  learnerChanged(row.user_id);
  let chapterCompleted = false;
  if (input.decision === 'accept') {
    const user = await db.selectFrom('users').select('company_id').where('id', '=', row.user_id).executeTakeFirst();
    const learner: Learner = { userId: row.user_id, companyId: user?.company_id ?? null };
    const done = await complete(db, learner, row.course_id, row.chapter_id, deps.factsOf).catch(() => null);
    chapterCompleted = done?.chapter_completed ?? false;
  }
  return { submission: adminView(await adminRow(db, id)), chapter_completed: chapterCompleted };
}

/**
 * Stored assignment files that no submission names any more (an erased person's, a replaced file whose removal
 * failed, a write whose row was refused) are removed once idle for `idleMinutes` (a fresh one may belong to a
 * submission being written). The scheduled task learning.sweep-assignment-files runs it hourly (jobs.ts).
 */
export async function sweepAssignmentFiles(
  { db, storage }: { db: Db; storage: FileStorage },
  opts: { now?: Date; idleMinutes?: number } = {},
): Promise<{ removed: number }> {
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.idleMinutes ?? 10) * 60_000;
  const stored = await storage.list('uploads/assignments/');
  if (!stored.length) return { removed: 0 };
  const named = new Set(
    (
      await db
        .selectFrom('course_assignment_submissions')
        .select('file_key')
        .where('file_key', 'is not', null)
        .execute()
    ).map((r) => r.file_key),
  );
  let removed = 0;
  for (const f of stored) {
    if (named.has(f.key) || f.modified.getTime() >= cutoff) continue;
    await storage.remove(f.key);
    removed++;
  }
  return { removed };
}
