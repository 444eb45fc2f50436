import { sql } from 'kysely';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { FileLinks } from './file-links.js';
import { COURSE_COLUMNS, PROGRESS, summary, type Learner } from './courses.js';
import { completedSet, lockState, outline } from './course-outline.js';
import { cachingAllowed, onInvalidate } from '../../invalidation-bus.js';
import { progressOf, progressRows, type ChapterProgress } from './chapter-progress.js';
import { assignmentStates } from './assignments-rule.js';
import type { MediaFacts, MediaFactsOf } from './media-facts.js';
import { invalidate } from '../../invalidation.js';

/** One course as the view-course page shows it: sections, chapters in order, locks, completion, files. */

/**
 * The course page's answer per learner and course, kept VIEW_TTL_MS in this process (docs/learning.md
 * "Figures"): the learner's own writes (enrol, cancel, completion, attempt) drop their entries, and
 * any admin write drops them all. Another server node sees a change after the TTL at the latest; the
 * seconds spent it shows may be that old too. File links inside stay valid for hours.
 */
const VIEW_TTL_MS = 30_000;
const viewCache = new Map<string, { at: number; value: Awaited<ReturnType<typeof buildCourseView>> }>();
onInvalidate('learning', (key) => {
  if (key === '*') viewCache.clear();
  else for (const k of viewCache.keys()) if (k.startsWith(`${key}:`)) viewCache.delete(k);
});
/** Course content changed (an admin write): every server drops every view (src/server/invalidation.ts). */
export function learningChanged(): void {
  invalidate('learning');
}
/** One learner's progress changed: every server drops their views. */
export function learnerChanged(userId: number): void {
  invalidate('learning', userId);
}

export async function courseView(
  db: Db,
  who: Learner,
  courseId: number,
  links: FileLinks,
  locale: Locale,
  factsOf: MediaFactsOf,
) {
  // The answer is in the reader's language, so the language is part of the key.
  const key = `${who.userId}:${courseId}:${locale}`;
  const hit = viewCache.get(key);
  if (hit && Date.now() - hit.at < VIEW_TTL_MS && cachingAllowed()) return hit.value;
  const value = await buildCourseView(db, who, courseId, links, locale, factsOf);
  if (viewCache.size > 20_000) viewCache.clear();
  viewCache.set(key, { at: Date.now(), value });
  return value;
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

async function buildCourseView(
  db: Db,
  who: Learner,
  courseId: number,
  links: FileLinks,
  locale: Locale,
  factsOf: MediaFactsOf,
) {
  const [{ course, enrolment }, { sections, ordered }, done, rows, assignments] = await Promise.all([
    courseFor(db, who, courseId),
    outline(db, courseId),
    completedSet(db, who.userId, courseId),
    progressRows(db, who.userId, courseId),
    assignmentStates(db, who.userId, courseId),
  ]);
  const locked = lockState(ordered, done);
  const active = enrolment !== null && enrolment.progress !== PROGRESS.CANCELLED;
  const files = await fileMeta(
    db,
    ordered.map((c) => c.file_id),
  );
  // Progress only for an enrolled learner; the media facts are read once per file and app (media-facts.ts).
  const facts = new Map<number, MediaFacts>();
  if (active) for (const c of ordered) if (c.file_id !== null) facts.set(c.id, await factsOf(c.file_id));
  const none: MediaFacts = { durationSeconds: null, pages: null };
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
            progress: active
              ? withAssignment(
                  progressOf(c, rows.get(c.id), facts.get(c.id) ?? none, done.has(c.id)),
                  assignments,
                  c.id,
                )
              : null,
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

/** An assignment's state comes from its submission (docs/learning.md "Assignments"): none yet is not started. */
function withAssignment(p: ChapterProgress, states: Map<number, ChapterProgress['state']>, chapterId: number) {
  if (p.rule !== 'submit' || p.state === 'completed') return p;
  return { ...p, state: states.get(chapterId) ?? 'not_started' };
}

async function fileMeta(db: Db, ids: Array<number | null>) {
  const wanted = ids.filter((x): x is number => x !== null);
  if (!wanted.length) return new Map<number, { mime: string }>();
  const rows = await db.selectFrom('learning_files').select(['id', 'mime']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, { mime: r.mime }]));
}
