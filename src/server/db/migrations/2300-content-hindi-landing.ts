import { sql, type Kysely } from 'kysely';

/**
 * Hindi values of admin-authored landing and engagement text (docs/i18n.md "Admin content in Hindi"): each record may
 * carry `hi`, the Hindi values of its text fields under the same names (`{ "header": "…" }`); readers pick them for a
 * Hindi reader through `localised()` and fall back to English field by field. Landing pages keep theirs inside the
 * widget props of the stored document, so they need no column.
 */
const TABLES = ['notifications', 'reminders', 'monthly_spotlights', 'cta_options', 'tasks', 'widget_items'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN hi jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN hi`.execute(db);
}
