import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const hlv = calculators.human_life_value.compute;

describe('human_life_value (calculators.md §19, own formula)', () => {
  it('PV = NC/(d−g) × [1 − ((1+g)/(1+d))^N]; HLV = PV + liabilities; cover gap floored at zero', () => {
    const out = hlv({
      annualIncome: 1200000,
      annualPersonalExpenses: 300000,
      currentAge: 30,
      retirementAge: 60,
      incomeGrowthPct: 5,
      discountRatePct: 8,
      outstandingLiabilities: 2000000,
      existingLifeCover: 5000000,
      existingInvestments: 1000000,
    });
    const nc = 900000;
    const pv = (nc / (0.08 - 0.05)) * (1 - (1.05 / 1.08) ** 30);
    expect(out.yearsToRetirement).toBe(30);
    expect(out.netAnnualContribution).toBe(nc);
    expect(out.presentValueOfFutureIncome).toBeCloseTo(pv, 4);
    expect(out.humanLifeValue).toBeCloseTo(pv + 2000000, 4);
    expect(out.additionalCoverNeeded).toBeCloseTo(pv + 2000000 - 6000000, 4);
  });

  it('g = d gives N × NC / (1 + d)', () => {
    const out = hlv({
      annualIncome: 1000000,
      annualPersonalExpenses: 200000,
      currentAge: 40,
      retirementAge: 60,
      incomeGrowthPct: 7,
      discountRatePct: 7,
    });
    expect(out.presentValueOfFutureIncome).toBeCloseTo((20 * 800000) / 1.07, 4);
  });

  it('never asks for negative cover', () => {
    const out = hlv({
      annualIncome: 500000,
      annualPersonalExpenses: 200000,
      currentAge: 55,
      retirementAge: 58,
      incomeGrowthPct: 0,
      discountRatePct: 7,
      existingLifeCover: 1e8,
    });
    expect(out.additionalCoverNeeded).toBe(0);
  });
});
