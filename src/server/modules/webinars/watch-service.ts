import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { audienceOf } from './queries.js';
import { visibleWebinar, WEBINAR_FEATURE, type Viewer } from './service.js';

/** Watching a recorded webinar: sessions and heartbeats that credit the seconds actually watched. */

/** Credited at most per heartbeat, and the beat interval the page is told to use. */
export const HEARTBEAT_SECONDS = 15;
export const MAX_CREDIT_SECONDS = 30;

/**
 * webinar/watch/start: a new watch session of a recorded webinar. Older open sessions of the same
 * person and webinar close, so two tabs never count twice. Logs Play.
 */
export async function startWatch(ctx: AppContext, viewer: Viewer, webinarId: number) {
  const db = ctx.db;
  const w = await visibleWebinar(db, await audienceOf(db, viewer.companyId), webinarId);
  if (w.webinar_type !== 4 || !w.video) throw new AppError('E-10507');
  const session = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webinar_watch_sessions')
      .set({ closed: true })
      .where('webinar_id', '=', w.id)
      .where('user_id', '=', viewer.userId)
      .where('closed', '=', false)
      .execute();
    return trx
      .insertInto('webinar_watch_sessions')
      .values({ webinar_id: w.id, user_id: viewer.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  await logActivity(db, {
    userId: viewer.userId,
    companyId: viewer.companyId,
    actionId: ACTION.PLAY,
    featureId: WEBINAR_FEATURE,
    webinarId: w.id,
  });
  return {
    session_id: session.id,
    heartbeat_seconds: HEARTBEAT_SECONDS,
    watched_seconds: await watchedTotal(db, w.id, viewer.userId),
  };
}

async function watchedTotal(db: Db, webinarId: number, userId: number): Promise<number> {
  const r = await db
    .selectFrom('webinar_watch_sessions')
    .select(sql<number>`coalesce(sum(seconds), 0)::int`.as('s'))
    .where('webinar_id', '=', webinarId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(r.s);
}

/**
 * webinar/watch/heartbeat. One UPDATE decides: a beat whose seq is not above the session's last
 * (replayed or out of order), or on a closed session, changes nothing; otherwise the clock moves
 * to now and, only when the video was playing in a visible tab, the seconds since the previous
 * beat are added, at most MAX_CREDIT_SECONDS. So heartbeats never add more time than passed.
 */
export async function heartbeat(
  db: Db,
  viewer: Viewer,
  beat: { session_id: number; seq: number; playing: boolean; visible: boolean },
) {
  const credit = beat.playing && beat.visible;
  const updated = await db
    .updateTable('webinar_watch_sessions')
    .set({
      seconds: credit
        ? sql`seconds + least(${MAX_CREDIT_SECONDS}::int, greatest(0, floor(extract(epoch from (now() - last_beat_at))))::int)`
        : sql`seconds`,
      last_beat_at: sql`greatest(now(), last_beat_at)`,
      last_seq: beat.seq,
    })
    .where('id', '=', beat.session_id)
    .where('user_id', '=', viewer.userId)
    .where('closed', '=', false)
    .where('last_seq', '<', beat.seq)
    .returning(['webinar_id', 'seconds'])
    .executeTakeFirst();
  const session = await db
    .selectFrom('webinar_watch_sessions')
    .select(['webinar_id', 'seconds'])
    .where('id', '=', beat.session_id)
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  if (!session) throw new AppError('E-10507');
  return {
    session_id: beat.session_id,
    accepted: updated !== undefined,
    session_seconds: session.seconds,
    watched_seconds: await watchedTotal(db, session.webinar_id, viewer.userId),
  };
}
