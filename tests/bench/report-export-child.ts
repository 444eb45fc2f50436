/**
 * One Excel export in a fresh server process (tests/bench/reports.bench.ts): builds the app on
 * DATABASE_URL (already seeded), exports the master user data (BENCH_REPORTS_EXPORT rows) to a file as
 * a background export does, and prints one JSON line with the rows, the seconds and the process's RSS
 * before the export and at its peak (sampled every 20 ms). BENCH_REPORTS_FORMAT=pdf: the PDF export instead
 * (capped at PDF_MAX_ROWS rows).
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { build } from '../../src/server/app.js';
import { parseFilters } from '../../src/server/modules/reports/filters.js';
import { writeExcel } from '../../src/server/modules/reports/excel-export.js';
import { renderPdf } from '../../src/server/modules/reports/pdf-export.js';
import { reportByApi } from '../../src/shared/reports.js';

const app = await build({
  logger: false,
  config: {
    nodeEnv: 'bench',
    serveClient: false,
    seedDemo: false,
    loadFundData: false,
    logLevel: 'silent',
    databaseUrl: process.env.DATABASE_URL,
  },
});
const dir = mkdtempSync(path.join(tmpdir(), 'finwell-bench-export-'));
try {
  const def = reportByApi('master-report-userdata')!;
  const before = process.memoryUsage().rss;
  let peak = before;
  const parts = { heapTotal: 0, external: 0, arrayBuffers: 0 };
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    parts.heapTotal = Math.max(parts.heapTotal, m.heapTotal);
    parts.external = Math.max(parts.external, m.external);
    parts.arrayBuffers = Math.max(parts.arrayBuffers, m.arrayBuffers);
  }, 20);
  const t0 = performance.now();
  // As the server exports on PostgreSQL (export-jobs.ts): one server-side cursor, small batches.
  const cursor = app.ctx.dbHandle.kind === 'postgres';
  let rows: number;
  if (process.env.BENCH_REPORTS_FORMAT === 'pdf') {
    const pdf = await renderPdf(app.ctx.db, def, parseFilters(def, {}), { cursor });
    rows = pdf.rows;
  } else {
    const out = createWriteStream(path.join(dir, 'export.xlsx'));
    const done = await writeExcel(app.ctx.db, def, parseFilters(def, {}), out, {
      maxRows: Number(process.env.BENCH_REPORTS_EXPORT ?? 100_000),
      cursor,
    });
    await finished(out);
    rows = done.rows;
  }
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (x: number) => Math.round(x / 2 ** 20);
  console.error(
    `peaks (MB): heapTotal ${mb(parts.heapTotal)}, external ${mb(parts.external)}, arrayBuffers ${mb(parts.arrayBuffers)}; before: ${JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, mb(v)])))}`,
  );
  console.log(JSON.stringify({ rows, seconds: (performance.now() - t0) / 1000, before, peak }));
} finally {
  rmSync(dir, { recursive: true, force: true });
  await app.close();
}
process.exit(0);
