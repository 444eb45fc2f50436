import type { Amount } from './parse.js';

/**
 * The period of an amount that does not say one (docs/assistant.md "Periods"): "my salary is 80,000 a month and I
 * pay 18,000 rent" means the rent is monthly too. An amount without "per month" / "per year" takes the period of the
 * nearest amount that has one (the one before it first) when the two are of a size that can be the same kind of
 * flow (within a factor of 12: a yearly salary of 12 lakh does not make a rent of 20,000 yearly) and the words around
 * it do not name a lump sum (a loan, a bill, savings, a corpus, an 80C investment, a cost, a pre-payment).
 */
const LUMP_SUM =
  /loan|bill|corpus|savings|saved|80 ?c|80 ?d|cost|prepay|part[- ]pay|lump|outstanding|due|fd|deposit|worth|price|emergency|fund/;

export function inheritPeriods(amounts: Amount[]): void {
  const stated = amounts.filter((a) => a.period !== null);
  if (!stated.length) return;
  for (const a of amounts) {
    if (a.period !== null) continue;
    // The amount's own words: the two before it and the one after ("18,000 rent", "rent of 18,000").
    const own = `${a.before.split(' ').slice(-2).join(' ')} ${a.after.split(' ')[0] ?? ''}`;
    if (LUMP_SUM.test(own)) continue;
    const before = stated.filter((s) => s.at < a.at).pop();
    const after = stated.find((s) => s.at > a.at);
    const source = before ?? after;
    if (!source) continue;
    const ratio = source.value / a.value;
    if (ratio < 12 && ratio > 1 / 12) a.period = source.period;
  }
}
