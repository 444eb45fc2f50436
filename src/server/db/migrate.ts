import { Migrator, sql } from 'kysely';
import type { Db } from './index.js';
import { migrationProvider } from './migrations/index.js';

const MIGRATION_TABLE = 'schema_migrations';

/**
 * True when every migration of this build is recorded: one query, so a restart or a second server on a database
 * that is up to date does not take the migrator's lock (issue 38). A missing table (a new database) is "pending".
 */
async function noneArePending(db: Db): Promise<boolean> {
  const known = Object.keys(await migrationProvider.getMigrations());
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)}`.execute(db);
    const done = new Set(rows.map((r) => r.name));
    return known.every((name) => done.has(name));
  } catch {
    return false;
  }
}

function migratorFor(db: Db): Migrator {
  return new Migrator({
    db,
    provider: migrationProvider,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'schema_migrations_lock',
    allowUnorderedMigrations: true,
  });
}

/** Runs the migrations up to and including `name` (tests of a data migration start from the database before it). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await migratorFor(db).migrateTo(name);
  if (error) throw error;
}

/** Runs pending migrations; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  if (await noneArePending(db)) return [];
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
