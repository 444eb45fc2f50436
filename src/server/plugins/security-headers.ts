import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, in two sets (docs/security.md "Response headers"):
 *
 * - **Documents** (HTML, files, exports, the built client: anything a browser may render or run): the headers
 *   @fastify/helmet writes (CSP, COOP, CORP, X-Frame-Options, ...) plus Permissions-Policy, computed once at
 *   start-up. @fastify/helmet itself rebuilds its middleware chain and re-parses the CSP directives on every
 *   request, which showed in the home page's profile (docs/performance.md).
 * - **API answers** (JSON, or no body): the headers that still mean something for data a script reads: a CSP
 *   that allows nothing (`default-src 'none'; frame-ancestors 'none'`, stricter than the documents'), nosniff,
 *   X-Frame-Options DENY and Cross-Origin-Resource-Policy, plus HSTS in production. The document-only headers
 *   (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, Permissions-Policy, ...) act only on
 *   a page the browser renders; on JSON they were a third of the answer's bytes and most of Node's per-header work.
 *
 * One synchronous `onSend` hook picks the set by the answer's content type; a header the route set itself (a
 * learning file's frame-ancestors) is kept. Answers to a request with an `Authorization` header (or the session
 * cookie, on /api/) get `Cache-Control: no-store`.
 */
export type SecurityHeaderSets = { document: Array<[string, string]>; api: Array<[string, string]> };

export async function securityHeadersFor(
  options: FastifyHelmetOptions,
  extra: Record<string, string> = {},
): Promise<SecurityHeaderSets> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_req, reply) => {
    reply.send('');
  });
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const ignore = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const document: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(res.headers)) {
    if (!ignore.has(name) && value !== undefined)
      document.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  document.push(...Object.entries(extra));
  const api: Array<[string, string]> = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
  const hsts = document.find(([name]) => name === 'strict-transport-security');
  if (hsts) api.push(hsts);
  return { document, api };
}

/** JSON (any `+json` type too) or no body: an API answer. */
export function isApiAnswer(contentType: unknown): boolean {
  if (contentType === undefined) return true;
  const type = String(contentType);
  const semi = type.indexOf(';');
  return (semi === -1 ? type : type.slice(0, semi)).trimEnd().endsWith('json');
}

/** Adds the precomputed security headers to every reply (one synchronous `onSend` hook). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
  extra: Record<string, string> = {},
): Promise<void> {
  const sets = await securityHeadersFor(options, extra);
  app.addHook('onSend', (req, reply, payload, done) => {
    const set = isApiAnswer(reply.getHeader('content-type')) ? sets.api : sets.document;
    for (let i = 0; i < set.length; i++) {
      const [name, value] = set[i];
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    // A signed-in API answer (bearer or the browser's session cookie), and any answer that sets or clears a cookie.
    if (
      req.headers.authorization ||
      (req.sessionVia === 'cookie' && req.url.startsWith('/api/')) ||
      reply.hasHeader('set-cookie')
    )
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
