import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * The load generator runs in its own process (autocannon's CLI), as a real client would: on a
 * 2-core machine a generator inside the server's process shares its event loop and inflates the
 * latency it measures. Returns autocannon's JSON summary.
 */
export type LoadResult = {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');

export function runLoad(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Run the generator on this CPU only (see pinServer). */
  cpu?: number;
}): Promise<LoadResult> {
  const args = [
    cli,
    '--json',
    '-c',
    String(opts.connections),
    '-d',
    String(opts.seconds),
    '-p',
    '1',
    '-m',
    opts.method ?? 'GET',
  ];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.body !== undefined) args.push('-b', opts.body);
  args.push(opts.url);
  return new Promise((resolve, reject) => {
    const [file, argv] =
      opts.cpu === undefined
        ? [process.execPath, args]
        : ['taskset', ['-c', String(opts.cpu), process.execPath, ...args]];
    execFile(file, argv, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`autocannon failed: ${error.message}\n${stderr}`));
      try {
        resolve(JSON.parse(stdout) as LoadResult);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${stdout.slice(0, 500)}\n${stderr.slice(0, 500)}`));
      }
    });
  });
}

/**
 * On a machine with two or more CPUs and util-linux's `taskset`, the bench pins the server (this process, all its
 * threads) to CPU 0 while it measures and runs the load generator on CPU 1 (BENCH_PIN=0: no pinning). Otherwise
 * the scheduler sometimes puts both on one CPU for part of a run, and two runs of the same code differed by a
 * quarter (docs/performance.md). Returns the generator's CPU and a function that lifts the pin, or null.
 */
export function pinServer(): { loadCpu: number; unpin: () => void } | null {
  const cpus = availableParallelism();
  if (process.env.BENCH_PIN === '0' || cpus < 2) return null;
  const set = (list: string) =>
    execFileSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], { stdio: 'ignore' });
  try {
    set('0');
  } catch {
    return null; // no taskset here
  }
  return { loadCpu: 1, unpin: () => set(`0-${cpus - 1}`) };
}
