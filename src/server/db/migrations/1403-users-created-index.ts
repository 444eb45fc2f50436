import { sql, type Kysely } from 'kysely';

/**
 * The master user data report (docs/reports.md) pages people by sign-up time, newest first by default, filtered by a
 * time range: an index on `users (created_at, id)` lets each page (and the keyset cursor after it) read its rows in
 * order instead of sorting every user again. The company filter uses `users_company_idx`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS users_created_at_id_idx ON users (created_at, id)`.execute(db);
}
