/** Fund analytics on disclosed portfolios: overlap between two and the holdings common to several. */
import { describe, expect, it } from 'vitest';
import { getCommonHoldings, getPortfolioOverlap } from '../../src/calculators/mf/index.js';

describe('portfolio overlap', () => {
  it('sums the smaller weight over common ISINs', () => {
    const a = [
      { isin: 'INE000000001', name: 'X', weightPct: 10 },
      { isin: 'INE000000002', name: 'Y', weightPct: 5 },
      { isin: 'INE000000003', name: 'Z', weightPct: 3 },
    ];
    const b = [
      { isin: 'INE000000001', name: 'X', weightPct: 4 },
      { isin: 'INE000000002', name: 'Y', weightPct: 8 },
      { isin: 'INE000000009', name: 'W', weightPct: 9 },
    ];
    const o = getPortfolioOverlap(a, b);
    expect(o.overlapPct).toBe(9);
    expect(o.commonCount).toBe(2);
    expect(o.common.map((c) => [c.name, c.weightPctA, c.weightPctB])).toEqual([
      ['Y', 5, 8],
      ['X', 10, 4],
    ]);
    expect(getPortfolioOverlap(b, a).overlapPct).toBe(9);
  });

  it('a portfolio against itself overlaps by its whole weight; two lots of one ISIN are summed', () => {
    const a = [
      { isin: 'I1', name: 'X', weightPct: 6 },
      { isin: 'I1', name: 'X', weightPct: 4 },
      { isin: 'I2', name: 'Y', weightPct: 20 },
    ];
    expect(getPortfolioOverlap(a, a).overlapPct).toBe(30);
  });
});

describe('common holdings', () => {
  it('keeps the ISINs every portfolio holds, with each weight', () => {
    const p1 = [
      { isin: 'A', name: 'A', weightPct: 5 },
      { isin: 'B', name: 'B', weightPct: 2 },
    ];
    const p2 = [
      { isin: 'A', name: 'A', weightPct: 1 },
      { isin: 'B', name: 'B', weightPct: 4 },
      { isin: 'C', name: 'C', weightPct: 9 },
    ];
    const p3 = [
      { isin: 'B', name: 'B', weightPct: 3 },
      { isin: 'A', name: 'A', weightPct: 7 },
    ];
    expect(getCommonHoldings([p1, p2, p3])).toEqual([
      { isin: 'B', name: 'B', weightsPct: [2, 4, 3], minWeightPct: 2 },
      { isin: 'A', name: 'A', weightsPct: [5, 1, 7], minWeightPct: 1 },
    ]);
  });
});
