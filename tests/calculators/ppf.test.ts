import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { expectRupees } from './money';

const ppf = calculators.ppf.compute;

describe('ppf (calculators.md §6)', () => {
  it('₹1.5 L × 15 years at 7.1 % → ₹40,68,209, interest ₹18,18,209', () => {
    const out = ppf({ annualDeposit: 150000, annualRatePct: 7.1, years: 15 });
    expectRupees(out.maturityValue, 4068209);
    expectRupees(out.totalInterest, 1818209);
    expect(out.totalInvested).toBe(2250000);
  });

  it('defaults to the official 7.1 % and the 15-year term', () => {
    expectRupees(ppf({ annualDeposit: 150000 }).maturityValue, 4068209);
  });

  it('deposits at the start of the FY: the year-by-year loop matches the closed form', () => {
    const out = ppf({ annualDeposit: 150000, annualRatePct: 7.1, years: 20 });
    expect(out.yearly).toHaveLength(20);
    expect(out.yearly[0].interest).toBeCloseTo(150000 * 0.071, 9);
    expect(out.yearly[19].closingBalance).toBeCloseTo(out.maturityValue, 4);
  });

  it('0 % rate gives deposits × years', () => {
    expect(ppf({ annualDeposit: 1000, annualRatePct: 0, years: 15 }).maturityValue).toBe(15000);
  });
});
