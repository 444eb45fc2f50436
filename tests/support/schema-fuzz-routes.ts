import catalogue from '../../schemas/catalogue/errors.json';
import type { Access, RouteAccessEntry } from '../../src/server/plugins/access.js';
import { ROLE } from '../../src/shared/roles.js';

/**
 * The route side of the schema fuzzer (tests/support/schema-fuzz.ts): what a route accepts (its
 * schemas, as the app's OpenAPI document publishes them), the demo role that may call it, its URL
 * with path parameters, and whether an answer is fine. Also read by tests/e2e/xss-corpus.e2e.ts.
 */

// ---- the route's schemas ----------------------------------------------------------------------

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** What the fuzzer needs about one route, read from the OpenAPI document. */
export type RouteSchemas = {
  body: JsonSchema | null;
  /** multipart or another non-JSON body: hostile JSON is still sent (the answer must be a 4xx). */
  bodyIsJson: boolean;
  query: Parameter[];
  params: Parameter[];
};

export function openapiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

export function schemasOf(openapi: OpenApi, route: RouteAccessEntry): RouteSchemas {
  const op = openapi.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
  const content = op?.requestBody?.content ?? {};
  const json = content['application/json']?.schema ?? null;
  const params = (op?.parameters ?? []).filter((p) => p.in === 'path');
  // Params the schema does not describe (a route without schema.params) are still fuzzed as strings.
  for (const m of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
    if (!params.some((p) => p.name === m[1])) params.push({ in: 'path', name: m[1], required: true });
  }
  return {
    body: json,
    bodyIsJson: Object.keys(content).length === 0 || json !== null,
    query: (op?.parameters ?? []).filter((p) => p.in === 'query'),
    params,
  };
}

// ---- the caller -------------------------------------------------------------------------------

/** The demo role that may call a route (its declared access), or null for public routes. */
export function callerRole(access: Access): number | null {
  if (access === 'public' || access === 'dev') return null;
  if (access === 'admin') return ROLE.ADMIN;
  if (access === 'superAdmin') return ROLE.SUPER_ADMIN;
  if (access === 'user') return ROLE.CLIENT_EMPLOYEE;
  if ('module' in access) return ROLE.CLIENT_EMPLOYEE;
  return access.roles[0] ?? null;
}

// ---- the verdict ------------------------------------------------------------------------------

const KNOWN = new Set(Object.keys(catalogue.errors));

/** Null when the answer is fine: any non-5xx, and every 4xx in the error envelope with a catalogue E-code. */
export function problemWith(res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  try {
    const body = JSON.parse(res.body) as { status?: string; status_code?: string };
    if (body.status !== 'ERROR') return `HTTP ${res.statusCode} without the error envelope`;
    if (!body.status_code || !/^E-\d+$/.test(body.status_code) || !KNOWN.has(body.status_code))
      return `HTTP ${res.statusCode} with code ${String(body.status_code)} (not in schemas/catalogue/errors.json)`;
    return null;
  } catch {
    return `HTTP ${res.statusCode}, not JSON: ${res.body.slice(0, 80)}`;
  }
}

// ---- the URL ----------------------------------------------------------------------------------

/** A path segment; a lone surrogate (no UTF-8 form) goes as the raw bytes of one, which is hostile too. */
function encodeParam(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '\u0000')
      .split('\u0000')
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}

/** The URL for a route with the given path parameters (wildcards get 'x'). */
export function urlWith(url: string, params: Record<string, string>): string {
  return url
    .split('/')
    .map((seg) =>
      seg === '*'
        ? 'x'
        : seg.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_m, name: string) => encodeParam(params[name] ?? '1')),
    )
    .join('/');
}
