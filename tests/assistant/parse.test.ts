import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../src/server/modules/assistant/parse.js';

/** Numbers of a question (docs/assistant.md "Understanding numbers"). */
describe('parseQuestion', () => {
  it('reads lakh, crore, K, L, Cr, ₹, Rs and Indian or western commas', () => {
    const amounts = (q: string) => parseQuestion(q).amounts.map((a) => a.value);
    expect(amounts('40 lakh')).toEqual([4_000_000]);
    expect(amounts('1.2 crore and 2 Cr')).toEqual([12_000_000, 20_000_000]);
    expect(amounts('10k, 10K and 25L')).toEqual([10_000, 10_000, 2_500_000]);
    expect(amounts('₹40,00,000 or Rs. 4,000,000 or INR 5000')).toEqual([4_000_000, 4_000_000, 5_000]);
    expect(amounts('18 LPA')).toEqual([1_800_000]);
    expect(parseQuestion('18 LPA').amounts[0].period).toBe('year');
    expect(parseQuestion('10k a month').amounts[0].period).toBe('month');
  });

  it('reads rates, durations and ages, and leaves section names alone', () => {
    const p = parseQuestion('I am 35, retire at 55, 8.5% for 20 years or 240 months, 12 percent, under 80C');
    expect(p.ages.map((a) => [a.value, a.role])).toEqual([
      [35, 'current'],
      [55, 'retirement'],
    ]);
    expect(p.rates.map((r) => r.value)).toEqual([8.5, 12]);
    expect(p.durations.map((d) => d.months)).toEqual([240, 240]);
    expect(p.amounts).toEqual([]);
    expect(p.bare).toEqual([]);
    expect(parseQuestion('a 35 year old').ages[0].value).toBe(35);
    expect(parseQuestion('for ten years').durations[0].months).toBe(120);
  });

  it('replaces the numbers by placeholders for the classifier', () => {
    expect(parseQuestion('EMI for 40 lakh at 8.5% for 20 years').text).toBe(
      'emi for <amount> at <rate> for <duration>',
    );
  });
});
