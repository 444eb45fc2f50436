import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { LOAD_SHED_OFF } from '../../src/server/plugins/load-shed.js';
import { build, type App } from '../../src/server/app.js';
import { DEFAULT_RATE_LIMITS, type AppConfig, type RateLimitConfig } from '../../src/server/config.js';
import { createDb, type DbHandle } from '../../src/server/db/index.js';
import { migrateTo } from '../../src/server/db/migrate.js';
import { sql } from 'kysely';
import { createSession, hashToken } from '../../src/server/modules/auth/session.js';
import type { Mailer } from '../../src/server/plugins/mailer.js';
import type { DbTemplate } from './db-template.js';
import { createDatabase } from './pg-server.js';

export type { App };

/** Limits high enough that only tests about limits ever meet one. */
export const RELAXED_RATE_LIMITS: RateLimitConfig = {
  otpPerIpPerMinute: 1_000_000,
  otpSendsPerEmailPerHour: 1_000_000,
  otpResendCooldownSeconds: 0,
  userPerWindow: 10_000_000,
  anonPerWindow: 10_000_000,
  windowSeconds: 60,
  publicWritePerMinute: 30,
  webhookPerMinute: 600,
};

export type TestAppOptions = {
  /** 'real' keeps the production limits; an object overrides some of the relaxed ones. */
  rateLimits?: 'real' | Partial<RateLimitConfig>;
  config?: Partial<AppConfig>;
  /** Reuse this PostgreSQL database (restart tests); otherwise a fresh one per app. */
  databaseUrl?: string;
  /** Keep PGlite in this folder instead of memory (restart tests). */
  dataDir?: string;
  /**
   * Share this app's open database (two app instances on one embedded PGlite, like two servers on one
   * PostgreSQL: tests/api/multi-server.test.ts). Not closed with this app.
   */
  dbHandle?: DbHandle;
  mailer?: Mailer;
};

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.FINWELL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function pgAdminUrl(): string {
  let url = process.env.FINWELL_TEST_PG_ADMIN_URL ?? '';
  if (!url) {
    try {
      url = inject('pgAdminUrl');
    } catch {
      url = '';
    }
  }
  if (!url) {
    throw new Error(
      'FINWELL_TEST_DB=postgres needs the cluster from tests/support/global-setup.ts (vitest test.globalSetup)',
    );
  }
  return url;
}

/** A fresh, empty PostgreSQL database on the test cluster (only with FINWELL_TEST_DB=postgres). */
export async function createTestDatabase(): Promise<string> {
  return createDatabase(pgAdminUrl());
}

/** The run's migrated and seeded template (tests/support/global-setup.ts), or null outside vitest or when it is off. */
function dbTemplate(): DbTemplate | null {
  try {
    return inject('dbTemplate') ?? null;
  } catch {
    return null;
  }
}

/** The PGlite dump, read once per test process and loaded by every app of that process. */
let templateBlob: { path: string; blob: Blob } | null = null;
function templateDump(file: string): Blob {
  if (templateBlob?.path !== file) templateBlob = { path: file, blob: new Blob([readFileSync(file)]) };
  return templateBlob.blob;
}

/**
 * A copy of the template for one app: the seed's files into `scratch` and a database that already holds the
 * migrations and the demo seed, so build() finds nothing left to do (docs/testing.md). Null when the app must
 * start from nothing (no template, a restart test's own folder or database, or a test that wants no demo seed).
 */
async function fromTemplate(
  opts: TestAppOptions,
  scratch: string,
): Promise<{ databaseUrl?: string; handle?: DbHandle } | null> {
  const template = dbTemplate();
  if (!template || opts.dataDir || opts.databaseUrl || opts.dbHandle || opts.config?.seedDemo === false) return null;
  if (template.kind !== testDbKind()) return null;
  if (existsSync(template.files)) cpSync(template.files, scratch, { recursive: true });
  if (template.kind === 'postgres') {
    return { databaseUrl: await createDatabase(pgAdminUrl(), 't', template.database) };
  }
  return { handle: await createDb({ memory: true, loadDataDir: templateDump(template.dump) }) };
}

/**
 * Scratch folders of apps not closed yet; removed when the test process exits whatever happened. Kept on the process
 * (globalThis): each test file loads this module afresh in the same worker process (docs/testing.md), and one exit
 * listener serves them all.
 */
const SCRATCH = Symbol.for('finwell.test.scratchDirs');
const registry = globalThis as Record<symbol, Set<string> | undefined>;
const scratchDirs: Set<string> = registry[SCRATCH] ?? new Set<string>();
if (!registry[SCRATCH]) {
  registry[SCRATCH] = scratchDirs;
  process.once('exit', () => {
    for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * The app on an in-memory PGlite, or on a fresh PostgreSQL database when FINWELL_TEST_DB=postgres,
 * with the demo seed, no logging, and relaxed rate limits unless the test asks for real ones.
 * Files go to a temp folder removed on close.
 */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<App> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'finwell-test-'));
  const rateLimits =
    opts.rateLimits === 'real' ? { ...DEFAULT_RATE_LIMITS } : { ...RELAXED_RATE_LIMITS, ...opts.rateLimits };
  const usePostgres = testDbKind() === 'postgres' && !opts.dataDir && !opts.dbHandle;
  const copy = await fromTemplate(opts, scratch);
  const databaseUrl = usePostgres ? (opts.databaseUrl ?? copy?.databaseUrl ?? (await createTestDatabase())) : undefined;
  const config: Partial<AppConfig> = {
    nodeEnv: 'test',
    serveClient: false,
    seedDemo: true,
    // The mutual-fund import takes seconds; tests about funds ask for it.
    loadFundData: false,
    logLevel: 'silent',
    otpSecret: randomBytes(32).toString('hex'),
    // The tests read OTPs from the dev outbox, which exists only when asked for and never in
    // production (docs/security.md).
    devOutbox: opts.config?.nodeEnv !== 'production',
    // Production never generates a key into DATA_DIR (config.ts readKey): a test of production gets one.
    ...(opts.config?.nodeEnv === 'production' ? { secretsKey: randomBytes(32).toString('hex') } : {}),
    dataDir: opts.dataDir ?? scratch,
    memoryDb: !usePostgres && !opts.dataDir,
    databaseUrl,
    rateLimits,
    // Tests change session, user and company rows directly and expect the next request to see it.
    sessionCacheMs: 0,
    // A test of production settings (nodeEnv 'production') on a busy machine must not meet a 503 from the load
    // shedding; tests/api/load-shed.test.ts turns it on.
    loadShed: LOAD_SHED_OFF,
    ...opts.config,
  };
  scratchDirs.add(scratch);
  // A database the test handed in stays open (it shares it); a copy of the template is closed with the app.
  const app = opts.dbHandle
    ? await build({ config, logger: false, mailer: opts.mailer, dbHandle: opts.dbHandle })
    : await build({ config, logger: false, mailer: opts.mailer, dbHandle: copy?.handle, closeDbHandle: true });
  app.addHook('onClose', async () => {
    rmSync(scratch, { recursive: true, force: true });
    scratchDirs.delete(scratch);
  });
  return app;
}

export type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
};

/** The dev outbox, newest first (optionally for one address). */
export async function readOutbox(app: App, to?: string): Promise<OutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: to ? { to } : {} });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: OutboxMessage[] }).data;
}

/** The code of the newest OTP e-mail sent to `email`. */
export async function latestOtp(app: App, email: string): Promise<string> {
  const [message] = await readOutbox(app, email);
  const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
  if (!code) throw new Error(`no OTP e-mail for ${email}`);
  return code;
}

/**
 * The whole OTP login through the API and the dev outbox: the verify call's answer, made with `headers` (the browser's
 * `x-finwell-session: cookie` asks for the session in cookies).
 */
export async function otpLogin(app: App, email: string, headers: Record<string, string> = {}) {
  const sent = await app.inject({ method: 'POST', url: '/api/v1/request_login_otp', payload: { email } });
  if (sent.statusCode !== 200) throw new Error(`request_login_otp for ${email}: ${sent.statusCode} ${sent.body}`);
  const otp = await latestOtp(app, email);
  return app.inject({ method: 'POST', url: '/api/v1/verify_login_otp', payload: { email, otp }, headers });
}

/** The whole OTP login as an API client; returns the bearer token. */
export async function loginAs(app: App, email: string): Promise<string> {
  const res = await otpLogin(app, email);
  if (res.statusCode !== 200) throw new Error(`verify_login_otp for ${email}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

/**
 * A session for any seeded account straight in the database, for tests about what a token may
 * do rather than how it was obtained (also accounts that cannot log in by OTP, e.g. SSO users).
 */
export async function sessionFor(app: App, email: string, idleMinutes = 60): Promise<string> {
  const user = await app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return createSession(app.ctx.db, { userId: user.id, idleMinutes });
}

/** The sessions row of a token. */
export function sessionRow(app: App, token: string) {
  return app.ctx.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
}

/** Makes a session look idle for `minutes` (its last activity moved back), as a time-out test needs. */
export async function ageSession(app: App, token: string, minutes: number): Promise<void> {
  await app.ctx.db
    .updateTable('sessions')
    .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes})` })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A temp folder removed by the returned function. */
export function makeTempDir(prefix = 'finwell-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * An empty database of the suite's kind (a fresh PostgreSQL database, or in-memory PGlite) migrated up to and
 * including `migration`: where a data migration's test writes the rows as they were before it ran.
 */
export async function databaseBefore(migration: string): Promise<DbHandle> {
  const handle =
    testDbKind() === 'postgres'
      ? await createDb({ databaseUrl: await createTestDatabase() })
      : await createDb({ memory: true });
  await migrateTo(handle.db, migration);
  return handle;
}
