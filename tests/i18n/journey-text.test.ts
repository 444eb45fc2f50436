import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BAND_TEXT, NEXT_STEP_TEXT, RESOURCE_CARD_TEXT } from '../../src/client/pages/journey/journey-text.js';
import { FRA_BANDS } from '../../src/server/modules/journey/content/fra-bands.js';
import { NEXT_STEPS } from '../../src/server/modules/journey/fra-next-steps.js';
import { RESOURCE_CARDS } from '../../src/server/modules/journey/resources-service.js';

/**
 * The journey's fixed words the server sends in English (resources cards, risk bands, next steps) are shown from the
 * catalogue by key (src/client/pages/journey/journey-text.ts): the en-IN catalogue says what the server says, and
 * each has a Hindi sentence.
 */
const read = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}/journey.json`, 'utf8')) as Record<string, unknown>;
const catalogues = { en: read('en-IN'), hi: read('hi-IN') };
const sentence = (locale: 'en' | 'hi', key: string) =>
  key
    .split('.')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues[locale]);
const DEVANAGARI = /[\u0900-\u097F]/;

function expectSentence(key: string, english: string) {
  expect(sentence('en', key), key).toBe(english);
  expect(sentence('hi', key), `${key} in Hindi`).toMatch(DEVANAGARI);
}

describe('journey words the server sends in English', () => {
  it('the resources cards, by kind', () => {
    for (const card of RESOURCE_CARDS) {
      const text = RESOURCE_CARD_TEXT[card.kind];
      expect(text, card.kind).toBeDefined();
      expectSentence(text.title, card.title);
      expectSentence(text.subtitle, card.subtitle);
    }
  });

  it('the risk bands, by key', () => {
    for (const band of FRA_BANDS) {
      const text = BAND_TEXT[band.key];
      expect(text, band.key).toBeDefined();
      expectSentence(text.label, band.label);
      expectSentence(text.description, band.description);
      expectSentence(text.allocation, band.allocation);
    }
  });

  it('the next steps of each band, by key', () => {
    for (const band of FRA_BANDS) {
      for (const step of NEXT_STEPS[band.key]) {
        expect(NEXT_STEP_TEXT[step.key], step.key).toBeDefined();
        expectSentence(NEXT_STEP_TEXT[step.key], step.label);
      }
    }
  });
});
