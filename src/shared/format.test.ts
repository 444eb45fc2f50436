import { describe, expect, it } from 'vitest';
import {
  formatDateIST,
  formatDuration,
  formatINR,
  formatINRShort,
  formatNumber,
  setFormatLocale,
  withFormatLocale,
} from './format';

/** Money, numbers, dates and durations per locale (docs/i18n.md): Indian grouping in both, Hindi words in hi-IN. */
describe('format by locale', () => {
  const day = new Date('2026-11-22T20:00:00Z'); // 23 Nov 2026, 01:30 IST

  it('en-IN: ₹ with lakh/crore grouping, K/L/Cr units, IST dates', () => {
    expect(formatINR(1234567)).toBe('₹12,34,567');
    expect(formatINR(1234567.5, { paise: true })).toBe('₹12,34,567.50');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatINRShort(2_50_00_000)).toBe('₹2.5 Cr');
    expect(formatINRShort(12_30_000)).toBe('₹12.3 L');
    expect(formatDateIST(day)).toBe('23 Nov 2026');
    expect(formatDuration(3900)).toBe('1 hr 5 min');
  });

  it('hi-IN: the same grouping, लाख/करोड़ wording, Hindi month and duration names', () => {
    withFormatLocale('hi-IN', () => {
      expect(formatINR(1234567)).toBe('₹12,34,567');
      expect(formatNumber(100000)).toBe('1,00,000');
      expect(formatINRShort(2_50_00_000)).toBe('₹2.5 करोड़');
      expect(formatINRShort(12_30_000)).toBe('₹12.3 लाख');
      expect(formatDateIST(day)).toMatch(/^23 नव.* 2026$/);
      expect(formatDuration(3900)).toBe('1 घंटे 5 मिनट');
    });
    // withFormatLocale restores the locale it found.
    expect(formatINRShort(12_30_000)).toBe('₹12.3 L');
  });

  it('setFormatLocale switches every formatter until switched back', () => {
    setFormatLocale('hi-IN');
    expect(formatDuration(45)).toBe('45 सेकंड');
    setFormatLocale('en-IN');
    expect(formatDuration(45)).toBe('45 sec');
  });
});
