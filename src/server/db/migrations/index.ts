import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001-foundation.js';

/**
 * Every migration, in order. Static imports (not a folder scan) so the server and the tests see
 * the same list wherever they run. Names sort in run order; an applied migration is never edited.
 */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

export type AnyDb = Kysely<unknown>;
