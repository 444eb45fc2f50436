import type { AnySchema, ValidateFunction } from 'ajv';
import type Ajv from 'ajv';
import { createAjv } from '../../shared/ajv.js';

type Cache = { body?: Ajv; other?: Ajv; compiled: Map<string, ValidateFunction> };

/**
 * One validator instance per coercion rule, and the functions it compiled, for every app this process builds. Held
 * on the process (globalThis), so a test runner that loads the app's modules afresh for each file keeps them.
 */
const CACHE = Symbol.for('finwell.validators');
const cache: Cache = ((globalThis as Record<symbol, unknown>)[CACHE] as Cache | undefined) ?? { compiled: new Map() };
(globalThis as Record<symbol, unknown>)[CACHE] = cache;

/**
 * The request validator of a route part: bodies are never coerced and unknown properties are rejected; query
 * strings and params are coerced. A schema with an `$id` is compiled once by that id; any other by its content, so a
 * process that builds the app again (the test suite, docs/testing.md) reuses the function. A compiled validator is a
 * pure function of its schema; ajv keeps only the last call's `errors` on it, read synchronously right after.
 */
export function routeValidator(schema: AnySchema, isBody: boolean, eager = true): ValidateFunction {
  const key = `${isBody ? 'body' : 'other'}:${JSON.stringify(schema)}`;
  const known = cache.compiled.get(key);
  if (known) return known;
  if (eager) return compileRouteValidator(schema, isBody, key);
  // Compiled on the route's first request, not at start-up (issue 38). The API tests compile every route's at
  // start-up (config.eagerSchemas under vitest), so a bad schema still fails CI.
  let compiled: ValidateFunction | undefined;
  const lazy = ((data: unknown, ctx?: unknown) => {
    compiled ??= compileRouteValidator(schema, isBody, key);
    const valid = (compiled as (d: unknown, c?: unknown) => boolean)(data, ctx);
    lazy.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify passes the parent object to a validator with `schemaEnv` (as to ajv's own functions), so a coerced
  // root value can be written back.
  (lazy as { schemaEnv?: unknown }).schemaEnv = true;
  return lazy;
}

/** Compiles (once per process) the validator `routeValidator` defers. */
function compileRouteValidator(schema: AnySchema, isBody: boolean, key: string): ValidateFunction {
  const ajv = isBody
    ? (cache.body ??= createAjv({ coerceTypes: false }))
    : (cache.other ??= createAjv({ coerceTypes: true }));
  const id = typeof schema === 'object' && schema !== null ? (schema as { $id?: string }).$id : undefined;
  const existing = id ? ajv.getSchema(id) : undefined;
  if (existing) return existing;
  let validate = cache.compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.compiled.set(key, validate);
  }
  return validate;
}
