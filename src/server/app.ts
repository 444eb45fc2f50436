import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fromProjectRoot } from './paths.js';
import type { AnySchema } from 'ajv';
import { AppError } from '../shared/app-error.js';
import { loadConfig, type AppConfig } from './config.js';
import { createDb, type DbHandle } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { cachingSerializerFactory } from './plugins/serializer-cache.js';
import { routeValidator } from './plugins/validator-cache.js';
import { registerLoadShed } from './plugins/load-shed.js';
import { importFundDataAfterListen, startupTimer } from './startup.js';
import { seedDemoData } from './db/seed/demo.js';
import type { AppContext } from './context.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { BODY_LIMIT } from './plugins/multipart.js';
import { registerAccess, type RouteAccessEntry } from './plugins/access.js';
import { cookieModeOf } from './modules/auth/session-cookie.js';
import { registerOpenApi } from './plugins/openapi-doc.js';
import { pgRateLimitStore } from './plugins/rate-limit-store.js';
import { createInvalidationBus, registerInvalidation } from './invalidation.js';
import { frameworkErrorHandler, registerEnvelope } from './plugins/envelope.js';
import { checkResponseSchemas, registerApiSchemas } from './plugins/api-schemas.js';
import { createMailer, createMailQueue, moveLegacyMailQueue, type Mailer } from './plugins/mailer.js';
import { startJobs } from './plugins/jobs.js';
import { registerJobs } from './plugins/jobs.js';
import { registerAudit } from './modules/audit/audit.js';
import { privacyDevRoutes } from './modules/privacy/routes.js';
import { runPrivacyJobs } from './modules/privacy/service.js';
import { apiModules } from './modules/index.js';
import { devRoutes } from './modules/system/routes.js';
import { uploadFileRoutes } from './modules/uploads/routes.js';
import { crawlerFileRoutes } from './modules/site/routes.js';
import { spendingTrackerRoute } from './modules/calculators/routes.js';
import { seedFormDefinitions } from './modules/forms/service.js';
import { importMutualFundData } from './modules/mutual-funds/ingest.js';
import { seedCounselling } from './modules/counselling/seed.js';
import { accountsChecklistRoute, seedKnowledgeBase } from './modules/knowledge-base/index.js';
import { seedWebinars } from './modules/webinars/seed.js';
import { seedLearning } from './modules/learning/seed.js';
import { seedCommerce } from './modules/commerce/seed.js';
import { seedJourneyContent } from './modules/journey/seed.js';
import { seedEngagement } from './modules/engagement/seed.js';
import { seedReports } from './modules/reports/seed.js';
import { createStorage } from './storage/index.js';

export type BuildOptions = {
  config?: Partial<AppConfig>;
  /** An already-open database (tests share one); otherwise opened from the config. */
  dbHandle?: DbHandle;
  /** Close `dbHandle` when the app closes (it is handed over, as the tests' copy of their template database is). */
  closeDbHandle?: boolean;
  mailer?: Mailer;
  logger?: boolean;
  /**
   * On PostgreSQL, import the shipped mutual-fund data (first start only) after the server listens instead of before
   * (main.ts): the server answers at once and fund pages fill in when the import commits. PGlite has one session,
   * which the import's transaction would hold, so there it stays before listening.
   */
  fundDataAfterListen?: boolean;
};

export type App = FastifyInstance & {
  ctx: AppContext;
  routeTable: RouteAccessEntry[];
  /** Milliseconds per start-up phase, in order (main.ts logs them; the bench prints the cold start). */
  startup: Array<[string, number]>;
};

/** Browser features no page of the portal uses are turned off for it and anything it embeds (docs/security.md). */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), browsing-topics=()';
const clientDir = fromProjectRoot('dist', 'client');
const assetsDir = path.join(clientDir, 'assets') + path.sep;
const FUND_DATA_DIR = fromProjectRoot('data-seed', 'mutual-funds');

/** Builds the Fastify app (no listen): database, migrations, demo seed, plugins and every route. */
export async function build(opts: BuildOptions = {}): Promise<App> {
  const config = loadConfig(process.env, opts.config);
  const timer = startupTimer();
  const dbHandle =
    opts.dbHandle ??
    (await createDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, memory: config.memoryDb }));
  timer.lap('database');
  await migrateToLatest(dbHandle.db);
  timer.lap('migrations');
  // Files: DATA_DIR or S3-compatible object storage (src/server/storage, docs/deploy.md "Files").
  const storage = await createStorage(config);
  await seedFormDefinitions(dbHandle.db);
  await seedJourneyContent(dbHandle.db);
  if (config.seedDemo) {
    await seedDemoData(dbHandle.db);
    await seedCounselling(dbHandle.db);
    await seedKnowledgeBase(dbHandle.db);
    await seedWebinars(dbHandle.db, storage);
    await seedLearning(dbHandle.db, storage);
    await seedCommerce(dbHandle.db);
    await seedEngagement(dbHandle.db);
    await seedReports(dbHandle.db);
  }
  timer.lap('seeds');
  // First start only (a marker row makes it a no-op afterwards): ~15 s on PGlite.
  const fundsLater = config.loadFundData && !!opts.fundDataAfterListen && dbHandle.kind === 'postgres';
  if (config.loadFundData && !fundsLater) await importMutualFundData(dbHandle.db, { dir: FUND_DATA_DIR });
  timer.lap('fund data');
  // pg-boss (docs/jobs.md): its schema is installed here; workers and schedules only when jobs are on.
  // The logger exists once the app is built below; pg-boss and the mailer only log after that.
  const jobs = await startJobs({
    db: dbHandle.db,
    enabled: config.jobs,
    onError: (err) => app.log.error({ err }, 'pg-boss error'),
  });
  await createMailQueue(jobs.boss);
  await moveLegacyMailQueue(dbHandle.db, jobs.boss);
  const mailer =
    opts.mailer ??
    createMailer({
      db: dbHandle.db,
      boss: jobs.boss,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (err, msg) => app.log.warn({ err }, msg),
    });
  // Cross-server cache invalidation: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite (docs/deploy.md).
  const bus = await createInvalidationBus(dbHandle, {
    databaseUrl: config.databaseUrl,
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  const ctx: AppContext = { config, db: dbHandle.db, dbHandle, mailer, jobs, bus, storage };
  timer.lap('jobs and bus');

  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
    schemaController: {
      compilersFactory: { buildSerializer: cachingSerializerFactory({ eager: config.eagerSchemas }) },
    },
  }) as unknown as App;
  app.ctx = ctx;
  app.routeTable = [];

  // Bodies are never coerced and unknown properties are rejected; query strings and params are coerced. The
  // validators are compiled once per process (plugins/validator-cache.ts).
  app.setValidatorCompiler(({ schema, httpPart }) =>
    routeValidator(schema as AnySchema, httpPart === 'body', config.eagerSchemas),
  );

  registerEnvelope(app);
  // Shared schemas by $id, for the routes' response schemas (docs/api.md).
  registerApiSchemas(app);
  if (config.nodeEnv === 'test') checkResponseSchemas(app);
  // Security headers and no-store for authenticated answers: one callback hook (docs/security.md,
  // docs/performance.md).
  await registerSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          // 'unsafe-eval': ajv compiles JSON Schema validators at run time in the browser (calculator
          // inputs, RJSF admin forms whose schemas change without a deploy). No inline script is allowed.
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-eval'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: the knowledge base shows signed-in-only files (fetched with the token) through
          // object URLs of an allow-listed type (docs/knowledge-base.md "Files").
          imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          frameSrc: ["'self'", 'https:', 'blob:'],
          mediaSrc: ["'self'", 'https:', 'blob:'],
          formAction: ["'self'"],
        },
      },
      // HSTS only in production, where TLS is in front (docs/security.md): a development server on
      // http://localhost must not pin the browser to https.
      hsts: config.nodeEnv === 'production',
    },
    { 'permissions-policy': PERMISSIONS_POLICY },
  );
  // A server that cannot keep up refuses at once (503 E-10820 with Retry-After) rather than dropping connections.
  await registerLoadShed(app, config.loadShed, dbHandle.waiting ?? (() => 0));
  // The portal is one origin (the server serves the client; Vite's dev server proxies /api), so cross-origin
  // answers exist only for the origins an operator lists in CORS_ORIGINS (README). Without any, no CORS hook runs
  // and a browser on another origin cannot read an answer (docs/security.md).
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins, credentials: false });
  // Per user when signed in, per address otherwise (README, "Rate limits"). The limit runs as a
  // route hook, after the access hook has resolved the session (request.auth).
  const limits = config.rateLimits;
  await app.register(rateLimit, {
    global: true,
    // Shared by every server on the database, or per process on embedded PGlite (docs/deploy.md "Shared limits").
    ...((config.rateLimitStore ?? (dbHandle.kind === 'postgres' ? 'postgres' : 'memory')) === 'postgres'
      ? { store: pgRateLimitStore(ctx.db) }
      : {}),
    // A store the database cannot answer lets the request reach its route, which then answers its own error (the
    // health check's 503) instead of a bare 500; the OTP sends keep their own check in the send's transaction.
    skipOnError: true,
    keyGenerator: (req) => (req.auth ? `user:${req.auth.user.id}` : `addr:${req.ip}`),
    max: (_req, key) => (key.startsWith('user:') ? limits.userPerWindow : limits.anonPerWindow),
    timeWindow: limits.windowSeconds * 1000,
    errorResponseBuilder: (_req, context) =>
      new AppError('E-10503', { data: { retry_after_seconds: Math.ceil(context.ttl / 1000) } }),
  });
  // Multipart bodies only where a route takes uploads (uploadRoutes, plugins/multipart.ts).
  // The API description (/api/docs/json) and, outside production, its interactive page (docs/api.md).
  await registerOpenApi(app, config);

  if (config.serveClient && existsSync(clientDir)) {
    // robots.txt and sitemap.xml are the server's (modules/site), whatever an older build holds.
    const globIgnore = ['robots.txt', 'sitemap.xml'];
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      globIgnore,
      // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts): the smallest one the
      // browser accepts is sent, nothing is compressed per request.
      preCompressed: true,
      // A file under assets/ has its content's hash in its name: kept a year and never asked again. index.html and
      // the rest are checked each time (max-age 0 with an ETag), so a new build is seen at once.
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  // What a request changes is published to every server before its answer is sent (src/server/invalidation.ts).
  registerInvalidation(app, bus);
  // From here on every route must declare who may call it.
  registerAccess(app, ctx.db, app.routeTable, {
    sessionCacheMs: config.sessionCacheMs,
    bus,
    cookies: cookieModeOf(config),
  });
  // Admin writes are appended to the audit log (docs/security.md "Audit log").
  registerAudit(app, ctx.db);
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod, { ctx });
    },
    { prefix: '/api/v1' },
  );
  await app.register(uploadFileRoutes, { ctx });
  await app.register(crawlerFileRoutes, { ctx });
  await app.register(spendingTrackerRoute, { ctx });
  await app.register(accountsChecklistRoute);
  // The development routes (the outbox shows every OTP) only when asked for with DEV_OUTBOX=1, which
  // production refuses (config.ts): a missing NODE_ENV no longer opens them (docs/security.md).
  if (config.devOutbox && config.nodeEnv !== 'production') {
    await app.register(devRoutes, { prefix: '/api/dev', ctx });
    await app.register(privacyDevRoutes, { prefix: '/api/dev', ctx });
  }
  // Queued e-mails (booking mails) whose first attempt failed are retried with back-off by the mail worker.
  if (jobs.enabled) app.addHook('onReady', () => mailer.startWorker());
  // Deletion requests past their grace period, then the 7-year retention (docs/privacy.md): hourly.
  registerJobs(app, {
    jobs,
    db: ctx.db,
    tasks: [{ name: 'privacy', cron: '7 * * * *', run: () => runPrivacyJobs(ctx.db) }],
  });

  // The SPA: any other GET that is not an API or file path gets index.html.
  const indexHtml = path.join(clientDir, 'index.html');
  app.setNotFoundHandler((req, reply) => {
    if (
      req.method === 'GET' &&
      !req.url.startsWith('/api/') &&
      !req.url.startsWith('/files/') &&
      config.serveClient &&
      existsSync(indexHtml)
    ) {
      return reply.type('text/html').sendFile('index.html', clientDir);
    }
    throw new AppError('E-10500');
  });

  if (fundsLater) importFundDataAfterListen(app, dbHandle.db, FUND_DATA_DIR);
  timer.lap('routes');
  app.startup = timer.phases;
  app.addHook('onReady', async () => timer.lap('ready'));

  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!opts.dbHandle || opts.closeDbHandle) await dbHandle.close();
  });
  return app;
}
