import type { MessageKey } from '../i18n/keys';
import { CARD_TEXT_KEYS } from './text-keys-cards';
import { INVEST_TEXT_KEYS } from './text-keys-invest';
import { LOAN_TEXT_KEYS } from './text-keys-loans';
import { SAVINGS_TEXT_KEYS } from './text-keys-savings';
import { TAX_TEXT_KEYS } from './text-keys-tax';

/**
 * The catalogue keys (namespace `calcText`) of the calculators' own words that code reaches by id or name: each
 * card's title and description (by product id), each input field's label and each output figure's label (by
 * registry key and field name). Listed literally, by topic, in the sibling text-keys-*.ts files (cards, invest,
 * loans, savings, tax) so the catalogue check finds every key in use; tests/calculators/calc-text.test.ts fails when
 * a schema field, output or card has no key here or its en-IN text differs from the schema's.
 */
const CALC_TEXT_KEYS: ReadonlySet<string> = new Set([
  ...CARD_TEXT_KEYS,
  ...INVEST_TEXT_KEYS,
  ...LOAN_TEXT_KEYS,
  ...SAVINGS_TEXT_KEYS,
  ...TAX_TEXT_KEYS,
]);

/** The catalogue's `t` (src/i18n/browser.ts), passed in so this module stays isomorphic. */
export type Translate = (key: MessageKey) => string;

/** Every key of the lists above, for the check. */
export function calcTextKeys(): string[] {
  return [...CALC_TEXT_KEYS];
}

/**
 * The sentence of `key` in the reader's language, else `fallback` (the registry's English): a key the list lacks,
 * or a catalogue part not loaded yet (t answers with the key itself), never shows raw.
 */
function lookup(t: Translate, key: string, fallback: string): string {
  if (!CALC_TEXT_KEYS.has(key)) return fallback;
  // The set holds only keys of the en-IN catalogue (checked by the test above).
  const text = t(key as MessageKey);
  return text === key || text === '' ? fallback : text;
}

/** A calculator card's title by product id ("Home Loan EMI" → "होम लोन EMI"). */
export function calculatorTitle(t: Translate, id: number, fallback: string): string {
  return lookup(t, `calcText.card.c${id}.title`, fallback);
}

/** A calculator card's one-line description by product id. */
export function calculatorDescription(t: Translate, id: number, fallback: string): string {
  return lookup(t, `calcText.card.c${id}.description`, fallback);
}

/** An input field's label (the schema title without its unit) by registry key and field name. */
export function fieldLabel(t: Translate, key: string, field: string, fallback: string): string {
  return lookup(t, `calcText.field.${key}.${field}`, fallback);
}

/** An output figure's label (the schema title without its unit) by registry key and field name. */
export function outputLabel(t: Translate, key: string, field: string, fallback: string): string {
  return lookup(t, `calcText.output.${key}.${field}`, fallback);
}
