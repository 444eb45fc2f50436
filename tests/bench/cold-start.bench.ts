/**
 * Cold start (issue 38): the time from starting the compiled server (`node dist/server/main.js`, what `npm start`
 * and `npm run serve` run) on an already seeded data folder or database to its first 200 from GET /api/v1/health,
 * on PGlite and on PostgreSQL, side by side with the same start through tsx from the sources (what it was before).
 * The first start of each database seeds it and is printed apart. Aim: <= 3 s on both databases.
 * Run alone: npm run build && npx tsx tests/bench/cold-start.bench.ts; `npm run bench` calls benchColdStart().
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDatabase, findFreePort, startPostgres, type PgServer } from '../support/pg-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPILED = path.join(root, 'dist', 'server', 'main.js');
const RUNS = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 3));
export const AIM_MS = 3000;

type Start = { ms: number; phases: string };

/** Starts the server, waits for the first 200 from /api/v1/health, stops it; the wall time and its phase line. */
async function startOnce(args: string[], env: NodeJS.ProcessEnv): Promise<Start> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SERVE_CLIENT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    const phases = /started in .*/.exec(output)?.[0] ?? '';
    return { ms, phases };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export async function benchColdStart(): Promise<Record<string, number | string>> {
  if (!existsSync(COMPILED)) return { 'cold start': 'dist/server/main.js missing: run npm run build first' };
  const out: Record<string, number | string> = {};
  const scratch = mkdtempSync(path.join(tmpdir(), 'finwell-cold-'));
  let pg: PgServer | null = null;
  try {
    const targets: Array<{ name: string; env: NodeJS.ProcessEnv }> = [
      { name: 'pglite', env: { DATA_DIR: path.join(scratch, 'pglite'), DATABASE_URL: '' } },
    ];
    try {
      pg = await startPostgres();
      targets.push({
        name: 'postgres',
        env: { DATA_DIR: path.join(scratch, 'pg'), DATABASE_URL: await createDatabase(pg.url, 'cold') },
      });
    } catch (err) {
      out['postgres'] = `not measured: ${(err as Error).message.split('\n')[0]}`;
    }
    const verdicts: string[] = [];
    for (const t of targets) {
      const first = await startOnce([COMPILED], t.env);
      out[`${t.name}: first start (seeds the database) ms`] = Math.round(first.ms);
      const compiled: Start[] = [];
      for (let i = 0; i < RUNS; i++) compiled.push(await startOnce([COMPILED], t.env));
      const tsx = await startOnce(['--import', 'tsx', 'src/server/main.ts'], t.env);
      const med = median(compiled.map((s) => s.ms));
      out[`${t.name}: compiled, seeded: median ms of ${RUNS}`] = Math.round(med);
      out[`${t.name}: compiled, seeded: max ms`] = Math.round(Math.max(...compiled.map((s) => s.ms)));
      out[`${t.name}: compiled, phases (last run)`] = compiled[compiled.length - 1].phases;
      out[`${t.name}: tsx from sources, seeded ms`] = Math.round(tsx.ms);
      verdicts.push(`${t.name} ${med <= AIM_MS ? 'meets' : 'MISSES'} <= ${AIM_MS} ms`);
    }
    out.verdict = verdicts.join('; ');
    return out;
  } finally {
    await pg?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchColdStart();
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(width)}  ${v}`);
}
