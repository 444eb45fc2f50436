import { sql, type Kysely } from 'kysely';

/**
 * The assistant (docs/assistant.md): the log of unanswered and low-confidence questions (the
 * redacted words only: no user, no company, no e-mail, PAN or long numbers), and the note a
 * counselling booking can carry (the question the assistant could not answer, so the counsellor
 * sees it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE assistant_question_log (
      id serial PRIMARY KEY,
      question text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('calculator', 'content', 'unknown')),
      intent text NOT NULL,
      confidence real NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX assistant_question_log_created_idx ON assistant_question_log (created_at);
    ALTER TABLE counselling_bookings ADD COLUMN note text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE assistant_question_log; ALTER TABLE counselling_bookings DROP COLUMN note;`.execute(db);
}
