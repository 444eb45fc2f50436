import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import type { AppConfig } from '../../src/server/config.js';
import { createDatabase, startPostgres, type PgServer } from '../support/pg-server.js';
import { login, startApp } from './bench-app.js';
import { pinServer, runLoad } from './load.js';

/**
 * `npm run bench`: requests per second and p99 latency of GET /api/v1/health and of the
 * authenticated profile read (GET /api/v1/user-profile), on PGlite (in DATA_DIR on disk, as
 * `npm start` runs) and on a throwaway PostgreSQL, and the ratio profile/health per database.
 * The server runs in this process on 127.0.0.1 with the global rate limit lifted; the load comes
 * from autocannon in a separate process (tests/bench/load.ts). Then any
 * tests/bench/*.bench.ts is imported and each exported `bench*` function called (see BenchContext).
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_TARGETS (pglite,postgres), BENCH_EXTRAS=0 (HTTP figures only),
 * BENCH_ROUNDS (2: the home page and the bare route are measured in turn, this many times each), BENCH_PIN=0 (no CPU
 * pinning, see pinServer in load.ts).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres')
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean);
const AIM = { pglite: 0.3, postgres: 0.5, p99Ms: 25 } as const;
/** The cached employee home page against a bare Fastify route sending the same number of bytes. */
const HOME_AIM = { ratio: 0.7, p99Ms: 10 } as const;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const here = path.dirname(fileURLToPath(import.meta.url));

export type BenchRow = {
  target: string;
  endpoint: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

/** What an extra bench receives; it may return rows for the table. */
export type BenchContext = { seconds: number; connections: number; runAutocannon: typeof measure };

export async function measure(opts: {
  name: string;
  target: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  seconds?: number;
}): Promise<BenchRow> {
  const pin = pinServer();
  const run = (seconds: number) =>
    runLoad({
      url: opts.url,
      method: opts.method,
      headers: opts.headers,
      body: opts.body,
      connections: CONNECTIONS,
      seconds,
      cpu: pin?.loadCpu,
    });
  try {
    await run(Math.min(2, opts.seconds ?? SECONDS)); // warm-up: JIT, query plans, connection pool
    const result = await run(opts.seconds ?? SECONDS);
    return {
      target: opts.target,
      endpoint: opts.name,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    pin?.unpin();
  }
}

/** The mean rate and the worst p99 of rounds of one endpoint. */
function combine(rounds: BenchRow[]): BenchRow {
  const sum = (f: (r: BenchRow) => number) => rounds.reduce((a, r) => a + f(r), 0);
  return {
    ...rounds[0],
    requestsPerSecond: sum((r) => r.requestsPerSecond) / rounds.length,
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
  };
}

async function benchTarget(target: string, config: Partial<AppConfig>): Promise<BenchRow[]> {
  const { app, base } = await startApp(config);
  try {
    const token = await login(base, 'employee@acme.example');
    const health = await measure({ name: 'GET /api/v1/health', target, url: `${base}/api/v1/health` });
    const profile = await measure({
      name: 'GET /api/v1/user-profile',
      target,
      url: `${base}/api/v1/user-profile`,
      headers: { authorization: `Bearer ${token}` },
    });
    // The resolved home page (landing-page issue): after the first request it is a cache hit. The framework's
    // ceiling for that answer: a bare Fastify app (no plugins, no hooks) whose one route sends a body of the same
    // size from memory (docs/performance.md). The two are measured in turn, ROUNDS times each, in this one run.
    const homeUrl = `${base}/api/v1/landing-page/home-page`;
    const sample = await fetch(homeUrl, { headers: { authorization: `Bearer ${token}` } });
    const bare = await startBare(Buffer.byteLength(await sample.text()));
    try {
      const homes: BenchRow[] = [];
      const bares: BenchRow[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        homes.push(
          await measure({
            name: 'GET /api/v1/landing-page/home-page',
            target,
            url: homeUrl,
            headers: { authorization: `Bearer ${token}` },
          }),
        );
        bares.push(await measure({ name: bare.name, target, url: bare.url }));
      }
      return [health, profile, combine(homes), combine(bares)];
    } finally {
      await bare.close();
    }
  } finally {
    await app.close();
  }
}

/** GET /bare on a Fastify instance with nothing registered, answering `bytes` of JSON kept in memory. */
async function startBare(bytes: number): Promise<{ name: string; url: string; close: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) }));
  bare.get('/bare', (_req, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { name: `GET /bare (bare Fastify, ${body.length} B)`, url: `${address}/bare`, close: () => bare.close() };
}

function printTable(rows: BenchRow[]): void {
  const header = ['target', 'endpoint', 'req/s', 'p99 ms', 'non-2xx', 'errors'];
  const lines = rows.map((r) => [
    r.target,
    r.endpoint,
    r.requestsPerSecond.toFixed(0),
    r.p99Ms.toFixed(1),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(fmt(l));
}

/** calculators.bench.ts -> benchCalculators: the one entry point an extra bench file exports. */
function entryPointOf(file: string): string {
  const base = file.replace(/\.bench\.ts$/, '');
  return `bench${base
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}`;
}

/** Prints what an extra bench returned: rows, a name -> number map, or nothing (it printed itself). */
function printExtra(out: unknown): void {
  if (Array.isArray(out) && out.every((r) => r && typeof r === 'object')) {
    const rows = out as Array<Record<string, unknown>>;
    const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const cell = (v: unknown) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(3)) : String(v));
    const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell(r[k]).length)));
    console.log(keys.map((k, i) => k.padEnd(widths[i])).join('  '));
    for (const r of rows) console.log(keys.map((k, i) => cell(r[k]).padEnd(widths[i])).join('  '));
  } else if (out && typeof out === 'object') {
    const entries = Object.entries(out as Record<string, unknown>);
    const width = Math.max(...entries.map(([k]) => k.length));
    for (const [k, v] of entries)
      console.log(`${k.padEnd(width)}  ${typeof v === 'number' ? v.toFixed(4) : String(v)}`);
  } else if (out !== undefined) {
    console.log(String(out));
  }
}

/** Each tests/bench/<name>.bench.ts that exports bench<Name>(ctx) is run after the HTTP figures. */
async function runExtraBenches(ctx: BenchContext): Promise<void> {
  const files = readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(here, file)).href)) as Record<string, unknown>;
    const name = entryPointOf(file);
    const fn = mod[name];
    if (typeof fn !== 'function') {
      console.log(`\n${file}: no ${name} export, skipped`);
      continue;
    }
    console.log(`\n${file}: ${name}`);
    printExtra(await (fn as (c: BenchContext) => unknown)(ctx));
  }
}

async function main(): Promise<void> {
  const pinned = pinServer();
  pinned?.unpin();
  console.log(
    `FinWell bench: ${SECONDS} s per endpoint (home page and bare route: mean of ${ROUNDS} rounds in turn), ${CONNECTIONS} connections, node ${process.version}; ${pinned ? 'server on CPU 0, load generator on CPU 1 while measuring' : 'no CPU pinning'}\n`,
  );
  const rows: BenchRow[] = [];
  let pgServer: PgServer | null = null;
  const scratch = mkdtempSync(path.join(tmpdir(), 'finwell-bench-'));
  try {
    if (TARGETS.includes('pglite')) {
      rows.push(...(await benchTarget('pglite', { dataDir: scratch, memoryDb: false, databaseUrl: undefined })));
    }
    if (TARGETS.includes('postgres')) {
      pgServer = await startPostgres();
      const databaseUrl = await createDatabase(pgServer.url, 'bench');
      rows.push(...(await benchTarget('postgres', { dataDir: scratch, databaseUrl })));
    }
    printTable(rows);

    console.log(
      '\nprofile read / health (aim: >= 0.3 on PGlite, >= 0.5 on PostgreSQL; profile p99 < 25 ms at 50 connections)',
    );
    let missed = 0;
    for (const target of ['pglite', 'postgres'] as const) {
      const h = rows.find((r) => r.target === target && r.endpoint.includes('health'));
      const p = rows.find((r) => r.target === target && r.endpoint.includes('user-profile'));
      if (!h || !p) continue;
      const ratio = p.requestsPerSecond / h.requestsPerSecond;
      // The aim is the profile read's: its rate against health, and its own p99. Health's p99 is printed
      // for reference (on PGlite every health request queues a query on the one embedded connection).
      const ok = ratio >= AIM[target] && p.p99Ms < AIM.p99Ms && p.non2xx + p.errors + h.non2xx + h.errors === 0;
      if (!ok) missed++;
      console.log(
        `${target.padEnd(8)} ratio ${ratio.toFixed(2)}  p99 health ${h.p99Ms.toFixed(1)} ms, profile ${p.p99Ms.toFixed(1)} ms  ${ok ? 'meets the aim' : 'MISSES the aim'}`,
      );
    }

    console.log(
      `\ncached home page / bare Fastify route with the same body size (aim: >= ${HOME_AIM.ratio}; home page p99 <= ${HOME_AIM.p99Ms} ms at ${CONNECTIONS} connections)`,
    );
    for (const target of ['pglite', 'postgres'] as const) {
      const b = rows.find((r) => r.target === target && r.endpoint.includes('/bare'));
      const p = rows.find((r) => r.target === target && r.endpoint.includes('home-page'));
      if (!b || !p) continue;
      const ratio = p.requestsPerSecond / b.requestsPerSecond;
      const ok = ratio >= HOME_AIM.ratio && p.p99Ms <= HOME_AIM.p99Ms && p.non2xx + p.errors === 0;
      if (!ok) missed++;
      console.log(
        `${target.padEnd(8)} ratio ${ratio.toFixed(2)}  p99 home page ${p.p99Ms.toFixed(1)} ms, bare ${b.p99Ms.toFixed(1)} ms  ${ok ? 'meets the aim' : 'MISSES the aim'}`,
      );
    }

    if (existsSync(here) && process.env.BENCH_EXTRAS !== '0')
      await runExtraBenches({ seconds: SECONDS, connections: CONNECTIONS, runAutocannon: measure });
    if (missed > 0)
      console.log(`\n${missed} target(s) miss the aim (figures above; the bench reports, it does not fail).`);
  } finally {
    await pgServer?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
