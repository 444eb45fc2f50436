import { defaultTaxYear, TAX_YEARS, type TaxYear } from '../../../calculators/tax-years.js';

/**
 * A tax year named in a question (docs/assistant.md "Tax years"): "FY 2024-25", "FY24-25", "financial year
 * 2024-25", "AY 2025-26" (the assessment year is the financial year before it), "tax year 2026-27", a bare
 * "2024-25", "this year", "last year" / "previous year", "next year". The words are taken out of the question
 * before its numbers are read, so "2024" is not an amount. Pure; no database.
 */
export type NamedTaxYear =
  { kind: 'year'; year: string; said: string } | { kind: 'relative'; offset: 0 | -1 | 1; said: string };

const FULL = String.raw`(20\d\d)\s*[-–/]\s*(20\d\d|\d{2})(?!\d)`;
const SHORT = String.raw`(\d{2})\s*[-–/]\s*(\d{2})(?!\d)`;
const NAMED = new RegExp(
  String.raw`\b(?:(fy|f\.y\.|financial year|tax year|ay|a\.y\.|assessment year)\s*(?:${FULL}|${SHORT})|${FULL})`,
  'g',
);
const RELATIVE = /\b(this|current|last|previous|next)\s+(?:financial\s+|tax\s+|fiscal\s+)?year\b/;

const two = (n: number) => String(n % 100).padStart(2, '0');

/** Finds the tax year a question names; returns it and the text without it. */
export function extractTaxYear(text: string): { text: string; taxYear: NamedTaxYear | null } {
  let taxYear: NamedTaxYear | null = null;
  let out = text.replace(NAMED, (whole, prefix: string | undefined, y1, y2, s1, s2, b1, b2) => {
    const startRaw = y1 ?? (s1 ? `20${s1}` : b1);
    const endRaw = y2 ?? s2 ?? b2;
    const start = Number(startRaw);
    const end = Number(String(endRaw).slice(-2));
    if (end !== (start + 1) % 100) return whole; // "2024-30" is not a year
    const assessment = !!prefix && /^a/.test(prefix);
    const fyStart = assessment ? start - 1 : start;
    taxYear ??= { kind: 'year', year: `${fyStart}-${two(fyStart + 1)}`, said: whole.trim() };
    return ' <taxyear> ';
  });
  const rel = RELATIVE.exec(out);
  // "this year" names the tax year only when nothing more exact did; "every year" / "per year" are periods.
  if (!taxYear && rel && !/(?:per|a|each|every)\s+$/.test(out.slice(0, rel.index))) {
    const offset = /last|previous/.test(rel[1]) ? -1 : /next/.test(rel[1]) ? 1 : 0;
    taxYear = { kind: 'relative', offset, said: rel[0] };
    out = out.slice(0, rel.index) + ' <taxyear> ' + out.slice(rel.index + rel[0].length);
  }
  return { text: out.replace(/\s+/g, ' ').trim(), taxYear };
}

/** The tax calculators offered for the assistant, newest first. */
export type TaxYearChoice = { year: TaxYear; note: string | null };

/**
 * The offered tax year a question's words pick: the named one when the portal has its calculator, else today's
 * (with a note saying the named year is not offered). "last year" is the year before today's.
 */
export function pickTaxYear(named: NamedTaxYear | null, years: readonly TaxYear[], now = new Date()): TaxYearChoice {
  const today = defaultTaxYear(now, years);
  if (!named) return { year: today, note: null };
  if (named.kind === 'relative') {
    const i = years.indexOf(today) - named.offset; // newest first: last year is the next entry
    const found = years[i];
    if (found) return { year: found, note: null };
    return { year: today, note: `No calculator for ${named.said}; used ${today.label}.` };
  }
  const found = years.find((y) => y.year === named.year);
  if (found) return { year: found, note: null };
  return { year: today, note: `FY ${named.year} is not offered; used ${today.label}.` };
}

export { TAX_YEARS };
