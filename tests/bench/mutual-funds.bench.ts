/**
 * Mutual-fund figures: the first start of the embedded server on an empty data folder (which
 * imports the seed), a repeat start on the same folder, and milliseconds per request through
 * the whole route (auth, validation, queries, analytics, envelope) in a tight app.inject loop:
 *   - rolling returns, 84-month windows over the full history (2006-04..2026-01) of Franklin
 *     India Large Cap Fund Regular against the Large Cap Regular category average (aim < 10 ms);
 *   - compare of four schemes (aim < 20 ms).
 * For scale, the same loop times the platform's own layers: GET /api/v1/health (no token) and
 * GET /api/v1/user-profile (token lookup and session touch, one query), and the calculators'
 * service functions called directly (queries + analytics, no HTTP, no auth).
 * Run alone with `npx tsx tests/bench/mutual-funds.bench.ts`, or through `npm run bench`.
 * Environment: BENCH_MF_RUNS (timed requests per endpoint, 300).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { build, type App } from '../../src/server/app.js';
import { createSession } from '../../src/server/modules/auth/session.js';
import { getRollingVsCategory, getSchemeComparison } from '../../src/server/modules/mutual-funds/service.js';

const RUNS = Number(process.env.BENCH_MF_RUNS ?? 300);
const WARMUP = 30;
export const AIM_MS = { rolling84VsCategory: 10, compareFour: 20 } as const;

const ENDPOINTS = {
  rolling84VsCategory: '/api/v1/calculator/rolling-return-vs-category?schemeCode=100471&windowMonths=84',
  compareFour: '/api/v1/calculator/compare-mf-by-schemes?schemeCodes=120716,118955,120465,119528',
} as const;

export type MfBenchRow = { measure: string; value: string; aim: string; verdict: string };

async function startApp(dataDir: string): Promise<{ app: App; ms: number }> {
  const t0 = performance.now();
  const app = await build({
    logger: false,
    config: {
      dataDir,
      memoryDb: false,
      databaseUrl: undefined,
      loadFundData: true,
      seedDemo: true,
      serveClient: false,
      nodeEnv: 'bench',
      logLevel: 'silent',
      otpSecret: 'bench',
    },
  });
  await app.ready();
  return { app, ms: performance.now() - t0 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

type Timing = { mean: number; median: number; p95: number };

async function timeLoop(call: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return {
    mean: samples.reduce((s, x) => s + x, 0) / samples.length,
    median: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
  };
}

async function timeEndpoint(app: App, url: string, token: string | null): Promise<Timing> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const first = await app.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${url}: HTTP ${first.statusCode} ${first.body.slice(0, 200)}`);
  return timeLoop(() => app.inject({ method: 'GET', url, headers }));
}

const show = (t: Timing) =>
  `mean ${t.mean.toFixed(2)} ms, median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`;

/** Figures for the README and the issue; the bench reports, it does not fail. */
export async function benchMutualFunds(): Promise<MfBenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'finwell-mf-bench-'));
  const rows: MfBenchRow[] = [];
  try {
    const first = await startApp(dataDir);
    const marker = await sql<{ import_ms: number }>`SELECT import_ms FROM mf_seed_version`.execute(first.app.ctx.db);
    rows.push({
      measure: 'first start (migrations, demo seed, fund import)',
      value: `${(first.ms / 1000).toFixed(1)} s`,
      aim: '',
      verdict: '',
    });
    rows.push({
      measure: '  of which the fund import',
      value: `${((marker.rows[0]?.import_ms ?? Number.NaN) / 1000).toFixed(1)} s`,
      aim: '< 60 s',
      verdict: (marker.rows[0]?.import_ms ?? Infinity) < 60_000 ? 'meets' : 'MISSES',
    });
    await first.app.close();

    const again = await startApp(dataDir);
    const { app } = again;
    rows.push({
      measure: 'repeat start on the same data folder',
      value: `${(again.ms / 1000).toFixed(1)} s`,
      aim: '',
      verdict: '',
    });
    try {
      const user = await app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'employee@acme.example')
        .executeTakeFirstOrThrow();
      const token = await createSession(app.ctx.db, { userId: user.id, idleMinutes: 60 });
      for (const [key, url] of Object.entries(ENDPOINTS) as [keyof typeof ENDPOINTS, string][]) {
        const t = await timeEndpoint(app, url, token);
        const aim = AIM_MS[key];
        rows.push({
          measure: `${key === 'rolling84VsCategory' ? 'rolling 84 m vs category, full history' : 'compare of four schemes'} (${RUNS} requests)`,
          value: show(t),
          aim: `< ${aim} ms`,
          verdict: t.median < aim ? 'meets' : 'MISSES',
        });
      }
      const db = app.ctx.db;
      rows.push({
        measure: '  service only: rolling 84 m vs category',
        value: show(await timeLoop(() => getRollingVsCategory(db, { schemeCode: 100471, windowMonths: 84 }))),
        aim: '',
        verdict: '',
      });
      rows.push({
        measure: '  service only: compare of four',
        value: show(await timeLoop(() => getSchemeComparison(db, { schemeCodes: '120716,118955,120465,119528' }))),
        aim: '',
        verdict: '',
      });
      rows.push({
        measure: '  platform: GET /health (no token)',
        value: show(await timeEndpoint(app, '/api/v1/health', null)),
        aim: '',
        verdict: '',
      });
      rows.push({
        measure: '  platform: GET /user-profile (token)',
        value: show(await timeEndpoint(app, '/api/v1/user-profile', token)),
        aim: '',
        verdict: '',
      });
      rows.push({
        measure: 'load average (1 min) during the run',
        value: loadavg()[0].toFixed(1),
        aim: '',
        verdict: `${cpus().length} CPUs`,
      });
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchMutualFunds();
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => [r.measure, r.value, r.aim][i].length)));
  for (const r of rows)
    console.log(
      `${r.measure.padEnd(widths[0])}  ${r.value.padEnd(widths[1])}  ${r.aim.padEnd(widths[2])}  ${r.verdict}`,
    );
}
