/** Calculator properties over each whole input schema: finite, non-negative output that matches the output schema. */
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorKeys, calculators, validateCalculatorInput } from '../../src/calculators';
import { inputFromSchema } from './schema-arbitrary';

/** Samples per calculator over its input schema; raise it for a soak run (CALC_PROPERTY_RUNS=5000). */
const SCHEMA_RUNS = Number(process.env.CALC_PROPERTY_RUNS ?? 150);

describe('every calculator over its whole input schema', () => {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });

  function walkNumbers(value: unknown, path: string, visit: (path: string, n: number) => void): void {
    if (typeof value === 'number') visit(path, value);
    else if (Array.isArray(value)) value.forEach((v, k) => walkNumbers(v, `${path}[${k}]`, visit));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walkNumbers(v, path ? `${path}.${k}` : k, visit);
    }
  }

  /**
   * Only these outputs may be negative: the renter's portfolio (rent above EMI is withdrawn) and the
   * real return (post-retirement return below inflation). Everything else — SIPs, EMIs, tax, interest,
   * returns at non-negative rates — must never show a minus sign, not even float dust of −1e-9.
   */
  const mayBeNegative = new Set(['rentNetWorth', 'realReturnPct']);

  for (const key of calculatorKeys) {
    it(`${key}: every numeric output is finite and non-negative (SIPs included), output matches its schema`, () => {
      const calc = calculators[key];
      const checkOutput = ajv.compile(calc.outputSchema);
      fc.assert(
        fc.property(inputFromSchema(calc.inputSchema), (raw) => {
          const checked = validateCalculatorInput(key, raw);
          fc.pre(checked.ok);
          if (!checked.ok) return;
          const output = (calc.compute as (input: unknown) => unknown)(checked.value);
          walkNumbers(output, '', (path, n) => {
            expect(Number.isFinite(n), `${key}.${path} = ${n}`).toBe(true);
            const field =
              path
                .split('.')
                .pop()
                ?.replace(/\[\d+\]$/, '') ?? '';
            if (!mayBeNegative.has(field)) expect(n, `${key}.${path}`).toBeGreaterThanOrEqual(0);
          });
          expect(checkOutput(output), JSON.stringify(checkOutput.errors)).toBe(true);
        }),
        { numRuns: SCHEMA_RUNS },
      );
    });
  }
});
