import { sql, type Kysely } from 'kysely';

/**
 * Hindi values of admin-authored text (docs/i18n.md "Admin content in Hindi"): each record of the knowledge base,
 * the learning center, webinars and the journey may carry `hi`, an object with the Hindi value of some of its text
 * fields under the same names (`{"title": "…"}`). `{}`: no Hindi yet, readers get the English text.
 */
export const HINDI_TABLES = [
  'kb_categories',
  'kb_sub_categories',
  'kb_groups',
  'kb_faqs',
  'kb_articles',
  'courses',
  'course_sections',
  'course_chapters',
  'elearning_videos',
  'assessments',
  'assessment_questions',
  'assessment_options',
  'webinars',
  'journey_cards',
  'journey_topics',
  'resource_items',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of HINDI_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN hi jsonb NOT NULL DEFAULT '{}'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of HINDI_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN hi`.execute(db);
  }
}
