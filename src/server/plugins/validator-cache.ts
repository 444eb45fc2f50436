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
export function routeValidator(schema: AnySchema, isBody: boolean): ValidateFunction {
  const ajv = isBody
    ? (cache.body ??= createAjv({ coerceTypes: false }))
    : (cache.other ??= createAjv({ coerceTypes: true }));
  const id = typeof schema === 'object' && schema !== null ? (schema as { $id?: string }).$id : undefined;
  const existing = id ? ajv.getSchema(id) : undefined;
  if (existing) return existing;
  const key = `${isBody ? 'body' : 'other'}:${JSON.stringify(schema)}`;
  let validate = cache.compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    cache.compiled.set(key, validate);
  }
  return validate;
}
