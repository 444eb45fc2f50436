import type { CalculatorErrorCode, FieldError, FieldRule, JsonObjectSchema } from './types';

/** The human title of an input field, so every message names the field the way the form does. */
export function fieldTitle(schema: JsonObjectSchema, field: string): string {
  return schema.properties?.[field]?.title ?? field;
}

/** The English words of a rule, after the field's title. */
function englishRule(schema: JsonObjectSchema, rule: FieldRule): string {
  switch (rule.id) {
    case 'required':
      return 'is required.';
    case 'wholeNumber':
      return 'must be a whole number.';
    case 'number':
      return 'must be a number.';
    case 'trueFalse':
      return 'must be true or false.';
    case 'notValid':
      return 'is not valid.';
    case 'oneOf':
      return `must be one of: ${rule.options}.`;
    case 'atLeast':
      return `must be at least ${rule.n}.`;
    case 'moreThan':
      return `must be more than ${rule.n}.`;
    case 'atMost':
      return `must be at most ${rule.n}.`;
    case 'lessThan':
      return `must be less than ${rule.n}.`;
    case 'multipleOf':
      return `must be a multiple of ${rule.n}.`;
    case 'greaterThanField':
      return `must be greater than ${fieldTitle(schema, rule.other)}.`;
    case 'lessThanField':
      return `must be less than ${fieldTitle(schema, rule.other)}.`;
    case 'notAboveField':
      return `cannot exceed ${fieldTitle(schema, rule.other)}.`;
    case 'notMoreThanField':
      return `cannot be more than ${fieldTitle(schema, rule.other)}.`;
    case 'notAboveOutstanding':
      return `cannot exceed the outstanding balance of ${rule.amount} after EMI ${rule.month}.`;
  }
}

/** A broken rule on `field`: the English message (the field's title, then the rule) and the rule itself. */
export function fieldIssue({
  schema,
  field,
  code,
  rule,
}: {
  schema: JsonObjectSchema;
  field: string;
  code: CalculatorErrorCode;
  rule: FieldRule;
}): FieldError {
  return { field, code, message: `${fieldTitle(schema, field)} ${englishRule(schema, rule)}`, rule };
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
  return [fieldIssue({ schema, field: later, code: 'E-10544', rule: { id: 'greaterThanField', other: earlier } })];
}

const limitNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });

/** What a value of the wrong type must be, judged alike by the registry and the page's fallback. */
export function typeRule(property: Record<string, unknown> | undefined): FieldRule {
  if (property?.type === 'integer') return { id: 'wholeNumber' };
  if (property?.type === 'boolean') return { id: 'trueFalse' };
  if (Array.isArray(property?.enum)) return { id: 'oneOf', options: property.enum.join(', ') };
  return { id: 'number' };
}

export type LimitKeyword = 'minimum' | 'exclusiveMinimum' | 'maximum' | 'exclusiveMaximum' | 'multipleOf';

/** The code and rule of a broken numeric limit, judged alike by the registry and the page's fallback. */
export function limitRule(keyword: LimitKeyword, limit: number): { code: CalculatorErrorCode; rule: FieldRule } {
  const n = limitNumber.format(limit);
  switch (keyword) {
    case 'minimum':
      return { code: 'E-10542', rule: { id: 'atLeast', n } };
    case 'exclusiveMinimum':
      return { code: 'E-10542', rule: { id: 'moreThan', n } };
    case 'maximum':
      return { code: 'E-10543', rule: { id: 'atMost', n } };
    case 'exclusiveMaximum':
      return { code: 'E-10543', rule: { id: 'lessThan', n } };
    case 'multipleOf':
      return { code: 'E-10546', rule: { id: 'multipleOf', n } };
  }
}
