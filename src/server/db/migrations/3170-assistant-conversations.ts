import { sql, type Kysely } from 'kysely';

/**
 * The assistant's conversations (issue 33, docs/assistant.md "Conversations"): a follow-up ("what if the tenure is 25
 * years?") continues the previous turn's calculator and inputs. One row per conversation: `id` is an unguessable
 * random id (the only key a visitor's conversation has), `user_id` the signed-in owner (null for a visitor), `state`
 * the last calculator turn (JSON: intent, calculator key, the inputs given, the tax year), `questions` the questions
 * asked (JSON array, at most 20, for the person's data export). Rows expire (`expires_at`, 24 hours after the last
 * turn) and are deleted when a later conversation is started; a person's erasure deletes theirs
 * (privacy/anonymise.ts), and ON DELETE CASCADE when the user row goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS assistant_conversations (
      id text PRIMARY KEY,
      user_id int REFERENCES users(id) ON DELETE CASCADE,
      state text NOT NULL DEFAULT '{}',
      questions text NOT NULL DEFAULT '[]',
      turns int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS assistant_conversations_user ON assistant_conversations (user_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS assistant_conversations_expires ON assistant_conversations (expires_at)`.execute(
    db,
  );
}
