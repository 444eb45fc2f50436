import { embedded, envelopeOf } from '../../plugins/api-schemas.js';

/**
 * Response schemas of the webinar routes: the product's envelope around the entity schemas of
 * schemas/entities (their $id and $schema removed, so each route embeds its own copy).
 */
type Schema = Record<string, unknown>;

export const entity: (schema: Schema) => Schema = embedded;

export function object(properties: Record<string, Schema>): Schema {
  return { type: 'object', required: Object.keys(properties), properties };
}

export function arrayOf(items: Schema): Schema {
  return { type: 'array', items };
}

/** `schema.response` of a route answering `ok(data)`: the shared success envelope (plugins/api-schemas.ts). */
export function envelope(data: Schema, status = 200): Record<number, Schema> {
  return { [status]: envelopeOf(data) };
}
