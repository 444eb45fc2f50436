/** The JSON-schema pieces the journey's route files share. */
export type Schema = Record<string, unknown>;
export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const bool: Schema = { type: 'boolean' };
export const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
export const date: Schema = { type: 'string', format: 'date-time' };

export const tags = ['journey'];
