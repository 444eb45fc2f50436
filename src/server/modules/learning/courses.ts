import { sql } from 'kysely';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import type { HiValues } from '../../db/tables/learning.js';
import { todayIST } from '../../../shared/ist.js';
import type { Db } from '../../db/index.js';
import type { FileLinks } from './file-links.js';

/**
 * The learner's courses: status and action rules (docs/learning.md "Course status"), a course's summary, the
 * course list and the home page's courses-in-progress widget.
 */

/** Feature id of e-learning in the activity log (docs/product-rules.md "Activity log": feature 1). */
export const FEATURE_ELEARNING = 1;

/** The course page (at a chapter) that the activity log links to. */
export const viewUrl = (courseId: number, chapterId?: number) =>
  `/client/learning-center/view-course?courseId=${courseId}${chapterId ? `&chapterId=${chapterId}` : ''}`;

export const COURSE_STATUS = { LOCKED: 1, NOT_STARTED: 2, IN_PROCESS: 3, COMPLETED: 4, SKIPPED: 5 } as const;
const STATUS_LABEL: Record<number, string> = {
  1: 'Locked',
  2: 'NotStarted',
  3: 'InProcess',
  4: 'Completed',
  5: 'Skipped',
};
export const PROGRESS = { IN_PROGRESS: 1, COMPLETED: 2, CANCELLED: 3 } as const;
const DIFFICULTY_LABEL: Record<number, string> = { 1: 'Beginner', 2: 'Intermediate', 3: 'Advanced' };

export type Learner = { userId: number; companyId: number | null };

type CourseRow = {
  id: number;
  title: string;
  description: string;
  difficulty: number;
  duration_minutes: number;
  start_date: string | null;
  end_date: string | null;
  status: number;
  thumbnail_file_id: number | null;
  hi: HiValues;
};

/** The action label (docs/product-rules.md "Course action label"). */
export function actionFor(progress: number | null): string {
  if (progress === PROGRESS.COMPLETED) return 'View Report';
  if (progress === PROGRESS.IN_PROGRESS) return 'Continue';
  if (progress === PROGRESS.CANCELLED) return 'Cancelled';
  return 'Enroll';
}

/** Open for enrolment today (IST): published, started, not ended. */
export function isOpen(c: Pick<CourseRow, 'status' | 'start_date' | 'end_date'>, today = todayIST()): boolean {
  return c.status === 1 && (!c.start_date || c.start_date <= today) && (!c.end_date || c.end_date >= today);
}

/** docs/learning.md "Course status": enrolment first, then whether the course is open. */
function statusFor(c: CourseRow, progress: number | null): number {
  if (progress === PROGRESS.COMPLETED) return COURSE_STATUS.COMPLETED;
  if (progress === PROGRESS.IN_PROGRESS) return COURSE_STATUS.IN_PROCESS;
  if (progress === PROGRESS.CANCELLED) return COURSE_STATUS.SKIPPED;
  return isOpen(c) ? COURSE_STATUS.NOT_STARTED : COURSE_STATUS.LOCKED;
}

export function summary(
  c: CourseRow,
  e: { progress: number; seconds_spent: number } | null,
  counts: { total: number; done: number },
  links: FileLinks,
  locale: Locale,
) {
  const progress = e ? e.progress : null;
  const status = statusFor(c, progress);
  const text = localised({ title: c.title, description: c.description, hi: c.hi }, locale);
  return {
    _id: c.id,
    title: text.title,
    description: text.description,
    difficulty: c.difficulty,
    difficulty_label: DIFFICULTY_LABEL[c.difficulty] ?? 'Beginner',
    duration: c.duration_minutes,
    start_date: c.start_date,
    end_date: c.end_date,
    status,
    status_label: STATUS_LABEL[status],
    progress,
    action: actionFor(progress),
    total_chapters: counts.total,
    completed_chapters: counts.done,
    progress_percent: counts.total === 0 ? 0 : Math.round((counts.done / counts.total) * 100),
    seconds_spent: e ? e.seconds_spent : 0,
    thumbnail_url: links(c.thumbnail_file_id),
    archived: c.status === 3,
  };
}

export const COURSE_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.description',
  'courses.difficulty',
  'courses.duration_minutes',
  'courses.start_date',
  'courses.end_date',
  'courses.status',
  'courses.thumbnail_file_id',
  'courses.hi',
] as const;

/** The courses the learner sees: published ones, and archived or draft ones they are enrolled in. */
export async function listCourses(db: Db, who: Learner, links: FileLinks, locale: Locale) {
  const rows = await db
    .selectFrom('courses')
    .leftJoin('course_enrolments as e', (j) =>
      j.onRef('e.course_id', '=', 'courses.id').on('e.user_id', '=', who.userId),
    )
    .select([...COURSE_COLUMNS, 'e.progress', 'e.seconds_spent'])
    .select((eb) => [
      eb
        .selectFrom('course_chapters as ch')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('ch.course_id', '=', 'courses.id')
        .where('ch.status', '=', 1)
        .as('total'),
      eb
        .selectFrom('course_chapter_completions as cc')
        .innerJoin('course_chapters as ch2', 'ch2.id', 'cc.chapter_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('cc.course_id', '=', 'courses.id')
        .where('cc.user_id', '=', who.userId)
        .where('ch2.status', '=', 1)
        .as('done'),
    ])
    .where((eb) => eb.or([eb('courses.status', '=', 1), eb('e.id', 'is not', null)]))
    .orderBy('courses.sequence')
    .orderBy('courses.id')
    .execute();
  return rows.map((r) =>
    summary(
      r,
      r.progress === null ? null : { progress: r.progress, seconds_spent: r.seconds_spent ?? 0 },
      { total: Number(r.total ?? 0), done: Number(r.done ?? 0) },
      links,
      locale,
    ),
  );
}

/**
 * The home page's courses-in-progress widget: the learner's open enrolments, last opened first, titled in the
 * reader's language (the course's Hindi title where one is written).
 */
export async function coursesInProgress(db: Db, userId: number, limit: number, locale: Locale = 'en-IN') {
  const rows = await db
    .selectFrom('course_enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select(['c.id', 'c.title', 'c.hi', 'e.progress'])
    .select((eb) => [
      eb
        .selectFrom('course_chapters as ch')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('ch.course_id', '=', 'c.id')
        .where('ch.status', '=', 1)
        .as('total'),
      eb
        .selectFrom('course_chapter_completions as cc')
        .innerJoin('course_chapters as ch2', 'ch2.id', 'cc.chapter_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('cc.course_id', '=', 'c.id')
        .where('cc.user_id', '=', userId)
        .where('ch2.status', '=', 1)
        .as('done'),
    ])
    .where('e.user_id', '=', userId)
    .where('e.progress', 'in', [PROGRESS.IN_PROGRESS, PROGRESS.COMPLETED])
    .orderBy(sql`e.progress`)
    .orderBy(sql`coalesce(e.last_opened_at, e.enrolled_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const total = Number(r.total ?? 0);
    const done = Number(r.done ?? 0);
    return {
      id: r.id,
      title: localised({ title: r.title, hi: r.hi }, locale).title,
      progress: r.progress === PROGRESS.COMPLETED ? 100 : total === 0 ? 0 : Math.round((done / total) * 100),
      completed: r.progress === PROGRESS.COMPLETED,
    };
  });
}
