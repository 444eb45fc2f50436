import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

/**
 * The FY 2025-26 worked anchors, run through the FY 2025-26 key and through tax year 2026-27:
 * Budget 2026 kept the slabs, standard deduction and rebate (docs/calculators.md), so every total
 * must be the same.
 */
describe.each(['tax_regime_fy2025_26', 'tax_regime_fy2026_27'] as const)(
  '%s: FY 2025-26 anchors (calculators.md §3)',
  (key) => {
    const tax = calculators[key].compute;
    /** Taxable income given directly as slab-rate other income (no salary, so no standard deduction). */
    const onTaxable = (taxable: number, regime: 'old' | 'new' = 'new') =>
      tax({ salaryIncome: 0, otherIncome: taxable, regime });

    it('taxable ₹12,10,000 → slab tax 61,500, marginal relief 51,500, tax 10,000 + cess 400 (Memorandum table)', () => {
      const out = onTaxable(1210000);
      expect(out.taxOnSlabs).toBe(61500);
      expect(out.rebate).toBe(0);
      expect(out.marginalRelief87A).toBe(51500);
      expect(out.taxAfterRebate).toBe(10000);
      expect(out.cess).toBeCloseTo(400, 9);
      expect(out.totalTax).toBeCloseTo(10400, 9);
    });

    it('₹12,70,000 → 70,500 → 70,000; ₹12,75,000 → 71,250 with no relief', () => {
      const a = onTaxable(1270000);
      expect(a.taxOnSlabs).toBe(70500);
      expect(a.taxAfterRebate).toBe(70000);
      const b = onTaxable(1275000);
      expect(b.taxOnSlabs).toBe(71250);
      expect(b.marginalRelief87A).toBe(0);
      expect(b.taxAfterRebate).toBe(71250);
    });

    it('taxable ₹24,00,000 → ₹3,00,000 before cess', () => {
      expect(onTaxable(2400000).taxAfterRebate).toBe(300000);
    });

    it('16 L / 20 L / 50 L → 1,20,000 / 2,00,000 / 10,80,000', () => {
      expect(onTaxable(1600000).taxOnSlabs).toBe(120000);
      expect(onTaxable(2000000).taxOnSlabs).toBe(200000);
      expect(onTaxable(5000000).taxOnSlabs).toBe(1080000);
    });

    it('salaried tax-free ceiling is gross ₹12,75,000 (standard deduction 75,000 + rebate up to 60,000)', () => {
      const at = tax({ salaryIncome: 1275000, regime: 'new' });
      expect(at.standardDeduction).toBe(75000);
      expect(at.taxableIncome).toBe(1200000);
      expect(at.rebate).toBe(60000);
      expect(at.totalTax).toBe(0);
      const above = tax({ salaryIncome: 1275010, regime: 'new' });
      expect(above.taxAfterRebate).toBeCloseTo(10, 9);
    });

    it('marginal relief band ends near taxable ₹12,70,588', () => {
      expect(onTaxable(1270580).marginalRelief87A).toBeCloseTo(7, 9);
      expect(onTaxable(1270590).marginalRelief87A).toBe(0);
    });

    it('Business Today: salary 14 L, SD 75 k, 80CCD(2) 1 L → taxable 12,25,000 → tax 25,000 after relief', () => {
      const out = tax({ salaryIncome: 1400000, sec80CCD2EmployerNps: 100000, regime: 'new' });
      expect(out.taxableIncome).toBe(1225000);
      expect(out.taxAfterRebate).toBe(25000);
      expect(out.totalTax).toBe(26000);
    });

    it('the rebate is for resident individuals only', () => {
      const nri = tax({ salaryIncome: 0, otherIncome: 1200000, regime: 'new', isResident: false });
      expect(nri.rebate).toBe(0);
      expect(nri.totalTax).toBeCloseTo(62400, 9);
    });

    it('surcharge 25 % at ₹5.2 Cr with no 5 Cr step in the new regime', () => {
      const out = onTaxable(52000000);
      expect(out.taxOnSlabs).toBe(15180000);
      expect(out.surchargeRatePct).toBe(25);
      expect(out.surcharge).toBe(3795000);
      expect(out.surchargeMarginalRelief).toBe(0);
    });

    it('old regime at ₹5.2 Cr: 37 % with marginal relief at the 5 Cr threshold', () => {
      const out = onTaxable(52000000, 'old');
      expect(out.taxOnSlabs).toBe(15412500);
      expect(out.surchargeRatePct).toBe(37);
      // At 5 Cr: (1,48,12,500 × 1.25) + 20,00,000 = 2,05,15,625 caps tax + surcharge.
      expect(out.surcharge).toBeCloseTo(5103125, 6);
      expect(out.surchargeMarginalRelief).toBeCloseTo(599500, 6);
    });

    it('compare mode: HRA/80C/24(b) are ignored, not rejected, in the new regime', () => {
      const out = tax({
        salaryIncome: 1200000,
        regime: 'compare',
        hraExemption: 100000,
        sec24bHomeLoanInterest: 250000,
        sec80C: 200000,
        sec80DSelfFamily: 30000,
        sec80DParents: 40000,
        sec80CCD1B: 60000,
      });
      expect(out.old.taxableIncome).toBe(600000);
      expect(out.old.totalTax).toBeCloseTo(33800, 9);
      expect(out.new.taxableIncome).toBe(1125000);
      expect(out.new.totalTax).toBe(0);
      expect(out.betterRegime).toBe('new');
      expect(out.savings).toBeCloseTo(33800, 9);
      expect(out.totalTax).toBe(0);
    });
  },
);
