import { sql, type Kysely } from 'kysely';

/** Calculator favourites (usage counts live in user_activity: feature 3, action Viewed, calculator_id). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calculator_favourites (
      user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      calculator_id smallint NOT NULL CHECK (calculator_id BETWEEN 1 AND 26),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, calculator_id)
    );
    CREATE INDEX user_activity_calculator_idx ON user_activity (calculator_id) WHERE calculator_id IS NOT NULL;
  `.execute(db);
}
