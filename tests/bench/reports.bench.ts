/**
 * Report figures (docs/reports.md, "Scale"): scale data from scripts/seed-report-scale.ts added to the
 * demo seed, then every report's first page with its default filters (GET report/<name>) timed in an
 * app.inject loop, p50 and p95 per report, and one Excel export of the master user data (up to
 * BENCH_REPORTS_EXPORT rows) with its time and the process's peak RSS.
 * Run alone with `npx tsx tests/bench/reports.bench.ts`, or through `npm run bench`.
 * Environment: BENCH_TARGETS (pglite,postgres), BENCH_REPORTS_RUNS (15),
 * BENCH_REPORTS_ACTIVITY / _VISITS / _USERS / _COMPANIES (defaults: 1,000,000 / 100,000 / 50,000 / 200 on
 * PGlite, the issue's 10,000,000 / 1,000,000 / 500,000 / 200 on PostgreSQL), BENCH_REPORTS_EXPORT (100000).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { build, type App } from '../../src/server/app.js';
import type { AppConfig } from '../../src/server/config.js';
import { createSession } from '../../src/server/modules/auth/session.js';
import { parseFilters } from '../../src/server/modules/reports/filters.js';
import { writeExcel } from '../../src/server/modules/reports/excel-export.js';
import { refreshUsageRollup } from '../../src/server/modules/reports/rollups.js';
import { REPORTS, reportByApi } from '../../src/shared/reports.js';
import { ISSUE_SIZES, seedReportScale, type ScaleSizes } from '../../scripts/seed-report-scale.js';
import { onEachTarget } from './bench-app.js';

const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 15);
const EXPORT_ROWS = Number(process.env.BENCH_REPORTS_EXPORT ?? 100_000);
export const AIM_MS = { pglite: 1000, postgres: 300 } as const;

function sizes(target: string): ScaleSizes {
  const base: ScaleSizes =
    target === 'postgres' ? ISSUE_SIZES : { companies: 200, users: 50_000, activity: 1_000_000, visits: 100_000 };
  const env = (k: string, d: number) => Number(process.env[`BENCH_REPORTS_${k}`] ?? d);
  return {
    companies: env('COMPANIES', base.companies),
    users: env('USERS', base.users),
    activity: env('ACTIVITY', base.activity),
    visits: env('VISITS', base.visits),
  };
}

async function timed(f: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await f();
  return Math.round(performance.now() - t0);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export type ReportBenchRow = { target: string; report: string; p50: number; p95: number; aim: number; verdict: string };

async function benchTarget(target: 'pglite' | 'postgres', config: Partial<AppConfig>): Promise<ReportBenchRow[]> {
  const app: App = await build({
    logger: false,
    config: {
      nodeEnv: 'bench',
      serveClient: false,
      seedDemo: true,
      loadFundData: false,
      logLevel: 'silent',
      ...config,
    },
  });
  try {
    const s = sizes(target);
    const started = Date.now();
    await seedReportScale(app.ctx.db, s);
    console.log(
      `  ${target}: seeded ${s.activity} activity rows, ${s.visits} page visits, ${s.users} users, ${s.companies} companies in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const r0 = Date.now();
    await refreshUsageRollup(app.ctx.db);
    const rollupRows = (await sql<{ c: string }>`SELECT count(*) AS c FROM report_usage_daily`.execute(app.ctx.db))
      .rows[0].c;
    console.log(
      `  ${target}: usage rollup backfilled (${rollupRows} rows) in ${((Date.now() - r0) / 1000).toFixed(0)} s; a rerun (yesterday) took ${await timed(() => refreshUsageRollup(app.ctx.db))} ms`,
    );
    const admin = await app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@finwell.example')
      .executeTakeFirstOrThrow();
    const token = await createSession(app.ctx.db, { userId: admin.id, idleMinutes: 60 });
    const rows: ReportBenchRow[] = [];
    for (const def of REPORTS) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/report/${def.api}`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200) throw new Error(`${def.api}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i >= 2) times.push(performance.now() - t0); // two warm-up runs: plans, caches
      }
      const aim = AIM_MS[target];
      const p95 = pct(times, 95);
      rows.push({
        target,
        report: def.api,
        p50: Math.round(pct(times, 50)),
        p95: Math.round(p95),
        aim,
        verdict: p95 <= aim ? 'ok' : 'OVER',
      });
    }
    if (target === 'postgres' && config.databaseUrl) {
      // A fresh server process on the same database exports, as a server node does: its RSS is the
      // app's own plus what the export takes (this process holds the seeding's and the loop's garbage).
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'report-export-child.ts')],
        {
          env: {
            ...process.env,
            DATABASE_URL: config.databaseUrl,
            FINWELL_JOBS: '0',
            BENCH_REPORTS_EXPORT: String(EXPORT_ROWS),
          },
          encoding: 'utf8',
          maxBuffer: 16 * 2 ** 20,
        },
      );
      const line = child.stdout.trim().split('\n').pop() ?? '';
      if (child.status !== 0 || !line.startsWith('{')) throw new Error(`export child: ${child.stderr.slice(-2000)}`);
      const r = JSON.parse(line) as { rows: number; seconds: number; before: number; peak: number };
      console.log(
        `  ${target}: Excel export of ${r.rows} rows in ${r.seconds.toFixed(1)} s in a fresh server process, peak RSS ${Math.round(r.peak / 2 ** 20)} MB (${Math.round(r.before / 2 ** 20)} MB before it) (aim: 100,000 rows < 30 s, < 300 MB)`,
      );
      return rows;
    }
    const def = reportByApi('master-report-userdata')!;
    const out = new PassThrough();
    out.resume();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    const done = await writeExcel(app.ctx.db, def, parseFilters(def, {}), out, { maxRows: EXPORT_ROWS });
    clearInterval(timer);
    console.log(
      `  ${target}: Excel export of ${done.rows} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s, peak RSS ${Math.round(peak / 2 ** 20)} MB (${Math.round(before / 2 ** 20)} MB before it) (aim: 100,000 rows < 30 s, < 300 MB)`,
    );
    return rows;
  } finally {
    await app.close();
  }
}

export async function benchReports(): Promise<ReportBenchRow[]> {
  console.log(`\nReports (first page, default filters; ${RUNS} runs each; load average ${loadavg()[0].toFixed(1)})`);
  const rows = await onEachTarget('reports', benchTarget);
  console.table(rows);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReports();
  process.exit(0);
}
