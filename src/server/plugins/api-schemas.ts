import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Shared JSON Schemas (docs/api.md, "Typed routes and response schemas"): every schemas/entities and
 * schemas/api file is added to Fastify by its `$id`, so a route's `response` schema can `$ref` them. Fastify
 * serialises a success answer with fast-json-stringify from that schema (a field the schema does not list is
 * not sent) and @fastify/swagger shows it in /api/docs. The same files generate the TypeScript types in
 * src/shared/generated/ that type the handler (route generics) and the browser's API functions.
 */
const schemasDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas');
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

/** The envelope of an answer without data (`data: null`). */
export const nullEnvelope = envelopeOf({ type: 'null' });
