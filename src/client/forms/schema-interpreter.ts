/**
 * A JSON Schema (draft-07) validator that interprets the schema instead of generating code.
 *
 * Why: ajv compiles every schema to JavaScript with `new Function`, and the portal's Content
 * Security Policy (`script-src 'self'`, no 'unsafe-eval') rightly forbids that in the browser
 * (RJSF issue #1464). Form definitions are edited at run time, so they cannot be precompiled
 * either. This interpreter reports errors in ajv's shape (instancePath, schemaPath, keyword,
 * params, message), so RJSF's error processing and the product's E-code mapping work unchanged;
 * a parity test (schema-interpreter.test.ts) checks it against ajv on the product's schemas.
 *
 * Covered: type, enum, const, string length/pattern/format, number bounds/multipleOf, object
 * required/properties/patternProperties/additionalProperties/propertyNames/dependencies/min-max,
 * array items/additionalItems/contains/min-max/uniqueItems, allOf/anyOf/oneOf/not/if-then-else,
 * local $ref. Unknown keywords (title, default, x-error-codes, …) are annotations and ignored.
 */
import { passes as passesWith, validateArray, validateObject } from './schema-containers';
import { push, validateNumber, validateString, type Ctx, type Schema, type SchemaError } from './schema-keywords';
import { deepEqual, isObject, matchesType } from './schema-values';

export type { SchemaError } from './schema-keywords';

/** Resolves a local reference ("#", "#/definitions/x", or RJSF's "__rjsf_rootSchema#/…"). */
function resolveRef(ref: string, root: Schema): Schema | undefined {
  const hash = ref.indexOf('#');
  if (hash < 0) return undefined;
  let node: unknown = root;
  for (const raw of ref
    .slice(hash + 1)
    .split('/')
    .filter(Boolean)) {
    const seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[seg] : undefined;
  }
  return isObject(node) || typeof node === 'boolean' ? (node as Schema) : undefined;
}

/** Validates into a scratch context (for anyOf/oneOf/not/if, whose branch errors are not reported as such). */
function passes(schema: Schema, data: unknown, path: string, sPath: string, root: Schema) {
  return passesWith(validateNode, schema, data, path, sPath, root);
}

function validateNode(schema: Schema, data: unknown, path: string, sPath: string, ctx: Ctx): void {
  if (schema === true) return;
  if (schema === false) {
    ctx.errors.push({
      instancePath: path,
      schemaPath: sPath,
      keyword: 'false schema',
      params: {},
      message: 'boolean schema is false',
    });
    return;
  }
  const s = schema;
  if (typeof s.$ref === 'string') {
    const target = resolveRef(s.$ref, ctx.root);
    if (target === undefined)
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/$ref`,
          keyword: '$ref',
          params: { ref: s.$ref },
          message: `can't resolve reference ${s.$ref}`,
        },
        s,
      );
    else validateNode(target, data, path, `${sPath}/$ref`, ctx);
    return; // draft-07: siblings of $ref are ignored
  }

  if (s.type !== undefined) {
    const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t): t is string => typeof t === 'string');
    if (!types.some((t) => matchesType(data, t))) {
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/type`,
          keyword: 'type',
          params: { type: types.join(',') },
          message: `must be ${types.join(',')}`,
        },
        s,
      );
    }
  }
  if (Array.isArray(s.enum) && !s.enum.some((v) => deepEqual(v, data))) {
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/enum`,
        keyword: 'enum',
        params: { allowedValues: s.enum },
        message: 'must be equal to one of the allowed values',
      },
      s,
    );
  }
  if ('const' in s && !deepEqual(s.const, data)) {
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/const`,
        keyword: 'const',
        params: { allowedValue: s.const },
        message: 'must be equal to constant',
      },
      s,
    );
  }

  if (typeof data === 'string') validateString(s, data, path, sPath, ctx);
  if (typeof data === 'number') validateNumber(s, data, path, sPath, ctx);
  if (isObject(data)) validateObject(s, data, path, sPath, ctx, validateNode);
  if (Array.isArray(data)) validateArray(s, data, path, sPath, ctx, validateNode);

  if (Array.isArray(s.allOf))
    s.allOf.forEach((sub, i) => validateNode(sub as Schema, data, path, `${sPath}/allOf/${i}`, ctx));
  if (Array.isArray(s.anyOf)) {
    const results = s.anyOf.map((sub, i) => passes(sub as Schema, data, path, `${sPath}/anyOf/${i}`, ctx.root));
    if (!results.some((r) => r.ok)) {
      for (const r of results) ctx.errors.push(...r.errors);
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/anyOf`,
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        },
        s,
      );
    }
  }
  if (Array.isArray(s.oneOf)) {
    const results = s.oneOf.map((sub, i) => passes(sub as Schema, data, path, `${sPath}/oneOf/${i}`, ctx.root));
    const passing = results.map((r, i) => (r.ok ? i : -1)).filter((i) => i >= 0);
    if (passing.length !== 1) {
      if (passing.length === 0) for (const r of results) ctx.errors.push(...r.errors);
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/oneOf`,
          keyword: 'oneOf',
          params: { passingSchemas: passing.length ? passing : null },
          message: 'must match exactly one schema in oneOf',
        },
        s,
      );
    }
  }
  if (s.not !== undefined && passes(s.not as Schema, data, path, `${sPath}/not`, ctx.root).ok) {
    push(
      ctx,
      { instancePath: path, schemaPath: `${sPath}/not`, keyword: 'not', params: {}, message: 'must NOT be valid' },
      s,
    );
  }
  if (s.if !== undefined) {
    const cond = passes(s.if as Schema, data, path, `${sPath}/if`, ctx.root).ok;
    const branch = cond ? 'then' : 'else';
    if (s[branch] !== undefined) {
      const before = ctx.errors.length;
      validateNode(s[branch] as Schema, data, path, `${sPath}/${branch}`, ctx);
      if (ctx.errors.length > before)
        push(
          ctx,
          {
            instancePath: path,
            schemaPath: `${sPath}/if`,
            keyword: 'if',
            params: { failingKeyword: branch },
            message: `must match "${branch}" schema`,
          },
          s,
        );
    }
  }
}

/** Every error of `data` against `schema` (ajv's allErrors mode), in ajv's shape. Empty when valid. */
export function validateWithSchema(schema: unknown, data: unknown, rootSchema?: unknown): SchemaError[] {
  const root = (isObject(rootSchema) || typeof rootSchema === 'boolean' ? rootSchema : schema) as Schema;
  const ctx: Ctx = { root, errors: [] };
  validateNode((isObject(schema) || typeof schema === 'boolean' ? schema : true) as Schema, data, '', '#', ctx);
  return ctx.errors;
}
