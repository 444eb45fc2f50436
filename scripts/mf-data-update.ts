/**
 * Applies one AMFI daily NAV file to the database: `npm run data:update -- FILE`.
 *
 * FILE is AMFI's NAVAll.txt (semicolon-separated; plain or .gz). The database is the app's:
 * DATABASE_URL for PostgreSQL, else PGlite in DATA_DIR. Pending migrations run and the seed is
 * imported first if this database has never seen them (both are no-ops otherwise), so
 * the update never lands on an empty catalogue and turns every scheme into a "new" one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createDb } from '../src/server/db/index.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { applyAmfiDailyFile } from '../src/server/modules/mutual-funds/amfi-update.js';
import { importMutualFundData } from '../src/server/modules/mutual-funds/ingest.js';

const file = process.argv.slice(2).find((a) => a !== '--');
if (!file) {
  console.error('usage: npm run data:update -- FILE   (an AMFI NAVAll.txt daily NAV file)');
  process.exit(2);
}

const raw = readFileSync(file);
const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
const handle = await createDb({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL });
try {
  await migrateToLatest(handle.db);
  await importMutualFundData(handle.db, {
    dir: path.resolve(import.meta.dirname, '..', 'data-seed', 'mutual-funds'),
    log: console.log,
  });
  const summary = await applyAmfiDailyFile(handle.db, text, { log: console.log });
  for (const s of summary.skippedLines) console.warn(`line ${s.line} skipped (${s.reason}): ${s.text}`);
  for (const a of summary.adjustments)
    console.warn(`scheme ${a.schemeCode} ${a.exDate}: ${a.kind} (ratio ${a.ratio.toFixed(4)})`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
