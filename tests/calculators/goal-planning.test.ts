import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const goal = calculators.goal_planning.compute;

describe('goal_planning (calculators.md §16, own formula)', () => {
  it('inflates the cost, grows savings annually and funds the shortfall with an annuity-due SIP', () => {
    const out = goal({ currentCost: 1000000, years: 10, inflationPct: 6, annualReturnPct: 12, currentSavings: 100000 });
    const futureCost = 1000000 * 1.06 ** 10;
    const savings = 100000 * 1.12 ** 10;
    const i = 0.01;
    const factor = ((1.01 ** 120 - 1) / i) * 1.01;
    expect(out.futureCost).toBeCloseTo(futureCost, 6);
    expect(out.futureValueOfSavings).toBeCloseTo(savings, 6);
    expect(out.shortfall).toBeCloseTo(futureCost - savings, 6);
    expect(out.monthlySipRequired).toBeCloseTo((futureCost - savings) / factor, 6);
    expect(out.lumpsumRequiredToday).toBeCloseTo((futureCost - savings) / 1.12 ** 10, 6);
    expect(Math.round(out.futureCost)).toBe(1790848);
  });

  it('never returns a negative SIP when savings already cover the goal', () => {
    const out = goal({ currentCost: 100000, years: 5, inflationPct: 6, annualReturnPct: 12, currentSavings: 10000000 });
    expect(out.shortfall).toBe(0);
    expect(out.monthlySipRequired).toBe(0);
    expect(out.lumpsumRequiredToday).toBe(0);
  });

  it('handles a 0 % return (SIP = shortfall / n)', () => {
    const out = goal({ currentCost: 120000, years: 1, inflationPct: 0, annualReturnPct: 0 });
    expect(out.monthlySipRequired).toBe(10000);
  });
});
