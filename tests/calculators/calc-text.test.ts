import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators/index';
import { calculatorCatalogue } from '../../src/calculators/catalogue';
import { RATES } from '../../src/calculators/rates';
import { TAX_YEARS } from '../../src/calculators/tax-years';
import { NPS_FUND_LABELS } from '../../src/calculators/nps-lifecycle-allocation';
import {
  calcTextKeys,
  calculatorDescription,
  calculatorTitle,
  fieldLabel,
  outputLabel,
} from '../../src/calculators/text-keys';
import { ensurePageMessages, setLocale, t } from '../../src/i18n/browser';
import { runCalculator } from '../../src/calculators/index';
import {
  localiseFieldError,
  localiseFields,
  localiseRate,
  npsFundName,
  payoffReason,
  taxYearLabel,
} from '../../src/client/pages/calculators/calc-text';
import { readFields } from '../../src/client/pages/calculators/form/schema-fields';
import { stripUnit } from '../../src/client/pages/calculators/results/format-output';

type Tree = { [k: string]: string | Tree };
const en = JSON.parse(readFileSync('src/i18n/messages/en-IN/calcText.json', 'utf8')) as Tree;
const hi = JSON.parse(readFileSync('src/i18n/messages/hi-IN/calcText.json', 'utf8')) as Tree;
const at = (tree: Tree, path: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** What the calculators' own words are in English: the catalogue's cards and the registry's schema titles. */
function englishTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const c of calculatorCatalogue) {
    texts.set(`calcText.card.c${c.id}.title`, c.title);
    texts.set(`calcText.card.c${c.id}.description`, c.description);
  }
  for (const [key, calc] of Object.entries(calculators)) {
    for (const f of readFields(calc.inputSchema)) texts.set(`calcText.field.${key}.${f.name}`, f.label);
    const outputs = (calc.outputSchema.properties ?? {}) as Record<string, { title?: string }>;
    for (const [name, prop] of Object.entries(outputs))
      if (prop.title) texts.set(`calcText.output.${key}.${name}`, stripUnit(prop.title));
  }
  return texts;
}

describe('calcText: the calculators in the reader’s language', () => {
  it('lists a key for every card, input field and output figure, with the registry’s English as en-IN', () => {
    const texts = englishTexts();
    expect([...calcTextKeys()].sort()).toEqual([...texts.keys()].sort());
    const differs = [...texts].filter(([k, text]) => at(en, k.replace(/^calcText\./, '')) !== text).map(([k]) => k);
    expect(differs).toEqual([]);
    // 26 cards, and the SIP page's first field, to be sure the walk read the schemas.
    expect(texts.get('calcText.card.c9.title')).toBe('Home Loan EMI');
    expect(texts.get('calcText.field.sip.monthlyInvestment')).toBe('Monthly investment');
  });

  it('the en-IN dated-rate and tax-year texts are the registry’s, so English pages read as before', () => {
    const rates = en.rate as Tree;
    for (const [id, rate] of Object.entries(RATES)) {
      const texts = rates[id] as Tree;
      expect(texts.label, id).toBe(rate.label);
      expect(texts.display, id).toBe(rate.display);
      // ICU doubles an apostrophe; the sentence reads the same.
      expect(String(texts.source).replace(/''/g, "'"), id).toBe(rate.source);
      expect(texts.unconfirmed && String(texts.unconfirmed).replace(/''/g, "'"), id).toBe(
        'unconfirmed' in rate ? rate.unconfirmed : undefined,
      );
    }
    for (const y of TAX_YEARS) expect(at(en, `taxYear.${y.key.replace('tax_regime_', '')}`)).toBe(y.label);
    expect(en.fund).toEqual(NPS_FUND_LABELS);
  });

  it('every Hindi value is Devanagari (only allow-listed acronyms and codes in Latin)', () => {
    const allowed = new Set(
      (JSON.parse(readFileSync('src/i18n/hindi-latin-allow.json', 'utf8')) as { words: string[] }).words,
    );
    const latin: string[] = [];
    const walk = (tree: Tree, prefix: string) => {
      for (const [k, v] of Object.entries(tree)) {
        if (typeof v !== 'string') walk(v, `${prefix}${k}.`);
        else {
          // Values, sections of the Acts (80CCD(1B), 24(b), VI-A) and the NPS funds' codes (LC75) are not words.
          const text = v
            .replace(/\{[a-z]+\}/gi, '')
            .replace(/\b\d+[A-Z]{1,4}(\(\d*[A-Z]*\))?|\b\d+\([a-z]+\)|\b(VI-A|VIII|VI)\b|\bLC\d\d\b/g, '');
          for (const w of text.match(/[A-Za-z]+/g) ?? []) if (!allowed.has(w)) latin.push(`${prefix}${k}: ${w}`);
        }
      }
    };
    walk(hi, '');
    expect(latin).toEqual([]);
  });

  describe('in Hindi', () => {
    beforeAll(async () => {
      await setLocale('hi-IN');
      await ensurePageMessages();
    });
    afterAll(async () => {
      await setLocale('en-IN');
    });

    it('names cards, fields and figures from the catalogue, and falls back to the English given', () => {
      expect(calculatorTitle(t, 9, 'Home Loan EMI')).toBe('होम लोन EMI');
      expect(calculatorDescription(t, 5, 'x')).toBe('अनुमानित रिटर्न पर मासिक SIP कितनी बढ़ेगी।');
      expect(fieldLabel(t, 'home_loan_emi', 'principal', 'Loan amount')).toBe('लोन राशि');
      expect(outputLabel(t, 'sip', 'futureValue', 'Future value')).toBe('भविष्य का मूल्य');
      // A card or field the catalogue does not know shows the English it was given, never a raw key.
      expect(calculatorTitle(t, 99, 'New calculator')).toBe('New calculator');
      expect(fieldLabel(t, 'sip', 'notAField', 'Something')).toBe('Something');
    });

    it('gives the form Hindi labels and unit words, keeping names, units and limits', () => {
      const fields = readFields(calculators.sip.inputSchema);
      const shown = localiseFields('sip', fields, 'hi-IN');
      const rate = shown.find((f) => f.name === 'annualReturnPct')!;
      expect(rate.label).toBe('अनुमानित सालाना रिटर्न');
      expect(rate.unitLabel).toBe('% सालाना');
      expect(rate.unit).toBe('percent');
      expect(rate.max).toBe(50);
      expect(localiseFields('sip', fields, 'en-IN')).toBe(fields);
    });

    it('rewords the registry’s field messages in Hindi, naming the fields by their Hindi labels', () => {
      const tenure = runCalculator('home_loan_emi', { principal: 5000000, annualRatePct: 8.5, tenureMonths: 0 });
      expect(tenure.ok).toBe(false);
      if (tenure.ok) return;
      const english = tenure.errors[0];
      expect(english.message).toBe('Loan tenure (months) must be at least 1.');
      expect(localiseFieldError('home_loan_emi', english, 'en-IN')).toBe(english);
      expect(localiseFieldError('home_loan_emi', english, 'hi-IN')).toEqual({
        ...english,
        message: 'लोन अवधि कम से कम 1 होना चाहिए।',
      });

      const ages = runCalculator('retirement_planner', {
        ...Object.fromEntries(readFields(calculators.retirement_planner.inputSchema).map((f) => [f.name, f.initial])),
        currentAge: 40,
        retirementAge: 35,
      });
      expect(ages.ok).toBe(false);
      if (ages.ok) return;
      const order = ages.errors.find((e) => e.field === 'retirementAge')!;
      expect(order.message).toBe('Retirement age (years) must be greater than Current age (years).');
      expect(localiseFieldError('retirement_planner', order, 'hi-IN').message).toBe(
        'रिटायरमेंट की आयु वर्तमान आयु से ज़्यादा होना चाहिए।',
      );

      const missing = runCalculator('sip', { annualReturnPct: 12, years: 10 });
      expect(missing.ok).toBe(false);
      if (missing.ok) return;
      expect(localiseFieldError('sip', missing.errors[0], 'hi-IN').message).toBe('मासिक निवेश भरना ज़रूरी है।');
      // A wording the list does not know keeps the registry's sentence whole.
      const odd = { field: 'years', code: 'E-10546' as const, message: 'Investment period (years) is odd.' };
      expect(localiseFieldError('sip', odd, 'hi-IN')).toBe(odd);
    });

    it('dated rates, tax years and the card-payoff reasons read in Hindi, with figures and dates unchanged', () => {
      const ppf = localiseRate(RATES.ppf, 'hi-IN');
      expect(ppf.label).toBe('PPF ब्याज दर');
      expect(ppf.display).toBe('7.1 % सालाना, सालाना चक्रवृद्धि');
      expect(ppf.asOf).toBe(RATES.ppf.asOf);
      expect(ppf.value).toBe(7.1);
      expect(localiseRate(RATES.tax_cess, 'en-IN')).toBe(RATES.tax_cess);
      expect(npsFundName('LC75')).toBe('आक्रामक');
      expect(taxYearLabel(TAX_YEARS[0], 'hi-IN')).toBe('कर वर्ष 2026-27 (आयकर अधिनियम 2025)');
      expect(taxYearLabel(TAX_YEARS[0], 'en-IN')).toBe(TAX_YEARS[0].label);
      expect(payoffReason('The balance is not cleared within 100 years at this payment.')).toBe(
        'इस भुगतान पर बकाया 100 साल में नहीं चुकता।',
      );
    });
  });
});
