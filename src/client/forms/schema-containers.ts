import { push, type Ctx, type NodeValidator, type Schema, type SchemaError } from './schema-keywords';
import { deepEqual, escapePointer, isObject, regexOf } from './schema-values';

/**
 * The object and array keywords of schema-interpreter.ts. Their subschemas are validated by `validateNode`,
 * given as `node`, so this module does not import the interpreter back.
 */

/** Validates into a scratch context (for anyOf/oneOf/not/if/contains/propertyNames, whose branch errors are not reported as such). */
export function passes(
  node: NodeValidator,
  schema: Schema,
  data: unknown,
  path: string,
  sPath: string,
  root: Schema,
): { ok: boolean; errors: SchemaError[] } {
  const sub: Ctx = { root, errors: [] };
  node(schema, data, path, sPath, sub);
  return { ok: sub.errors.length === 0, errors: sub.errors };
}

export function validateObject(
  s: Record<string, unknown>,
  data: Record<string, unknown>,
  path: string,
  sPath: string,
  ctx: Ctx,
  validateNode: NodeValidator,
): void {
  const keys = Object.keys(data);
  if (Array.isArray(s.required)) {
    for (const r of s.required) {
      if (typeof r === 'string' && data[r] === undefined) {
        push(
          ctx,
          {
            instancePath: path,
            schemaPath: `${sPath}/required`,
            keyword: 'required',
            params: { missingProperty: r },
            message: `must have required property '${r}'`,
          },
          s,
        );
      }
    }
  }
  if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/maxProperties`,
        keyword: 'maxProperties',
        params: { limit: s.maxProperties },
        message: `must NOT have more than ${s.maxProperties} properties`,
      },
      s,
    );
  if (typeof s.minProperties === 'number' && keys.length < s.minProperties)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/minProperties`,
        keyword: 'minProperties',
        params: { limit: s.minProperties },
        message: `must NOT have fewer than ${s.minProperties} properties`,
      },
      s,
    );
  if (isObject(s.dependencies)) {
    for (const [k, dep] of Object.entries(s.dependencies)) {
      if (data[k] === undefined) continue;
      if (Array.isArray(dep)) {
        const missing = dep.filter((d): d is string => typeof d === 'string' && data[d] === undefined);
        for (const m of missing)
          push(
            ctx,
            {
              instancePath: path,
              schemaPath: `${sPath}/dependencies`,
              keyword: 'dependencies',
              params: { property: k, missingProperty: m, depsCount: dep.length, deps: dep.join(', ') },
              message: `must have property ${m} when property ${k} is present`,
            },
            s,
          );
      } else {
        validateNode(dep as Schema, data, path, `${sPath}/dependencies/${escapePointer(k)}`, ctx);
      }
    }
  }
  const props = isObject(s.properties) ? s.properties : {};
  const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties) : [];
  for (const k of keys) {
    const childPath = `${path}/${escapePointer(k)}`;
    let matched = false;
    if (Object.prototype.hasOwnProperty.call(props, k)) {
      matched = true;
      if (data[k] !== undefined)
        validateNode(props[k] as Schema, data[k], childPath, `${sPath}/properties/${escapePointer(k)}`, ctx);
    }
    for (const [p, sub] of patterns) {
      if (regexOf(p)?.test(k)) {
        matched = true;
        validateNode(sub as Schema, data[k], childPath, `${sPath}/patternProperties/${escapePointer(p)}`, ctx);
      }
    }
    if (!matched && s.additionalProperties !== undefined) {
      if (s.additionalProperties === false) {
        push(
          ctx,
          {
            instancePath: path,
            schemaPath: `${sPath}/additionalProperties`,
            keyword: 'additionalProperties',
            params: { additionalProperty: k },
            message: 'must NOT have additional properties',
          },
          s,
        );
      } else if (isObject(s.additionalProperties)) {
        validateNode(s.additionalProperties, data[k], childPath, `${sPath}/additionalProperties`, ctx);
      }
    }
    if (s.propertyNames !== undefined) {
      const r = passes(validateNode, s.propertyNames as Schema, k, path, `${sPath}/propertyNames`, ctx.root);
      if (!r.ok)
        push(
          ctx,
          {
            instancePath: path,
            schemaPath: `${sPath}/propertyNames`,
            keyword: 'propertyNames',
            params: { propertyName: k },
            message: 'property name must be valid',
          },
          s,
        );
    }
  }
}

export function validateArray(
  s: Record<string, unknown>,
  data: unknown[],
  path: string,
  sPath: string,
  ctx: Ctx,
  validateNode: NodeValidator,
): void {
  if (typeof s.maxItems === 'number' && data.length > s.maxItems)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/maxItems`,
        keyword: 'maxItems',
        params: { limit: s.maxItems },
        message: `must NOT have more than ${s.maxItems} items`,
      },
      s,
    );
  if (typeof s.minItems === 'number' && data.length < s.minItems)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/minItems`,
        keyword: 'minItems',
        params: { limit: s.minItems },
        message: `must NOT have fewer than ${s.minItems} items`,
      },
      s,
    );
  if (Array.isArray(s.items)) {
    s.items.forEach((sub, i) => {
      if (i < data.length) validateNode(sub as Schema, data[i], `${path}/${i}`, `${sPath}/items/${i}`, ctx);
    });
    if (s.additionalItems === false && data.length > s.items.length) {
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/additionalItems`,
          keyword: 'additionalItems',
          params: { limit: s.items.length },
          message: `must NOT have more than ${s.items.length} items`,
        },
        s,
      );
    } else if (isObject(s.additionalItems)) {
      for (let i = s.items.length; i < data.length; i++)
        validateNode(s.additionalItems, data[i], `${path}/${i}`, `${sPath}/additionalItems`, ctx);
    }
  } else if (s.items !== undefined) {
    data.forEach((item, i) => validateNode(s.items as Schema, item, `${path}/${i}`, `${sPath}/items`, ctx));
  }
  if (
    s.contains !== undefined &&
    !data.some(
      (item, i) => passes(validateNode, s.contains as Schema, item, `${path}/${i}`, `${sPath}/contains`, ctx.root).ok,
    )
  ) {
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/contains`,
        keyword: 'contains',
        params: { minContains: 1 },
        message: 'must contain at least 1 valid item(s)',
      },
      s,
    );
  }
  if (s.uniqueItems === true) {
    outer: for (let i = data.length - 1; i > 0; i--) {
      for (let j = i - 1; j >= 0; j--) {
        if (deepEqual(data[i], data[j])) {
          push(
            ctx,
            {
              instancePath: path,
              schemaPath: `${sPath}/uniqueItems`,
              keyword: 'uniqueItems',
              params: { i, j },
              message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
            },
            s,
          );
          break outer;
        }
      }
    }
  }
}
