import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './pg-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The compiled server `npm run build` writes (scripts/build-server.mjs). */
export const COMPILED_SERVER = path.join(root, 'dist', 'server', 'main.js');

export type ServerProcess = { child: ChildProcess; base: string; output: () => string };

/**
 * The real server (`src/server/main.ts`) in a child process on a free loopback port, for tests that kill it
 * (SIGKILL) and start it again on the same data: a PGlite folder, or a PostgreSQL database when `databaseUrl` is
 * set. Resolves once its health check answers; `env` adds or overrides settings (an OTP secret, limits).
 */
export async function startServerProcess(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  startTimeoutMs?: number;
  /** Run the compiled server (dist/server/main.js, `npm run build:server`) with plain node instead of tsx. */
  compiled?: boolean;
}): Promise<ServerProcess> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    SERVE_CLIENT: '0',
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    LOAD_FUND_DATA: '0',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const args = opts.compiled ? [COMPILED_SERVER] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.startTimeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Kills the server process with SIGKILL (a crash, not a shutdown) and waits until it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}
