import Ajv from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  calculatorCatalogue,
  calculatorKeys,
  calculators,
  findCalculatorsById,
  getCalculator,
  runCalculator,
  type JsonObjectSchema,
} from '../../src/calculators';

const KEYS = [
  'sip',
  'step_up_sip',
  'goal_topup_sip',
  'goal_planning',
  'swp',
  'home_loan_emi',
  'home_loan_prepayment',
  'credit_card_payoff',
  'ppf',
  'ssy',
  'epf',
  'hra_exemption',
  'tax_regime_fy2024_25',
  'tax_regime_fy2025_26',
  'tax_regime_fy2026_27',
  'nps',
  'nps_lifecycle_allocation',
  'human_life_value',
  'retirement_planner',
  'financial_freedom',
  'buy_vs_rent',
];

const EXPECTED: Record<string, [number, string]> = {
  sip: [5, 'sip-calc'],
  step_up_sip: [24, 'step-up-sip-calc'],
  goal_topup_sip: [23, 'goal-topup-sip-calc'],
  goal_planning: [1, 'goal-plan-calc'],
  swp: [6, 'swp-calc'],
  home_loan_emi: [9, 'home-loan-calc'],
  home_loan_prepayment: [10, 'home-loan-pre-calc'],
  credit_card_payoff: [11, 'credit-card-calc'],
  ppf: [4, 'ppf-calc'],
  ssy: [2, 'ssy-calc'],
  epf: [3, 'epf-calc'],
  hra_exemption: [7, 'hra-calc'],
  tax_regime_fy2024_25: [8, 'old-vs-new-tax-2024-25-calc'],
  tax_regime_fy2025_26: [21, 'old-vs-new-tax-2025-26-calc'],
  // Tax year 2026-27 opens on the current-year tax page (calculator 21).
  tax_regime_fy2026_27: [21, 'old-vs-new-tax-2025-26-calc'],
  nps: [20, 'nps-calc'],
  nps_lifecycle_allocation: [20, 'nps-calc'],
  human_life_value: [13, 'human-life-calc'],
  retirement_planner: [14, 'retirement-calc'],
  financial_freedom: [22, 'financial-freedom-calc'],
  buy_vs_rent: [15, 'buy-vs-rent-calc'],
};

/** Input built from each field's `examples` (required fields) — what a form would pre-fill. */
function exampleInput(schema: JsonObjectSchema): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties ?? {})) {
    if (Array.isArray(p.examples)) input[name] = p.examples[0];
  }
  return input;
}

describe('calculator registry', () => {
  it('has exactly the registry keys of calculators.md', () => {
    expect([...calculatorKeys].sort()).toEqual([...KEYS].sort());
  });

  it('carries the product id and route of every calculator', () => {
    for (const key of KEYS) {
      const calc = getCalculator(key);
      expect(calc?.key).toBe(key);
      expect(calc?.id).toBe(EXPECTED[key][0]);
      expect(calc?.route).toBe(`/client/calculators/${EXPECTED[key][1]}`);
      expect(calc?.title.length).toBeGreaterThan(2);
      expect(calc?.description.length).toBeGreaterThan(10);
    }
    expect(getCalculator('nope')).toBeNull();
  });

  it('marks nps_lifecycle_allocation as a helper of nps sharing id 20', () => {
    expect(calculators.nps_lifecycle_allocation.helperOf).toBe('nps');
    expect(calculators.nps.helperOf).toBeNull();
    expect(
      findCalculatorsById(20)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['nps', 'nps_lifecycle_allocation']);
  });

  it('the catalogue lists all 26 product calculators, with mutual-fund pages and the download', () => {
    expect(calculatorCatalogue.map((c) => c.id)).toEqual(Array.from({ length: 26 }, (_, k) => k + 1));
    const byId = new Map(calculatorCatalogue.map((c) => [c.id, c]));
    expect(byId.get(12)).toMatchObject({ kind: 'download', route: '/files/monthly-spending-tracker.xlsx' });
    const mf: Record<number, string> = {
      16: 'rolling-vs-category-calc',
      17: 'rolling-vs-benchmark-calc',
      18: 'mutual-fund-portfolio-overlap-calc',
      19: 'mutual-fund-swp-calc',
      25: 'etf-corner',
      26: 'compare-mutual-funds',
    };
    for (const [id, slug] of Object.entries(mf)) {
      expect(byId.get(Number(id))).toMatchObject({ kind: 'mutual-fund', route: `/client/calculators/${slug}` });
    }
    for (const entry of calculatorCatalogue) {
      for (const key of entry.keys) expect(calculators[key].id).toBe(entry.id);
    }
    expect(new Set(calculatorCatalogue.map((c) => c.route)).size).toBe(26);
  });

  it('every schema file exists, is valid draft-07, closed, titled and 40-year bounded', () => {
    const ajv = new Ajv({ allowUnionTypes: true });
    for (const key of KEYS) {
      for (const kind of ['input', 'output']) {
        const path = `schemas/calculators/${key}.${kind}.schema.json`;
        expect(existsSync(path), path).toBe(true);
        const schema = JSON.parse(readFileSync(path, 'utf8')) as JsonObjectSchema;
        expect(ajv.validateSchema(schema), path).toBe(true);
        expect(schema.type).toBe('object');
        expect(schema.additionalProperties).toBe(false);
        for (const [name, p] of Object.entries(schema.properties ?? {}))
          expect(p.title, `${path} ${name}`).toBeTruthy();
      }
      const input = calculators[key as keyof typeof calculators].inputSchema;
      for (const [name, p] of Object.entries(input.properties ?? {})) {
        if (/years$/i.test(name) && name !== 'maturityYears') expect(p.maximum, name).toBeLessThanOrEqual(40);
        if (/months$/i.test(name)) expect(p.maximum, name).toBeLessThanOrEqual(480);
        if (p.type === 'number' || p.type === 'integer')
          expect(p.minimum ?? p.exclusiveMinimum, name).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('every calculator validates its example input and its output matches the output schema', () => {
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
    for (const key of calculatorKeys) {
      const calc = calculators[key];
      const run = runCalculator(key, exampleInput(calc.inputSchema));
      expect(run.ok, key).toBe(true);
      if (!run.ok) continue;
      const check = ajv.compile(calc.outputSchema);
      expect(check(run.output), `${key}: ${JSON.stringify(check.errors)}`).toBe(true);
    }
  });
});
