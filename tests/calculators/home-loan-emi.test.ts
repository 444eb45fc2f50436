import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { expectNear, expectRupees } from './money';

const emi = calculators.home_loan_emi.compute;

describe('home_loan_emi (calculators.md §9)', () => {
  it('₹50 L, 8.5 %, 20 years → EMI ₹43,391, interest ≈ ₹54,13,879', () => {
    const out = emi({ principal: 5000000, annualRatePct: 8.5, tenureMonths: 240 });
    expectRupees(out.emi, 43391);
    expectNear({ actual: out.totalInterest, expected: 5413879, tolerance: 1 });
    expect(out.totalPayment).toBeCloseTo(out.emi * 240, 6);
  });

  it('Kotak Mahindra Bank: ₹50 L, 12 %, 10 years → ₹71,735', () => {
    expectRupees(emi({ principal: 5000000, annualRatePct: 12, tenureMonths: 120 }).emi, 71735);
  });

  it('uses annual/12, not the effective monthly rate, and keeps the EMI unrounded', () => {
    const out = emi({ principal: 5000000, annualRatePct: 8.5, tenureMonths: 240 });
    expect(Number.isInteger(out.emi)).toBe(false);
    const effective = 1.085 ** (1 / 12) - 1;
    const effectiveEmi = (5000000 * effective * (1 + effective) ** 240) / ((1 + effective) ** 240 - 1);
    expect(Math.abs(out.emi - effectiveEmi)).toBeGreaterThan(100);
  });

  it('0 % rate gives P / n', () => {
    const out = emi({ principal: 1200000, annualRatePct: 0, tenureMonths: 120 });
    expect(out.emi).toBe(10000);
    expect(out.totalInterest).toBe(0);
  });

  it('the yearly schedule (interest = balance × r) repays the principal and sums to the total interest', () => {
    const out = emi({ principal: 5000000, annualRatePct: 8.5, tenureMonths: 240 });
    expect(out.yearly).toHaveLength(20);
    const principal = out.yearly.reduce((s, y) => s + y.principalPaid, 0);
    const interest = out.yearly.reduce((s, y) => s + y.interestPaid, 0);
    expect(principal).toBeCloseTo(5000000, 4);
    expect(interest).toBeCloseTo(out.totalInterest, 2);
    expect(out.yearly[19].closingBalance).toBe(0);
    // Month 1: interest 50 L × 8.5 %/12 = 35,416.67; the first year is mostly interest.
    expect(out.yearly[0].interestPaid).toBeGreaterThan(out.yearly[0].principalPaid);
  });
});
