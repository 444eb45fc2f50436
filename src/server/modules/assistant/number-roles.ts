import type { Amount, Bare, Parsed, Rate } from './parse.js';

/**
 * What the parsed numbers of a question mean (docs/assistant.md "Calculators"): which rate is a return,
 * an inflation or a step-up, which amount is the loan or the savings, and the ages; used by the
 * calculator intents' fillers (calculator-intents.ts).
 */

export const has = (text: string, re: RegExp) => re.test(text);
export const around = (e: { before: string; after?: string }) => `${e.before} ${e.after ?? ''}`;

/** The rate a person means, from the nearest words: the two after it, else the two before it. */
export function rateRole(r: Rate): 'inflation' | 'stepup' | 'return' {
  const after = r.after.split(' ').slice(0, 2).join(' ');
  const before = r.before.split(' ').slice(-2).join(' ');
  const STEP = /step|increas|hike|top ?up|increment|raise|grow(?:ing|s)? by|every year|each year|yearly|annually/;
  for (const ctx of [after, before]) {
    if (/inflat/.test(ctx)) return 'inflation';
    if (/return|interest|growth rate|cagr|roi/.test(ctx)) return 'return';
    if (STEP.test(ctx)) return 'stepup';
  }
  return 'return';
}

/** A unit-less number that reads as a rate ("at 8.5", "@ 9", "interest 10"). */
export function bareRate(b: Bare): boolean {
  return b.value > 0 && b.value <= 30 && /(?:^|\s)(?:at|@|rate|interest|return|returns|roi)$/.test(b.before);
}

export const yearsOf = (p: Parsed): number | undefined => {
  const d = p.durations[0];
  return d ? Math.max(1, Math.round(d.months / 12)) : undefined;
};
export const monthsOf = (p: Parsed): number | undefined => p.durations[0]?.months;
export const byValue = (xs: Amount[]) => [...xs].sort((a, b) => b.value - a.value);
export const amountWhere = (p: Parsed, re: RegExp) => p.amounts.find((a) => re.test(around(a)));
export const yearly = (a: Amount) => (a.period === 'month' ? a.value * 12 : a.value);
export const monthly = (a: Amount) => (a.period === 'year' ? a.value / 12 : a.value);

export function returnRate(p: Parsed): number | undefined {
  const r = p.rates.find((x) => rateRole(x) === 'return') ?? (p.rates.length === 1 ? p.rates[0] : undefined);
  if (r) return r.value;
  return p.bare.find(bareRate)?.value;
}

export function set<T>(out: Record<string, T>, name: string, value: T | undefined) {
  if (value !== undefined && !(typeof value === 'number' && !Number.isFinite(value))) out[name] = value;
}

/** Current age and retirement age from ages and unit-less numbers ("at 30" -> current age). */
export function ages(p: Parsed): { current?: number; retire?: number } {
  const current = p.ages.find((a) => a.role === 'current')?.value ?? p.ages.find((a) => a.role === 'unknown')?.value;
  const retire = p.ages.find((a) => a.role === 'retirement')?.value;
  // A unit-less number is an age only after "at", "age" or "from" ("retirement at 30", "from 30").
  const bare = p.bare.find(
    (b) =>
      b.value >= 18 && b.value <= 75 && Number.isInteger(b.value) && /(?:^|\s)(?:at|age|aged|from)$/.test(b.before),
  );
  return { current: current ?? bare?.value, retire };
}

/**
 * Each amount's label by the nearest naming word (docs/assistant.md "Periods"): the words just before an amount
 * name it ("HRA 3 lakh per year and rent 2.4 lakh" -> the 3 lakh is the HRA, not the rent named after it), else the
 * first word after it ("18,000 rent"), which also wins over a naming word several words before ("… mediclaim for
 * parents and 2 lakh 24b"; filler words such as "under", "for" skipped). Returns the first amount of each label.
 */
export function labelAmounts<L extends string>(p: Parsed, labels: Record<L, RegExp>): Partial<Record<L, Amount>> {
  const out: Partial<Record<L, Amount>> = {};
  const entries = Object.entries(labels) as Array<[L, RegExp]>;
  const labelOf = (w: string) => entries.find(([, re]) => re.test(w.replace(/[,.;:?!]+$/, '')))?.[0];
  for (const a of p.amounts) {
    const before = a.before.split(' ').reverse();
    let label: L | undefined;
    let distance = 0;
    for (const w of before) {
      distance++;
      if (/^<|\d/.test(w)) break; // another number's words
      label = labelOf(w);
      if (label) break;
    }
    // A naming word right after the amount ("2 lakh 24b", "25,000 health insurance under 80D", filler words skipped)
    // is nearer than one several words before it.
    if (!label || distance > 1) {
      const next = a.after
        .split(' ')
        .filter(
          (w) =>
            !/^(?:per|a|an|month|year|monthly|yearly|p\.?a\.?|pm|as|in|under|towards|for|of|on|into|u\/s|section|sec|is|are|was)$/.test(
              w,
            ),
        );
      label = labelOf(next[0] ?? '') ?? label;
    }
    if (label && !out[label]) out[label] = a;
  }
  return out;
}
