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
export type SchemaError = {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  parentSchema?: Record<string, unknown>;
};

type Schema = Record<string, unknown> | boolean;
type Ctx = { root: Schema; errors: SchemaError[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** ajv's JSON type of a value ("integer" is a number that is an integer). */
function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function matchesType(v: unknown, t: string): boolean {
  switch (t) {
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    default:
      return typeOf(v) === t;
  }
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return (
      ka.length === Object.keys(b).length &&
      ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]))
    );
  }
  return false;
}

/** Length in Unicode code points, as ajv counts it. */
const codePoints = (s: string) => [...s].length;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return mo >= 1 && mo <= 12 && d >= 1 && d <= (mo === 2 && !leap ? 28 : DAYS[mo]);
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|[+-]\d\d(?::?\d\d)?)?$/i;
function isTime(s: string): boolean {
  const m = TIME.exec(s);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59 && Number(m[3]) < 61;
}

/** The formats of ajv-formats ("fast" mode) that the product's schemas use, plus common neighbours. */
const FORMATS: Record<string, (s: string) => boolean> = {
  date: isDate,
  time: isTime,
  'date-time': (s) => {
    const [d, t] = s.split(/t|\s/i);
    return !!t && isDate(d) && isTime(t);
  },
  email: (s) =>
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(
      s,
    ),
  uri: (s) => /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i.test(s),
  'uri-reference': (s) => !/\s/.test(s),
  hostname: (s) =>
    /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i.test(s),
  ipv4: (s) => /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(s),
  uuid: (s) => /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(s),
  regex: (s) => {
    try {
      new RegExp(s, 'u');
      return true;
    } catch {
      return false;
    }
  },
};

const patternCache = new Map<string, RegExp | null>();
function regexOf(pattern: string): RegExp | null {
  if (!patternCache.has(pattern)) {
    try {
      patternCache.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      patternCache.set(pattern, null);
    }
  }
  return patternCache.get(pattern) ?? null;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

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

function push(ctx: Ctx, e: Omit<SchemaError, 'parentSchema'>, parent: Record<string, unknown>): void {
  ctx.errors.push({ ...e, parentSchema: parent });
}

/** Validates into a scratch context (for anyOf/oneOf/not/if, whose branch errors are not reported as such). */
function passes(
  schema: Schema,
  data: unknown,
  path: string,
  sPath: string,
  root: Schema,
): { ok: boolean; errors: SchemaError[] } {
  const sub: Ctx = { root, errors: [] };
  validateNode(schema, data, path, sPath, sub);
  return { ok: sub.errors.length === 0, errors: sub.errors };
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
  if (isObject(data)) validateObject(s, data, path, sPath, ctx);
  if (Array.isArray(data)) validateArray(s, data, path, sPath, ctx);

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

function validateString(s: Record<string, unknown>, data: string, path: string, sPath: string, ctx: Ctx): void {
  const len = typeof s.maxLength === 'number' || typeof s.minLength === 'number' ? codePoints(data) : 0;
  if (typeof s.maxLength === 'number' && len > s.maxLength)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/maxLength`,
        keyword: 'maxLength',
        params: { limit: s.maxLength },
        message: `must NOT have more than ${s.maxLength} characters`,
      },
      s,
    );
  if (typeof s.minLength === 'number' && len < s.minLength)
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/minLength`,
        keyword: 'minLength',
        params: { limit: s.minLength },
        message: `must NOT have fewer than ${s.minLength} characters`,
      },
      s,
    );
  if (typeof s.pattern === 'string') {
    const re = regexOf(s.pattern);
    if (re && !re.test(data))
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/pattern`,
          keyword: 'pattern',
          params: { pattern: s.pattern },
          message: `must match pattern "${s.pattern}"`,
        },
        s,
      );
  }
  if (typeof s.format === 'string' && FORMATS[s.format] && !FORMATS[s.format](data)) {
    push(
      ctx,
      {
        instancePath: path,
        schemaPath: `${sPath}/format`,
        keyword: 'format',
        params: { format: s.format },
        message: `must match format "${s.format}"`,
      },
      s,
    );
  }
}

function validateNumber(s: Record<string, unknown>, data: number, path: string, sPath: string, ctx: Ctx): void {
  const bound = (keyword: string, ok: boolean, comparison: string, limit: unknown) => {
    if (!ok)
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/${keyword}`,
          keyword,
          params: { comparison, limit },
          message: `must be ${comparison} ${String(limit)}`,
        },
        s,
      );
  };
  if (typeof s.maximum === 'number') bound('maximum', data <= s.maximum, '<=', s.maximum);
  if (typeof s.minimum === 'number') bound('minimum', data >= s.minimum, '>=', s.minimum);
  if (typeof s.exclusiveMaximum === 'number')
    bound('exclusiveMaximum', data < s.exclusiveMaximum, '<', s.exclusiveMaximum);
  if (typeof s.exclusiveMinimum === 'number')
    bound('exclusiveMinimum', data > s.exclusiveMinimum, '>', s.exclusiveMinimum);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) {
    const q = data / s.multipleOf;
    if (Math.abs(Math.round(q) - q) > 1e-8)
      push(
        ctx,
        {
          instancePath: path,
          schemaPath: `${sPath}/multipleOf`,
          keyword: 'multipleOf',
          params: { multipleOf: s.multipleOf },
          message: `must be multiple of ${s.multipleOf}`,
        },
        s,
      );
  }
}

function validateObject(
  s: Record<string, unknown>,
  data: Record<string, unknown>,
  path: string,
  sPath: string,
  ctx: Ctx,
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
      const r = passes(s.propertyNames as Schema, k, path, `${sPath}/propertyNames`, ctx.root);
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

function validateArray(s: Record<string, unknown>, data: unknown[], path: string, sPath: string, ctx: Ctx): void {
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
    !data.some((item, i) => passes(s.contains as Schema, item, `${path}/${i}`, `${sPath}/contains`, ctx.root).ok)
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

/** Every error of `data` against `schema` (ajv's allErrors mode), in ajv's shape. Empty when valid. */
export function validateWithSchema(schema: unknown, data: unknown, rootSchema?: unknown): SchemaError[] {
  const root = (isObject(rootSchema) || typeof rootSchema === 'boolean' ? rootSchema : schema) as Schema;
  const ctx: Ctx = { root, errors: [] };
  validateNode((isObject(schema) || typeof schema === 'boolean' ? schema : true) as Schema, data, '', '#', ctx);
  return ctx.errors;
}
