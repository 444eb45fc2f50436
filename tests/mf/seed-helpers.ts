import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createDb, type DbHandle } from '../../src/server/db/index.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { CsvTable } from '../../src/server/modules/mutual-funds/parse-csv.js';
import { readGzipCsv } from '../../src/server/modules/mutual-funds/read-gzip-csv.js';
import { SEED_FILES, type SeedFileKey } from '../../src/server/modules/mutual-funds/seed-files.js';

export const SEED_DIR = path.resolve(import.meta.dirname, '../../data-seed/mutual-funds');

/** A seed file as parsed rows (cached: several tests read the same big files). */
const cache = new Map<SeedFileKey, CsvTable>();
export function readSeed(key: SeedFileKey): CsvTable {
  let t = cache.get(key);
  if (!t) {
    const f = SEED_FILES.find((x) => x.key === key);
    if (!f) throw new Error(`no seed file ${key}`);
    t = readGzipCsv(path.join(SEED_DIR, f.seed));
    cache.set(key, t);
  }
  return t;
}

/** Column accessor for a seed table. */
export function col(t: CsvTable, name: string): (row: string[]) => string {
  const i = t.header.indexOf(name);
  if (i < 0) throw new Error(`no column ${name}`);
  return (row) => row[i];
}

/** An in-memory PGlite database through the app's own factory and migrations (the mf_ tables among them). */
export async function createTestDb(): Promise<DbHandle> {
  const handle = await createDb({ memory: true });
  await migrateToLatest(handle.db);
  return handle;
}

function toCsv(t: CsvTable): string {
  const cell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return [t.header, ...t.rows].map((r) => r.map(cell).join(',')).join('\n') + '\n';
}

/**
 * Writes a variant of the seed to a temp dir: every file as in data-seed unless `transform`
 * rewrites it. Used to stage "the database as it stood before a given AMFI file".
 */
export function writeSeedVariant(
  seedId: string,
  transform: Partial<Record<SeedFileKey, (t: CsvTable) => CsvTable>>,
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-seed-'));
  for (const f of SEED_FILES) {
    const t = transform[f.key]?.(readSeed(f.key)) ?? readSeed(f.key);
    const out = path.join(dir, f.seed);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, gzipSync(toCsv(t)));
  }
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ seedId, navThrough: 'test', files: [] }));
  return dir;
}

/** Keeps rows passing `keep`, optionally mapping them. */
export function filterRows(t: CsvTable, keep: (row: string[]) => boolean, map?: (row: string[]) => string[]): CsvTable {
  const rows = t.rows.filter(keep);
  return { header: t.header, rows: map ? rows.map(map) : rows };
}

/** Keeps the date column and the named columns of a wide file, rows passing `keepRow`. */
export function pickColumns(
  t: CsvTable,
  names: readonly string[],
  keepRow: (row: string[]) => boolean,
  map?: (v: string) => string,
): CsvTable {
  const idx = [0, ...names.map((n) => t.header.indexOf(n)).filter((i) => i > 0)];
  return {
    header: idx.map((i) => t.header[i]),
    rows: t.rows.filter(keepRow).map((r) => idx.map((i, k) => (k === 0 || !map || r[i] === '' ? r[i] : map(r[i])))),
  };
}

/** A table with the same header and no rows. */
export function emptyRows(t: CsvTable): CsvTable {
  return { header: t.header, rows: [] };
}
