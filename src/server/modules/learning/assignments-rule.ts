import { AppError } from '../../../shared/app-error.js';
import type { Db, Trx } from '../../db/index.js';

/**
 * The completion rule of an assignment chapter (docs/learning.md "Assignments"), kept apart from assignments.ts so
 * chapter-progress.ts can call it without importing the completion itself: the chapter completes once it is
 * submitted, or, when the chapter says an admin reviews it (`review_required`), once the submission is accepted.
 */
export async function requireAssignmentDone(db: Db | Trx, userId: number, chapterId: number): Promise<void> {
  // One after the other: inside a transaction both would wait for its one connection anyway.
  const chapter = await db
    .selectFrom('course_chapters')
    .select('review_required')
    .where('id', '=', chapterId)
    .executeTakeFirst();
  const submission = await db
    .selectFrom('course_assignment_submissions')
    .select('state')
    .where('user_id', '=', userId)
    .where('chapter_id', '=', chapterId)
    .executeTakeFirst();
  // A returned submission is to be submitted again.
  if (!submission || submission.state === 'returned')
    throw new AppError('E-10840', { data: { state: submission?.state ?? null } });
  if (chapter?.review_required && submission.state !== 'accepted')
    throw new AppError('E-10841', { data: { state: submission.state } });
}

/** The state of each assignment of a course for one learner, for the course page's progress (course-view.ts). */
export async function assignmentStates(db: Db, userId: number, courseId: number) {
  const rows = await db
    .selectFrom('course_assignment_submissions as s')
    .innerJoin('course_chapters as c', 'c.id', 's.chapter_id')
    .select(['s.chapter_id', 's.state', 'c.review_required'])
    .where('s.user_id', '=', userId)
    .where('s.course_id', '=', courseId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.chapter_id,
      r.state === 'accepted' || (r.state === 'submitted' && !r.review_required)
        ? ('ready' as const)
        : ('in_progress' as const),
    ]),
  );
}
