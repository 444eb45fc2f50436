import { calculatorModules } from '../../../../calculators/modules';
import { fieldIssue, limitRule, typeRule, type LimitKeyword } from '../../../../calculators/schema-field';
import type {
  CalculatorErrorCode,
  CalculatorKey,
  FieldError,
  FieldRule,
  JsonObjectSchema,
  ValidationResult,
} from '../../../../calculators/index';

/**
 * A schema walker for the small JSON Schema subset the calculator input schemas use (type,
 * minimum, maximum, exclusiveMinimum, enum, multipleOf, required, additionalProperties: false,
 * default, and if/then/else on one enum field), with the registry's codes and messages.
 *
 * Why it exists: the registry validates with ajv, which compiles schemas with `new Function`.
 * The portal's Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids that in the
 * browser, so the page falls back to this walker when ajv cannot compile. Cross-field rules
 * still come from the registry's own `checkInput`.
 */
type Prop = {
  title?: string;
  type?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: readonly unknown[];
  const?: unknown;
  multipleOf?: number;
  default?: unknown;
};
type Branch = { properties?: Record<string, Prop>; required?: readonly string[] };

function propsOf(schema: JsonObjectSchema): Record<string, Prop> {
  return (schema.properties ?? {}) as Record<string, Prop>;
}

function hasType(value: unknown, type: string | undefined): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    default:
      return true;
  }
}

function isMultiple(value: number, of: number): boolean {
  const q = value / of;
  return Math.abs(q - Math.round(q)) < 1e-9;
}

/** The first problem of one present field, as validate.ts words it. */
function checkField({
  schema,
  field,
  value,
  prop,
  required,
}: {
  schema: JsonObjectSchema;
  field: string;
  value: unknown;
  prop: Prop;
  required: boolean;
}): FieldError | null {
  const issue = (code: CalculatorErrorCode, rule: FieldRule): FieldError => fieldIssue({ schema, field, code, rule });
  if (!hasType(value, prop.type)) {
    if ((value === null || value === '') && required) return issue('E-10540', { id: 'required' });
    return issue('E-10541', typeRule(prop));
  }
  if (typeof value === 'number') {
    const broken = (keyword: LimitKeyword, limit: number) => {
      const { code, rule } = limitRule(keyword, limit);
      return issue(code, rule);
    };
    if (prop.minimum !== undefined && value < prop.minimum) return broken('minimum', prop.minimum);
    if (prop.exclusiveMinimum !== undefined && value <= prop.exclusiveMinimum)
      return broken('exclusiveMinimum', prop.exclusiveMinimum);
    if (prop.maximum !== undefined && value > prop.maximum) return broken('maximum', prop.maximum);
    if (prop.exclusiveMaximum !== undefined && value >= prop.exclusiveMaximum)
      return broken('exclusiveMaximum', prop.exclusiveMaximum);
    if (prop.multipleOf !== undefined && !isMultiple(value, prop.multipleOf))
      return broken('multipleOf', prop.multipleOf);
  }
  if (prop.enum && !prop.enum.includes(value)) return issue('E-10546', typeRule(prop));
  return null;
}

/** if: { properties: { f: { const } }, required: [f] } — the only conditional shape the schemas use. */
function branchRequired(schema: JsonObjectSchema, value: Record<string, unknown>): readonly string[] {
  const cond = schema.if as Branch | undefined;
  if (!cond) return [];
  const holds =
    (cond.required ?? []).every((f) => f in value) &&
    Object.entries(cond.properties ?? {}).every(
      ([f, p]) => !(f in value) || p.const === undefined || value[f] === p.const,
    );
  const branch = (holds ? schema.then : schema.else) as Branch | undefined;
  return branch?.required ?? [];
}

export function fallbackValidate(
  key: CalculatorKey,
  input: Record<string, unknown>,
): ValidationResult<Record<string, unknown>> {
  const mod = calculatorModules[key];
  const schema = mod.inputSchema;
  const props = propsOf(schema);
  const value: Record<string, unknown> = { ...input };
  const errors: FieldError[] = [];
  const add = (e: FieldError | null) => {
    if (e && !errors.some((x) => x.field === e.field)) errors.push(e);
  };
  const topRequired = schema.required ?? [];

  for (const field of Object.keys(value)) {
    if (!(field in props)) add({ field, code: 'E-10546', message: `"${field}" is not an input of this calculator.` });
  }
  for (const field of topRequired) {
    if (!(field in value)) add(fieldIssue({ schema, field, code: 'E-10540', rule: { id: 'required' } }));
  }
  for (const [field, prop] of Object.entries(props)) {
    if (!(field in value)) {
      if (prop.default !== undefined) value[field] = prop.default;
      continue;
    }
    add(checkField({ schema, field, value: value[field], prop, required: topRequired.includes(field) }));
  }
  for (const field of branchRequired(schema, value)) {
    if (!(field in value)) add(fieldIssue({ schema, field, code: 'E-10540', rule: { id: 'required' } }));
  }
  if (errors.length > 0) return { ok: false, errors };
  const check = mod.checkInput as (input: Record<string, unknown>) => FieldError[];
  const crossField = check(value);
  return crossField.length > 0 ? { ok: false, errors: crossField } : { ok: true, value };
}
