import type { JsonObjectSchema } from '../../../../calculators/index';

export type FieldKind = 'number' | 'integer' | 'enum' | 'boolean';
export type FieldUnit = 'rupees' | 'percent' | 'years' | 'months' | null;

/** One input of a calculator form, read from the registry's input schema. */
export type FieldSpec = {
  name: string;
  kind: FieldKind;
  /** The schema title, as the registry's messages name the field. */
  title: string;
  /** The title without its unit, for the visible label. */
  label: string;
  unit: FieldUnit;
  /** What sits beside the box: "₹", "% p.a.", "years". */
  unitLabel: string | null;
  description: string | null;
  min: number | null;
  max: number | null;
  /** exclusiveMinimum: the value must be above this. */
  above: number | null;
  multipleOf: number | null;
  options: string[];
  required: boolean;
  /** Schema default, else its first example: what the page starts with. */
  initial: string | number | boolean | null;
};

type RawProp = {
  title?: string;
  type?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
};

/** "Loan amount (₹)" → label "Loan amount", ₹; "Expected annual return (% p.a.)" → %, "% p.a.". */
export function parseTitle(
  title: string,
  kind: FieldKind,
  name: string,
): { label: string; unit: FieldUnit; unitLabel: string | null } {
  const m = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(title);
  if (m) {
    const [, base, inner] = m;
    if (inner.startsWith('₹')) {
      const rest = inner.slice(1).replace(/^[\s,]+/, '');
      return { label: rest ? `${base} (${rest})` : base, unit: 'rupees', unitLabel: '₹' };
    }
    if (inner.startsWith('%')) return { label: base, unit: 'percent', unitLabel: inner };
    if (/years$/.test(inner)) return { label: base, unit: 'years', unitLabel: 'years' };
    if (inner === 'months') return { label: base, unit: 'months', unitLabel: 'months' };
  }
  if (kind === 'integer' && /years$/i.test(name)) return { label: title, unit: 'years', unitLabel: 'years' };
  return { label: title, unit: null, unitLabel: null };
}

function kindOf(prop: RawProp): FieldKind {
  if (Array.isArray(prop.enum)) return 'enum';
  if (prop.type === 'boolean') return 'boolean';
  if (prop.type === 'integer') return 'integer';
  return 'number';
}

function initialOf(prop: RawProp, kind: FieldKind): FieldSpec['initial'] {
  const candidate = prop.default !== undefined ? prop.default : prop.examples?.[0];
  if (typeof candidate === 'number' || typeof candidate === 'string' || typeof candidate === 'boolean')
    return candidate;
  if (kind === 'boolean') return false;
  if (kind === 'enum' && typeof prop.enum?.[0] === 'string') return prop.enum[0];
  return null;
}

/** Every input of a schema, in the schema's property order. */
export function readFields(schema: JsonObjectSchema): FieldSpec[] {
  const required = schema.required ?? [];
  return Object.entries((schema.properties ?? {}) as Record<string, RawProp>).map(([name, prop]) => {
    const kind = kindOf(prop);
    const title = prop.title ?? name;
    return {
      name,
      kind,
      title,
      ...parseTitle(title, kind, name),
      description: prop.description ?? null,
      min: prop.minimum ?? null,
      max: prop.maximum ?? null,
      above: prop.exclusiveMinimum ?? null,
      multipleOf: prop.multipleOf ?? null,
      options: (prop.enum ?? []).filter((v): v is string => typeof v === 'string'),
      required: required.includes(name),
      initial: initialOf(prop, kind),
    };
  });
}
