import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
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
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`autocannon failed: ${error.message}\n${stderr}`));
      try {
        resolve(JSON.parse(stdout) as LoadResult);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${stdout.slice(0, 500)}\n${stderr.slice(0, 500)}`));
      }
    });
  });
}
