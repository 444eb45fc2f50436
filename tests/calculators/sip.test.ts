import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { expectRupees } from './money';

const sip = calculators.sip.compute;

describe('sip (calculators.md §4)', () => {
  it('₹1,000 × 12 months at 12 % → ₹12,809 (Groww example, annuity due)', () => {
    const out = sip({ monthlyInvestment: 1000, annualReturnPct: 12, years: 1 });
    expectRupees(out.futureValue, 12809);
    expect(out.totalInvested).toBe(12000);
    expectRupees(out.estimatedReturns, 809);
  });

  it('does not fall into the ordinary-annuity pitfall (₹12,683)', () => {
    expect(Math.round(sip({ monthlyInvestment: 1000, annualReturnPct: 12, years: 1 }).futureValue)).not.toBe(12683);
  });

  it('₹10,000 × 20 years at 12 % → ₹99,91,479', () => {
    const out = sip({ monthlyInvestment: 10000, annualReturnPct: 12, years: 20 });
    expectRupees(out.futureValue, 9991479);
    expect(out.totalInvested).toBe(2400000);
    expect(out.months).toBe(240);
  });

  it('0 % return gives P × n exactly', () => {
    expect(sip({ monthlyInvestment: 2500, annualReturnPct: 0, years: 3 }).futureValue).toBe(90000);
  });

  it('keeps full precision (no rounding inside compute)', () => {
    expect(Number.isInteger(sip({ monthlyInvestment: 1000, annualReturnPct: 12, years: 1 }).futureValue)).toBe(false);
  });

  it('yearly series ends at the future value', () => {
    const out = sip({ monthlyInvestment: 10000, annualReturnPct: 12, years: 20 });
    expect(out.yearly).toHaveLength(20);
    expect(out.yearly[19].value).toBeCloseTo(out.futureValue, 6);
    expectRupees(out.yearly[0].value, 128093);
  });
});
