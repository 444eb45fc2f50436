import { sql, type Kysely } from 'kysely';

/**
 * Chapter progress (issue 32, docs/learning.md "Completion"): one row per person and chapter with what the server
 * accepted of the video played (`intervals`, merged [from, to] second pairs, and their total `watched_seconds`),
 * `last_beat_at`, the wall-clock time up to which reported playback is accounted for (a heartbeat may not report more
 * than the time since), when the chapter was first opened (reading time of documents, links opened) and when a
 * document was reported read to its end. A person's erasure deletes their rows (privacy/anonymise.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS course_chapter_progress (
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      chapter_id int NOT NULL,
      course_id int NOT NULL,
      intervals jsonb NOT NULL DEFAULT '[]'::jsonb,
      watched_seconds double precision NOT NULL DEFAULT 0,
      last_beat_at timestamptz,
      opened_at timestamptz,
      reached_end_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, chapter_id)
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS course_chapter_progress_course_idx ON course_chapter_progress (user_id, course_id)`.execute(
    db,
  );
}
