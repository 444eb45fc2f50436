import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const bvr = calculators.buy_vs_rent.compute;

describe('buy_vs_rent (calculators.md §20, own formula)', () => {
  it('buy net worth = property value at the horizon − loan outstanding', () => {
    const out = bvr({
      propertyPrice: 8000000,
      downPaymentPct: 20,
      loanRatePct: 8.5,
      loanTenureYears: 20,
      propertyAppreciationPct: 5,
      monthlyRent: 25000,
      annualRentIncreasePct: 5,
      investmentReturnPct: 10,
      horizonYears: 10,
    });
    const emi = calculators.home_loan_emi.compute({ principal: 6400000, annualRatePct: 8.5, tenureMonths: 240 }).emi;
    const r = 8.5 / 1200;
    const outstanding = 6400000 * (1 + r) ** 120 - (emi * ((1 + r) ** 120 - 1)) / r;
    expect(out.emi).toBeCloseTo(emi, 6);
    expect(out.loanOutstandingAtHorizon).toBeCloseTo(outstanding, 3);
    expect(out.buyNetWorth).toBeCloseTo(8000000 * 1.05 ** 10 - outstanding, 3);
    // Rent: down payment + (EMI − rent) at the start of every month, rent stepping up each 12 months.
    let pot = 1600000;
    for (let m = 0; m < 120; m++) pot = (pot + emi - 25000 * 1.05 ** Math.floor(m / 12)) * (1 + 10 / 1200);
    expect(out.rentNetWorth).toBeCloseTo(pot, 3);
    expect(out.better).toBe(out.buyNetWorth >= out.rentNetWorth ? 'buy' : 'rent');
    expect(out.yearly).toHaveLength(10);
    expect(out.yearly[9].rentNetWorth).toBeCloseTo(out.rentNetWorth, 6);
  });

  it('at 0 % everywhere the two sides reduce to simple sums', () => {
    const out = bvr({
      propertyPrice: 1200000,
      downPaymentPct: 25,
      loanRatePct: 0,
      loanTenureYears: 10,
      propertyAppreciationPct: 0,
      monthlyRent: 5000,
      annualRentIncreasePct: 0,
      investmentReturnPct: 0,
      horizonYears: 5,
    });
    // Loan 9 L over 120 months → EMI 7,500; after 60 months 4.5 L is left.
    expect(out.emi).toBe(7500);
    expect(out.buyNetWorth).toBeCloseTo(1200000 - 450000, 6);
    expect(out.rentNetWorth).toBeCloseTo(300000 + 60 * (7500 - 5000), 6);
    expect(out.better).toBe('buy');
  });

  it('after the loan is repaid the buyer pays nothing, so the renter withdraws the rent', () => {
    const out = bvr({
      propertyPrice: 1200000,
      downPaymentPct: 0,
      loanRatePct: 0,
      loanTenureYears: 1,
      propertyAppreciationPct: 0,
      monthlyRent: 1000,
      annualRentIncreasePct: 0,
      investmentReturnPct: 0,
      horizonYears: 2,
    });
    expect(out.loanOutstandingAtHorizon).toBe(0);
    expect(out.rentNetWorth).toBeCloseTo(12 * (100000 - 1000) - 12 * 1000, 6);
    expect(out.totalEmiPaid).toBeCloseTo(1200000, 6);
  });
});
