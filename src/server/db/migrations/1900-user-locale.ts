import { sql, type Kysely } from 'kysely';

/**
 * The language a person reads the portal and their e-mails in (docs/i18n.md "Choosing the language"). NULL: not
 * chosen yet (the browser's language decides, and e-mails follow the request's language).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en-IN', 'hi-IN'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN locale`.execute(db);
}
