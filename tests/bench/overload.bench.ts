/**
 * Overload (issue 38): 1,000 visitors book the same counselling slot at once against the compiled server
 * (`node dist/server/main.js`, load shedding at its defaults, request limits lifted so they do not answer first), on
 * PGlite and on PostgreSQL, on a quiet machine and again with CPU-heavy processes beside it. Aim: exactly one
 * booking, and no answer other than the booking, E-10056 (slot taken) or a clean 503 E-10820 with Retry-After:
 * no other 5xx, no dropped connection.
 * Run alone: npm run build && npx tsx tests/bench/overload.bench.ts; `npm run bench` calls benchOverload().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import http from 'node:http';
import { createDatabase, findFreePort, startPostgres, type PgServer } from '../support/pg-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMPILED = path.join(root, 'dist', 'server', 'main.js');
const VISITORS = Math.max(2, Number(process.env.BENCH_OVERLOAD_VISITORS ?? 1000));

type Tally = Record<string, number>;

async function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; base: string; errors: () => string }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [COMPILED], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_CLIENT: '0',
      LOG_LEVEL: 'error',
      LOAD_FUND_DATA: '0',
      NODE_ENV: 'development',
      // The limits per address would refuse most of the 1,000 first (they share one address here).
      RATE_LIMIT_PUBLIC_WRITE_PER_MIN: '1000000',
      RATE_LIMIT_ANON_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  const keep = (d: Buffer) => {
    errors = (errors + d.toString()).slice(-4000);
    if (process.env.BENCH_OVERLOAD_LOG) appendFileSync(process.env.BENCH_OVERLOAD_LOG, d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${errors}`);
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base, errors: () => errors };
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The first free slot of the first public counsellor, read through the public API. */
async function freeSlot(base: string): Promise<{ counsellor: number; date: string; time: string }> {
  const list = (await (await fetch(`${base}/api/v1/public/counselors`)).json()) as {
    data: { counselors: Array<{ id: number }> };
  };
  const counsellor = list.data.counselors[0].id;
  const cal = (await (
    await fetch(`${base}/api/v1/public/counselors-slot?counsellor_id=${counsellor}&days=30`)
  ).json()) as {
    data: { available_dates: Array<{ date: string; free_slots: number }> };
  };
  // A later date each run, so a rerun on the same database finds its slot free.
  const date = cal.data.available_dates.filter((d) => d.free_slots > 0).at(-1)!.date;
  const day = (await (
    await fetch(`${base}/api/v1/public/counselors-slot?counsellor_id=${counsellor}&date=${date}`)
  ).json()) as {
    data: { available_slots: Array<{ slot_time: string; available: boolean }> };
  };
  return { counsellor, date, time: day.data.available_slots.find((s) => s.available)!.slot_time };
}

/** One POST on its own connection (no keep-alive): status, Retry-After and the envelope's code, or a thrown error. */
function post(
  url: string,
  body: string,
  agent: http.Agent,
): Promise<{ status: number; retryAfter?: string; code?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { status_code?: string }).status_code;
          } catch {
            code = undefined;
          }
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, code });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** VISITORS simultaneous bookings of one slot, each on its own connection; the answers counted by kind. */
async function race(base: string): Promise<Tally> {
  const slot = await freeSlot(base);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const tally: Tally = {};
  const count = (k: string) => (tally[k] = (tally[k] ?? 0) + 1);
  const stamp = Date.now();
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, i) => {
      const body = JSON.stringify({
        counsellor_id: slot.counsellor,
        booking_date: slot.date,
        slot_time: slot.time,
        first_name: 'Visitor',
        last_name: String(i),
        email: `visitor${i}.${stamp}@example.com`,
        phone_number: '9876543210',
      });
      try {
        const res = await post(`${base}/api/v1/public/book-counselor`, body, agent);
        if (res.status === 503 && res.code === 'E-10820' && res.retryAfter) count('503 E-10820');
        else if (res.status >= 500) count(`other 5xx (${res.status} ${res.code ?? ''})`);
        else count(`${res.status} ${res.code ?? ''}`);
      } catch (err) {
        count(`dropped (${(err as { code?: string }).code ?? (err as Error).message})`);
      }
    }),
  );
  agent.destroy();
  return tally;
}

function hogs(n: number): ChildProcess[] {
  return Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

export async function benchOverload(): Promise<Array<Record<string, string | number>>> {
  if (!existsSync(COMPILED)) return [{ overload: 'dist/server/main.js missing: run npm run build first' }];
  const rows: Array<Record<string, string | number>> = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'finwell-overload-'));
  let pg: PgServer | null = null;
  try {
    const targets: Array<{ name: string; env: NodeJS.ProcessEnv }> = [
      { name: 'pglite', env: { DATA_DIR: path.join(scratch, 'pglite'), DATABASE_URL: '' } },
    ];
    try {
      pg = await startPostgres();
      const url = await createDatabase(pg.url, 'overload');
      targets.push({ name: 'postgres', env: { DATA_DIR: path.join(scratch, 'pg'), DATABASE_URL: url } });
    } catch {
      /* PostgreSQL binaries missing: PGlite only */
    }
    for (const t of targets) {
      for (const busy of [false, true]) {
        const { child, base, errors } = await startServer(t.env);
        const hogging = busy ? hogs(cpus().length) : [];
        try {
          const tally = await race(base);
          const booked = tally['201 S-10011'] ?? 0;
          const bad = Object.entries(tally)
            .filter(([k]) => k.startsWith('other 5xx') || k.startsWith('dropped'))
            .reduce((n, [, v]) => n + v, 0);
          rows.push({
            database: t.name,
            machine: busy ? `busy (${hogging.length} CPU hogs)` : 'quiet',
            visitors: VISITORS,
            booked,
            'taken E-10056': tally['409 E-10056'] ?? tally['422 E-10056'] ?? 0,
            '503 E-10820': tally['503 E-10820'] ?? 0,
            'other 5xx or dropped': bad,
            answers: Object.entries(tally)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', '),
            verdict: booked === 1 && bad === 0 ? 'met' : 'MISSED',
            ...(bad > 0 ? { 'server log (last lines)': errors().split('\n').slice(-3).join(' | ').slice(0, 600) } : {}),
          });
        } finally {
          for (const h of hogging) h.kill('SIGKILL');
          await stop(child);
        }
      }
    }
    return rows;
  } finally {
    await pg?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of await benchOverload()) console.log(JSON.stringify(r));
}
