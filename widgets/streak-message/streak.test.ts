import { describe, expect, it } from 'vitest';
import { streakFrom } from './streak';

describe('the streak rule', () => {
  it('counts consecutive days ending today', () => {
    expect(streakFrom(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], '2026-03-10')).toEqual({
      days: 3,
      active_today: true,
    });
  });
  it('keeps yesterday’s streak until today is over', () => {
    expect(streakFrom(['2026-03-09', '2026-03-08'], '2026-03-10')).toEqual({ days: 2, active_today: false });
  });
  it('is 0 after a missed day, and across a month end', () => {
    expect(streakFrom(['2026-03-08'], '2026-03-10').days).toBe(0);
    expect(streakFrom(['2026-03-01', '2026-02-28'], '2026-03-01').days).toBe(2);
  });
});
