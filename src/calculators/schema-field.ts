import type { CalculatorErrorCode, FieldError, JsonObjectSchema } from './types';

/** The human title of an input field, so every message names the field the way the form does. */
export function fieldTitle(schema: JsonObjectSchema, field: string): string {
  return schema.properties?.[field]?.title ?? field;
}

/** A cross-field rule failure on `field`; the message is prefixed with the field's title. */
export function fieldIssue({
  schema,
  field,
  code,
  rest,
}: {
  schema: JsonObjectSchema;
  field: string;
  code: CalculatorErrorCode;
  rest: string;
}): FieldError {
  return { field, code, message: `${fieldTitle(schema, field)} ${rest}` };
}

/** Checks that `later` is strictly above `earlier` (ages, months). */
export function orderIssue({
  schema,
  earlier,
  later,
  values,
}: {
  schema: JsonObjectSchema;
  earlier: string;
  later: string;
  values: Record<string, unknown>;
}): FieldError[] {
  const a = values[earlier];
  const b = values[later];
  if (typeof a !== 'number' || typeof b !== 'number' || b > a) return [];
  return [
    fieldIssue({ schema, field: later, code: 'E-10544', rest: `must be greater than ${fieldTitle(schema, earlier)}.` }),
  ];
}
