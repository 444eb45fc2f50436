import { TOPIC_STATUS } from '../../../../machines/journey-topic.machine.js';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { UNKNOWN_VIDEO_SECONDS } from '../learning/chapter-progress.js';
import type { MediaFactsOf } from '../learning/media-facts.js';
import {
  recordMediaWatched,
  refuseUntilWatched,
  watchProgress,
  type WatchProgress,
  type WatchSubject,
} from '../learning/media-watch.js';
import type { Viewer } from './access.js';
import { detail, type TopicDetail } from './journey-service.js';

/**
 * A journey topic's video counts as watched by the coverage rule of course chapters (docs/journey.md "Video step",
 * docs/learning.md "Completion"): the topic page sends heartbeats of the intervals played, and the Video step
 * (In_progress -> Watched_video) is refused with E-10833 until 90 % of the video was covered. A topic without a video
 * has nothing to watch: its step is not held back.
 */

/** The topic's video as a coverage subject: its linked library file's length, else its minutes; null: no video. */
export async function topicSubject(db: Db, topicId: number, factsOf: MediaFactsOf): Promise<WatchSubject | null> {
  const t = await db
    .selectFrom('journey_topics as t')
    .leftJoin('elearning_videos as v', (j) => j.onRef('v.id', '=', 't.video_id').on('v.status', '=', 1))
    .select(['t.id', 't.video_url', 't.video_minutes', 'v.file_id', 'v.duration_minutes'])
    .where('t.id', '=', topicId)
    .executeTakeFirst();
  if (!t || (t.file_id === null && !t.video_url)) return null;
  const facts = await factsOf(t.file_id ?? null);
  const minutes = t.video_minutes ?? t.duration_minutes ?? 0;
  const seconds =
    facts.durationSeconds && facts.durationSeconds > 0
      ? facts.durationSeconds
      : minutes > 0
        ? minutes * 60
        : UNKNOWN_VIDEO_SECONDS;
  return { kind: 'topic', id: t.id, durationSeconds: seconds };
}

/** The topic with the caller's coverage of its video (`video_watch`, null when it has none). */
export async function withWatch(
  db: Db,
  viewer: Viewer,
  topic: TopicDetail,
  factsOf: MediaFactsOf,
): Promise<TopicDetail & { video_watch: WatchProgress | null }> {
  const subject = await topicSubject(db, topic._id, factsOf);
  return { ...topic, video_watch: subject ? await watchProgress(db, viewer.userId, subject) : null };
}

/**
 * journey/topic/{id}/watched: a heartbeat of the topic's video. An unknown topic or one without a video answers
 * E-10507, a locked one E-10743 (as its steps).
 */
export async function topicWatched(
  db: Db,
  viewer: Viewer,
  topicId: number,
  played: { from: number; to: number },
  factsOf: MediaFactsOf,
) {
  const topic = await detail(db, viewer, topicId);
  if (topic.is_locked) throw new AppError('E-10743');
  const subject = await topicSubject(db, topicId, factsOf);
  if (!subject) throw new AppError('E-10507');
  const { added_seconds: _added, ...answer } = await recordMediaWatched(db, viewer.userId, subject, played);
  return answer;
}

/**
 * Before the Video step: refused with E-10833 (and the minutes left) while the topic is at the video step and its
 * video is covered less than 90 %. Other states keep the machine's own refusals (E-10740, E-10741, E-10743).
 */
export async function requireTopicWatched(db: Db, viewer: Viewer, topicId: number, factsOf: MediaFactsOf) {
  const topic = await detail(db, viewer, topicId);
  if (topic.is_locked || topic.status_id !== TOPIC_STATUS.IN_PROGRESS) return;
  const subject = await topicSubject(db, topicId, factsOf);
  if (subject) refuseUntilWatched(await watchProgress(db, viewer.userId, subject));
}
