import { sql, type Kysely } from 'kysely';

/**
 * Request limits reserved in blocks (src/server/plugins/rate-limit-store.ts, docs/deploy.md "Shared limits"): a server
 * takes a block of a key's budget in one statement and counts it down in memory. `last_grant` is the size of the block
 * the last statement gave (0: the budget is spent), read back by that statement's RETURNING.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limit_counters ADD COLUMN IF NOT EXISTS last_grant integer NOT NULL DEFAULT 0`.execute(db);
}
