import { Migrator } from 'kysely';
import type { Db } from './index.js';
import { migrationProvider } from './migrations/index.js';

/** Runs pending migrations; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
