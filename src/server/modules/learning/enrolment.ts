import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { actionFor, COURSE_COLUMNS, FEATURE_ELEARNING, isOpen, PROGRESS, viewUrl, type Learner } from './courses.js';
import { completedSet, lockState, outline, required } from './course-outline.js';
import { learnerChanged } from './course-view.js';
import { requireChapterReady } from './chapter-progress.js';
import type { MediaFactsOf } from './media-facts.js';

/** A learner's enrolment in a course: enrol, cancel, and chapter and course completion (docs/learning.md). */

/** courses/enroll: open courses only (E-10709); twice E-10079; a cancelled enrolment may restart. */
export async function enrol(db: Db, who: Learner, courseId: number) {
  learnerChanged(who.userId);
  const c = await db.selectFrom('courses').select(COURSE_COLUMNS).where('id', '=', courseId).executeTakeFirst();
  if (!c || c.status === 2) throw new AppError('E-10507');
  const result = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('course_enrolments')
      .select(['id', 'progress'])
      .where('course_id', '=', courseId)
      .where('user_id', '=', who.userId)
      .forUpdate()
      .executeTakeFirst();
    if (existing && existing.progress !== PROGRESS.CANCELLED) throw new AppError('E-10079');
    if (!isOpen(c)) throw new AppError('E-10709');
    if (existing) {
      await trx
        .updateTable('course_enrolments')
        .set({ progress: PROGRESS.IN_PROGRESS, enrolled_at: new Date(), completed_at: null })
        .where('id', '=', existing.id)
        .execute();
    } else {
      // Two simultaneous first enrolments: the unique key lets one in; the other answers E-10079.
      const inserted = await trx
        .insertInto('course_enrolments')
        .values({ course_id: courseId, user_id: who.userId })
        .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new AppError('E-10079');
    }
    await logActivity(trx, {
      userId: who.userId,
      companyId: who.companyId,
      actionId: ACTION.ENROLL,
      featureId: FEATURE_ELEARNING,
      navigationUrl: viewUrl(courseId),
    });
    return { course_id: courseId, progress: PROGRESS.IN_PROGRESS, action: actionFor(PROGRESS.IN_PROGRESS) };
  });
  return result;
}

/** Cancels the learner's enrolment (progress 3); completed chapters are kept. */
export async function cancelEnrolment(db: Db, who: Learner, courseId: number) {
  learnerChanged(who.userId);
  const updated = await db
    .updateTable('course_enrolments')
    .set({ progress: PROGRESS.CANCELLED })
    .where('course_id', '=', courseId)
    .where('user_id', '=', who.userId)
    .where('progress', '=', PROGRESS.IN_PROGRESS)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new AppError('E-10707');
  await logActivity(db, {
    userId: who.userId,
    companyId: who.companyId,
    actionId: ACTION.CANCEL,
    featureId: FEATURE_ELEARNING,
    navigationUrl: viewUrl(courseId),
  });
  return { course_id: courseId, progress: PROGRESS.CANCELLED, action: actionFor(PROGRESS.CANCELLED) };
}

/**
 * courses/completed: marks a chapter complete (it must be unlocked, E-10708) and completes the course
 * once every required chapter is; without chapter_id it completes the course if that holds already.
 * A video, document or link chapter completes only once its rule is met (chapter-progress.ts, E-10830-E-10832).
 * One transaction with the enrolment row locked, so a double click logs each step once.
 */
export async function complete(
  db: Db,
  who: Learner,
  courseId: number,
  chapterId: number | undefined,
  factsOf: MediaFactsOf,
) {
  learnerChanged(who.userId);
  // The chapter's file facts are read before the transaction: reading them inside it would wait for the one
  // connection the transaction holds on PGlite.
  const file =
    chapterId === undefined
      ? undefined
      : await db.selectFrom('course_chapters').select('file_id').where('id', '=', chapterId).executeTakeFirst();
  const facts = await factsOf(file?.file_id ?? null);
  return db.transaction().execute(async (trx) => {
    const e = await trx
      .selectFrom('course_enrolments')
      .select(['id', 'progress'])
      .where('course_id', '=', courseId)
      .where('user_id', '=', who.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!e || e.progress === PROGRESS.CANCELLED) throw new AppError('E-10707');
    const { ordered } = await outline(trx, courseId);
    const done = await completedSet(trx, who.userId, courseId);
    let chapterCompleted = false;
    if (chapterId !== undefined) {
      const ch = ordered.find((c) => c.id === chapterId);
      if (!ch) throw new AppError('E-10507');
      if (lockState(ordered, done).get(chapterId)) throw new AppError('E-10708');
      if (!done.has(chapterId)) {
        await requireChapterReady(trx, who.userId, ch, facts);
        await trx
          .insertInto('course_chapter_completions')
          .values({ user_id: who.userId, chapter_id: chapterId, course_id: courseId })
          .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doNothing())
          .execute();
        done.add(chapterId);
        chapterCompleted = true;
        await logActivity(trx, {
          userId: who.userId,
          companyId: who.companyId,
          actionId: ACTION.COMPLETED,
          featureId: FEATURE_ELEARNING,
          navigationUrl: viewUrl(courseId, chapterId),
        });
      }
    }
    const allDone = ordered.length > 0 && required(ordered).every((c) => done.has(c.id));
    let courseCompleted = false;
    if (allDone && e.progress === PROGRESS.IN_PROGRESS) {
      await trx
        .updateTable('course_enrolments')
        .set({ progress: PROGRESS.COMPLETED, completed_at: new Date() })
        .where('id', '=', e.id)
        .execute();
      courseCompleted = true;
      await logActivity(trx, {
        userId: who.userId,
        companyId: who.companyId,
        actionId: ACTION.COMPLETED,
        featureId: FEATURE_ELEARNING,
        navigationUrl: viewUrl(courseId),
      });
    } else if (chapterId === undefined && !allDone) {
      throw new AppError('E-10708');
    }
    const progress = allDone ? PROGRESS.COMPLETED : e.progress;
    const total = ordered.length;
    const doneCount = ordered.filter((c) => done.has(c.id)).length;
    return {
      course_id: courseId,
      chapter_id: chapterId ?? null,
      chapter_completed: chapterCompleted,
      course_completed: courseCompleted,
      progress,
      action: actionFor(progress),
      completed_chapters: doneCount,
      total_chapters: total,
      progress_percent: total === 0 ? 0 : Math.round((doneCount / total) * 100),
    };
  });
}
