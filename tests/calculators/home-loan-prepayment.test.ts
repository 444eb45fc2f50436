import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { expectNear } from './money';

const prepay = calculators.home_loan_prepayment.compute;
const base = {
  principal: 5000000,
  annualRatePct: 8.5,
  tenureMonths: 240,
  prepaymentAmount: 500000,
  prepaymentAfterMonth: 12,
};

describe('home_loan_prepayment (calculators.md §10, own formula)', () => {
  // The spec quotes the savings of prepay-01 / -02 (₹16.04 L vs ₹5.09 L) without their inputs; these
  // are the inputs that reproduce both figures: ₹50 L, 8.5 %, 20 years, ₹5 L after the 12th EMI.
  it('reduce tenure saves ≈ ₹16.04 L (prepay-01)', () => {
    const out = prepay({ ...base, mode: 'reduceTenure' });
    expectNear({ actual: out.interestSaved / 1e5, expected: 16.04, tolerance: 0.005 });
    expect(out.newEmi).toBe(out.originalEmi);
  });

  it('reduce EMI saves ≈ ₹5.09 L (prepay-02)', () => {
    const out = prepay({ ...base, mode: 'reduceEmi' });
    expectNear({ actual: out.interestSaved / 1e5, expected: 5.09, tolerance: 0.005 });
    expect(out.newRemainingMonths).toBe(228);
    expect(out.monthsSaved).toBe(0);
  });

  it('outstanding_k = P(1+r)^k − EMI((1+r)^k − 1)/r and B = outstanding − prepayment', () => {
    const out = prepay(base);
    const r = 8.5 / 1200;
    const g = (1 + r) ** 12;
    const expected = 5000000 * g - (out.originalEmi * (g - 1)) / r;
    expect(out.outstandingBeforePrepayment).toBeCloseTo(expected, 4);
    expect(out.balanceAfterPrepayment).toBeCloseTo(expected - 500000, 4);
  });

  it('reduce tenure: remaining months = ceil(−ln(1 − B r/EMI)/ln(1+r)), last EMI partial', () => {
    const out = prepay({ ...base, mode: 'reduceTenure' });
    const r = 8.5 / 1200;
    const exact = -Math.log(1 - (out.balanceAfterPrepayment * r) / out.originalEmi) / Math.log(1 + r);
    expect(out.newRemainingMonths).toBe(Math.ceil(exact));
    expect(out.monthsSaved).toBe(228 - out.newRemainingMonths);
    expect(out.lastEmi).toBeGreaterThan(0);
    expect(out.lastEmi).toBeLessThanOrEqual(out.originalEmi);
    // Simulate the shortened loan month by month: it must close in exactly newRemainingMonths.
    let balance = out.balanceAfterPrepayment;
    let months = 0;
    let interest = 0;
    while (balance > 1e-6) {
      const due = balance * r;
      interest += due;
      balance = balance + due - Math.min(out.originalEmi, balance + due);
      months += 1;
    }
    expect(months).toBe(out.newRemainingMonths);
    expect(interest).toBeCloseTo(out.interestAfterPrepayment, 3);
  });

  it('reduce EMI: newEmi = B r (1+r)^(n−k) / ((1+r)^(n−k) − 1)', () => {
    const out = prepay({ ...base, mode: 'reduceEmi' });
    const r = 8.5 / 1200;
    const g = (1 + r) ** 228;
    expect(out.newEmi).toBeCloseTo((out.balanceAfterPrepayment * r * g) / (g - 1), 6);
  });

  it('a pre-payment equal to the outstanding closes the loan', () => {
    const first = prepay(base);
    const out = prepay({ ...base, prepaymentAmount: first.outstandingBeforePrepayment });
    expect(out.loanClosed).toBe(true);
    expect(out.newRemainingMonths).toBe(0);
    expect(out.interestAfterPrepayment).toBe(0);
  });

  it('0 % loan: months = ceil(B / EMI), no interest saved', () => {
    const out = prepay({
      principal: 120000,
      annualRatePct: 0,
      tenureMonths: 12,
      prepaymentAmount: 25000,
      prepaymentAfterMonth: 2,
    });
    expect(out.newRemainingMonths).toBe(8);
    expect(out.lastEmi).toBe(5000);
    expect(out.interestSaved).toBe(0);
  });
});
