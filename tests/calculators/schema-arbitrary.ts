import fc from 'fast-check';
import type { JsonObjectSchema } from '../../src/calculators';

type PropertySchema = {
  type?: string;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
};

/** Values across a property's whole allowed range, boundaries included (fast-check biases to them). */
function propertyArbitrary(p: PropertySchema): fc.Arbitrary<unknown> {
  if (p.enum) return fc.constantFrom(...p.enum);
  if (p.type === 'boolean') return fc.boolean();
  const min = p.exclusiveMinimum ?? p.minimum ?? 0;
  const max = p.maximum ?? 1e10;
  if (p.type === 'integer') {
    if (p.multipleOf) {
      const step = p.multipleOf;
      return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((k) => k * step);
    }
    return fc.integer({ min, max });
  }
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: p.exclusiveMinimum !== undefined })
    .map((x) => (Object.is(x, -0) ? 0 : x));
}

/**
 * Inputs sampled from a calculator's input schema: every required field, and each optional field
 * present or left to its default. Cross-field rules are applied by the caller through validate.
 */
export function inputFromSchema(schema: JsonObjectSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, PropertySchema>;
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, p] of Object.entries(properties)) model[name] = propertyArbitrary(p);
  // Conditionally required fields (if/then/else) are always generated; unused ones are ignored.
  return fc.record(model, {
    requiredKeys: [
      ...Object.keys(properties).filter((k) => required.has(k) || !('default' in (properties[k] as object))),
    ],
  });
}
