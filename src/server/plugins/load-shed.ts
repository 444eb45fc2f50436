import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error.js';

/**
 * Load shedding (issue 38, docs/deploy.md "Load shedding"): when this server cannot keep up it refuses new requests
 * at once with 503, `Retry-After` and E-10820, instead of queueing them until a client or the load balancer gives up
 * (a dropped connection) or a database wait ends in a bare 500. Two signals:
 * - the event loop: its mean delay over the last sample, or its utilisation, above the limit (@fastify/under-pressure);
 * - the database: more queries waiting for a connection than the limit (the pool's queue, read per request).
 * The check runs first among the request hooks, before the session is read, so a refused request costs almost nothing.
 * Only API calls are refused: the page's scripts and styles are cheap to serve and a missing one breaks the page.
 * The event loop is sampled every second (one slow query on embedded PGlite blocks the loop for a moment: that is not
 * overload and must not refuse the next requests); a mean delay above the limit over a whole second is.
 * A limit of 0 turns its check off; all are off unless configured (production defaults in config.ts).
 */
export type LoadShedConfig = {
  /** Mean event-loop delay (ms) over a sample above which requests are refused; 0: off. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0..1) over a sample above which requests are refused; 0: off. */
  maxEventLoopUtilization: number;
  /** Queries waiting for a database connection above which requests are refused; 0: off. */
  maxDbWaiting: number;
  /** The `Retry-After` a refusal carries (seconds). */
  retryAfterSeconds: number;
  /** How often the event loop is sampled (ms). */
  sampleIntervalMs: number;
};

/** Every check off (tests build apps this way unless they test the shedding). */
export const LOAD_SHED_OFF: LoadShedConfig = {
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxDbWaiting: 0,
  retryAfterSeconds: 5,
  sampleIntervalMs: 250,
};

/** True when any check of `config` is on. */
export function loadShedOn(config: LoadShedConfig): boolean {
  return config.maxEventLoopDelayMs > 0 || config.maxEventLoopUtilization > 0 || config.maxDbWaiting > 0;
}

/** The checks apply to the API; the client's files and uploaded files are served whatever the load. */
function isApiCall(url: string): boolean {
  return url.startsWith('/api/');
}

function busyError(retryAfterSeconds: number): AppError {
  return new AppError('E-10820', { httpStatus: 503, data: { retry_after_seconds: retryAfterSeconds } });
}

/** Registers the checks on `app` (every route, the static files included). `dbWaiting` reads the pool's queue. */
export async function registerLoadShed(
  app: FastifyInstance,
  config: LoadShedConfig,
  dbWaiting: () => number,
): Promise<void> {
  if (!loadShedOn(config)) return;
  const retryAfter = config.retryAfterSeconds;
  if (config.maxEventLoopDelayMs > 0 || config.maxEventLoopUtilization > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      maxEventLoopUtilization: config.maxEventLoopUtilization,
      sampleInterval: config.sampleIntervalMs,
      retryAfter,
      // API calls only: the page's own files are cheap to serve, and refusing a script turns a slow page into a broken
      // one. Returning nothing lets the request through; a rejection goes to the error handler, which writes the envelope.
      pressureHandler: (req, reply) => {
        if (!isApiCall(req.url)) return;
        reply.header('Retry-After', String(retryAfter));
        return Promise.reject(busyError(retryAfter));
      },
    });
  }
  if (config.maxDbWaiting > 0) {
    app.addHook('onRequest', (req, reply, done) => {
      if (!isApiCall(req.url) || dbWaiting() <= config.maxDbWaiting) return done();
      reply.header('Retry-After', String(retryAfter));
      done(busyError(retryAfter));
    });
  }
}
