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

const limitNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });

/** What a value of the wrong type must be, worded alike by the registry and the page's fallback. */
export function typeRule(property: Record<string, unknown> | undefined): string {
  if (property?.type === 'integer') return 'must be a whole number.';
  if (property?.type === 'boolean') return 'must be true or false.';
  if (Array.isArray(property?.enum)) return `must be one of: ${property.enum.join(', ')}.`;
  return 'must be a number.';
}

export type LimitKeyword = 'minimum' | 'exclusiveMinimum' | 'maximum' | 'exclusiveMaximum' | 'multipleOf';

/** The code and wording of a broken numeric limit, worded alike by the registry and the page's fallback. */
export function limitRule(keyword: LimitKeyword, limit: number): { code: CalculatorErrorCode; rest: string } {
  const n = limitNumber.format(limit);
  switch (keyword) {
    case 'minimum':
      return { code: 'E-10542', rest: `must be at least ${n}.` };
    case 'exclusiveMinimum':
      return { code: 'E-10542', rest: `must be more than ${n}.` };
    case 'maximum':
      return { code: 'E-10543', rest: `must be at most ${n}.` };
    case 'exclusiveMaximum':
      return { code: 'E-10543', rest: `must be less than ${n}.` };
    case 'multipleOf':
      return { code: 'E-10546', rest: `must be a multiple of ${n}.` };
  }
}
