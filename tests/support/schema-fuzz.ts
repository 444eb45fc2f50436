import fc from 'fast-check';
import { HOSTILE_STRINGS, hostileValue, PROTO_KEYS } from './schema-fuzz-hostile.js';
import type { JsonSchema, OpenApi, Parameter, RouteSchemas } from './schema-fuzz-routes.js';

/**
 * Property-based fuzzing from the route table (docs/security.md, "Standing checks"): for every
 * route, fast-check arbitraries derived from its JSON Schemas (body, querystring, params, as the
 * app's OpenAPI document publishes them), mixing values that pass the schema with hostile ones.
 * Shared by tests/api/schema-fuzz.test.ts and its self-check. The route side (schemas, caller,
 * URL, verdict) is in schema-fuzz-routes.ts, the hostile values in schema-fuzz-hostile.ts.
 */

function resolve(schema: JsonSchema, openapi: OpenApi): JsonSchema {
  let s = schema;
  for (let i = 0; i < 10 && s.$ref; i++) {
    const name = s.$ref.split('/').pop() ?? '';
    s = openapi.components?.schemas?.[name] ?? {};
  }
  if (s.allOf?.length) {
    const merged: JsonSchema = {
      ...s,
      allOf: undefined,
      properties: { ...s.properties },
      required: [...(s.required ?? [])],
    };
    for (const part of s.allOf.map((p) => resolve(p, openapi))) {
      Object.assign(merged.properties ?? {}, part.properties);
      merged.required?.push(...(part.required ?? []));
      merged.type ??= part.type;
    }
    return merged;
  }
  return s;
}

function typesOf(s: JsonSchema): string[] {
  const t = s.type === undefined ? [] : [s.type].flat();
  return s.nullable ? [...t, 'null'] : t;
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(s.maxLength ?? 60, 200);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= 200);
        } catch {
          // a pattern fast-check cannot read: plain strings below
        }
      }
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.string({ unit: 'grapheme', minLength, maxLength }),
        fc.constant('x'.repeat(maxLength)),
      );
  }
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo =
    typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : -1e6;
  const hi =
    typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : 1e6;
  const min = Math.max(lo, -(2 ** 31));
  const max = Math.min(hi, 2 ** 31 - 1);
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
  // Values at and just past the limits, then anything.
  const edges = [lo, hi, lo - 1, hi + 1].filter((n) => Number.isFinite(n));
  return fc.oneof({ weight: 3, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(...edges, 0, 1) });
}

/**
 * Values for `schema`: mostly ones that pass it (so the handler, not only the validator, runs),
 * sometimes hostile ones of any type.
 */
export function valueFor(schema: JsonSchema, openapi: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, openapi);
  const hostile = hostileValue(depth);
  const valid = validFor(s, openapi, depth);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function validFor(s: JsonSchema, openapi: OpenApi, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => valueFor(o, openapi, depth + 1)));
  const arbs: Array<fc.Arbitrary<unknown>> = [];
  for (const t of typesOf(s)) {
    if (t === 'string') arbs.push(stringFor(s));
    else if (t === 'integer') arbs.push(numberFor(s, true));
    else if (t === 'number') arbs.push(numberFor(s, false));
    else if (t === 'boolean') arbs.push(fc.boolean());
    else if (t === 'null') arbs.push(fc.constant(null));
    else if (t === 'array')
      arbs.push(
        depth > 3
          ? fc.constant([])
          : fc.array(s.items ? valueFor(s.items, openapi, depth + 1) : hostileValue(depth + 1), {
              minLength: Math.min(s.minItems ?? 0, 5),
              maxLength: Math.min(s.maxItems ?? 5, 5),
            }),
      );
    else if (t === 'object') arbs.push(objectFor(s, openapi, depth));
  }
  if (arbs.length === 0) return s.properties ? objectFor(s, openapi, depth) : hostileValue(depth);
  return fc.oneof(...arbs);
}

/** An object with the schema's properties (required ones mostly present), sometimes extra or prototype keys. */
export function objectFor(s: JsonSchema, openapi: OpenApi, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = depth > 3 ? {} : (s.properties ?? {});
  const required = new Set(s.required ?? []);
  const entries = Object.entries(props).map(([key, prop]) =>
    fc
      .tuple(fc.integer({ min: 0, max: 9 }), valueFor(prop, openapi, depth + 1))
      // A required field is left out one time in ten, an optional one half the time.
      .map(([roll, v]) => [key, (required.has(key) ? roll > 0 : roll > 4) ? v : undefined] as const),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<Record<string, unknown>>({}) },
        { weight: 1, arbitrary: fc.constant(PROTO_KEYS) },
        { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileValue(depth + 1), { maxKeys: 3 }) },
      ),
    )
    .map(([pairs, extra]) => {
      const out = JSON.parse(JSON.stringify(extra)) as Record<string, unknown>;
      for (const [k, v] of pairs) if (v !== undefined) out[k] = v;
      return out;
    });
}

/** A path parameter: a plausible id or name (from its schema) or a hostile string. */
export function paramFor(p: Parameter, openapi: OpenApi): fc.Arbitrary<string> {
  const valid = p.schema
    ? validFor(resolve(p.schema, openapi), openapi, 1).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    : fc.constantFrom('1', '2', '3', 'home', 'x');
  return fc.oneof(
    { weight: 3, arbitrary: valid.filter((v) => v.length > 0 && v.length < 300) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((x) => x.length > 0 && x.length < 100)) },
  );
}

/** A query string value: the querystring is text on the wire, so every value is sent as one. */
export function queryFor(params: Parameter[], openapi: OpenApi): fc.Arbitrary<Record<string, string>> {
  const entries = params.map((p) =>
    fc.tuple(fc.boolean(), paramFor(p, openapi)).map(([keep, v]) => [p.name, keep ? v : undefined] as const),
  );
  return fc
    .tuple(
      fc.tuple(...entries),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'x', 'page'), fc.string(), { maxKeys: 2 }),
    )
    .map(([pairs, extra]) => {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(extra)) out[k] = v;
      for (const [k, v] of pairs) if (v !== undefined) out[k] = v;
      return out;
    });
}

export type FuzzInput = { params: Record<string, string>; query: Record<string, string>; body: unknown };

export function inputFor(schemas: RouteSchemas, openapi: OpenApi): fc.Arbitrary<FuzzInput> {
  const params = fc.tuple(...schemas.params.map((p) => paramFor(p, openapi).map((v) => [p.name, v] as const)));
  const body: fc.Arbitrary<unknown> = schemas.body
    ? fc.oneof(
        { weight: 5, arbitrary: objectFor(resolve(schemas.body, openapi), openapi) },
        { weight: 1, arbitrary: hostileValue() },
      )
    : fc.oneof(fc.constant({}), hostileValue());
  return fc
    .record({ params, query: queryFor(schemas.query, openapi), body })
    .map(({ params: p, query, body: b }) => ({ params: Object.fromEntries(p), query, body: b }));
}
