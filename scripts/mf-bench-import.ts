/**
 * Times the mutual-fund seed import on a fresh PGlite database and prints the figures
 * (the budget is 60 s on the embedded default). Not a test: timing depends on the machine.
 *
 *   npx tsx scripts/mf-bench-import.ts [--disk]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../src/server/db/index.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { importMutualFundData } from '../src/server/modules/mutual-funds/ingest.js';

const onDisk = process.argv.includes('--disk');
const dataDir = onDisk ? mkdtempSync(path.join(tmpdir(), 'mf-bench-')) : undefined;
const handle = await createDb(onDisk ? { dataDir } : { memory: true });
try {
  const t0 = Date.now();
  await migrateToLatest(handle.db);
  const first = await importMutualFundData(handle.db, {
    dir: path.resolve(import.meta.dirname, '..', 'data-seed', 'mutual-funds'),
    log: console.log,
  });
  const again = await importMutualFundData(handle.db, {
    dir: path.resolve(import.meta.dirname, '..', 'data-seed', 'mutual-funds'),
  });
  const rows = Object.values(first.inserted).reduce((s, n) => s + n, 0);
  console.log(
    `PGlite ${onDisk ? 'on disk' : 'in memory'}: migration + import ${Date.now() - t0 - again.ms} ms for ${rows} rows; repeat start ${again.ms} ms (skipped=${again.skipped})`,
  );
} finally {
  await handle.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
