import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const plan = calculators.retirement_planner.compute;
const base = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 85,
  currentMonthlyExpenses: 50000,
  inflationPct: 6,
  preRetirementReturnPct: 12,
  postRetirementReturnPct: 7,
  currentSavings: 500000,
};

describe('retirement_planner (calculators.md §17, own formula)', () => {
  it('the corpus pays inflation-growing expenses at the start of each year and runs out exactly at life expectancy', () => {
    const out = plan(base);
    expect(out.annualExpensesAtRetirement).toBeCloseTo(12 * 50000 * 1.06 ** 30, 6);
    let balance = out.corpusRequired;
    for (let y = 0; y < 25; y++) {
      balance -= out.annualExpensesAtRetirement * 1.06 ** y;
      balance *= 1.07;
    }
    expect(Math.abs(balance)).toBeLessThan(1e-3);
  });

  it('uses the exact real rate (1+post)/(1+inf) − 1, not post − inf', () => {
    const out = plan(base);
    expect(out.realReturnPct).toBeCloseTo((1.07 / 1.06 - 1) * 100, 12);
    expect(out.realReturnPct).not.toBeCloseTo(1, 3);
  });

  it('q = 0 gives E_ret × N', () => {
    const out = plan({ ...base, inflationPct: 6, postRetirementReturnPct: 6 });
    expect(out.corpusRequired).toBeCloseTo(out.annualExpensesAtRetirement * 25, 4);
  });

  it('savings grow annually at the pre-retirement return; the gap is an annuity-due SIP at pre/12', () => {
    const out = plan(base);
    const fv = 500000 * 1.12 ** 30;
    expect(out.futureValueOfSavings).toBeCloseTo(fv, 4);
    expect(out.shortfall).toBeCloseTo(out.corpusRequired - fv, 4);
    let sipValue = 0;
    for (let m = 0; m < 360; m++) sipValue = (sipValue + out.monthlySipRequired) * 1.01;
    expect(sipValue).toBeCloseTo(out.shortfall, 2);
  });

  it('no SIP when savings already cover the corpus', () => {
    const out = plan({ ...base, currentSavings: 1e10 });
    expect(out.shortfall).toBe(0);
    expect(out.monthlySipRequired).toBe(0);
  });
});
