import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readColumnFacts, type TableFacts } from '../../src/server/db/column-facts.js';
import { DATABASE_COLUMNS } from '../../src/server/db/columns.js';
import { createDb, type DbHandle } from '../../src/server/db/index.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { createTestDatabase, testDbKind } from '../support/app.js';

/**
 * The one `Database` type against a freshly migrated database (docs/database.md). tsc already
 * checks src/server/db/columns.ts against the type; this checks the list against the migrations,
 * so a migration's table or column that the type lacks fails here.
 */

/**
 * Names recorded in schema_migrations by every database so far. A name never changes, even when
 * its file moves: a database migrated under the old name would run the migration again.
 */
const RECORDED_NAMES = [
  '0001-foundation',
  '0100-mutual-funds',
  '0200-landing-and-forms',
  '0300-counselling',
  '0400-calculators',
  '0500-form-extras',
  '0600-mail-queue',
  '0700-phone-lookup',
];

let handle: DbHandle;
let ran: string[];

beforeAll(async () => {
  handle =
    testDbKind() === 'postgres'
      ? await createDb({ databaseUrl: await createTestDatabase() })
      : await createDb({ memory: true });
  ran = await migrateToLatest(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

/** Lines "table.column: [udt, nullable]" present on one side only. */
function difference(a: TableFacts, b: TableFacts): string[] {
  const out: string[] = [];
  for (const [table, columns] of Object.entries(a)) {
    for (const [column, fact] of Object.entries(columns)) {
      const other = b[table]?.[column];
      if (!other || other[0] !== fact[0] || other[1] !== fact[1])
        out.push(`${table}.${column}: ${JSON.stringify(fact)}`);
    }
  }
  return out;
}

describe('the Database type and the migrations', () => {
  it('every migrated table and column is in the Database type, with its type name and nullability', async () => {
    const actual = await readColumnFacts(handle.db);
    const declared: TableFacts = DATABASE_COLUMNS;
    // Non-empty: run `npx tsx scripts/db-columns.ts`, then complete the types tsc points at.
    expect({ notInType: difference(actual, declared), notInDatabase: difference(declared, actual) }).toEqual({
      notInType: [],
      notInDatabase: [],
    });
  });

  it('records every migration under its historic name, and a second run has nothing to do', async () => {
    expect(ran).toEqual(expect.arrayContaining(RECORDED_NAMES));
    const recorded = await handle.db
      .withTables<{ schema_migrations: { name: string } }>()
      .selectFrom('schema_migrations')
      .select('name')
      .orderBy('name')
      .execute();
    expect(recorded.map((r) => r.name)).toEqual(expect.arrayContaining(RECORDED_NAMES));
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });
});
