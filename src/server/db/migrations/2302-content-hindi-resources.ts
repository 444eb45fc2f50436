import { sql, type Kysely } from 'kysely';

/**
 * Hindi values of the journey's resources (docs/i18n.md "Admin content in Hindi", docs/journey.md "Hindi"): the quiz
 * (title, description), its questions (question, options, explanation) and the risk questions (question, help, the
 * options' labels in order) may carry `hi` like the other admin-authored records. `resource_items` has its column
 * since 2301-content-hindi-learning.
 */
const TABLES = ['quizzes', 'quiz_questions', 'fra_questions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN hi jsonb NOT NULL DEFAULT '{}'`.execute(db);
  }
}

/** Drops the three columns; resource items keep their Hindi (their column belongs to 2301). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN hi`.execute(db);
  }
}
