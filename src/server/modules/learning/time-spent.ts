import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { FEATURE_ELEARNING, PROGRESS, viewUrl, type Learner } from './courses.js';

/** The time a learner spends in a course, counted by heartbeats (docs/learning.md "Time spent"). */

/** The most one heartbeat may credit (the page beats every 15 s). */
export const HEARTBEAT_CAP_SECONDS = 30;

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
