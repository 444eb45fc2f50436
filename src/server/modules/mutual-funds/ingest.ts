import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/index.js';
import { insertColumns } from './bulk-insert.js';
import type { CsvTable } from './parse-csv.js';
import { readGzipCsv } from './read-gzip-csv.js';
import { buildTableColumns } from './seed-columns.js';
import { SEED_FILES, type SeedFileKey } from './seed-files.js';

export type SeedManifest = {
  seedId: string;
  navThrough: string;
  files: { seed: string; source: string; rows: number; sha256: string }[];
};

export type ImportResult = {
  /** True when this seed version was already loaded: nothing was read or written. */
  skipped: boolean;
  seedId: string;
  /** Rows inserted per table (0 for rows already present). */
  inserted: Record<string, number>;
  ms: number;
};

/**
 * Loads data-seed/mutual-funds into the mf_ tables (run `up` from migration.ts first).
 *
 * Idempotent twice over: a marker row in mf_seed_version (keyed by the manifest's seedId, a
 * digest of every file) makes a repeat start a single SELECT, and every insert is ON CONFLICT
 * DO NOTHING, so a newer seed adds what is missing without overwriting NAVs, schemes or names
 * that the daily AMFI updater changed since. It all runs in one transaction: a crash halfway
 * leaves no marker and no partial data.
 */
export async function importMutualFundData(
  db: Db,
  opts: { dir: string; log?: (s: string) => void },
): Promise<ImportResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const manifest = JSON.parse(readFileSync(path.join(opts.dir, 'manifest.json'), 'utf8')) as SeedManifest;
  const loaded = await db
    .selectFrom('mf_seed_version')
    .select('seed_id')
    .where('seed_id', '=', manifest.seedId)
    .executeTakeFirst();
  if (loaded) {
    log(`mutual funds: seed ${manifest.seedId} already loaded`);
    return { skipped: true, seedId: manifest.seedId, inserted: {}, ms: Date.now() - started };
  }

  const tables = readSeedTables(opts.dir, manifest);
  log(`mutual funds: seed files read in ${Date.now() - started} ms`);
  const inserted: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    for (const [table, columns] of buildTableColumns(tables)) {
      const t0 = Date.now();
      inserted[table] = (inserted[table] ?? 0) + (await insertColumns(trx, table, columns));
      log(`mutual funds: ${table} +${inserted[table]} rows in ${Date.now() - t0} ms`);
    }
    const ms = Date.now() - started;
    await trx
      .insertInto('mf_seed_version')
      .values({ seed_id: manifest.seedId, row_counts: JSON.stringify(inserted), import_ms: ms })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
  const ms = Date.now() - started;
  log(`mutual funds: seed ${manifest.seedId} imported in ${ms} ms`);
  return { skipped: false, seedId: manifest.seedId, inserted, ms };
}

/** Reads and parses every seed file, checking its row count against the manifest. */
function readSeedTables(dir: string, manifest: SeedManifest): Record<SeedFileKey, CsvTable> {
  const out = {} as Record<SeedFileKey, CsvTable>;
  for (const f of SEED_FILES) {
    const table = readGzipCsv(path.join(dir, f.seed));
    const expected = manifest.files.find((m) => m.seed === f.seed)?.rows;
    if (expected !== undefined && expected !== table.rows.length) {
      throw new Error(`${f.seed}: ${table.rows.length} rows, manifest says ${expected}`);
    }
    out[f.key] = table;
  }
  return out;
}
