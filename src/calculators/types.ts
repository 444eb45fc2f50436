/** Shared types of the calculator registry (isomorphic: no Node or DOM APIs). */

/** Registry keys, exactly as the section headings of spec/calculators.md name them. */
export type CalculatorKey =
  | 'sip'
  | 'step_up_sip'
  | 'goal_topup_sip'
  | 'goal_planning'
  | 'swp'
  | 'home_loan_emi'
  | 'home_loan_prepayment'
  | 'credit_card_payoff'
  | 'ppf'
  | 'ssy'
  | 'epf'
  | 'hra_exemption'
  | 'tax_regime_fy2024_25'
  | 'tax_regime_fy2025_26'
  | 'tax_regime_fy2026_27'
  | 'nps'
  | 'nps_lifecycle_allocation'
  | 'human_life_value'
  | 'retirement_planner'
  | 'financial_freedom'
  | 'buy_vs_rent';

/**
 * Validation codes, catalogued in schemas/catalogue/errors.json.
 * E-10540 required field missing · E-10541 wrong type · E-10542 below minimum ·
 * E-10543 above maximum · E-10544 fields out of order · E-10545 unknown calculator ·
 * E-10546 other invalid value or combination.
 */
export type CalculatorErrorCode = 'E-10540' | 'E-10541' | 'E-10542' | 'E-10543' | 'E-10544' | 'E-10545' | 'E-10546';

/**
 * What a broken field rule says, as data: the registry words it in English after the field's title
 * (`fieldIssue`, src/calculators/schema-field.ts), the page in the reader's language (`calcText.error.<id>`).
 * `other` names another input field.
 */
export type FieldRule =
  | { id: 'required' | 'wholeNumber' | 'number' | 'trueFalse' | 'notValid' }
  | { id: 'oneOf'; options: string }
  | { id: 'atLeast' | 'moreThan' | 'atMost' | 'lessThan' | 'multipleOf'; n: string }
  | { id: 'greaterThanField' | 'lessThanField' | 'notAboveField' | 'notMoreThanField'; other: string }
  | { id: 'notAboveOutstanding'; amount: string; month: string };

/**
 * One problem with one input field; `message` names the field by its schema title. `rule` is what the message says,
 * for the page to word in the reader's language (absent on errors that are not about a form field's value).
 */
export type FieldError = { field: string; code: CalculatorErrorCode; message: string; rule?: FieldRule };

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** The parts of a JSON Schema the registry reads itself (ajv reads the rest). */
export type JsonObjectSchema = {
  $id?: string;
  title?: string;
  description?: string;
  required?: readonly string[];
  properties?: Record<string, { title?: string; [keyword: string]: unknown }>;
  [keyword: string]: unknown;
};

/**
 * A generated schema interface as a plain object type: the same fields, but (unlike an interface)
 * assignable to Record<string, unknown>, which the cross-field checks and the pages read it as.
 */
export type Plain<T> = { [K in keyof T]: T[K] };
