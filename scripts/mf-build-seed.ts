/**
 * Rebuilds data-seed/mutual-funds from the shared data set (default ../shared/data/mutual-funds):
 * each CSV is gzip-compressed unchanged (byte-identical after gunzip, so the source checksums
 * still hold), the source README is copied beside it, and manifest.json records row counts and
 * SHA-256 of the uncompressed bytes. The importer checks those counts and uses the manifest's
 * seedId as its loaded-version marker.
 *
 *   npx tsx scripts/mf-build-seed.ts [SOURCE_DIR]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseCsv } from '../src/server/modules/mutual-funds/parse-csv';
import { SEED_FILES } from '../src/server/modules/mutual-funds/seed-files';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sourceDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '..', 'shared', 'data', 'mutual-funds'));
const targetDir = path.join(repoRoot, 'data-seed', 'mutual-funds');

const files = SEED_FILES.map((f) => {
  const raw = readFileSync(path.join(sourceDir, f.source));
  const rows = parseCsv(raw.toString('utf8')).rows.length;
  // level 9 and no file name/mtime in the header: the same input always gives the same bytes,
  // so rebuilding the seed does not churn git.
  const gz = gzipSync(raw, { level: 9 });
  const out = path.join(targetDir, f.seed);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, gz);
  return {
    seed: f.seed,
    source: f.source,
    rows,
    bytes: raw.length,
    gzipBytes: gz.length,
    sha256: createHash('sha256').update(raw).digest('hex'),
  };
});

// Content only: the shared copy is read-only and its mode must not follow it into the repo.
writeFileSync(path.join(targetDir, 'SOURCE-README.md'), readFileSync(path.join(sourceDir, 'README.md')));
const digest = createHash('sha256')
  .update(files.map((f) => `${f.seed}:${f.sha256}`).join('\n'))
  .digest('hex');
const manifest = {
  dataset: 'finwell-mutual-funds',
  navThrough: '2026-01-30',
  seedId: `mf-seed-2026-01-30-${digest.slice(0, 12)}`,
  files,
};
writeFileSync(path.join(targetDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const total = files.reduce((s, f) => s + f.gzipBytes, 0);
console.log(`wrote ${files.length} files, ${(total / 1e6).toFixed(2)} MB compressed, seedId ${manifest.seedId}`);
for (const f of files)
  console.log(`${f.seed.padEnd(50)} ${String(f.rows).padStart(8)} rows ${String(f.gzipBytes).padStart(9)} B`);
