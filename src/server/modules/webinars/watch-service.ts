import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { AppContext } from '../../context.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { audienceOf } from './queries.js';
import { visibleWebinar, WEBINAR_FEATURE, type Viewer } from './service.js';
import { readAll, type FileStorage } from '../../storage/index.js';
import { mp4Duration, webmDuration } from '../learning/media-facts.js';
import { recordMediaWatched, watchProgress, type WatchSubject } from '../learning/media-watch.js';
import { videoKey } from './media.js';

/**
 * Watching a recorded webinar: sessions and heartbeats that credit the seconds actually watched — the intervals of
 * the video played, by the coverage rule of course chapters (docs/learning.md "Completion", media-watch.ts), so the
 * time reported is the merged time watched, never wall-clock time.
 */

/** The beat interval the page is told to use. */
export const HEARTBEAT_SECONDS = 15;
/** A recorded webinar whose length neither its file nor its minutes tell: counted up to three hours. */
export const UNKNOWN_WEBINAR_SECONDS = 3 * 3600;
const HEAD_BYTES = 512 * 1024;

const lengths = new Map<string, number | null>();

/** The recorded video's length: read from the stored file's header (once per file), else its minutes. */
async function webinarSubject(
  storage: FileStorage,
  w: { id: number; video: string | null; duration_minutes: number | null },
): Promise<WatchSubject> {
  let seconds: number | null = null;
  if (w.video) {
    if (!lengths.has(w.video)) {
      const head = await readAll(storage, videoKey(w.video), { start: 0, end: HEAD_BYTES - 1 }).catch(() => null);
      if (lengths.size > 1000) lengths.clear();
      lengths.set(w.video, head ? (webmDuration(head) ?? mp4Duration(head)) : null);
    }
    seconds = lengths.get(w.video) ?? null;
  }
  const duration =
    seconds && seconds > 0
      ? seconds
      : w.duration_minutes && w.duration_minutes > 0
        ? w.duration_minutes * 60
        : UNKNOWN_WEBINAR_SECONDS;
  return { kind: 'webinar', id: w.id, durationSeconds: duration };
}

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
    watched_seconds: Math.round(
      (await watchProgress(db, viewer.userId, await webinarSubject(ctx.storage, w))).watched_seconds,
    ),
  };
}

/**
 * webinar/watch/heartbeat. A beat whose seq is not above the session's last (replayed or out of order), or on a
 * closed session, changes nothing; otherwise the session's clock moves and, only when the video was playing in a
 * visible tab, the interval played (`from`, `to`) is counted by the coverage rule (media-watch.ts): cut to the video
 * and to the time since the person's previous beat, merged with what they watched before. The session's seconds grow
 * by the new coverage only; `watched_seconds` is the person's merged time watched of the webinar.
 */
export async function heartbeat(
  ctx: AppContext,
  viewer: Viewer,
  beat: { session_id: number; seq: number; playing: boolean; visible: boolean; from?: number; to?: number },
) {
  const db = ctx.db;
  const session = await db
    .selectFrom('webinar_watch_sessions')
    .select(['webinar_id', 'seconds'])
    .where('id', '=', beat.session_id)
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  if (!session) throw new AppError('E-10507');
  // The webinar must still be one the person may see (package, company): E-10507 otherwise.
  const w = await visibleWebinar(db, await audienceOf(db, viewer.companyId), session.webinar_id);
  const subject = await webinarSubject(ctx.storage, w);
  const claimed = await db
    .updateTable('webinar_watch_sessions')
    .set({ last_beat_at: sql`greatest(now(), last_beat_at)`, last_seq: beat.seq })
    .where('id', '=', beat.session_id)
    .where('user_id', '=', viewer.userId)
    .where('closed', '=', false)
    .where('last_seq', '<', beat.seq)
    .returning('id')
    .executeTakeFirst();
  let seconds = session.seconds;
  const counts = claimed && beat.playing && beat.visible && beat.from !== undefined && beat.to !== undefined;
  const progress = counts
    ? await recordMediaWatched(db, viewer.userId, subject, { from: beat.from!, to: beat.to! })
    : { ...(await watchProgress(db, viewer.userId, subject)), added_seconds: 0 };
  if (progress.added_seconds > 0) {
    const r = await db
      .updateTable('webinar_watch_sessions')
      .set({ seconds: sql`seconds + ${Math.round(progress.added_seconds)}::int` })
      .where('id', '=', beat.session_id)
      .returning('seconds')
      .executeTakeFirstOrThrow();
    seconds = r.seconds;
  }
  return {
    session_id: beat.session_id,
    accepted: claimed !== undefined,
    session_seconds: seconds,
    watched_seconds: Math.round(progress.watched_seconds),
  };
}
