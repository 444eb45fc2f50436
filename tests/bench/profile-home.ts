import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, startPostgres } from '../support/pg-server.js';
import { login, startApp } from './bench-app.js';
import { runLoad } from './load.js';

/**
 * Where the cached home page's time goes (docs/performance.md): starts the server as the bench
 * does (PGlite on disk), warms the cache, then records a V8 CPU profile of this process (the
 * server) only while autocannon, in its own process, loads GET /api/v1/landing-page/home-page.
 * Prints the top functions by self and inclusive time, and writes the .cpuprofile (open it in
 * Chromium DevTools) to PROFILE_OUT (default /tmp/home-page.cpuprofile).
 * Usage: `npx tsx tests/bench/profile-home.ts` (PROFILE_SECONDS, default 8; PROFILE_URL: another path;
 * PROFILE_DB=postgres: on a throwaway PostgreSQL server).
 */
type Frame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const OUT = process.env.PROFILE_OUT ?? path.join(tmpdir(), 'home-page.cpuprofile');
const URL_PATH = process.env.PROFILE_URL ?? '/api/v1/landing-page/home-page';

const label = (f: Frame) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^.*?\/(src|tests)\//, '$1/')}:${f.lineNumber + 1}`;

function summarise(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const time = new Map<number, number>();
  profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const n of profile.nodes) {
    const t = time.get(n.id) ?? 0;
    if (t === 0) continue;
    self.set(label(n.callFrame), (self.get(label(n.callFrame)) ?? 0) + t);
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const k = label(byId.get(id)!.callFrame);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + t);
    }
  }
  const all = [...time.values()].reduce((a, b) => a + b, 0);
  const print = (title: string, m: Map<string, number>, n: number) => {
    console.log(`\n${title} (% of ${(all / 1000).toFixed(0)} ms sampled)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
      console.log(`${((100 * v) / all).toFixed(1).padStart(5)}%  ${k}`);
  };
  print('self time', self, 30);
  print('inclusive time', total, 60);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'finwell-profile-'));
// PROFILE_DB=postgres: a throwaway PostgreSQL server instead of PGlite.
const pg = process.env.PROFILE_DB === 'postgres' ? await startPostgres() : null;
const databaseUrl = pg ? await createDatabase(pg.url, 'profile') : undefined;
const { app, base } = await startApp({ dataDir: scratch, memoryDb: false, databaseUrl });
try {
  const token = await login(base, 'employee@acme.example');
  const load = { url: `${base}${URL_PATH}`, headers: { authorization: `Bearer ${token}` }, connections: 50 };
  await runLoad({ ...load, seconds: 2 }); // warm-up: JIT and the page cache
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const result = await runLoad({ ...load, seconds: SECONDS });
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  writeFileSync(OUT, JSON.stringify(profile));
  console.log(
    `${URL_PATH}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms while profiled; profile in ${OUT}`,
  );
  summarise(profile);
} finally {
  await app.close();
  await pg?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
