import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The largest request body (JSON or multipart) and the largest file in a multipart body. */
export const BODY_LIMIT = 20 * 1024 * 1024;
const LIMITS = { limits: { fileSize: BODY_LIMIT, files: 5, fields: 20 } };

/**
 * Registers the routes that accept multipart/form-data (uploads) in their own scope with @fastify/multipart.
 * The plugin adds an async `onRequest` and an async `onResponse` hook (temporary-file clean-up) to every route of
 * the scope it is registered in; registered at the root they ran on every request of the API, the home page's
 * included (docs/performance.md). Any other route answers a multipart body with E-10510 (unsupported media type).
 * The scope is loaded after the calling plugin's function returns, so it inherits every hook that plugin adds.
 */
export function uploadRoutes(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    await scope.register(multipart, LIMITS);
    routes(scope);
  });
}

/**
 * An admin area whose writes take uploads (clients' logos, webinars' banners and videos): the whole module is one
 * scope, so @fastify/multipart is registered at its start. Its hooks then run on that module's routes only.
 */
export function takesUploads<O>(
  mod: (app: FastifyInstance, opts: O) => Promise<void>,
): (app: FastifyInstance, opts: O) => Promise<void> {
  return async (app, opts) => {
    await app.register(multipart, LIMITS);
    await mod(app, opts);
  };
}
