import { englishTerms } from './language.js';
import { inheritPeriods } from './periods.js';
import { extractTaxYear, type NamedTaxYear } from './tax-year.js';

/**
 * The numbers of a question (docs/assistant.md "Understanding numbers"): amounts in rupees (lakh,
 * crore, K, L, Cr, ₹, Rs, Indian or western commas, "15 LPA"), rates (8.5 %, "8.5 percent"),
 * durations (years, months) and ages ("at 30", "I am 30", "retire at 55"). Each entity keeps the
 * words around it, so a calculator intent can tell a monthly SIP from a yearly salary, an inflation
 * rate from a return, and a retirement age from the current one. Pure; no database.
 */

export type AmountPeriod = 'month' | 'year' | null;

export type Amount = { type: 'amount'; value: number; period: AmountPeriod; before: string; after: string; at: number };
export type Rate = { type: 'rate'; value: number; perMonth: boolean; before: string; after: string; at: number };
export type Duration = { type: 'duration'; months: number; unit: 'years' | 'months'; before: string; at: number };
export type Age = { type: 'age'; value: number; role: 'current' | 'retirement' | 'unknown'; at: number };
/** A number with no unit (e.g. the "8.5" of "at 8.5 for 20 years"); intents decide what it is. */
export type Bare = { type: 'bare'; value: number; before: string; after: string; at: number };

export type Parsed = {
  /** The question in lower case with entities replaced by placeholders, for the classifier. */
  text: string;
  amounts: Amount[];
  rates: Rate[];
  durations: Duration[];
  ages: Age[];
  bare: Bare[];
  /** A tax year the question names (tax-year.ts), taken out of the text before the numbers are read. */
  taxYear: NamedTaxYear | null;
};

const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  l: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  lpa: 1e5,
  cr: 1e7,
  crs: 1e7,
  crore: 1e7,
  crores: 1e7,
  mn: 1e6,
  million: 1e6,
  millions: 1e6,
};

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  thirty: 30,
  forty: 40,
  fifty: 50,
};

const MONTHLY =
  /(?:^|\s)(?:per\s+month|a\s+month|every\s+month|each\s+month|monthly|\/\s*month|\/\s*mo|pm|p\.m\.?|per\s+mo|month)$/;
const MONTHLY_AFTER =
  /^\s*(?:per\s+month|a\s+month|every\s+month|each\s+month|monthly|\/\s*m(?:onth|o)?\b|pm\b|p\.m\.?|per\s+mo\b|in\s+a\s+month)/;
const YEARLY_AFTER =
  /^\s*(?:per\s+(?:year|annum)|a\s+year|every\s+year|each\s+year|yearly|annually|annual|\/\s*(?:year|yr|annum)\b|p\.?a\.?\b|pa\b|lpa\b)/;

/**
 * The period said before the word naming the amount: "monthly salary 1 lakh", "my annual income is 12 lakh" (up to
 * three words between, none a number; "1 lakh monthly and 40 lakh loan" is the first amount's period, not the loan's).
 */
const AFTER_NUMBER = String.raw`(?<!(?:\d|lakhs?|lacs?|k|crores?|cr|thousand|rupees)\s)`;
const MONTHLY_NAMED = new RegExp(String.raw`(?:^|\s)${AFTER_NUMBER}monthly\s+(?:[a-z'()]+\s+){1,4}$`);
const YEARLY_NAMED = new RegExp(String.raw`(?:^|\s)${AFTER_NUMBER}(?:annual|yearly)\s+(?:[a-z'()]+\s+){1,4}$`);
/** A calendar year ("SSY rate 2026", "by 2030"): not an amount of rupees. */
const CALENDAR_YEAR = /^20[2-4]\d$/;

/** Normalises the text: lower case, one space, the ₹ sign and "rs." as a prefix the pattern reads. */
export function normalise(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function wordsBefore(text: string, at: number, n = 4): string {
  return text
    .slice(Math.max(0, at - 40), at)
    .split(/\s+/)
    .filter(Boolean)
    .slice(-n)
    .join(' ');
}
function wordsAfter(text: string, at: number, n = 4): string {
  return text
    .slice(at, at + 40)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, n)
    .join(' ');
}

// A number: "40", "4,00,000", "4,000,000", "8.5", ".5"; optional currency before; optional scale after.
const NUMBER = String.raw`(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
const SCALE = String.raw`(k|thousands?|lakhs?|lacs?|lpa|l|crores?|crs?|cr|mn|millions?)\b`;
const TOKEN = new RegExp(
  String.raw`(?:(₹|rs\.?|inr|rupees?)\s*)?` +
    NUMBER +
    String.raw`\s*(?:` +
    SCALE +
    String.raw`)?\s*((?:years?|yrs?)[\s-]+old\b|%|percent\b|per\s?cent\b|pc\b|years?\b|yrs?\b|y\b|months?\b|mths?\b|mos?\b|m\b)?`,
  'g',
);

const AGE_BEFORE = /(?:i am|i'm|im|i m|aged?|age of|at age|my age is|turning|currently)\s*$/;
/** "retire at 55", "retiring by 50": the age to retire at. */
const RETIRE_BEFORE = /(?:retire|retiring|retired)\s+(?:early\s+)?(?:at|by|from)?\s*(?:the\s+)?(?:age\s+(?:of\s+)?)?$/;
/** "retirement at 60" names the retirement age only for a late age; "save for retirement at 30" is the saver's age. */
const RETIREMENT_AT = /retirement\s+(?:at|by)\s*(?:the\s+)?(?:age\s+(?:of\s+)?)?$/;

/** Replace number words with digits ("ten years" -> "10 years") where a unit follows. */
function digitsForWords(text: string): string {
  return text.replace(
    /\b(twenty five|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty)\s+(years?|yrs?|months?|lakhs?|lacs?|crores?|thousand)\b/g,
    (_m, w: string, unit: string) => `${WORD_NUMBERS[w]} ${unit}`,
  );
}

export function parseQuestion(question: string): Parsed {
  const named = extractTaxYear(englishTerms(normalise(question)));
  const text = digitsForWords(normalise(named.text));
  const out: Parsed = { text: '', amounts: [], rates: [], durations: [], ages: [], bare: [], taxYear: named.taxYear };
  let placeholder = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const [whole, currency, numText, scaleRaw, unitRaw] = m;
    const at = m.index;
    // Part of a word (e.g. "80c", "24b" section names, "covid19"): the number is glued to letters.
    const prevChar = at > 0 ? text[at - 1] : ' ';
    const startsWithDigit = !currency;
    if (startsWithDigit && /[a-z0-9]/.test(prevChar)) continue;
    const nextChar = text[at + whole.length] ?? ' ';
    if (/[a-z0-9]/.test(nextChar) && !/\s$/.test(whole)) continue;
    if (!numText) continue;
    const value = Number(numText.replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    const scale = scaleRaw ? MULTIPLIER[scaleRaw.replace(/\s+/g, '')] : undefined;
    const unit = (unitRaw ?? '').replace(/\s+/g, ' ').trim();
    const before = wordsBefore(text, at);
    const after = wordsAfter(text, at + whole.length);
    const end = at + whole.trimEnd().length;
    let token: string;
    if (
      !currency &&
      !scale &&
      !unit &&
      CALENDAR_YEAR.test(numText) &&
      !MONTHLY_AFTER.test(text.slice(end)) &&
      !YEARLY_AFTER.test(text.slice(end))
    ) {
      token = ' <year> ';
    } else if (unit === '%' || unit.startsWith('percent') || unit.startsWith('per cent') || unit === 'pc') {
      const perMonth = MONTHLY_AFTER.test(text.slice(end));
      out.rates.push({ type: 'rate', value, perMonth, before, after, at });
      token = ' <rate> ';
    } else if (/old$/.test(unit) && !currency && !scale) {
      out.ages.push({ type: 'age', value, role: 'current', at });
      token = ' <age> ';
    } else if (unit && !scale && /^(years?|yrs?|y|months?|mths?|mos?|m)$/.test(unit) && !currency) {
      const isYears = /^(years?|yrs?|y)$/.test(unit);
      // "m" alone after a number is months only without a currency ("10m" rupees is read as million below).
      out.durations.push({
        type: 'duration',
        months: Math.round(isYears ? value * 12 : value),
        unit: isYears ? 'years' : 'months',
        before,
        at,
      });
      token = ' <duration> ';
    } else if (currency || scale || value >= 1000) {
      let amount = value * (scale ?? 1);
      if (!scale && unit === 'm' && currency) amount = value * 1e6;
      const rest = text.slice(end);
      const lead = text.slice(Math.max(0, at - 48), at);
      const period: AmountPeriod =
        scaleRaw === 'lpa' || YEARLY_AFTER.test(rest)
          ? 'year'
          : MONTHLY_AFTER.test(rest) || MONTHLY.test(wordsBefore(text, at, 2)) || MONTHLY_NAMED.test(lead)
            ? 'month'
            : YEARLY_NAMED.test(lead)
              ? 'year'
              : null;
      out.amounts.push({ type: 'amount', value: amount, period, before, after, at });
      token = ' <amount> ';
    } else if (
      (RETIRE_BEFORE.test(text.slice(0, at)) && value >= 30 && value <= 80) ||
      (RETIREMENT_AT.test(text.slice(0, at)) && value >= 45 && value <= 80)
    ) {
      out.ages.push({ type: 'age', value, role: 'retirement', at });
      token = ' <age> ';
    } else if (
      (AGE_BEFORE.test(text.slice(0, at)) || RETIREMENT_AT.test(text.slice(0, at))) &&
      value >= 15 &&
      value <= 90
    ) {
      out.ages.push({ type: 'age', value, role: 'current', at });
      token = ' <age> ';
    } else {
      out.bare.push({ type: 'bare', value, before, after, at });
      token = ' <num> ';
    }
    placeholder += text.slice(last, at) + token;
    last = at + whole.length;
  }
  placeholder += text.slice(last);
  inheritPeriods(out.amounts);
  out.text = placeholder.replace(/\s+/g, ' ').trim();
  return out;
}

/** "₹40,00,000" in Indian grouping, whole rupees (display only; the numbers stay exact). */
export function formatRupees(value: number): string {
  const sign = value < 0 ? '-' : '';
  const rounded = Math.round(Math.abs(value));
  return `${sign}₹${rounded.toLocaleString('en-IN')}`;
}

/** "40 lakh", "1.2 crore": how a person would say an amount (with the exact figure beside it). */
export function spokenRupees(value: number): string {
  const abs = Math.abs(value);
  const trim = (n: number) => String(Math.round(n * 100) / 100);
  if (abs >= 1e7) return `${trim(value / 1e7)} crore`;
  if (abs >= 1e5) return `${trim(value / 1e5)} lakh`;
  return formatRupees(value);
}
