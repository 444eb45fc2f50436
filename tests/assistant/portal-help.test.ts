import { describe, expect, it } from 'vitest';
import { CLIENT_SECTION_PATHS, isKnownClientPath } from '../../src/shared/route-guard.js';
import { RATES } from '../../src/calculators/rates.js';
import { definitionTerm } from '../../src/server/modules/assistant/content-sources.js';
import { fact, FEATURES, howTo } from '../../src/server/modules/assistant/portal-help.js';
import { parseQuestion } from '../../src/server/modules/assistant/parse.js';
import { handoffReason } from '../../src/server/modules/assistant/safety.js';

/** How-to, facts, definitions and hand-off rules (docs/assistant.md "How-to and facts", "Hand-off"). */
const text = (q: string) => parseQuestion(q).text;

describe('portal index', () => {
  it('covers every section of the route guard that the navigation names, and only known client paths', () => {
    const indexed = new Set(FEATURES.map((f) => f.path));
    for (const p of CLIENT_SECTION_PATHS.filter(
      (x) => !/home$|^\/client$|profile|notifications|task|journey|resources|help/.test(x),
    ))
      expect(indexed.has(p), p).toBe(true);
    for (const f of FEATURES) expect(isKnownClientPath(f.path), f.path).toBe(true);
  });

  it('answers how-to questions with the feature and no link for a visitor without a public page', () => {
    const visitor = howTo(text('How do I book a tax counsellor?'), null, 'en');
    expect(visitor?.link?.url).toBe('/public-counselling');
    expect(visitor?.text).toMatch(/Financial counselling/);
    const cert = howTo(text('Where is my course certificate?'), null, 'en');
    expect(cert?.text).toMatch(/My profile/);
    expect(cert?.link?.url).toBe('/login');
    expect(howTo(text('kahan hai mera certificate'), null, 'hi')?.text).toMatch(/प्रमाणपत्र/);
    expect(howTo(text('How do I invest in gold?'), null, 'en')).toBeNull();
    expect(howTo(text('What is an SIP?'), null, 'en')).toBeNull();
  });
});

describe('facts from the rates table', () => {
  it('the EPF rate this year with its date and source', () => {
    const a = fact(text('What is the EPF rate this year?'), 'en')!;
    expect(a.text).toContain(RATES.epf.display);
    expect(a.text).toContain(RATES.epf.source);
    expect(a.text).toMatch(/as of 2 Mar 2026/);
    expect(fact(text('current PPF interest rate?'), 'en')?.text).toContain('7.1 %');
    expect(fact(text('EMI for 40 lakh at 8.5% rate'), 'en')).toBeNull();
    expect(fact(text('what is a mutual fund'), 'en')).toBeNull();
    const relief = fact(text('What is marginal relief?'), 'en')!;
    expect(relief.text).toMatch(/may not exceed the income above ₹12 lakh/);
    const old = parseQuestion('new regime slabs for FY 2024-25');
    expect(fact(old.text, 'en', old.taxYear)?.text).toContain(RATES.tax_new_regime_fy2024_25.display);
  });
});

describe('definitions and hand-offs', () => {
  it('reads the term of a definition question', () => {
    expect(definitionTerm('What is an SIP?')).toBe('sip');
    expect(definitionTerm('what are ELSS funds')).toBe('elss funds');
    expect(definitionTerm('how do I start a SIP')).toBeNull();
  });

  it('recognises distress, emergencies and personal advice, not ordinary questions', () => {
    const reason = (q: string) => handoffReason(text(q));
    expect(
      reason(
        'My father had a heart attack, the bill is 6 lakh, I have no insurance and an EMI of 22,000, I am panicking',
      ),
    ).toBe('medical');
    expect(reason('I missed two EMIs and recovery agents are calling me')).toBe('debt');
    expect(reason('I am panicking about money, I cannot cope')).toBe('distress');
    expect(reason('what should I do with my bonus of 3 lakh, advise me')).toBe('personal_advice');
    expect(reason('पापा अस्पताल में हैं, बिल 4 लाख है, मैं घबरा गया हूँ')).toBe('medical');
    expect(reason('EMI for 6 lakh at 10% for 3 years')).toBeNull();
    expect(reason('Should I prepay my home loan or invest the money?')).toBeNull();
    expect(reason('how much health insurance do I need')).toBeNull();
    expect(reason('does health insurance cover the treatment cost of cancer?')).toBeNull();
    expect(reason('my wife was diagnosed with cancer and treatment will cost 12 lakh, how do I manage')).toBe(
      'medical',
    );
  });
});
