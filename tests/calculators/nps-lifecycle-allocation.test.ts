import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { activeChoiceMaxEquityPct } from '../../src/calculators/nps-lifecycle-allocation';

const alloc = calculators.nps_lifecycle_allocation.compute;
const row = (age: number, fund: 'LC75' | 'LC50' | 'LC25') => {
  const out = alloc({ age, fund });
  return [out.equityPct, out.corporateBondsPct, out.governmentSecuritiesPct];
};

describe('nps_lifecycle_allocation (calculators.md §15 PFRDA auto-choice tables)', () => {
  it('table rows (E/C/G)', () => {
    expect(row(35, 'LC75')).toEqual([75, 10, 15]);
    expect(row(36, 'LC75')).toEqual([71, 11, 18]);
    expect(row(40, 'LC75')).toEqual([55, 15, 30]);
    expect(row(45, 'LC75')).toEqual([35, 20, 45]);
    expect(row(48, 'LC75')).toEqual([26, 20, 54]);
    expect(row(50, 'LC75')).toEqual([20, 20, 60]);
    expect(row(53, 'LC75')).toEqual([17, 14, 69]);
    expect(row(55, 'LC75')).toEqual([15, 10, 75]);
    expect(row(35, 'LC50')).toEqual([50, 30, 20]);
    expect(row(42, 'LC50')).toEqual([36, 23, 41]);
    expect(row(50, 'LC50')).toEqual([20, 15, 65]);
    expect(row(55, 'LC50')).toEqual([10, 10, 80]);
    expect(row(35, 'LC25')).toEqual([25, 45, 30]);
    expect(row(47, 'LC25')).toEqual([13, 21, 66]);
    expect(row(55, 'LC25')).toEqual([5, 5, 90]);
  });

  it('≤ 35 uses the 35 row and ≥ 55 the 55 row', () => {
    expect(row(18, 'LC75')).toEqual([75, 10, 15]);
    expect(row(70, 'LC50')).toEqual([10, 10, 80]);
    expect(alloc({ age: 22, fund: 'LC25' }).tableAge).toBe(35);
  });

  it('follows the taper rules: LC50 E −2/C −1, LC25 E −1/C −2, LC75 E −4/−3/−1 and C flat 20 from 45 to 50', () => {
    for (let age = 36; age <= 55; age++) {
      const [e50, c50] = row(age, 'LC50');
      const [pe50, pc50] = row(age - 1, 'LC50');
      expect([pe50 - e50, pc50 - c50]).toEqual([2, 1]);
      const [e25, c25] = row(age, 'LC25');
      const [pe25, pc25] = row(age - 1, 'LC25');
      expect([pe25 - e25, pc25 - c25]).toEqual([1, 2]);
      const [e75, c75] = row(age, 'LC75');
      const [pe75, pc75] = row(age - 1, 'LC75');
      expect(pe75 - e75).toBe(age <= 45 ? 4 : age <= 50 ? 3 : 1);
      expect(c75 - pc75).toBe(age <= 45 ? 1 : age <= 50 ? 0 : -2);
    }
  });

  it('shares always sum to 100 and the table covers 35…55', () => {
    const out = alloc({ age: 40, fund: 'LC75' });
    expect(out.table).toHaveLength(21);
    for (const r of out.table) expect(r.equityPct + r.corporateBondsPct + r.governmentSecuritiesPct).toBe(100);
    expect(out.fundLabel).toBe('Aggressive');
  });

  it('fixed active-choice table (docs/product-rules.md "Calculator tables"): equity 75 % to 50, down to 50 % at 60 and above', () => {
    expect(activeChoiceMaxEquityPct(18)).toBe(75);
    expect(activeChoiceMaxEquityPct(50)).toBe(75);
    expect(activeChoiceMaxEquityPct(51)).toBe(72.5);
    expect(activeChoiceMaxEquityPct(60)).toBe(50);
    expect(activeChoiceMaxEquityPct(65)).toBe(50);
  });
});
