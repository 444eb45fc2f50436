import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The security headers of every answer (CSP, HSTS, X-Content-Type-Options, ...), as @fastify/helmet
 * writes them, computed once at start-up instead of on every request. @fastify/helmet rebuilds its
 * middleware chain and re-parses the CSP directives per request, which cost about 11% of the
 * cached home page's CPU time in a profile (docs/performance.md). The options are global and never
 * change per route here (no route sets `helmet` options or uses CSP nonces), so the headers are constant.
 */
export async function securityHeadersFor(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_req, reply) => {
    reply.send('');
  });
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const ignore = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!ignore.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Adds the precomputed security headers to every reply (one synchronous hook). */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await securityHeadersFor(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
