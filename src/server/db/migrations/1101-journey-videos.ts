import { sql, type Kysely } from 'kysely';

/**
 * A journey topic's video step plays a learning-center video (issue 14: "videos inside journey
 * topics"). `video_id` links the e-learning video; the older `video_url` stays for an address an
 * admin enters by hand and is used only when no video is linked. Deleting a video record never
 * breaks a topic: the link is cleared and the topic falls back to its address or its key points.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE journey_topics
      ADD COLUMN video_id integer NULL REFERENCES elearning_videos(id) ON DELETE SET NULL
  `.execute(db);
  await sql`CREATE INDEX journey_topics_video_idx ON journey_topics (video_id) WHERE video_id IS NOT NULL`.execute(db);
}
