import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { expectRupees } from './money';

const card = calculators.credit_card_payoff.compute;

describe('credit_card_payoff (calculators.md §11)', () => {
  it('₹1 L at 3.5 %/month, ₹5,000/month, no GST → 35 months, interest ₹74,989 (morecalculators.com)', () => {
    const out = card({
      outstanding: 100000,
      monthlyInterestRatePct: 3.5,
      mode: 'fixed',
      fixedMonthlyPayment: 5000,
      gstOnInterestPct: 0,
    });
    expect(out.payable).toBe(true);
    expect(out.monthsToPayoff).toBe(35);
    expectRupees(out.totalInterest ?? NaN, 74989);
    expect(out.lastPayment).toBeLessThan(5000);
  });

  it('fixed mode agrees with the closed form n = ceil(−ln(1 − B i/P)/ln(1+i)), GST folded into i', () => {
    const i = 0.035 * 1.18;
    const out = card({
      outstanding: 100000,
      monthlyInterestRatePct: 3.5,
      fixedMonthlyPayment: 5000,
      gstOnInterestPct: 18,
    });
    expect(out.monthsToPayoff).toBe(Math.ceil(-Math.log(1 - (100000 * i) / 5000) / Math.log(1 + i)));
    expect(out.totalGst).toBeCloseTo((out.totalInterest ?? 0) * 0.18, 6);
  });

  it('GST on interest is charged by default (18 %) and makes payoff longer', () => {
    const withGst = card({ outstanding: 100000, monthlyInterestRatePct: 3.5, fixedMonthlyPayment: 5000 });
    expect(withGst.monthsToPayoff).toBeGreaterThan(35);
    expect(withGst.totalGst).toBeGreaterThan(0);
  });

  it('reports "not payable" when the payment does not exceed the monthly charge (never loops forever)', () => {
    const out = card({
      outstanding: 100000,
      monthlyInterestRatePct: 3.5,
      fixedMonthlyPayment: 4000,
      gstOnInterestPct: 18,
    });
    expect(out.payable).toBe(false);
    expect(out.monthsToPayoff).toBeNull();
    expect(out.reason).toMatch(/interest/);
    expect(out.firstMonthCharges).toBeCloseTo(4130, 6);
    // A payment exactly equal to the charge never reduces the balance either.
    const equal = card({
      outstanding: 100000,
      monthlyInterestRatePct: 2,
      fixedMonthlyPayment: 2000,
      gstOnInterestPct: 0,
    });
    expect(equal.payable).toBe(false);
    expect(
      card({ outstanding: 100000, monthlyInterestRatePct: 2, fixedMonthlyPayment: 2001, gstOnInterestPct: 0 }).payable,
    ).toBe(true);
  });

  it('minimum mode: pays max(min% × post-interest balance, floor) until clear', () => {
    const out = card({
      outstanding: 10000,
      monthlyInterestRatePct: 3,
      mode: 'minimum',
      minPaymentPct: 5,
      minPaymentFloor: 500,
      gstOnInterestPct: 0,
    });
    // Month 1: 10,000 + 300 = 10,300 → pays max(515, 500) = 515.
    expect(out.yearly[0].paid).toBeGreaterThan(0);
    let balance = 10000;
    let months = 0;
    while (balance > 1e-6) {
      balance *= 1.03;
      balance -= Math.min(Math.max(0.05 * balance, 500), balance);
      months += 1;
    }
    expect(out.monthsToPayoff).toBe(months);
  });

  it('minimum mode that never covers the interest is not payable', () => {
    const out = card({
      outstanding: 100000,
      monthlyInterestRatePct: 4,
      mode: 'minimum',
      minPaymentPct: 2,
      minPaymentFloor: 100,
      gstOnInterestPct: 18,
    });
    expect(out.payable).toBe(false);
    expect(out.totalPaid).toBeNull();
  });
});
