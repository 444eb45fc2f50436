/**
 * The calculator registry: one pure, isomorphic module per formula calculator, keyed exactly as in
 * spec/calculators.md, with its product id (1-26), page route, title, JSON Schemas, compute and
 * validate. The catalogue lists all 26 product calculators (including mutual-fund pages and the
 * spending-tracker download) for the calculators index page.
 */
import { calculatorCatalogue, getCatalogueEntry, type CatalogueEntry, type CatalogueKind } from './catalogue';
import { calculatorModules, type CalculatorInput, type CalculatorIO, type CalculatorOutput } from './modules';
import type {
  CalculatorKey,
  CalculatorErrorCode,
  FieldError,
  FieldRule,
  JsonObjectSchema,
  ValidationResult,
} from './types';
import { isCalculatorKey, validateCalculatorInput } from './validate';

export type CalculatorDefinition<K extends CalculatorKey = CalculatorKey> = {
  key: K;
  /** Product calculator id (docs/product-rules.md "Package info and modules"); the API's calculator_id. */
  id: number;
  /** Page path, e.g. /client/calculators/sip-calc. */
  route: string;
  title: string;
  description: string;
  /** Set when the calculator is a helper shown on another calculator's page (shares its id). */
  helperOf: CalculatorKey | null;
  inputSchema: JsonObjectSchema;
  outputSchema: JsonObjectSchema;
  /** Pure; expects validated input (defaults may be omitted). Full precision: round only for display. */
  compute: (input: CalculatorInput<K>) => CalculatorOutput<K>;
  validate: (input: unknown) => ValidationResult<CalculatorInput<K>>;
};

export type CalculatorRegistry = { [K in CalculatorKey]: CalculatorDefinition<K> };

function define<K extends CalculatorKey>({
  key,
  id,
  helper,
}: {
  key: K;
  id: number;
  helper?: { of: CalculatorKey; title: string; description: string };
}): CalculatorDefinition<K> {
  const entry = getCatalogueEntry(id);
  const mod = calculatorModules[key] as (typeof calculatorModules)[K];
  return {
    key,
    id,
    route: entry.route,
    title: helper?.title ?? entry.title,
    description: helper?.description ?? entry.description,
    helperOf: helper?.of ?? null,
    inputSchema: mod.inputSchema,
    outputSchema: mod.outputSchema,
    compute: mod.compute,
    validate: (input) => validateCalculatorInput(key, input),
  };
}

/** Every formula calculator by registry key. */
export const calculators: CalculatorRegistry = {
  sip: define({ key: 'sip', id: 5 }),
  step_up_sip: define({ key: 'step_up_sip', id: 24 }),
  goal_topup_sip: define({ key: 'goal_topup_sip', id: 23 }),
  goal_planning: define({ key: 'goal_planning', id: 1 }),
  swp: define({ key: 'swp', id: 6 }),
  home_loan_emi: define({ key: 'home_loan_emi', id: 9 }),
  home_loan_prepayment: define({ key: 'home_loan_prepayment', id: 10 }),
  credit_card_payoff: define({ key: 'credit_card_payoff', id: 11 }),
  ppf: define({ key: 'ppf', id: 4 }),
  ssy: define({ key: 'ssy', id: 2 }),
  epf: define({ key: 'epf', id: 3 }),
  hra_exemption: define({ key: 'hra_exemption', id: 7 }),
  tax_regime_fy2024_25: define({ key: 'tax_regime_fy2024_25', id: 8 }),
  tax_regime_fy2025_26: define({ key: 'tax_regime_fy2025_26', id: 21 }),
  // Tax year 2026-27 shares the current-year tax page (id 21); the page picks the year (tax-years.ts).
  tax_regime_fy2026_27: define({ key: 'tax_regime_fy2026_27', id: 21 }),
  nps: define({ key: 'nps', id: 20 }),
  nps_lifecycle_allocation: define({
    key: 'nps_lifecycle_allocation',
    id: 20,
    helper: {
      of: 'nps',
      title: 'NPS auto-choice allocation',
      description: 'Equity, corporate-bond and government-securities shares of the life-cycle funds at an age.',
    },
  }),
  human_life_value: define({ key: 'human_life_value', id: 13 }),
  retirement_planner: define({ key: 'retirement_planner', id: 14 }),
  financial_freedom: define({ key: 'financial_freedom', id: 22 }),
  buy_vs_rent: define({ key: 'buy_vs_rent', id: 15 }),
};

export const calculatorKeys = Object.keys(calculators) as CalculatorKey[];

/** The calculator for a registry key, or null for an unknown key (answer E-10545). */
export function getCalculator(key: string): CalculatorDefinition | null {
  return isCalculatorKey(key) ? (calculators[key] as CalculatorDefinition) : null;
}

/** The formula calculators on a product id's page (NPS, id 20, has two). */
export function findCalculatorsById(id: number): CalculatorDefinition[] {
  return calculatorKeys
    .filter((key) => calculators[key].id === id)
    .map((key) => calculators[key] as CalculatorDefinition);
}

export type CalculatorRunResult<K extends CalculatorKey = CalculatorKey> =
  { ok: true; input: CalculatorInput<K>; output: CalculatorOutput<K> } | { ok: false; errors: FieldError[] };

/**
 * Validate, then compute: what the HTTP route and the pages call. On failure the first error's
 * code is the response code (E-10545 → 404, the rest → 422) and `errors` lists every field.
 */
export function runCalculator<K extends CalculatorKey>(key: K, input: unknown): CalculatorRunResult<K>;
export function runCalculator(key: string, input: unknown): CalculatorRunResult;
export function runCalculator(key: string, input: unknown): CalculatorRunResult {
  const checked = validateCalculatorInput(key, input);
  if (!checked.ok) return checked;
  const calc = calculators[key as CalculatorKey] as CalculatorDefinition;
  const compute = calc.compute as (input: unknown) => CalculatorOutput<CalculatorKey>;
  return { ok: true, input: checked.value as CalculatorInput<CalculatorKey>, output: compute(checked.value) };
}

export { calculatorCatalogue, getCatalogueEntry, isCalculatorKey, validateCalculatorInput };
export type {
  CalculatorErrorCode,
  CalculatorInput,
  CalculatorIO,
  CalculatorKey,
  CalculatorOutput,
  CatalogueEntry,
  CatalogueKind,
  FieldError,
  FieldRule,
  JsonObjectSchema,
  ValidationResult,
};
