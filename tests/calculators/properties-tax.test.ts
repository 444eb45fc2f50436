/** Calculator properties of the income tax calculators: bounds, monotonicity outside the relief bands, relief. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const c = calculators;

describe('income tax', () => {
  const taxKeys = ['tax_regime_fy2024_25', 'tax_regime_fy2025_26'] as const;
  const bands = {
    tax_regime_fy2024_25: [700000, 722230],
    tax_regime_fy2025_26: [1200000, 1270600],
  } as const;
  const deductions = fc.record({
    hraExemption: fc.integer({ min: 0, max: 300000 }),
    sec80C: fc.integer({ min: 0, max: 300000 }),
    sec80DSelfFamily: fc.integer({ min: 0, max: 100000 }),
    sec80DParents: fc.integer({ min: 0, max: 100000 }),
    sec80CCD1B: fc.integer({ min: 0, max: 100000 }),
    sec24bHomeLoanInterest: fc.integer({ min: 0, max: 400000 }),
    sec80CCD2EmployerNps: fc.integer({ min: 0, max: 300000 }),
    ageCategory: fc.constantFrom('below60', '60to80', '80plus'),
    isResident: fc.boolean(),
    parentsSenior: fc.boolean(),
  });
  const income = fc.oneof(fc.integer({ min: 0, max: 3e6 }), fc.integer({ min: 0, max: 1e9 }));

  it('tax is never negative and never exceeds income', () => {
    fc.assert(
      fc.property(fc.constantFrom(...taxKeys), income, income, deductions, (key, salary, other, d) => {
        const out = c[key].compute({
          salaryIncome: salary,
          otherIncome: other % 1e6,
          ...d,
          hraExemption: Math.min(d.hraExemption, salary),
        });
        for (const r of [out.old, out.new]) {
          expect(r.totalTax).toBeGreaterThanOrEqual(0);
          expect(r.taxAfterRebate).toBeGreaterThanOrEqual(0);
          expect(r.totalTax).toBeLessThanOrEqual(r.grossIncome);
        }
      }),
    );
  });

  it('tax is non-decreasing in income outside the marginal-relief bands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...taxKeys),
        income,
        fc.integer({ min: 1, max: 500000 }),
        deductions,
        (key, a, step, d) => {
          const [lo, hi] = bands[key];
          const regimeTax = (salary: number) =>
            c[key].compute({ salaryIncome: salary, ...d, hraExemption: Math.min(d.hraExemption, a) });
          const x = regimeTax(a);
          const y = regimeTax(a + step);
          for (const regime of ['old', 'new'] as const) {
            const inBand = (t: number) => regime === 'new' && t > lo && t < hi;
            if (inBand(x[regime].taxableIncome) || inBand(y[regime].taxableIncome)) continue;
            expect(y[regime].totalTax).toBeGreaterThanOrEqual(x[regime].totalTax - 1e-6);
          }
        },
      ),
    );
  });

  it('inside the new-regime relief band the tax never exceeds the income above the rebate limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...taxKeys), fc.integer({ min: 1, max: 80000 }), (key, above) => {
        const [limit] = bands[key];
        const out = c[key].compute({ salaryIncome: 0, otherIncome: limit + above, regime: 'new' });
        expect(out.taxAfterRebate).toBeLessThanOrEqual(out.taxableIncome - limit + 1e-9);
      }),
    );
  });
});
