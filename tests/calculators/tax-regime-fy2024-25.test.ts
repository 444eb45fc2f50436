import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const tax = calculators.tax_regime_fy2024_25.compute;
const onTaxable = (taxable: number, regime: 'old' | 'new' = 'new') =>
  tax({ salaryIncome: 0, otherIncome: taxable, regime });

describe('tax_regime_fy2024_25 (calculators.md §2)', () => {
  it('taxable ₹24,00,000 → ₹4,10,000 before cess', () => {
    expect(onTaxable(2400000).taxAfterRebate).toBe(410000);
  });

  it('16 L / 20 L / 50 L → 1,70,000 / 2,90,000 / 11,90,000', () => {
    expect(onTaxable(1600000).taxOnSlabs).toBe(170000);
    expect(onTaxable(2000000).taxOnSlabs).toBe(290000);
    expect(onTaxable(5000000).taxOnSlabs).toBe(1190000);
  });

  it('salaried tax-free ceiling is gross ₹7,75,000; 87A marginal relief just above it', () => {
    const at = tax({ salaryIncome: 775000, regime: 'new' });
    expect(at.taxableIncome).toBe(700000);
    expect(at.rebate).toBe(20000);
    expect(at.totalTax).toBe(0);
    const above = tax({ salaryIncome: 775010, regime: 'new' });
    expect(above.taxOnSlabs).toBeCloseTo(20001, 9);
    expect(above.taxAfterRebate).toBeCloseTo(10, 9);
  });

  it('marginal relief band ends near taxable ₹7,22,222', () => {
    expect(onTaxable(722220).marginalRelief87A).toBeCloseTo(2, 9);
    expect(onTaxable(722230).marginalRelief87A).toBe(0);
  });

  it('old regime has no 87A marginal relief: taxable 5,10,000 → 14,500 + cess', () => {
    const out = onTaxable(510000, 'old');
    expect(out.taxAfterRebate).toBe(14500);
    expect(out.marginalRelief87A).toBe(0);
    expect(out.totalTax).toBeCloseTo(15080, 9);
    expect(onTaxable(500000, 'old').totalTax).toBe(0);
  });

  it('rounds total income to the nearest ₹10 (s.288A)', () => {
    expect(onTaxable(700004).taxableIncome).toBe(700000);
    expect(onTaxable(700005).taxableIncome).toBe(700010);
  });

  it('surcharge with marginal relief at 51 L (old and new)', () => {
    const old = onTaxable(5100000, 'old');
    expect(old.taxOnSlabs).toBe(1342500);
    expect(old.surchargeRatePct).toBe(10);
    expect(old.surcharge).toBe(70000);
    expect(old.surchargeMarginalRelief).toBe(64250);
    expect(old.totalTax).toBe(1469000);
    const neu = onTaxable(5100000, 'new');
    expect(neu.taxOnSlabs).toBe(1220000);
    expect(neu.surcharge).toBe(70000);
  });

  it('60 L old regime: full 10 % surcharge, no relief', () => {
    const out = onTaxable(6000000, 'old');
    expect(out.surcharge).toBe(161250);
    expect(out.surchargeMarginalRelief).toBe(0);
    expect(out.totalTax).toBeCloseTo(1844700, 6);
  });

  it('1.01 Cr old regime: 15 % with relief against 10 % at 1 Cr', () => {
    const out = onTaxable(10100000, 'old');
    expect(out.surchargeRatePct).toBe(15);
    expect(out.surcharge).toBeCloseTo(351250, 6);
    expect(out.surchargeMarginalRelief).toBeCloseTo(75125, 6);
  });

  it('old regime with capped 80C / 80D / 80CCD(1B) / 24(b) and HRA', () => {
    const out = tax({
      salaryIncome: 1200000,
      regime: 'old',
      hraExemption: 100000,
      sec24bHomeLoanInterest: 250000,
      sec80C: 200000,
      sec80DSelfFamily: 30000,
      sec80DParents: 40000,
      sec80CCD1B: 60000,
    });
    expect(out.standardDeduction).toBe(50000);
    expect(out.homeLoanInterestDeduction).toBe(200000);
    expect(out.chapterVIADeductions).toBe(250000);
    expect(out.taxableIncome).toBe(600000);
    expect(out.totalTax).toBeCloseTo(33800, 9);
    const seniorParents = tax({
      salaryIncome: 1200000,
      regime: 'old',
      hraExemption: 100000,
      sec24bHomeLoanInterest: 250000,
      sec80C: 200000,
      sec80DSelfFamily: 30000,
      sec80DParents: 40000,
      parentsSenior: true,
      sec80CCD1B: 60000,
    });
    expect(seniorParents.taxableIncome).toBe(585000);
    expect(seniorParents.totalTax).toBeCloseTo(30680, 9);
  });

  it('compare mode picks the old regime when deductions are large, with the saving', () => {
    const out = tax({
      salaryIncome: 1200000,
      hraExemption: 100000,
      sec24bHomeLoanInterest: 250000,
      sec80C: 200000,
      sec80DSelfFamily: 30000,
      sec80DParents: 40000,
      sec80CCD1B: 60000,
    });
    expect(out.new.taxableIncome).toBe(1125000);
    expect(out.new.totalTax).toBeCloseTo(71500, 9);
    expect(out.betterRegime).toBe('old');
    expect(out.savings).toBeCloseTo(37700, 9);
    expect(out.regime).toBe('old');
  });

  it('a tie goes to the new (default) regime', () => {
    const out = tax({ salaryIncome: 500000 });
    expect(out.oldRegimeTax).toBe(0);
    expect(out.newRegimeTax).toBe(0);
    expect(out.betterRegime).toBe('new');
  });

  it('senior (60-79) and super-senior (80+) old-regime slabs', () => {
    const senior = tax({ salaryIncome: 0, otherIncome: 800000, regime: 'old', ageCategory: '60to80' });
    expect(senior.taxOnSlabs).toBe(70000);
    expect(senior.totalTax).toBeCloseTo(72800, 9);
    const superSenior = tax({ salaryIncome: 0, otherIncome: 800000, regime: 'old', ageCategory: '80plus' });
    expect(superSenior.taxOnSlabs).toBe(60000);
    expect(superSenior.totalTax).toBeCloseTo(62400, 9);
    expect(tax({ salaryIncome: 0, otherIncome: 300000, regime: 'old', ageCategory: '60to80' }).taxOnSlabs).toBe(0);
    expect(tax({ salaryIncome: 0, otherIncome: 300000, regime: 'old' }).taxOnSlabs).toBe(2500);
    // New-regime slabs are the same for every age.
    expect(tax({ salaryIncome: 0, otherIncome: 2400000, regime: 'new', ageCategory: '80plus' }).taxOnSlabs).toBe(
      410000,
    );
  });

  it('80D self/family cap is ₹50,000 for a senior taxpayer', () => {
    const out = tax({ salaryIncome: 1050000, regime: 'old', ageCategory: '60to80', sec80DSelfFamily: 60000 });
    expect(out.chapterVIADeductions).toBe(50000);
    expect(out.taxableIncome).toBe(950000);
    expect(out.taxOnSlabs).toBe(100000);
  });
});
