import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '../../schemas/catalogue/errors.json';
import type { RouteAccessEntry } from '../../src/server/plugins/access.js';
import { bearer, buildTestApp, sessionFor, type App } from '../support/app.js';
import { BODY_METHODS, concreteUrl } from '../support/routes.js';

/**
 * Bad input on every route in the table, including routes added after this file was written:
 * random JSON bodies, hostile path params and query strings, and, for every field of every JSON
 * body schema, a value of the wrong type. The answer is always a 4xx in the envelope with a
 * catalogue E-code (the field's own code where its schema names one), never a 500.
 */
const RUNS = Number(process.env.FINWELL_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FINWELL_FUZZ_SEED ?? 20_251_122);
const KNOWN = new Set(Object.keys(catalogue.errors));
const HOSTILE_PARAMS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '9'.repeat(40),
  "1' OR '1'='1",
  '../../etc/passwd',
  '%00',
  'ü',
  ' ',
  'null',
  '[]',
];

type Res = { statusCode: number; body: string };
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  'x-error-codes'?: Record<string, string>;
};
type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
};

function problem(res: Res): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400) return null;
  try {
    const body = JSON.parse(res.body) as { status?: string; status_code?: string };
    if (body.status !== 'ERROR') return `HTTP ${res.statusCode} without the error envelope`;
    if (!body.status_code || !KNOWN.has(body.status_code)) return `unknown code ${String(body.status_code)}`;
    return null;
  } catch {
    return `HTTP ${res.statusCode}, not JSON: ${res.body.slice(0, 80)}`;
  }
}

/** A JSON value whose type is not among `types`. */
function wrongTypeValue(types: string[]): unknown {
  const candidates: Array<[string[], unknown]> = [
    [['string'], 12345],
    [['integer', 'number'], 'not a number'],
    [['boolean'], 'yes'],
    [['object'], 'not an object'],
    [['array'], { not: 'an array' }],
    [['null'], 7],
  ];
  for (const [covers, value] of candidates) {
    const valueType = Array.isArray(value)
      ? 'array'
      : value === null
        ? 'null'
        : typeof value === 'number'
          ? 'integer'
          : typeof value;
    if (
      types.some((t) => covers.includes(t)) &&
      !types.includes(valueType) &&
      !(valueType === 'integer' && types.includes('number'))
    )
      return value;
  }
  return undefined;
}

describe('bad input never causes a 500', () => {
  let app: App;
  let routes: RouteAccessEntry[];
  let openapi: OpenApi;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    routes = app.routeTable;
    openapi = app.swagger() as unknown as OpenApi;
  });
  afterAll(async () => {
    await app.close();
  });

  /** Fresh tokens per route: a route may revoke the one it is given (logout). */
  async function identities(route: RouteAccessEntry): Promise<Array<Record<string, string>>> {
    if (route.access === 'public' || route.access === 'dev') return [{}];
    return [
      bearer(await sessionFor(app, 'superadmin@finwell.example')),
      bearer(await sessionFor(app, 'employee@acme.example')),
    ];
  }

  it('random JSON bodies and query strings', async () => {
    const bodies = fc.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: RUNS, seed: SEED });
    const queries = fc.sample(
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
      { numRuns: RUNS, seed: SEED + 1 },
    );
    const failures: string[] = [];
    for (const route of routes) {
      for (const headers of await identities(route)) {
        for (let i = 0; i < RUNS; i++) {
          const res = await app.inject({
            method: route.method as 'GET',
            url: concreteUrl(route.url),
            headers,
            query: queries[i],
            ...(BODY_METHODS.has(route.method)
              ? { payload: JSON.stringify(bodies[i]), headers: { ...headers, 'content-type': 'application/json' } }
              : {}),
          });
          const p = problem(res);
          if (p)
            failures.push(
              `${route.method} ${route.url} body=${JSON.stringify(bodies[i]).slice(0, 80)} query=${JSON.stringify(queries[i])}: ${p}`,
            );
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('hostile path parameters', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.url.includes(':') || r.url.includes('*'))) {
      for (const headers of await identities(route)) {
        for (const param of HOSTILE_PARAMS) {
          const res = await app.inject({
            method: route.method as 'GET',
            url: concreteUrl(route.url, param),
            headers,
            ...(BODY_METHODS.has(route.method) ? { payload: {} } : {}),
          });
          const p = problem(res) ?? (res.body.includes('root:x:0:0') ? 'served a file outside its folder' : null);
          if (p) failures.push(`${route.method} ${route.url} param=${JSON.stringify(param)}: ${p}`);
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it("every body field with a wrong type answers 4xx with the field's E-code", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => BODY_METHODS.has(r.method))) {
      const openapiPath = route.url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
      const schema =
        openapi.paths[openapiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
      if (!schema?.properties) continue;
      const codes = schema['x-error-codes'] ?? {};
      for (const [field, prop] of Object.entries(schema.properties)) {
        const types = prop.type === undefined ? [] : [prop.type].flat();
        const value = wrongTypeValue(types);
        if (value === undefined) continue;
        const [headers] = await identities(route);
        const res = await app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          headers,
          payload: { [field]: value },
        });
        checked++;
        const p = problem(res);
        if (p || res.statusCode < 400) {
          failures.push(
            `${route.method} ${route.url} ${field}=${JSON.stringify(value)}: ${p ?? `HTTP ${res.statusCode}`}`,
          );
          continue;
        }
        const body = JSON.parse(res.body) as {
          status_code: string;
          data: { errors?: Array<{ field: string; code: string }> } | null;
        };
        const fieldError = body.data?.errors?.find((e) => e.field === field);
        // 429: the route's own small limit (email-support takes 10 a minute) was spent by this sweep's earlier calls as
        // the same user; the refusal is a clean 4xx, and the field cannot be checked in this window.
        if ([401, 403, 404, 415, 429].includes(res.statusCode)) continue;
        if (!fieldError) {
          // Params are validated before the body: an error that an empty body gets too is not about this field.
          const baseline = await app.inject({
            method: route.method as 'POST',
            url: concreteUrl(route.url),
            headers,
            payload: {},
          });
          const sameWithout =
            JSON.stringify((JSON.parse(baseline.body) as { data: unknown }).data) === JSON.stringify(body.data);
          if (!sameWithout)
            failures.push(`${route.method} ${route.url} ${field}: no field error (${body.status_code})`);
        } else if (codes[field] && fieldError.code !== codes[field])
          failures.push(`${route.method} ${route.url} ${field}: ${fieldError.code}, schema says ${codes[field]}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  }, 300_000);
});
