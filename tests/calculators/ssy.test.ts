import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { expectRupees } from './money';

const ssy = calculators.ssy.compute;

describe('ssy (calculators.md §7)', () => {
  it('₹1.5 L/year → ₹71,82,119, interest ₹49,32,119 (News9live, hashmatic.in)', () => {
    const out = ssy({ annualDeposit: 150000, annualRatePct: 8.2, depositYears: 15, maturityYears: 21 });
    expectRupees(out.maturityValue, 7182119);
    expectRupees(out.totalInterest, 4932119);
    expect(out.totalInvested).toBe(2250000);
  });

  it('uses the scheme defaults (8.2 %, 15 deposit years, 21 to maturity)', () => {
    expectRupees(ssy({ annualDeposit: 150000 }).maturityValue, 7182119);
  });

  it('deposits stop after 15 years but interest runs to year 21 (the balance loop agrees)', () => {
    const out = ssy({ annualDeposit: 150000 });
    expect(out.yearly).toHaveLength(21);
    expect(out.yearly[14].deposit).toBe(150000);
    expect(out.yearly[15].deposit).toBe(0);
    expect(out.yearly[20].interest).toBeGreaterThan(0);
    expect(out.yearly[20].closingBalance).toBeCloseTo(out.maturityValue, 4);
    // The two documented bugs give different answers.
    const onlyFifteen = calculators.ppf.compute({ annualDeposit: 150000, annualRatePct: 8.2, years: 15 }).maturityValue;
    expect(out.maturityValue).toBeGreaterThan(onlyFifteen * 1.5);
  });
});
