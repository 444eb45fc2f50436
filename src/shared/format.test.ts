import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  formatDateIST,
  formatDateLongIST,
  formatDateMediumIST,
  formatDateTimeIST,
  formatDateTimeMediumIST,
  formatTimeIST,
  formatWeekdayDateIST,
  formatDuration,
  formatINR,
  formatINRShort,
  formatISTDayAndTime,
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

  it('short amounts are rounded, not truncated: ₹1,95,000 reads ₹1.95 L (issue 37)', () => {
    expect(formatINRShort(1_95_000)).toBe('₹1.95 L');
    expect(formatINRShort(40_68_209)).toBe('₹40.7 L');
    expect(formatINRShort(1_99_999)).toBe('₹2 L');
    expect(formatINRShort(1_07_06_420)).toBe('₹1.07 Cr');
    expect(formatINRShort(99_99_999)).toBe('₹1 Cr');
    expect(formatINRShort(99_999)).toBe('₹1 L');
    expect(formatINRShort(12_345)).toBe('₹12.3 K');
    expect(formatINRShort(-1_95_000)).toBe('-₹1.95 L');
    expect(formatINRShort(58_08_50_00_000)).toBe('₹5,808.5 Cr');
    expect(formatINRShort(1_95_000, { digits: 1 })).toBe('₹2 L');
    withFormatLocale('hi-IN', () => expect(formatINRShort(1_95_000)).toBe('₹1.95 लाख'));
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

  it('the date shapes of the pages, in India time: English as before, Hindi month, weekday and day-period words', () => {
    const evening = new Date('2026-12-01T13:00:00Z'); // Tue 1 Dec 2026, 6:30 pm IST
    expect(formatDateMediumIST(evening)).toBe('1 Dec 2026');
    expect(formatDateLongIST(evening)).toBe('1 December 2026');
    expect(formatDateTimeMediumIST(evening)).toBe('1 Dec 2026, 6:30 pm');
    expect(formatWeekdayDateIST(evening)).toBe('Tue, 1 Dec');
    expect(formatWeekdayDateIST('2026-12-01')).toBe('Tue, 1 Dec');
    expect(formatTimeIST(evening)).toBe('6:30 pm');
    expect(formatDateTimeIST(evening)).toBe('01 Dec 2026, 06:30 pm IST');
    expect(formatISTDayAndTime('2026-12-01', '18:30')).toBe('Tue, 1 Dec · 6:30 pm IST');
    withFormatLocale('hi-IN', () => {
      expect(formatDateLongIST(evening)).toBe('1 दिसंबर 2026');
      expect(formatWeekdayDateIST('2026-12-01')).toMatch(/^मंगल, 1 दिस/);
      expect(formatTimeIST(evening)).toBe('6:30 अपराह्न');
      expect(formatTimeIST(new Date('2026-12-01T04:00:00Z'))).toBe('9:30 पूर्वाह्न');
      expect(formatDateTimeMediumIST(evening)).toMatch(/^1 दिस.* 2026, 6:30 अपराह्न$/);
      expect(formatDateTimeIST(evening)).toMatch(/^01 दिस.* 2026, 06:30 अपराह्न IST$/);
      expect(formatISTDayAndTime('2026-12-01', '18:30')).toMatch(/^मंगल, 1 दिस.* · 6:30 अपराह्न IST$/);
    });
  });
});

describe('displayPhone', () => {
  it('reads an Indian mobile in any of the accepted forms as +91 and two groups of five', () => {
    for (const raw of ['9876543210', '919876543210', '+919876543210', '+91 98765-43210'])
      expect(displayPhone(raw), raw).toBe('+91 98765 43210');
    expect(displayPhone('12345')).toBe('12345');
  });
});
