import questions from './questions.json';
import type { AssistantAnswer } from '../../src/shared/generated/api/assistant/assistant-answer.js';

/**
 * Scoring of the held-out question set (tests/assistant/questions.json; docs/assistant.md
 * "Figures"), shared by the vitest check and the bench script.
 */
export type CalcCase = { q: string; calculator: string; inputs: Record<string, number | string | boolean> };
export type ContentCase = { q: string; sources: string[] };

export const calculatorCases = questions.calculator as unknown as CalcCase[];
export const contentCases = questions.content as unknown as ContentCase[];

/** Right intent and exactly the inputs the question gives (the rest are assumed starting values). */
export function calculatorRight(c: CalcCase, a: AssistantAnswer): { ok: boolean; why: string } {
  const calc = a.calculation;
  if (!calc) return { ok: false, why: `no calculation (${a.kind}, intent ${a.intent})` };
  const keyOk = c.calculator === 'tax_regime' ? calc.key.startsWith('tax_regime_') : calc.key === c.calculator;
  if (!keyOk) return { ok: false, why: `calculator ${calc.key}` };
  const given = Object.fromEntries(
    calc.inputs
      .filter((i) => !i.assumed || (i.name === 'regime' && c.inputs.regime === 'compare'))
      .map((i) => [i.name, i.value]),
  );
  const want = JSON.stringify(Object.entries(c.inputs).sort());
  const got = JSON.stringify(Object.entries(given).sort());
  return want === got ? { ok: true, why: '' } : { ok: false, why: `inputs ${got}` };
}

/** One of the expected sources among the first three. */
export function sourceRight(c: ContentCase, a: AssistantAnswer): { ok: boolean; why: string } {
  const top = a.sources.slice(0, 3).map((s) => s.title);
  return top.some((t) => c.sources.includes(t))
    ? { ok: true, why: '' }
    : { ok: false, why: `${a.kind} ${JSON.stringify(top.length ? top : a.closest_topics)}` };
}
