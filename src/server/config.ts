import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadShedConfig } from './plugins/load-shed.js';
import type { S3StorageConfig } from './storage/s3-storage.js';

/** Everything the server reads from the environment, with the embedded defaults. */
export type AppConfig = {
  port: number;
  host: string;
  nodeEnv: string;
  dataDir: string;
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl?: string;
  /** In-memory PGlite (tests). */
  memoryDb?: boolean;
  seedDemo: boolean;
  /** Import the shipped mutual-fund data into an empty database at start (LOAD_FUND_DATA=0 skips it). */
  loadFundData: boolean;
  /** How long a resolved session may be reused in this process (ms); 0 turns the cache off. */
  sessionCacheMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Key for OTP hashes: OTP_SECRET, else the file named by OTP_SECRET_FILE (outside DATA_DIR), else
   * DATA_DIR/.otp-secret (generated once there, except in production; docs/security.md "Keys").
   */
  otpSecret: string;
  /** Key for secrets at rest: SECRETS_KEY, SECRETS_KEY_FILE, else DATA_DIR/.secrets-key (as above; docs/sso.md). */
  secretsKey: string;
  /**
   * The development routes (/api/dev: the mail outbox with every OTP, privacy job triggers): only
   * with DEV_OUTBOX=1, never in production (docs/security.md).
   */
  devOutbox: boolean;
  /** Seconds FinWell's clock is taken to be ahead of the identity providers' (OIDC_CLOCK_SKEW_SECONDS, default 0). */
  oidcClockSkewSeconds: number;
  /**
   * The demo's Umbrella (SSO-only) signs in through this identity provider when given
   * (DEMO_SSO_ISSUER, DEMO_SSO_CLIENT_ID, DEMO_SSO_CLIENT_SECRET; docs/sso.md "Demo").
   */
  demoSso?: { issuer: string; clientId: string; clientSecret: string };
  corsOrigins: string[];
  publicUrl: string;
  /**
   * The financial planner's address the handoff redirects to with `?handoff=<token>` (PLANNER_URL;
   * docs/journey.md "Planner handoff"). Default: the built-in demo planner page (not in production).
   */
  plannerUrl: string;
  rateLimits: RateLimitConfig;
  /**
   * Where request counters live (RATE_LIMIT_STORE): 'postgres' shares them between every server on the
   * database (the default with DATABASE_URL), 'memory' keeps them in this process (the default on
   * embedded PGlite, which is one process anyway). Unset: chosen by the database. docs/deploy.md "Shared limits".
   */
  rateLimitStore?: 'memory' | 'postgres';
  serveClient: boolean;
  logLevel: string;
  /** pg-boss workers and schedules (FINWELL_JOBS=0 turns them off; off under vitest). */
  jobs: boolean;
  /**
   * Compile every route's validators and answer serialisers while the app starts (EAGER_SCHEMAS=1; the default
   * under tests) instead of on each route's first request (the default otherwise: a server answers sooner).
   */
  eagerSchemas: boolean;
  /** When to refuse requests with 503 E-10820 (plugins/load-shed.ts; README "Load shedding"). */
  loadShed: LoadShedConfig;
  /**
   * Where files live (STORAGE): `local` (DATA_DIR, the default) or `s3` (S3-compatible object storage shared by
   * every server; S3_* variables). src/server/storage, docs/deploy.md "Files".
   */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);
};

/**
 * Every request limit, each from the environment (README, "Rate limits"). Signed-in requests count
 * per user (all of a user's sessions together, whatever their address), anonymous ones per client
 * address, so an office behind one NAT address does not share one budget.
 */
export type RateLimitConfig = {
  /** Requests per minute per IP on the OTP routes (RATE_LIMIT_OTP_PER_IP_PER_MIN). */
  otpPerIpPerMinute: number;
  /** OTP send requests per email per hour (RATE_LIMIT_OTP_SENDS_PER_EMAIL_PER_HOUR). */
  otpSendsPerEmailPerHour: number;
  /** Seconds between two OTP sends to one email (RATE_LIMIT_OTP_RESEND_COOLDOWN_SECONDS). */
  otpResendCooldownSeconds: number;
  /** Requests per window of one signed-in user (RATE_LIMIT_USER_MAX). */
  userPerWindow: number;
  /** Requests per window from one address without a session (RATE_LIMIT_ANON_MAX). */
  anonPerWindow: number;
  /** The window of the two limits above, in seconds (RATE_LIMIT_WINDOW_SECONDS). */
  windowSeconds: number;
  /** Public booking and feedback writes per minute per caller (RATE_LIMIT_PUBLIC_WRITE_PER_MIN). */
  publicWritePerMinute: number;
  /** Payment webhook calls per minute per address (RATE_LIMIT_WEBHOOK_PER_MIN). */
  webhookPerMinute: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  otpPerIpPerMinute: 30,
  otpSendsPerEmailPerHour: 5,
  otpResendCooldownSeconds: 30,
  userPerWindow: 1200,
  anonPerWindow: 6000,
  windowSeconds: 60,
  publicWritePerMinute: 30,
  webhookPerMinute: 600,
};

const RATE_LIMIT_ENV: Record<keyof RateLimitConfig, string> = {
  otpPerIpPerMinute: 'RATE_LIMIT_OTP_PER_IP_PER_MIN',
  otpSendsPerEmailPerHour: 'RATE_LIMIT_OTP_SENDS_PER_EMAIL_PER_HOUR',
  otpResendCooldownSeconds: 'RATE_LIMIT_OTP_RESEND_COOLDOWN_SECONDS',
  userPerWindow: 'RATE_LIMIT_USER_MAX',
  anonPerWindow: 'RATE_LIMIT_ANON_MAX',
  windowSeconds: 'RATE_LIMIT_WINDOW_SECONDS',
  publicWritePerMinute: 'RATE_LIMIT_PUBLIC_WRITE_PER_MIN',
  webhookPerMinute: 'RATE_LIMIT_WEBHOOK_PER_MIN',
};

/** The defaults, each replaced by its environment variable when that is a whole number >= 0. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimitConfig {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(RATE_LIMIT_ENV) as Array<keyof RateLimitConfig>) {
    const raw = env[RATE_LIMIT_ENV[key]];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${RATE_LIMIT_ENV[key]} must be a whole number, not "${raw}"`);
    limits[key] = value;
  }
  if (limits.windowSeconds < 1) throw new Error('RATE_LIMIT_WINDOW_SECONDS must be at least 1');
  return limits;
}

/**
 * Load shedding's limits (README "Load shedding"): LOAD_SHED_EVENT_LOOP_DELAY_MS (500), LOAD_SHED_DB_WAITING (200),
 * LOAD_SHED_EVENT_LOOP_UTILIZATION (0: off), LOAD_SHED_RETRY_AFTER_SECONDS (5). Off in tests (NODE_ENV=test), whose
 * busy 2-core machine must not turn a slow moment into a refusal, unless a variable sets a limit.
 */
function loadShedFromEnv(env: NodeJS.ProcessEnv, nodeEnv: string): LoadShedConfig {
  const test = nodeEnv === 'test';
  const num = (name: string, fallback: number, max = Number.POSITIVE_INFINITY) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return test ? 0 : fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > max)
      throw new Error(`${name} must be a number from 0, not "${raw}"`);
    return value;
  };
  return {
    maxEventLoopDelayMs: num('LOAD_SHED_EVENT_LOOP_DELAY_MS', 500),
    maxDbWaiting: num('LOAD_SHED_DB_WAITING', 200),
    maxEventLoopUtilization: num('LOAD_SHED_EVENT_LOOP_UTILIZATION', 0, 1),
    retryAfterSeconds: Math.max(1, Math.round(Number(env.LOAD_SHED_RETRY_AFTER_SECONDS ?? 5)) || 5),
    sampleIntervalMs: 1000,
  };
}

/**
 * A key from the environment (`NAME`), else from the file `NAME_FILE` names (a secret manager's or
 * orchestrator's mounted file, outside DATA_DIR), else DATA_DIR/.<fileName>: read when it exists,
 * generated once there otherwise. Production never generates one: several servers must share the
 * key, and a key next to the data it protects is no protection for a copied data folder
 * (docs/security.md "Keys").
 */
export function readKey(
  env: NodeJS.ProcessEnv,
  name: 'OTP_SECRET' | 'SECRETS_KEY',
  dataDir: string,
  production: boolean,
): string {
  const direct = env[name]?.trim();
  if (direct) return direct;
  const fromFile = env[`${name}_FILE`]?.trim();
  if (fromFile) {
    const value = readFileSync(fromFile, 'utf8').trim();
    if (!value) throw new Error(`${name}_FILE (${fromFile}) is empty`);
    return value;
  }
  const file = path.join(dataDir, name === 'OTP_SECRET' ? '.otp-secret' : '.secrets-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (production) throw new Error(`${name} or ${name}_FILE must be set in production (docs/security.md "Keys")`);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** STORAGE and the S3_* variables (docs/deploy.md "Files"). */
export function storageFromEnv(env: NodeJS.ProcessEnv): AppConfig['storage'] {
  const kind = env.STORAGE?.trim() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`STORAGE must be local or s3, not "${kind}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    kind,
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
}

function rateLimitStoreOf(env: NodeJS.ProcessEnv): 'memory' | 'postgres' | undefined {
  const raw = env.RATE_LIMIT_STORE?.trim();
  if (!raw) return undefined;
  if (raw !== 'memory' && raw !== 'postgres')
    throw new Error(`RATE_LIMIT_STORE must be memory or postgres, not "${raw}"`);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  const memoryDb = overrides.memoryDb ?? false;
  const port = Number(env.PORT ?? 3000);
  const nodeEnv = overrides.nodeEnv ?? env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  // In-memory databases (tests) get a fresh key per process; given overrides are not read or generated.
  const key = (name: 'OTP_SECRET' | 'SECRETS_KEY', given: string | undefined) =>
    given ?? (memoryDb && !env[name] ? randomBytes(32).toString('hex') : readKey(env, name, dataDir, production));
  const devOutbox = overrides.devOutbox ?? env.DEV_OUTBOX === '1';
  if (devOutbox && production) throw new Error('DEV_OUTBOX=1 is refused with NODE_ENV=production');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    memoryDb,
    seedDemo: env.SEED_DEMO !== '0',
    // In-memory databases (tests) skip it unless asked: the import takes ~15 s.
    loadFundData: env.LOAD_FUND_DATA !== '0' && !memoryDb,
    // Off for in-memory (test) databases, whose tests change rows directly and expect it at once.
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? (memoryDb ? 0 : 2000)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'FinWell <no-reply@finwell.example>',
    otpSecret: key('OTP_SECRET', overrides.otpSecret),
    secretsKey: key('SECRETS_KEY', overrides.secretsKey),
    devOutbox,
    oidcClockSkewSeconds: Number(env.OIDC_CLOCK_SKEW_SECONDS ?? 0),
    demoSso: env.DEMO_SSO_ISSUER
      ? {
          issuer: env.DEMO_SSO_ISSUER,
          clientId: env.DEMO_SSO_CLIENT_ID ?? 'finwell-demo',
          clientSecret: env.DEMO_SSO_CLIENT_SECRET ?? 'finwell-demo-secret',
        }
      : undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    plannerUrl: env.PLANNER_URL ?? `${env.PUBLIC_URL ?? `http://localhost:${port}`}/api/v1/financial-planner/demo`,
    rateLimits: rateLimitsFromEnv(env),
    rateLimitStore: rateLimitStoreOf(env),
    serveClient: env.SERVE_CLIENT !== '0',
    logLevel: env.LOG_LEVEL ?? 'warn',
    jobs: env.FINWELL_JOBS !== '0' && !env.VITEST,
    // Under vitest a bad schema fails the file that builds the app; elsewhere (the browser suite included) each
    // route's are compiled on its first request.
    eagerSchemas: env.EAGER_SCHEMAS ? env.EAGER_SCHEMAS === '1' : !!env.VITEST,
    loadShed: loadShedFromEnv(env, nodeEnv),
    storage: storageFromEnv(env),
    ...overrides,
  };
}
