import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { expectNear, expectRupees } from './money';

const stepUp = calculators.step_up_sip.compute;

describe('step_up_sip (calculators.md §13)', () => {
  it('₹5,000, 10 % step-up, 12 %, 10 years → FV ₹16,87,163, invested ₹9,56,245 (hashmatic.in)', () => {
    const out = stepUp({ monthlyInvestment: 5000, annualStepUpPct: 10, annualReturnPct: 12, years: 10 });
    expectRupees(out.futureValue, 1687163);
    expectRupees(out.totalInvested, 956245);
  });

  it('₹10,000 / 10 % / 12 % / 20 years is ≈ ₹1.99 Cr, not the "₹2.2–2.3 Cr" some sites claim', () => {
    const out = stepUp({ monthlyInvestment: 10000, annualStepUpPct: 10, annualReturnPct: 12, years: 20 });
    expectNear({ actual: out.futureValue / 1e7, expected: 1.99, tolerance: 0.005 });
  });

  it('steps up every 12 instalments, not monthly, and does not round the stepped amounts', () => {
    const out = stepUp({ monthlyInvestment: 1234, annualStepUpPct: 5, annualReturnPct: 0, years: 2 });
    expect(out.yearly[0].monthlyInvestment).toBe(1234);
    expect(out.yearly[1].monthlyInvestment).toBeCloseTo(1295.7, 9);
    // At 0 % return the value is just the 12 + 12 instalments.
    expect(out.futureValue).toBeCloseTo(12 * 1234 + 12 * 1295.7, 9);
  });

  it('with 0 % step-up equals the plain SIP', () => {
    const plain = calculators.sip.compute({ monthlyInvestment: 7000, annualReturnPct: 11, years: 12 }).futureValue;
    const out = stepUp({ monthlyInvestment: 7000, annualStepUpPct: 0, annualReturnPct: 11, years: 12 });
    expect(out.futureValue).toBeCloseTo(plain, 4);
  });

  it('fixed-amount step-up variant: P_y = P + yX', () => {
    const out = stepUp({
      monthlyInvestment: 5000,
      annualStepUpPct: 0,
      annualReturnPct: 0,
      years: 3,
      stepUpType: 'amount',
      annualStepUpAmount: 1000,
    });
    expect(out.yearly.map((y) => y.monthlyInvestment)).toEqual([5000, 6000, 7000]);
    expect(out.futureValue).toBe(12 * (5000 + 6000 + 7000));
  });
});
