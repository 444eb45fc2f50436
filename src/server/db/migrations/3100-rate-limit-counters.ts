import { sql, type Kysely } from 'kysely';

/**
 * Request limits shared by every API server on one database (docs/deploy.md "Shared limits"): one row
 * per counted key and window, bumped by one atomic upsert (src/server/plugins/rate-limit-store.ts).
 * UNLOGGED: no WAL for a counter that lives a minute; after a crash PostgreSQL empties the table,
 * which only restarts the windows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_counters (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      reset_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS rate_limit_counters_reset_idx ON rate_limit_counters (reset_at)`.execute(db);
}
