import { calculators } from '../../../calculators/index.js';
import { fillInputs, type Filled } from './calculator-intents.js';
import type { ConversationState } from './conversation.js';
import type { Parsed } from './parse.js';
import { TAX_YEARS } from './tax-year.js';

/**
 * Follow-ups (docs/assistant.md "Conversations"): "what if the tenure is 25 years?" after an EMI answer, "and in the
 * old regime with 1.5 lakh 80C?" after a tax answer. The previous turn's calculator reads the follow-up's numbers and
 * words with its own rules; only the inputs the follow-up names change, the others are the previous turn's.
 */

/** Words a follow-up starts with. */
export const FOLLOW_UP_START =
  /^(?:what if|what about|how about|and|but|with|instead|same|now|then|also|ok|okay|if|in the|for|at|make it|change|agar|aur)\b/;

/**
 * The previous turn's calculator with what the follow-up changes, or null when the question is not a follow-up:
 * it names nothing the previous calculator reads, or it is a complete question of its own (`standalone` is the
 * intent it alone would be answered with) that does not start like a follow-up or asks another calculator.
 */
export function followUp(prev: ConversationState, parsed: Parsed, standalone: string | null): Filled | null {
  const startsLikeOne = FOLLOW_UP_START.test(parsed.text);
  if (standalone && (!startsLikeOne || standalone !== prev.intent)) return null;
  const now = fillInputs(prev.intent, parsed);
  if (!now) return null;
  const implied = new Set(now.implied ?? []);
  const changes = Object.entries(now.given).filter(([name]) => !implied.has(name));
  const isTax = prev.intent === 'tax_regime';
  const newYear = isTax && parsed.taxYear ? now.taxYear : undefined;
  if (!changes.length && !newYear) return null;
  const given = { ...prev.given, ...Object.fromEntries(changes) };
  if (!isTax) return { key: prev.key, given };
  if (newYear) return { key: now.key, given, query: now.query, taxYear: newYear };
  const year = TAX_YEARS.find((y) => y.key === prev.key) ?? TAX_YEARS[0];
  return {
    key: year.key,
    given,
    query: { taxYear: year.year },
    taxYear: { year: year.year, label: year.label, note: null },
  };
}

/** What a conversation keeps of a calculator turn. */
export function stateOf(intent: string, filled: Filled): ConversationState {
  return {
    intent,
    key: filled.key,
    given: filled.given,
    ...(filled.taxYear ? { taxYear: filled.taxYear.year } : {}),
  };
}

/** The registry id of a filled calculator (the tax page of 2024-25 is id 8, the later years id 21). */
export const calculatorIdOf = (filled: Filled) => calculators[filled.key].id;
