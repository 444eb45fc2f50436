import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { allocationForAge } from '../../src/calculators/nps-lifecycle-allocation';
import { expectRupees } from './money';

const nps = calculators.nps.compute;

describe('nps (calculators.md §15)', () => {
  it('₹5,000/month from 30 to 60 at 10 % → ₹1,13,96,627; pension ₹22,793 at 40 % / 6 %', () => {
    const out = nps({
      monthlyContribution: 5000,
      currentAge: 30,
      retirementAge: 60,
      annualReturnPct: 10,
      annuityPct: 40,
      annuityRatePct: 6,
    });
    expectRupees(out.corpus, 11396627);
    expectRupees(out.monthlyPension, 22793);
    expect(out.months).toBe(360);
    expect(out.annuityCorpus).toBeCloseTo(out.corpus * 0.4, 6);
    expect(out.lumpSum).toBeCloseTo(out.corpus * 0.6, 6);
  });

  // ClearTax's illustration: ₹1,07,06,420 / ₹21,413 correspond to 456 contributions (38 years), not the
  // 39 years its text says; ₹3,600/month at 8 % is the contribution and rate that reproduce both figures.
  it('ClearTax figures come from 456 monthly contributions (the off-by-one risk)', () => {
    const out = nps({ monthlyContribution: 3600, currentAge: 21, retirementAge: 59, annualReturnPct: 8 });
    expect(out.months).toBe(456);
    expectRupees(out.corpus, 10706420);
    expectRupees(out.monthlyPension, 21413);
  });

  it('lifecycle mode with equal asset returns equals simple mode', () => {
    const simple = nps({ monthlyContribution: 5000, currentAge: 30, retirementAge: 60, annualReturnPct: 10 });
    const lc = nps({
      monthlyContribution: 5000,
      currentAge: 30,
      retirementAge: 60,
      mode: 'lifecycle',
      fund: 'LC75',
      equityReturnPct: 10,
      corporateBondsReturnPct: 10,
      governmentSecuritiesReturnPct: 10,
    });
    expect(lc.corpus).toBeCloseTo(simple.corpus, 3);
  });

  it('lifecycle mode: each year takes the table allocation and its blended return (yearly rebalancing)', () => {
    const input = {
      monthlyContribution: 10000,
      currentAge: 44,
      retirementAge: 47,
      mode: 'lifecycle' as const,
      fund: 'LC50' as const,
      equityReturnPct: 12,
      corporateBondsReturnPct: 8,
      governmentSecuritiesReturnPct: 7,
    };
    const out = nps(input);
    let pot = 0;
    for (const age of [44, 45, 46]) {
      const a = allocationForAge({ age, fund: 'LC50' });
      const blended = (a.equityPct * 12 + a.corporateBondsPct * 8 + a.governmentSecuritiesPct * 7) / 100;
      const i = blended / 1200;
      for (let m = 0; m < 12; m++) pot = (pot + 10000) * (1 + i);
    }
    expect(out.corpus).toBeCloseTo(pot, 4);
    // Age 44, LC50: 32/21/47 → 0.32×12 + 0.21×8 + 0.47×7 = 8.81 %
    expect(out.yearly[0].returnPct).toBeCloseTo(8.81, 9);
    // The aggressive fund earns more when equity returns most.
    expect(nps({ ...input, fund: 'LC75' }).corpus).toBeGreaterThan(out.corpus);
  });

  it('non-government minimum annuity share follows the Dec-2025 exit rules', () => {
    expect(
      nps({ monthlyContribution: 5000, currentAge: 30, retirementAge: 60, annualReturnPct: 10 })
        .minimumAnnuityPctNonGovt,
    ).toBe(20);
    expect(
      nps({ monthlyContribution: 1000, currentAge: 40, retirementAge: 60, annualReturnPct: 5 })
        .minimumAnnuityPctNonGovt,
    ).toBe(0);
  });
});
