import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { calculatorModules, type CalculatorInput } from './modules';
import { fieldIssue, limitRule, typeRule } from './schema-field';
import type { CalculatorKey, FieldError, JsonObjectSchema, ValidationResult } from './types';

let ajv: Ajv | null = null;
const validators = new Map<CalculatorKey, ValidateFunction>();

/** Compiled once per key on first use, so importing the registry costs nothing until a form validates. */
function validatorFor(key: CalculatorKey): ValidateFunction {
  let validator = validators.get(key);
  if (!validator) {
    ajv ??= new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true });
    validator = ajv.compile(calculatorModules[key].inputSchema);
    validators.set(key, validator);
  }
  return validator;
}

export function isCalculatorKey(key: string): key is CalculatorKey {
  return Object.prototype.hasOwnProperty.call(calculatorModules, key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One ajv error as a field error whose message names the field by its form title. */
function toFieldError({
  error,
  schema,
  input,
}: {
  error: ErrorObject;
  schema: JsonObjectSchema;
  input: Record<string, unknown>;
}): FieldError | null {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const field = String(p.missingProperty);
    return fieldIssue({ schema, field, code: 'E-10540', rule: { id: 'required' } });
  }
  if (error.keyword === 'additionalProperties') {
    const field = String(p.additionalProperty);
    return { field, code: 'E-10546', message: `"${field}" is not an input of this calculator.` };
  }
  const field = error.instancePath.replace(/^\//, '');
  switch (error.keyword) {
    case 'type': {
      const value = input[field];
      // A blank form field arrives as null or "": for a required field that is "missing", not "wrong type".
      if ((value === null || value === '') && schema.required?.includes(field)) {
        return fieldIssue({ schema, field, code: 'E-10540', rule: { id: 'required' } });
      }
      return fieldIssue({ schema, field, code: 'E-10541', rule: typeRule(schema.properties?.[field]) });
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return fieldIssue({ schema, field, ...limitRule(error.keyword, Number(p.limit)) });
    case 'multipleOf':
      return fieldIssue({ schema, field, ...limitRule('multipleOf', Number(p.multipleOf)) });
    case 'enum':
      return fieldIssue({ schema, field, code: 'E-10546', rule: typeRule(schema.properties?.[field]) });
    case 'if':
      // The branch's own "required" error already names the field.
      return null;
    default:
      return fieldIssue({ schema, field, code: 'E-10546', rule: { id: 'notValid' } });
  }
}

/**
 * Validates raw input (a parsed JSON body or form state) for one calculator: the JSON Schema first
 * (required, types — no coercion, so "5" is rejected — and ranges, with defaults filled in), then the
 * calculator's cross-field rules. Pure: the caller's object is not modified. An unknown key gives
 * E-10545 (HTTP 404); every other code is a 422.
 */
export function validateCalculatorInput<K extends CalculatorKey>(
  key: K,
  input: unknown,
): ValidationResult<CalculatorInput<K>>;
export function validateCalculatorInput(key: string, input: unknown): ValidationResult<unknown>;
export function validateCalculatorInput(key: string, input: unknown): ValidationResult<unknown> {
  if (!isCalculatorKey(key)) {
    return {
      ok: false,
      errors: [{ field: 'key', code: 'E-10545', message: `There is no calculator called "${key}".` }],
    };
  }
  if (!isRecord(input)) {
    return {
      ok: false,
      errors: [{ field: '', code: 'E-10541', message: 'The calculator input must be an object of named fields.' }],
    };
  }
  const mod = calculatorModules[key];
  const value: Record<string, unknown> = { ...input };
  const validator = validatorFor(key);
  if (!validator(value)) {
    const errors: FieldError[] = [];
    for (const error of validator.errors ?? []) {
      const fieldError = toFieldError({ error, schema: mod.inputSchema, input });
      // One message per field is enough for a form; ajv lists the most basic problem first.
      if (fieldError && !errors.some((e) => e.field === fieldError.field)) errors.push(fieldError);
    }
    return { ok: false, errors };
  }
  // The schema has just proved `value` has this calculator's input shape.
  const typed = value as CalculatorInput<CalculatorKey>;
  const crossField = (mod.checkInput as (input: CalculatorInput<CalculatorKey>) => FieldError[])(typed);
  return crossField.length > 0 ? { ok: false, errors: crossField } : { ok: true, value: typed };
}
