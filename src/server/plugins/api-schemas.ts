import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromProjectRoot } from '../paths.js';

/**
 * Shared JSON Schemas (docs/api.md, "Typed routes and response schemas"): every schemas/entities and
 * schemas/api file is added to Fastify by its `$id`, so a route's `response` schema can `$ref` them. Fastify
 * serialises a success answer with fast-json-stringify from that schema (a field the schema does not list is
 * not sent) and @fastify/swagger shows it in /api/docs. The same files generate the TypeScript types in
 * src/shared/generated/ that type the handler (route generics) and the browser's API functions.
 */
const schemasDir = fromProjectRoot('schemas');
const SHARED_FOLDERS = ['entities', 'api'];

type JsonSchema = { $id?: string } & Record<string, unknown>;

let shared: JsonSchema[] | null = null;

function loadSharedSchemas(): JsonSchema[] {
  shared ??= SHARED_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(schemasDir, folder))
      .filter((f) => f.endsWith('.schema.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(schemasDir, folder, f), 'utf8')) as JsonSchema),
  );
  return shared;
}

/** Adds every shared schema (by `$id`) to the app; call once, before the routes are registered. */
export function registerApiSchemas(app: FastifyInstance): void {
  for (const schema of loadSharedSchemas()) if (schema.$id) app.addSchema(schema);
}

/**
 * A schema file embedded in a route's schema (a schemas/api/<area>/ file, which is not added by `$id`): without its
 * `$id` and `$schema`, so two routes can embed the same file.
 */
export function embedded(schema: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$id' && k !== '$schema'));
}

/** A reference to a shared schema by its `$id` (its file name: `user-profile.schema.json`). */
export function schemaRef(id: string): { $ref: string } {
  return { $ref: id };
}

/**
 * The success envelope `{ status, status_code, message, data }` around a `data` schema, for a route's
 * `response` (by status code: 200, or 201 for a creation).
 */
export function envelopeOf(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['status', 'status_code', 'message', 'data'],
    properties: {
      status: { type: 'string', enum: ['success'] },
      status_code: { type: 'string' },
      message: { type: 'string' },
      data,
    },
  } as const;
}

type Schema = Record<string, unknown>;

/*
 * Builders for response schemas written in code (the modules' response-schemas.ts files): the same few shapes
 * every module needs, so they are written once.
 */
export const int: Schema = { type: 'integer' };
export const num: Schema = { type: 'number' };
export const str: Schema = { type: 'string' };
export const bool: Schema = { type: 'boolean' };
export const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });

/** An object whose listed fields are all required except `optional` (unlisted fields are not sent). */
export function objectOf(properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  return { type: 'object', required: Object.keys(properties).filter((k) => !optional.includes(k)), properties };
}

/** An object that sends every field it has (rows of a query), naming the ones the pages read. */
export const openObject = (properties: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  additionalProperties: true,
  properties,
});

/** `schema.response` of a route answering `ok(data)` with `data` of this schema (200, or 201 for a creation). */
export const answer = (data: Schema, status = 200): Record<number, Schema> => ({ [status]: envelopeOf(data) });

/** The envelope of an answer without data (`data: null`). */
export const nullEnvelope = envelopeOf({ type: 'null' });

/**
 * A success answer that is not JSON (a file, an HTML page): documented in /api/docs; the route sends a buffer, a
 * stream or a string with its own content-type, which Fastify sends as is (no serialiser runs).
 */
export function fileAnswer(description: string, mediaTypes: readonly [string, ...string[]]) {
  const binary = { type: 'string', format: 'binary' } as const;
  return { description, content: Object.fromEntries(mediaTypes.map((t) => [t, { schema: binary }])) };
}

/** The media types of the files the routes send (fileAnswer's second argument). */
export const MEDIA = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html',
  xml: 'application/xml',
  text: 'text/plain',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

/** A redirect (303 See Other) answer, with no body. */
export const redirectAnswer = { description: 'See Other: the Location header says where to go', type: 'null' } as const;

/** Paths of the fields in `sent` (parsed JSON) that `serialised` lacks: what a response schema forgot. */
export function droppedFields(sent: unknown, serialised: unknown, at = 'data'): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(serialised)) return [];
    return sent.flatMap((item, i) => droppedFields(item, serialised[i], `${at}[${i}]`));
  }
  if (typeof sent !== 'object' || sent === null || typeof serialised !== 'object' || serialised === null) return [];
  const out: Record<string, unknown> = { ...serialised };
  return Object.entries(sent).flatMap(([key, value]) =>
    value === undefined ? [] : key in out ? droppedFields(value, out[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

const kSentJson = Symbol('sentJson');
type WithSentJson = { [kSentJson]?: string };

/**
 * Tests only (docs/api.md, "Response schemas"): fails an answer whose response schema dropped a field the handler
 * returned, so every API test also checks the schemas against what the handlers really send.
 */
export function checkResponseSchemas(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (req.routeOptions.schema?.response) (req as WithSentJson)[kSentJson] = JSON.stringify(payload);
    return payload;
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    const sent = (req as WithSentJson)[kSentJson];
    if (sent === undefined || typeof payload !== 'string') return payload;
    const envelope: unknown = JSON.parse(sent);
    const data = typeof envelope === 'object' && envelope !== null && 'data' in envelope ? envelope.data : envelope;
    const written: unknown = JSON.parse(payload);
    const out = typeof written === 'object' && written !== null && 'data' in written ? written.data : written;
    const dropped = droppedFields(data, out);
    if (dropped.length > 0) {
      throw new Error(`${req.method} ${req.url}: the response schema drops ${dropped.slice(0, 5).join(', ')}`);
    }
    return payload;
  });
}
