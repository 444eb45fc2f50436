import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { createHash } from 'node:crypto';

type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Compiled answer serialisers by shared-schema set and route schema, for every app this process builds. Held on
 * the process (globalThis), so a test runner that loads the app's modules afresh for each file keeps them.
 */
const CACHE = Symbol.for('finwell.serializers');
const compiled: Map<string, Serializer> =
  ((globalThis as Record<symbol, unknown>)[CACHE] as Map<string, Serializer> | undefined) ??
  new Map<string, Serializer>();
(globalThis as Record<symbol, unknown>)[CACHE] = compiled;

/**
 * Fastify's own serialiser factory (fast-json-stringify, which writes a function per response schema) with the
 * functions kept for the process: compiling ~300 response schemas is most of an app's start-up (docs/testing.md),
 * and a process that builds the app again (the test suite builds one per test file, a restart test several) gets
 * the same function for the same schema. A compiled serialiser is a pure function of its schemas, so sharing it
 * between apps cannot carry state from one to another.
 */
export function cachingSerializerFactory(opts: { eager: boolean }): SerializerFactory {
  const base = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = base(externalSchemas, options);
    const context = createHash('sha256')
      .update(JSON.stringify([externalSchemas ?? null, options ?? null]))
      .digest('base64url');
    return (route) => {
      const key = `${context}:${JSON.stringify(route.schema ?? null)}`;
      const known = compiled.get(key);
      if (known) return known;
      if (opts.eager) {
        const serializer = compile(route);
        compiled.set(key, serializer);
        return serializer;
      }
      // Compiled on the route's first answer, not at start-up (issue 38: a new server answers in seconds). The API
      // tests compile every route's at start-up (config.eagerSchemas under vitest), so a bad schema still fails CI.
      let serializer: Serializer | undefined;
      return (data: unknown) => {
        if (!serializer) {
          serializer = compiled.get(key) ?? compile(route);
          compiled.set(key, serializer);
        }
        return serializer(data);
      };
    };
  };
}
