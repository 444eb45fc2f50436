import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { MediaWatchKind } from '../../db/tables/learning.js';
import { applyBeat, coverageOf, progressClock, round1, WATCH_SHARE } from './watch-coverage.js';

/**
 * The coverage store of the videos outside courses (issue 32, docs/learning.md "Completion"): e-learning library
 * videos, journey topic videos and recorded webinars keep, per person and subject, the intervals actually played
 * (media_watch_progress, migration 3180) by the same rule as course chapters (watch-coverage.ts). The caller checks
 * that the person may see the subject and tells its length.
 */

export type WatchSubject = { kind: MediaWatchKind; id: number; durationSeconds: number };

export type WatchProgress = {
  watched_seconds: number;
  duration_seconds: number;
  coverage_percent: number;
  seconds_left: number;
  /** Covered to WATCH_SHARE: the video counts as watched. */
  watched: boolean;
};

const progressOf = (watchedSeconds: number, duration: number): WatchProgress => {
  const c = coverageOf(watchedSeconds, duration);
  return {
    watched_seconds: round1(c.watched),
    duration_seconds: round1(duration),
    coverage_percent: c.percent,
    seconds_left: c.left,
    watched: c.ready,
  };
};

async function row(db: Db, userId: number, s: WatchSubject, lock = false) {
  let q = db
    .selectFrom('media_watch_progress')
    .select(['intervals', 'watched_seconds', 'last_beat_at', 'opened_at', 'reached_at'])
    .where('user_id', '=', userId)
    .where('subject_kind', '=', s.kind)
    .where('subject_id', '=', s.id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Where a person stands with one video (nothing played yet: 0 %). */
export async function watchProgress(db: Db, userId: number, s: WatchSubject): Promise<WatchProgress> {
  const r = await row(db, userId, s);
  return progressOf(Number(r?.watched_seconds ?? 0), s.durationSeconds);
}

/**
 * One heartbeat of a subject's video: the interval played, cut to the video and to the wall-clock time since the
 * person's previous beat plus the tolerance, merged with what was accepted before (watch-coverage.ts applyBeat).
 * Answers the progress, the seconds credited, and how many seconds of new coverage this beat added.
 */
export async function recordMediaWatched(
  db: Db,
  userId: number,
  s: WatchSubject,
  played: { from: number; to: number },
): Promise<WatchProgress & { credited_seconds: number; added_seconds: number }> {
  const duration = s.durationSeconds;
  const out = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('media_watch_progress')
      .values({ user_id: userId, subject_kind: s.kind, subject_id: s.id })
      .onConflict((oc) => oc.columns(['user_id', 'subject_kind', 'subject_id']).doNothing())
      .execute();
    const before = (await row(trx, userId, s, true))!;
    const now = progressClock.now().getTime();
    const beat = applyBeat(before, played, duration, now);
    const reached = beat.watched >= WATCH_SHARE * duration - 1e-9;
    await trx
      .updateTable('media_watch_progress')
      .set({
        intervals: JSON.stringify(beat.merged),
        watched_seconds: beat.watched,
        duration_seconds: duration,
        last_beat_at: beat.anchor,
        opened_at: sql`coalesce(opened_at, ${new Date(now)})`,
        reached_at: before.reached_at ?? (reached ? new Date(now) : null),
        updated_at: new Date(now),
      })
      .where('user_id', '=', userId)
      .where('subject_kind', '=', s.kind)
      .where('subject_id', '=', s.id)
      .execute();
    return { beat, before: Number(before.watched_seconds) };
  });
  return {
    ...progressOf(out.beat.watched, duration),
    credited_seconds: out.beat.credited,
    added_seconds: Math.max(0, out.beat.watched - out.before),
  };
}

/** The watched seconds of several subjects of one kind, for lists (subject id → seconds). */
export async function watchedSecondsOf(db: Db, userId: number, kind: MediaWatchKind, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('media_watch_progress')
    .select(['subject_id', 'watched_seconds'])
    .where('user_id', '=', userId)
    .where('subject_kind', '=', kind)
    .where('subject_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.subject_id, Number(r.watched_seconds)]));
}

/** Refuses a "watched" step until the video is covered to WATCH_SHARE, with the minutes left (E-10833). */
export function refuseUntilWatched(p: WatchProgress): void {
  if (p.watched) return;
  const minutes = Math.max(1, Math.ceil(p.seconds_left / 60));
  throw new AppError('E-10833', {
    message: `Watch about ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'} of this video first.`,
    data: { minutes_left: minutes, coverage_percent: p.coverage_percent, needed_percent: WATCH_SHARE * 100 },
  });
}
