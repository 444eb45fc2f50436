import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';
import type { Db, Trx } from '../../db/index.js';
import type { ChapterContentType } from '../../db/tables/learning.js';
import { PROGRESS, type Learner } from './courses.js';
import { completedSet, lockState, outline } from './course-outline.js';
import { invalidate } from '../../invalidation.js';
import type { MediaFacts, MediaFactsOf } from './media-facts.js';
import { requireAssignmentDone } from './assignments-rule.js';
import {
  applyBeat,
  BEAT_TOLERANCE_SECONDS,
  coveredSeconds,
  coverageOf,
  END_SLACK_SECONDS,
  mergeIntervals,
  progressClock,
  round1,
  toMs,
  WATCH_SHARE,
  type Interval,
} from './watch-coverage.js';

/**
 * Chapter completion that proves learning (issue 32, docs/learning.md "Completion"): a video chapter completes once
 * WATCH_SHARE of it was played (heartbeats of played intervals, each no longer than the wall-clock time since the
 * person's previous one), a document after its reading time or when read to its end, a link once opened.
 */

export { BEAT_TOLERANCE_SECONDS, END_SLACK_SECONDS, WATCH_SHARE, coveredSeconds, mergeIntervals, progressClock };
export type { Interval };

/** A video whose length neither the file nor the chapter tells. */
export const UNKNOWN_VIDEO_SECONDS = 60;
export const READING = { perPage: 60, min: 60, max: 600, unknown: 120 } as const;

export type CompletionRule = 'watch' | 'read' | 'open' | 'submit' | 'confirm';
type ChapterFacts = { id: number; content_type: string; file_id: number | null; duration_minutes: number };
type ProgressRow = {
  intervals: Interval[] | string;
  watched_seconds: number;
  last_beat_at: Date | string | null;
  opened_at: Date | string | null;
  reached_end_at: Date | string | null;
};

const ms = toMs;

export function ruleOf(contentType: string): CompletionRule {
  if (contentType === 'Video') return 'watch';
  if (contentType === 'Document') return 'read';
  if (contentType === 'Assignment') return 'submit';
  return contentType === 'Url' ? 'open' : 'confirm';
}

/** The video's length: the file's own, else the chapter's minutes, else UNKNOWN_VIDEO_SECONDS. */
export function videoSeconds(ch: ChapterFacts, facts: MediaFacts): number {
  if (facts.durationSeconds && facts.durationSeconds > 0) return facts.durationSeconds;
  return ch.duration_minutes > 0 ? ch.duration_minutes * 60 : UNKNOWN_VIDEO_SECONDS;
}

/** A document's reading time: a minute a page (at least 1, at most 10 minutes), 2 minutes when the pages are unknown. */
export function readingSeconds(facts: MediaFacts): number {
  if (!facts.pages) return READING.unknown;
  return Math.min(READING.max, Math.max(READING.min, facts.pages * READING.perPage));
}

export type ChapterProgress = {
  rule: CompletionRule;
  state: 'not_started' | 'in_progress' | 'ready' | 'completed';
  coverage_percent: number | null;
  seconds_left: number;
};

/** Where a person stands with one chapter (done: it is already complete). */
export function progressOf(
  ch: ChapterFacts,
  row: ProgressRow | undefined,
  facts: MediaFacts,
  done: boolean,
  now = progressClock.now().getTime(),
): ChapterProgress {
  const rule = ruleOf(ch.content_type);
  const opened = ms(row?.opened_at ?? null);
  let left = 0;
  let coverage: number | null = null;
  if (rule === 'watch') {
    const c = coverageOf(Number(row?.watched_seconds ?? 0), videoSeconds(ch, facts));
    coverage = c.percent;
    left = c.left;
  } else if (rule === 'read' && row?.reached_end_at == null) {
    left = Math.max(0, Math.ceil(readingSeconds(facts) - (opened === null ? 0 : (now - opened) / 1000)));
  } else if (rule === 'open') {
    left = opened === null ? 1 : 0;
  }
  const started = row !== undefined && (opened !== null || Number(row.watched_seconds) > 0);
  const state = done ? 'completed' : left === 0 ? 'ready' : started ? 'in_progress' : 'not_started';
  return { rule, state, coverage_percent: coverage, seconds_left: rule === 'open' ? 0 : left };
}

/** Refuses completing a chapter whose rule is not met yet, with what is left (E-10830, E-10831, E-10832). */
export function refuseUnlessReady(p: ChapterProgress): void {
  if (p.state === 'ready' || p.state === 'completed' || p.rule === 'confirm') return;
  const minutes = Math.max(1, Math.ceil(p.seconds_left / 60));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  if (p.rule === 'watch')
    throw new AppError('E-10830', {
      message: `Watch about ${minutes} more ${unit} of this video before it counts as complete.`,
      data: { minutes_left: minutes, coverage_percent: p.coverage_percent, needed_percent: WATCH_SHARE * 100 },
    });
  if (p.rule === 'read')
    throw new AppError('E-10831', {
      message: `Read this document for about ${minutes} more ${unit} before it counts as complete.`,
      data: { minutes_left: minutes, seconds_left: p.seconds_left },
    });
  throw new AppError('E-10832', { message: messageFor('E-10832'), data: {} });
}

/** The person's cached course views are dropped on every server (as course-view.ts `learnerChanged`, without the cycle). */
const learnerChanged = (userId: number) => invalidate('learning', userId);

export async function progressRow(db: Db | Trx, userId: number, chapterId: number, lock = false) {
  let q = db
    .selectFrom('course_chapter_progress')
    .select(['intervals', 'watched_seconds', 'last_beat_at', 'opened_at', 'reached_end_at'])
    .where('user_id', '=', userId)
    .where('chapter_id', '=', chapterId);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as ProgressRow | undefined;
}

/** A person's progress rows of a course's chapters, by chapter. */
export async function progressRows(db: Db, userId: number, courseId: number) {
  const rows = await db
    .selectFrom('course_chapter_progress')
    .select(['chapter_id', 'intervals', 'watched_seconds', 'last_beat_at', 'opened_at', 'reached_end_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  return new Map(rows.map((r) => [r.chapter_id, r as ProgressRow]));
}

/**
 * The caller's active, unlocked chapter (of `type` when named) in a course they are enrolled in (E-10507, E-10707,
 * E-10708); `done`: it is already complete.
 */
export async function learnerChapter(db: Db, who: Learner, chapterId: number, type?: ChapterContentType) {
  const ch = await db
    .selectFrom('course_chapters')
    .select(['id', 'course_id', 'content_type', 'file_id', 'duration_minutes', 'review_required'])
    .where('id', '=', chapterId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!ch || (type !== undefined && ch.content_type !== type)) throw new AppError('E-10507');
  const e = await db
    .selectFrom('course_enrolments')
    .select('progress')
    .where('course_id', '=', ch.course_id)
    .where('user_id', '=', who.userId)
    .executeTakeFirst();
  if (!e || e.progress === PROGRESS.CANCELLED) throw new AppError('E-10707');
  const [{ ordered }, done] = await Promise.all([
    outline(db, ch.course_id),
    completedSet(db, who.userId, ch.course_id),
  ]);
  if (lockState(ordered, done).get(ch.id) ?? true) throw new AppError('E-10708');
  return { ch, done: done.has(ch.id) };
}

async function ensureRow(trx: Trx, userId: number, ch: { id: number; course_id: number }) {
  await trx
    .insertInto('course_chapter_progress')
    .values({ user_id: userId, chapter_id: ch.id, course_id: ch.course_id })
    .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doNothing())
    .execute();
  return (await progressRow(trx, userId, ch.id, true))!;
}

/**
 * courses/chapters/:id/watched: one interval of the video actually played. It is cut to the video and to the
 * wall-clock time since the previous heartbeat (or the opening) plus BEAT_TOLERANCE_SECONDS, then merged with
 * what was accepted before. `last_beat_at` moves to now, or past it by the credited time when the tolerance was
 * used, so the slack cannot be claimed again by beating fast.
 */
export async function recordWatched(
  db: Db,
  who: Learner,
  chapterId: number,
  played: { from: number; to: number },
  factsOf: MediaFactsOf,
) {
  const { ch, done } = await learnerChapter(db, who, chapterId, 'Video');
  const facts = await factsOf(ch.file_id);
  const duration = videoSeconds(ch, facts);
  const result = await db.transaction().execute(async (trx) => {
    const row = await ensureRow(trx, who.userId, ch);
    const now = progressClock.now().getTime();
    const beat = applyBeat(row, played, duration, now);
    const { merged, watched, anchor } = beat;
    await trx
      .updateTable('course_chapter_progress')
      .set({
        intervals: JSON.stringify(merged),
        watched_seconds: watched,
        last_beat_at: anchor,
        opened_at: sql`coalesce(opened_at, ${new Date(now)})`,
        updated_at: new Date(now),
      })
      .where('user_id', '=', who.userId)
      .where('chapter_id', '=', ch.id)
      .execute();
    return { credited: beat.credited, watchedBefore: Number(row.watched_seconds), watched };
  });
  const seen: ProgressRow = {
    intervals: [],
    watched_seconds: result.watched,
    last_beat_at: null,
    opened_at: new Date(),
    reached_end_at: null,
  };
  const p = progressOf(ch, seen, facts, done);
  // The course page's cached answer shows the state: dropped when the chapter becomes ready, not on every beat.
  if (result.watchedBefore < WATCH_SHARE * duration && result.watched >= WATCH_SHARE * duration)
    learnerChanged(who.userId);
  return {
    chapter_id: ch.id,
    credited_seconds: result.credited,
    watched_seconds: round1(result.watched),
    duration_seconds: round1(duration),
    coverage_percent: p.coverage_percent ?? 0,
    state: p.state,
    seconds_left: p.seconds_left,
  };
}

/** courses/chapters/:id/opened: the chapter was shown (first time kept), optionally a document read to its end. */
export async function recordOpened(
  db: Db,
  who: Learner,
  chapterId: number,
  body: { reached_end?: boolean },
  factsOf: MediaFactsOf,
) {
  const { ch, done } = await learnerChapter(db, who, chapterId);
  const now = progressClock.now();
  const row = await db.transaction().execute(async (trx) => {
    const before = await ensureRow(trx, who.userId, ch);
    const after = {
      ...before,
      opened_at: before.opened_at ?? now,
      reached_end_at: before.reached_end_at ?? (body.reached_end && ch.content_type === 'Document' ? now : null),
    };
    if (after.opened_at !== before.opened_at || after.reached_end_at !== before.reached_end_at)
      await trx
        .updateTable('course_chapter_progress')
        .set({ opened_at: after.opened_at, reached_end_at: after.reached_end_at, updated_at: now })
        .where('user_id', '=', who.userId)
        .where('chapter_id', '=', ch.id)
        .execute();
    return after;
  });
  learnerChanged(who.userId);
  const p = progressOf(ch, row, await factsOf(ch.file_id), done, now.getTime());
  return { chapter_id: ch.id, ...p };
}

/**
 * For courses/completed: refuses the chapter unless its rule is met (inside the completion's transaction; the file's
 * facts were read before it).
 */
export async function requireChapterReady(trx: Trx, userId: number, ch: ChapterFacts, facts: MediaFacts) {
  const rule = ruleOf(ch.content_type);
  if (rule === 'confirm') return;
  // Submitted, and accepted where the chapter asks for a review (assignments-rule.ts, E-10840, E-10841).
  if (rule === 'submit') return requireAssignmentDone(trx, userId, ch.id);
  refuseUnlessReady(progressOf(ch, await progressRow(trx, userId, ch.id), facts, false));
}
