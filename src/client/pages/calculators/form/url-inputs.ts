import type { FieldSpec } from './schema-fields';

/** The raw text of every field: what the URL says, else the field's starting value. */
export type RawValues = Record<string, string>;

export function initialRaw(field: FieldSpec): string {
  return field.initial === null ? '' : String(field.initial);
}

export function readRawValues(params: URLSearchParams, fields: readonly FieldSpec[]): RawValues {
  const raw: RawValues = {};
  for (const f of fields) raw[f.name] = params.has(f.name) ? (params.get(f.name) ?? '') : initialRaw(f);
  return raw;
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Raw text → the value handed to the registry. Numbers may be typed with Indian grouping
 * ("12,34,567") or a ₹ sign; anything else that is not a number is passed on as the string it is,
 * so the registry reports it (E-10541) instead of the page guessing. Blank → null.
 */
export function parseRaw(field: FieldSpec, raw: string): unknown {
  const text = raw.trim();
  if (text === '') return null;
  if (field.kind === 'number' || field.kind === 'integer') {
    const compact = text.replace(/[,\s₹]/g, '');
    return NUMBER.test(compact) ? Number(compact) : raw;
  }
  if (field.kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : raw;
  return text;
}

/**
 * The input object for the registry: visible fields, plus hidden ones the schema requires
 * whatever the mode (their starting value). A blank optional field is left out so its schema
 * default applies; a blank required field is sent as null so the registry says it is required.
 */
export function buildInput({
  fields,
  raw,
  visible,
}: {
  fields: readonly FieldSpec[];
  raw: RawValues;
  visible: (name: string) => boolean;
}): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const f of fields) {
    if (!visible(f.name) && !f.required) continue;
    const value = parseRaw(f, raw[f.name] ?? '');
    if (value === null && !f.required) continue;
    input[f.name] = value;
  }
  return input;
}

/**
 * The query string after one field changes. Required fields are always written, so a shared
 * link states the numbers that matter; optional fields only when they differ from the start.
 */
export function writeRawValues({
  prev,
  fields,
  raw,
}: {
  prev: URLSearchParams;
  fields: readonly FieldSpec[];
  raw: RawValues;
}): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const f of fields) {
    const value = raw[f.name] ?? '';
    if (f.required || value !== initialRaw(f)) next.set(f.name, value);
    else next.delete(f.name);
  }
  return next;
}
