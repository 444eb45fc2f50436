import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type App } from '../../src/server/app.js';
import type { AppConfig } from '../../src/server/config.js';
import { LOAD_SHED_OFF } from '../../src/server/plugins/load-shed.js';
import { fromProjectRoot } from '../../src/server/paths.js';
import { createSession } from '../../src/server/modules/auth/session.js';
import { createDatabase, startPostgres, type PgServer } from '../support/pg-server.js';

/** The server as the bench runs it: in this process on 127.0.0.1, demo data seeded, limits lifted. */
export async function startApp(config: Partial<AppConfig>): Promise<{ app: App; base: string }> {
  const app = await build({
    logger: false,
    config: {
      nodeEnv: 'bench',
      devOutbox: true,
      serveClient: false,
      seedDemo: true,
      loadFundData: false,
      logLevel: 'silent',
      otpSecret: 'bench-otp-secret',
      rateLimits: {
        otpPerIpPerMinute: 1_000_000,
        otpSendsPerEmailPerHour: 1_000_000,
        otpResendCooldownSeconds: 0,
        userPerWindow: 1_000_000_000,
        anonPerWindow: 1_000_000_000,
        windowSeconds: 60,
        publicWritePerMinute: 30,
        webhookPerMinute: 600,
      },
      ...config,
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: address };
}

/**
 * The built client served by `startApp` on a fresh data folder, for the browser benches; `close` stops the server and
 * removes the folder.
 */
export async function startClientApp(name: string): Promise<{ app: App; base: string; close: () => Promise<void> }> {
  if (!existsSync(fromProjectRoot('dist', 'client', 'index.html')))
    throw new Error('dist/client is missing: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), `finwell-${name}-`));
  // What these benches measure is the page, not overload: a start-up's busy event loop must not answer 503 (E-10820).
  const { app, base } = await startApp({ dataDir, serveClient: true, loadShed: LOAD_SHED_OFF });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, base, close };
}

/** The server as an in-process bench drives it (`app.inject`, no port): demo data seeded, no logging, ready. */
export async function buildBenchApp(config: Partial<AppConfig>): Promise<App> {
  const app = await build({
    logger: false,
    config: {
      serveClient: false,
      seedDemo: true,
      nodeEnv: 'bench',
      logLevel: 'silent',
      otpSecret: 'bench',
      loadFundData: false,
      ...config,
    },
  });
  await app.ready();
  return app;
}

/** A session token of a seeded user, made directly (no OTP round trip). */
export async function benchSession(app: App, email: string, idleMinutes = 600): Promise<string> {
  const user = await app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return createSession(app.ctx.db, { userId: user.id, idleMinutes });
}

/** The OTP login through the API and the dev outbox, as a client would do it. */
export async function login(base: string, email: string): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/v1/request_login_otp', { email });
  if (!sent.ok) throw new Error(`request_login_otp: ${sent.status} ${await sent.text()}`);
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`)).json()) as {
    data: Array<{ text: string }>;
  };
  const otp = /\b(\d{6})\b/.exec(outbox.data[0]?.text ?? '')?.[1];
  const res = (await (await post('/api/v1/verify_login_otp', { email, otp })).json()) as { data?: { token?: string } };
  if (!res.data?.token) throw new Error('login failed');
  return res.data.token;
}

/** The databases a bench measures (BENCH_TARGETS, default both). */
export const BENCH_TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',').map((t) => t.trim());

/**
 * Runs `bench` once per target of BENCH_TARGETS: on a persisted PGlite folder, then on a fresh database of a throwaway
 * PostgreSQL cluster (each with its own data folder), and answers the rows of both. The folders and the cluster are
 * removed whatever happens.
 */
export async function onEachTarget<R>(
  name: string,
  bench: (target: 'pglite' | 'postgres', config: Partial<AppConfig>) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const target of ['pglite', 'postgres'] as const) {
    if (!BENCH_TARGETS.includes(target)) continue;
    const dataDir = mkdtempSync(path.join(tmpdir(), `finwell-${name}-bench-`));
    let pg: PgServer | null = null;
    try {
      if (target === 'pglite') {
        rows.push(...(await bench(target, { dataDir, memoryDb: false, databaseUrl: undefined })));
      } else {
        pg = await startPostgres();
        rows.push(...(await bench(target, { dataDir, databaseUrl: await createDatabase(pg.url, `${name}bench`) })));
      }
    } finally {
      await pg?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}
