import { describe, expect, it } from 'vitest';
import { istLocalToIso, isoToIstLocal } from './ist';

describe('India wall clock for date-time inputs (issue 29: "Send from" in IST from any browser)', () => {
  it('shows an instant as its IST wall clock, not the browser zone', () => {
    expect(isoToIstLocal('2026-01-05T05:29:00.000Z')).toBe('2026-01-05T10:59');
    expect(isoToIstLocal('2026-01-05T20:00:00Z')).toBe('2026-01-06T01:30');
    expect(isoToIstLocal('not a date')).toBe('');
  });
  it('reads a typed IST wall clock back as the same instant (10:59 stays 10:59 IST)', () => {
    expect(istLocalToIso('2026-01-05T10:59')).toBe('2026-01-05T05:29:00.000Z');
    expect(istLocalToIso('2026-01-06T01:30:00')).toBe('2026-01-05T20:00:00.000Z');
    expect(isoToIstLocal(istLocalToIso('2026-03-31T23:45')!)).toBe('2026-03-31T23:45');
    expect(istLocalToIso('10:59')).toBeUndefined();
  });
});
