import { describe, expect, it } from 'vitest';
import { RATES } from '../../../src/calculators/rates.js';
import { HINGLISH_NOTE } from '../../../src/server/modules/assistant/language.js';
import type { AssistantAnswer } from '../../../src/shared/generated/api/assistant/assistant-answer.js';
import { bearer } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { useAssistantApp } from './assistant-fixtures.js';

/**
 * Hindi answers fully Hindi, and Hinglish on the English page (issue 33, docs/assistant.md "Hindi answers" and
 * "Hinglish on the English page"), through the route on the demo seed.
 */
const c = useAssistantApp();
const ask = async (question: string, locale: string) =>
  expectSuccess<AssistantAnswer>(
    await c.app.inject({
      method: 'POST',
      url: '/api/v1/client-emp/ask-question',
      headers: { ...bearer(c.acme), 'accept-language': locale },
      payload: { question },
    }),
  );

describe('Hindi answers', () => {
  it('a rate fact quotes the rates table in Hindi: label, value, date and source', async () => {
    const a = await ask('PPF पर ब्याज दर कितनी है?', 'hi-IN');
    expect(a.kind).toBe('fact');
    expect(a.language).toBe('hi');
    expect(a.answer).toContain('PPF ब्याज दर');
    expect(a.answer).toContain('7.1 % सालाना');
    expect(a.answer).toContain('1 जनवरी 2026');
    expect(a.answer).toContain('वित्त मंत्रालय');
    expect(a.answer).not.toContain(RATES.ppf.label);
    expect(a.answer).not.toContain(RATES.ppf.source);
  });

  it('a calculator answer names its rates, units and tax year in Hindi', async () => {
    const ppf = await ask('हर साल 1 लाख PPF में 15 साल तक डालूँ तो कितना मिलेगा?', 'hi-IN');
    expect(ppf.kind).toBe('calculator');
    expect(ppf.answer).toContain('PPF ब्याज दर');
    expect(ppf.answer).toContain('15 साल');
    expect(ppf.answer).not.toMatch(/interest rate|years|as of/);
    const tax = await ask('FY 2024-25 में 15 लाख वेतन पर टैक्स कितना होगा?', 'hi-IN');
    expect(tax.kind).toBe('calculator');
    expect(tax.answer).toContain('वित्त वर्ष 2024-25 (कर निर्धारण वर्ष 2025-26)');
    expect(tax.answer).not.toContain('FY 2024-25 (AY');
  });

  it('a content answer quotes the item’s Hindi version when it has one', async () => {
    const a = await ask('How much money should I keep in an emergency fund?', 'hi-IN');
    expect(a.kind).toBe('content');
    expect(a.sources[0].title).toBe('आपातकालीन फंड में कितना पैसा रखना चाहिए, और कहाँ?');
    expect(a.answer).toMatch(/^"आपातकालीन फंड में कितना पैसा रखना चाहिए, और कहाँ\?" से: [^a-zA-Z]*[\u0900-\u097F]/);
    // The same question on the English page quotes the English item.
    const en = await ask('How much money should I keep in an emergency fund?', 'en-IN');
    expect(en.sources[0].title).toBe('How much should I keep in an emergency fund, and where?');
  });

  it('an item with no Hindi version says so and keeps its English', async () => {
    const a = await ask('What is ELSS and how does it save tax?', 'hi-IN');
    expect(a.kind).toBe('content');
    expect(a.answer).toContain('(यह लेख अभी सिर्फ़ अंग्रेज़ी में है)');
    expect(a.sources[0].title).toBe('What is ELSS and how does it save tax?');
  });
});

describe('Hinglish on the English page', () => {
  it('is answered in English with a one-line note offering Hindi', async () => {
    const a = await ask('30 lakh ka home loan 9% pe 20 saal, EMI kitni hogi?', 'en-IN');
    expect(a.kind).toBe('calculator');
    expect(a.language).toBe('en');
    expect(a.language_hint).toBe('hi');
    expect(a.answer.endsWith(`\n\n${HINGLISH_NOTE}`)).toBe(true);
    expect(a.calculation?.inputs.find((i) => i.name === 'tenureMonths')?.value).toBe(240);
  });

  it('an English question gets no note; the Hindi page answers the same Hinglish in Hindi without one', async () => {
    const en = await ask('EMI on a 30 lakh home loan at 9% for 20 years', 'en-IN');
    expect(en.language_hint).toBeNull();
    expect(en.answer).not.toContain(HINGLISH_NOTE);
    const hi = await ask('30 lakh ka home loan 9% pe 20 saal, EMI kitni hogi?', 'hi-IN');
    expect(hi.language).toBe('hi');
    expect(hi.language_hint).toBeNull();
  });
});
