import { sql } from 'kysely';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import type { HiValues } from '../../db/tables/learning.js';
import { AppError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';
import { todayIST } from '../../../shared/ist.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import type { FileLinks } from './file-links.js';

/** Feature id of e-learning in the activity log (docs/product-rules.md "Activity log": feature 1). */
export const FEATURE_ELEARNING = 1;
/** The most one heartbeat may credit (the page beats every 15 s). */
export const HEARTBEAT_CAP_SECONDS = 30;

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

export function fieldError(field: string, code: string): AppError {
  return new AppError(code, { fields: [{ field, code, message: messageFor(code) }] });
}

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
function actionFor(progress: number | null): string {
  if (progress === PROGRESS.COMPLETED) return 'View Report';
  if (progress === PROGRESS.IN_PROGRESS) return 'Continue';
  if (progress === PROGRESS.CANCELLED) return 'Cancelled';
  return 'Enroll';
}

/** Open for enrolment today (IST): published, started, not ended. */
function isOpen(c: Pick<CourseRow, 'status' | 'start_date' | 'end_date'>, today = todayIST()): boolean {
  return c.status === 1 && (!c.start_date || c.start_date <= today) && (!c.end_date || c.end_date >= today);
}

/** docs/learning.md "Course status": enrolment first, then whether the course is open. */
function statusFor(c: CourseRow, progress: number | null): number {
  if (progress === PROGRESS.COMPLETED) return COURSE_STATUS.COMPLETED;
  if (progress === PROGRESS.IN_PROGRESS) return COURSE_STATUS.IN_PROCESS;
  if (progress === PROGRESS.CANCELLED) return COURSE_STATUS.SKIPPED;
  return isOpen(c) ? COURSE_STATUS.NOT_STARTED : COURSE_STATUS.LOCKED;
}

function summary(
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

const COURSE_COLUMNS = [
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

async function courseFor(db: Db, who: Learner, courseId: number) {
  const [c, e] = await Promise.all([
    db.selectFrom('courses').select(COURSE_COLUMNS).where('courses.id', '=', courseId).executeTakeFirst(),
    db
      .selectFrom('course_enrolments')
      .selectAll()
      .where('course_id', '=', courseId)
      .where('user_id', '=', who.userId)
      .executeTakeFirst(),
  ]);
  // Drafts are unseen; archived courses only by their learners.
  if (!c || (c.status !== 1 && !e)) throw new AppError('E-10507');
  return { course: c, enrolment: e ?? null };
}

type ChapterRow = {
  id: number;
  section_id: number;
  title: string;
  content_type: string;
  file_type: string;
  file_id: number | null;
  url: string | null;
  body: string;
  duration_minutes: number;
  is_mandatory: boolean;
  hi: HiValues;
};

/** Sections and their active chapters in order (section sequence, then chapter sequence). */
async function outline(db: Db, courseId: number) {
  const sectionsQuery = db
    .selectFrom('course_sections')
    .select(['id', 'title', 'hi'])
    .where('course_id', '=', courseId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const chaptersQuery: Promise<ChapterRow[]> = db
    .selectFrom('course_chapters')
    .select([
      'id',
      'section_id',
      'title',
      'content_type',
      'file_type',
      'file_id',
      'url',
      'body',
      'duration_minutes',
      'is_mandatory',
      'hi',
    ])
    .where('course_id', '=', courseId)
    .where('status', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const [sections, chapters] = await Promise.all([sectionsQuery, chaptersQuery]);
  const ordered = sections.flatMap((s) => chapters.filter((c) => c.section_id === s.id));
  return { sections, ordered };
}

/** A chapter is locked while an earlier mandatory chapter is not complete (docs/learning.md). */
function lockState(ordered: ChapterRow[], done: Set<number>): Map<number, boolean> {
  const locked = new Map<number, boolean>();
  let blocked = false;
  for (const ch of ordered) {
    locked.set(ch.id, blocked);
    if (ch.is_mandatory && !done.has(ch.id)) blocked = true;
  }
  return locked;
}

/** Required chapters: the mandatory ones (every chapter when none is marked mandatory). */
function required(ordered: ChapterRow[]): ChapterRow[] {
  const mandatory = ordered.filter((c) => c.is_mandatory);
  return mandatory.length ? mandatory : ordered;
}

async function completedSet(db: Db, userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('course_chapter_completions')
    .select('chapter_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  return new Set(rows.map((r) => r.chapter_id));
}

/** One course as the view-course page shows it: sections, chapters in order, locks, completion, files. */
/**
 * The course page's answer per learner and course, kept VIEW_TTL_MS in this process (docs/learning.md
 * "Figures"): the learner's own writes (enrol, cancel, completion, attempt) drop their entries, and
 * any admin write drops them all. Another server node sees a change after the TTL at the latest; the
 * seconds spent it shows may be that old too. File links inside stay valid for hours.
 */
const VIEW_TTL_MS = 30_000;
const viewCache = new Map<string, { at: number; value: Awaited<ReturnType<typeof buildCourseView>> }>();
export function learningChanged(): void {
  viewCache.clear();
}
export function learnerChanged(userId: number): void {
  for (const key of viewCache.keys()) if (key.startsWith(`${userId}:`)) viewCache.delete(key);
}

export async function courseView(db: Db, who: Learner, courseId: number, links: FileLinks, locale: Locale) {
  // The answer is in the reader's language, so the language is part of the key.
  const key = `${who.userId}:${courseId}:${locale}`;
  const hit = viewCache.get(key);
  if (hit && Date.now() - hit.at < VIEW_TTL_MS) return hit.value;
  const value = await buildCourseView(db, who, courseId, links, locale);
  if (viewCache.size > 20_000) viewCache.clear();
  viewCache.set(key, { at: Date.now(), value });
  return value;
}

async function buildCourseView(db: Db, who: Learner, courseId: number, links: FileLinks, locale: Locale) {
  const [{ course, enrolment }, { sections, ordered }, done] = await Promise.all([
    courseFor(db, who, courseId),
    outline(db, courseId),
    completedSet(db, who.userId, courseId),
  ]);
  const locked = lockState(ordered, done);
  const active = enrolment !== null && enrolment.progress !== PROGRESS.CANCELLED;
  const files = await fileMeta(
    db,
    ordered.map((c) => c.file_id),
  );
  const total = ordered.length;
  const doneCount = ordered.filter((c) => done.has(c.id)).length;
  const assessments = await db
    .selectFrom('assessments')
    .select(['id', 'title', 'pass_mark', 'max_attempts', 'hi'])
    .select((eb) => [
      eb
        .selectFrom('assessment_attempts as a')
        .select(sql<number>`max(a.score)`.as('s'))
        .whereRef('a.assessment_id', '=', 'assessments.id')
        .where('a.user_id', '=', who.userId)
        .as('best_score'),
      eb
        .selectFrom('assessment_attempts as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.assessment_id', '=', 'assessments.id')
        .where('a.user_id', '=', who.userId)
        .as('attempts_used'),
    ])
    .where('course_id', '=', courseId)
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  if (enrolment && active) {
    // "Last opened" orders the home widget; one write per learner and course every 5 minutes at most,
    // so reading the course page stays a read.
    const stale = enrolment.last_opened_at === null || Date.now() - enrolment.last_opened_at.getTime() > 300_000;
    if (stale)
      await db
        .updateTable('course_enrolments')
        .set({ last_opened_at: new Date() })
        .where('id', '=', enrolment.id)
        .execute();
  }
  return {
    course: summary(
      course,
      enrolment ? { progress: enrolment.progress, seconds_spent: enrolment.seconds_spent } : null,
      { total, done: doneCount },
      links,
      locale,
    ),
    sections: sections.map((s) => ({
      _id: s.id,
      title: localised({ title: s.title, hi: s.hi }, locale).title,
      chapters: ordered
        .filter((c) => c.section_id === s.id)
        .map((c) => {
          const isLocked = !active || (locked.get(c.id) ?? true);
          const file = c.file_id !== null ? files.get(c.file_id) : undefined;
          const text = localised({ title: c.title, body: c.body, hi: c.hi }, locale);
          return {
            _id: c.id,
            title: text.title,
            content_type: c.content_type,
            file_type: c.file_type,
            duration: c.duration_minutes,
            is_mandatory: c.is_mandatory,
            completed: done.has(c.id),
            locked: isLocked,
            // Content only for an enrolled learner and an unlocked chapter; files by signed link.
            file_url: isLocked ? null : links(c.file_id),
            mime: file?.mime ?? null,
            url: isLocked ? null : c.url,
            body: isLocked ? '' : text.body,
          };
        }),
    })),
    assessments: assessments.map((a) => ({
      _id: a.id,
      title: localised({ title: a.title, hi: a.hi }, locale).title,
      pass_mark: a.pass_mark,
      max_attempts: a.max_attempts,
      best_score: a.best_score === null ? null : Number(a.best_score),
      attempts_used: Number(a.attempts_used ?? 0),
      passed: a.best_score !== null && Number(a.best_score) >= a.pass_mark,
    })),
  };
}

async function fileMeta(db: Db, ids: Array<number | null>) {
  const wanted = ids.filter((x): x is number => x !== null);
  if (!wanted.length) return new Map<number, { mime: string }>();
  const rows = await db.selectFrom('learning_files').select(['id', 'mime']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, { mime: r.mime }]));
}

const viewUrl = (courseId: number, chapterId?: number) =>
  `/client/learning-center/view-course?courseId=${courseId}${chapterId ? `&chapterId=${chapterId}` : ''}`;

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
 * One transaction with the enrolment row locked, so a double click logs each step once.
 */
export async function complete(db: Db, who: Learner, courseId: number, chapterId: number | undefined) {
  learnerChanged(who.userId);
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

/**
 * courses/capture-spent-time (docs/learning.md "Time spent"). Without session_id: a new session for
 * an enrolled learner's chapter (seq 0). With it: one UPDATE credits min(30 s, time since the last
 * beat) when the beat is active and its seq is above the session's last; the beat always moves
 * last_beat_at, so hidden or paused time never counts later either.
 */
export async function captureTime(
  db: Db,
  who: Learner,
  beat: { course_id: number; chapter_id: number; session_id?: number; seq: number; active: boolean },
) {
  const e = await db
    .selectFrom('course_enrolments')
    .select(['id', 'progress', 'seconds_spent'])
    .where('course_id', '=', beat.course_id)
    .where('user_id', '=', who.userId)
    .executeTakeFirst();
  if (!e || e.progress === PROGRESS.CANCELLED) throw new AppError('E-10707');
  if (beat.session_id === undefined) {
    const ch = await db
      .selectFrom('course_chapters')
      .select('id')
      .where('id', '=', beat.chapter_id)
      .where('course_id', '=', beat.course_id)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!ch) throw new AppError('E-10507');
    const s = await db
      .insertInto('course_time_sessions')
      .values({ user_id: who.userId, course_id: beat.course_id, chapter_id: beat.chapter_id, last_seq: beat.seq })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logActivity(db, {
      userId: who.userId,
      companyId: who.companyId,
      actionId: ACTION.VIEWED,
      featureId: FEATURE_ELEARNING,
      navigationUrl: viewUrl(beat.course_id, beat.chapter_id),
    });
    return {
      session_id: s.id,
      accepted: false,
      credited_seconds: 0,
      session_seconds: 0,
      course_seconds: e.seconds_spent,
      heartbeat_seconds: 15,
    };
  }
  return db.transaction().execute(async (trx) => {
    const row = await sql<{ id: number; seconds: number; credit: number }>`
      UPDATE course_time_sessions
         SET seconds = seconds + c.credit, last_beat_at = now(), last_seq = ${beat.seq}
        FROM (SELECT id AS sid,
                     CASE WHEN ${beat.active}::boolean
                          THEN LEAST(${HEARTBEAT_CAP_SECONDS}::int,
                                     GREATEST(0, floor(extract(epoch FROM now() - last_beat_at)))::int)
                          ELSE 0 END AS credit
                FROM course_time_sessions WHERE id = ${beat.session_id}) c
       WHERE id = c.sid AND user_id = ${who.userId} AND course_id = ${beat.course_id}
         AND chapter_id = ${beat.chapter_id} AND last_seq < ${beat.seq}
      RETURNING id, seconds, c.credit AS credit`.execute(trx);
    const hit = row.rows[0];
    if (!hit) {
      const own = await trx
        .selectFrom('course_time_sessions')
        .select('seconds')
        .where('id', '=', beat.session_id!)
        .where('user_id', '=', who.userId)
        .executeTakeFirst();
      if (!own) throw new AppError('E-10507');
      return {
        session_id: beat.session_id!,
        accepted: false,
        credited_seconds: 0,
        session_seconds: own.seconds,
        course_seconds: e.seconds_spent,
        heartbeat_seconds: 15,
      };
    }
    const credit = Number(hit.credit);
    const updated = await trx
      .updateTable('course_enrolments')
      .set((eb) => ({ seconds_spent: eb('seconds_spent', '+', credit) }))
      .where('id', '=', e.id)
      .returning('seconds_spent')
      .executeTakeFirstOrThrow();
    return {
      session_id: hit.id,
      accepted: true,
      credited_seconds: credit,
      session_seconds: Number(hit.seconds),
      course_seconds: updated.seconds_spent,
      heartbeat_seconds: 15,
    };
  });
}

/** The home page's courses-in-progress widget: the learner's open enrolments, last opened first. */
export async function coursesInProgress(db: Db, userId: number, limit: number) {
  const rows = await db
    .selectFrom('course_enrolments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select(['c.id', 'c.title', 'e.progress'])
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
      title: r.title,
      progress: r.progress === PROGRESS.COMPLETED ? 100 : total === 0 ? 0 : Math.round((done / total) * 100),
      completed: r.progress === PROGRESS.COMPLETED,
    };
  });
}
