import type { ErrorSchema } from '@rjsf/utils';
import { adminMessageFor, messageFor } from '../../i18n/browser';
import type { ApiFieldError } from '../api/api-error';

/** A JSON Schema as the forms read it (the server's combined `allOf[core, overlay]`). */
export type JsonSchema = Record<string, unknown>;

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `x-error-codes` (field path -> E-code) of a schema and of its allOf parts; the outer wins. */
export function collectErrorCodes(schema: JsonSchema): Record<string, string> {
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [];
  const merged: Record<string, string> = {};
  for (const part of [...parts, schema]) {
    const codes = part['x-error-codes'];
    if (isObject(codes)) for (const [k, v] of Object.entries(codes)) if (typeof v === 'string') merged[k] = v;
  }
  return merged;
}

/**
 * The E-code of a field path, as the server picks it (src/shared/validation.ts): array indices are
 * ignored, the longest matching prefix wins, then the field's own name.
 */
export function codeForPath(codes: Record<string, string>, path: string[]): string | undefined {
  const segments = path.filter((s) => !/^\d+$/.test(s));
  for (let n = segments.length; n > 0; n--) {
    const code = codes[segments.slice(0, n).join('.')] ?? codes[segments[n - 1]];
    if (code) return code;
  }
  return undefined;
}

/**
 * "E-10018" -> "Please enter the company name. (E-10018)", worded for the admin (these forms are
 * admin forms: "Please enter the first name.", not "your first name"). The "(E-xxxxx)" suffix only
 * carries the code through RJSF's string errors: `splitCoded` takes it off again and the templates
 * show it in the detail line (ErrorCodeDetail), never in the sentence.
 */
export function codedMessage(code: string, fallback?: string): string {
  const message = adminMessageFor(code);
  return `${code === 'E-10502' && fallback ? fallback : message} (${code})`;
}

/** "Please enter the company name. (E-10018)" -> the sentence and the code (if it ends with one). */
export function splitCoded(raw: string): { sentence: string; code?: string } {
  const code = /\((E-\d{5})\)\s*$/.exec(raw)?.[1];
  return code ? { sentence: raw.replace(/\s*\(E-\d{5}\)\s*$/, ''), code } : { sentence: raw };
}

/**
 * A server field error as an admin form shows it: the catalogue's admin wording when the server
 * answered the code's plain catalogue message (a message of its own, naming fields, is kept).
 */
export function adminFieldMessage(f: ApiFieldError): string {
  const message = f.message === messageFor(f.code) ? adminMessageFor(f.code) : f.message;
  return `${message} (${f.code})`;
}

/** The properties of a schema, merged across its allOf parts (the overlay adds fields to the core). */
export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [])];
  for (const part of parts) {
    const props = part.properties;
    if (isObject(props)) for (const [k, v] of Object.entries(props)) if (isObject(v)) out[k] = { ...out[k], ...v };
  }
  return out;
}

const isArraySchema = (s: JsonSchema | undefined) =>
  !!s && (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) || isObject(s.items));

/**
 * Server field errors ("client_configuration.0.end_date", "widgets.3.props.title") as RJSF
 * extraErrors, so each shows under its own field. A path into an array without an index lands on
 * the array itself; a field the form does not show lands on the form (returned in `unplaced`).
 */
export function toErrorSchema(
  fields: ApiFieldError[],
  schema: JsonSchema,
): { errorSchema: ErrorSchema; unplaced: ApiFieldError[] } {
  const root: ErrorSchema = {};
  const unplaced: ApiFieldError[] = [];
  for (const f of fields) {
    const segments = f.field.split('.').filter(Boolean);
    let node: Record<string, unknown> = root as Record<string, unknown>;
    let current: JsonSchema | undefined = schema;
    let placed = segments.length > 0 && f.field !== '(body)';
    for (let i = 0; i < segments.length && placed; i++) {
      const seg = segments[i];
      if (/^\d+$/.test(seg)) {
        current = isObject(current?.items) ? current.items : undefined;
      } else {
        if (isArraySchema(current)) break; // an array path without an index: the error belongs to the array
        const props: Record<string, JsonSchema> = current ? propertiesOf(current) : {};
        if (!props[seg]) {
          placed = i > 0; // unknown leaf below a known field: attach to that field
          break;
        }
        current = props[seg];
      }
      node[seg] = (node[seg] as Record<string, unknown> | undefined) ?? {};
      node = node[seg] as Record<string, unknown>;
    }
    if (!placed) {
      unplaced.push(f);
      continue;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    list.push(adminFieldMessage(f));
    node.__errors = list;
  }
  return { errorSchema: root, unplaced };
}

/** The value at a dotted path of form data (for clearing a server error once its field changes). */
export function valueAtPath(data: unknown, path: string): unknown {
  let v: unknown = data;
  for (const seg of path.split('.').filter(Boolean)) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[seg];
  }
  return v;
}
