import { describe, expect, it } from 'vitest';
import { calculatorKeys, calculators, validateCalculatorInput, type FieldError } from '../../../../calculators/index';
import { fallbackValidate } from './fallback-validate';

/**
 * The page's CSP fallback must judge input exactly as the registry's ajv validation does (same
 * fields, codes and messages), so what a user sees does not depend on which one ran.
 */
type Prop = { type?: string; default?: unknown; examples?: unknown[]; enum?: unknown[] };

const BAD_VALUES: unknown[] = [null, '', 'abc', '12', -1, 0, 2.5, 1e12, true, 'xyz', undefined];

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function validInput(props: Record<string, Prop>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(props)) {
    const v = p.default ?? p.examples?.[0] ?? (p.enum ? p.enum[0] : undefined);
    if (v !== undefined) input[name] = v;
  }
  return input;
}

const sortErrors = (errors: FieldError[]) => [...errors].sort((a, b) => a.field.localeCompare(b.field));

describe('fallbackValidate agrees with the registry', () => {
  for (const key of calculatorKeys) {
    it(`${key}: same verdict, fields, codes and messages`, () => {
      const props = calculators[key].inputSchema.properties as Record<string, Prop>;
      const names = Object.keys(props);
      const random = seeded(key.length * 7919);
      for (let n = 0; n < 400; n++) {
        const input = validInput(props);
        const changes = 1 + Math.floor(random() * 2);
        for (let c = 0; c < changes; c++) {
          const field = names[Math.floor(random() * names.length)];
          const bad = BAD_VALUES[Math.floor(random() * BAD_VALUES.length)];
          if (bad === undefined) delete input[field];
          else if (random() < 0.3 && typeof input[field] === 'number')
            input[field] = (input[field] as number) * (random() < 0.5 ? 3 : -1);
          else input[field] = bad;
        }
        const expected = validateCalculatorInput(key, input);
        const actual = fallbackValidate(key, input);
        expect(actual.ok, JSON.stringify(input)).toBe(expected.ok);
        if (!expected.ok && !actual.ok)
          expect(sortErrors(actual.errors), JSON.stringify(input)).toEqual(sortErrors(expected.errors));
        if (expected.ok && actual.ok) expect(actual.value).toEqual(expected.value);
      }
    });
  }
});
