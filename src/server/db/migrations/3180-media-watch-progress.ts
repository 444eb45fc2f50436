import { sql, type Kysely } from 'kysely';

/**
 * Watched coverage of the videos outside courses (issue 32, docs/learning.md "Completion"): one row per person and
 * subject — an e-learning library video (`subject_kind` 'video'), a journey topic's video ('topic') or a recorded
 * webinar ('webinar') — with the merged [from, to] second pairs the server accepted as played (`intervals`), their
 * total `watched_seconds`, the video's length when last counted (`duration_seconds`), `last_beat_at` (the wall-clock
 * time up to which reported playback is accounted for), the first beat (`opened_at`) and when coverage first reached
 * 90 % (`reached_at`). The rule is course_chapter_progress's (3160); a person's erasure deletes their rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS media_watch_progress (
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      subject_kind text NOT NULL CHECK (subject_kind IN ('video', 'topic', 'webinar')),
      subject_id int NOT NULL,
      intervals jsonb NOT NULL DEFAULT '[]'::jsonb,
      watched_seconds double precision NOT NULL DEFAULT 0,
      duration_seconds double precision NOT NULL DEFAULT 0,
      last_beat_at timestamptz,
      opened_at timestamptz,
      reached_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, subject_kind, subject_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS media_watch_progress_subject_idx ON media_watch_progress (subject_kind, opened_at)`.execute(
    db,
  );
}
