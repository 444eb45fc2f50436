/**
 * EXPLAIN (ANALYZE, BUFFERS) of the knowledge-base search statements over the bench corpus
 * (docs/knowledge-base.md "Search"), on PGlite (on disk) or PostgreSQL: where the time goes.
 * `npx tsx tests/bench/kb-explain.ts [pglite|postgres] [query…]`; BENCH_KB_DOCS as in the bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { upsertDocs } from '../../src/server/modules/knowledge-base/search-index.js';
import { explainStatements } from '../../src/server/modules/knowledge-base/search.js';
import { createDatabase, startPostgres, type PgServer } from '../support/pg-server.js';
import { buildBenchApp } from './bench-app.js';
import { generatedDocs, QUERIES } from './knowledge-base.bench.js';

const target = process.argv[2] ?? 'pglite';
const queries = process.argv.length > 3 ? process.argv.slice(3) : QUERIES;
const DOCS = Number(process.env.BENCH_KB_DOCS ?? 50_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'finwell-kb-explain-'));
let pg: PgServer | null = null;
try {
  let databaseUrl: string | undefined;
  if (target === 'postgres') {
    pg = await startPostgres();
    databaseUrl = await createDatabase(pg.url, 'kbexplain');
  }
  const app = await buildBenchApp({ dataDir, memoryDb: false, databaseUrl });
  const db = app.ctx.db;
  const docs = generatedDocs(DOCS);
  for (let i = 0; i < docs.length; i += 2000) await upsertDocs(db, docs.slice(i, i + 2000));
  await sql`ANALYZE`.execute(db);
  const kinds = ['faq', 'blog', 'finguide', 'handbook', 'toolkit', 'scheme'] as const;
  for (const q of queries) {
    // Twice: the first run warms the cache; the second is printed.
    for (const pass of [0, 1]) {
      const statements: Array<[string, RawBuilder<unknown>]> = await explainStatements(db, q, [...kinds], 10);
      for (const [label, stmt] of statements) {
        const t = performance.now();
        const plan = await sql<Record<string, string>>`EXPLAIN (ANALYZE, BUFFERS) ${stmt}`.execute(db);
        const ms = performance.now() - t;
        if (pass === 0) continue;
        console.log(`\n=== ${target} "${q}" ${label} (${ms.toFixed(1)} ms round trip)`);
        for (const r of plan.rows) console.log(Object.values(r)[0]);
      }
    }
  }
  await app.close();
} finally {
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
