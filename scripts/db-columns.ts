/**
 * Writes src/server/db/columns.ts from a freshly migrated in-memory database: `npx tsx scripts/db-columns.ts`.
 * Run it after adding a migration; tsc then shows every table or column the `Database` type lacks
 * (or types differently), and tests/api/db-schema.test.ts keeps the list equal to the migrations
 * (docs/database.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readColumnFacts } from '../src/server/db/column-facts.js';
import { createDb } from '../src/server/db/index.js';
import { migrateToLatest } from '../src/server/db/migrate.js';

const target = path.resolve(import.meta.dirname, '..', 'src', 'server', 'db', 'columns.ts');
const handle = await createDb({ memory: true });
try {
  await migrateToLatest(handle.db);
  const facts = await readColumnFacts(handle.db);
  const source = `import type { DatabaseColumns } from './column-facts.js';

/**
 * Every table and column the migrations create: [PostgreSQL type name, takes NULL]. Written by
 * scripts/db-columns.ts, never by hand; tsc checks it against the \`Database\` type (docs/database.md).
 */
export const DATABASE_COLUMNS = ${JSON.stringify(facts)} as const satisfies DatabaseColumns;
`;
  const options = (await resolveConfig(target)) ?? {};
  writeFileSync(target, await format(source, { ...options, filepath: target }));
  console.log(`${path.relative(process.cwd(), target)}: ${Object.keys(facts).length} tables`);
} finally {
  await handle.close();
}
