/**
 * Response schemas of the webinar routes: the product's envelope around the entity schemas of
 * schemas/entities (their $id and $schema removed, so each route embeds its own copy).
 */
type Schema = Record<string, unknown>;

export function entity(schema: Schema): Schema {
  return Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$id' && k !== '$schema'));
}

export function object(properties: Record<string, Schema>): Schema {
  return { type: 'object', required: Object.keys(properties), properties };
}

export function arrayOf(items: Schema): Schema {
  return { type: 'array', items };
}

export function envelope(data: Schema, status = 200): Record<number, Schema> {
  return {
    [status]: {
      type: 'object',
      required: ['status', 'status_code', 'message', 'data'],
      properties: {
        status: { type: 'string' },
        status_code: { type: 'string' },
        message: { type: 'string' },
        data,
      },
    },
  };
}
