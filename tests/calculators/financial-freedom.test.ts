import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const ff = calculators.financial_freedom.compute;
const base = {
  currentAnnualExpenses: 600000,
  inflationPct: 6,
  safeWithdrawalRatePct: 4,
  currentCorpus: 1000000,
  annualReturnPct: 12,
  targetYears: 15,
  monthlyInvestment: 50000,
};

describe('financial_freedom (calculators.md §18, own formula)', () => {
  it('4 % safe withdrawal rate means 25 × expenses, inflated to the target', () => {
    const out = ff(base);
    expect(out.fiCorpusToday).toBeCloseTo(15000000, 6);
    expect(out.fiCorpusAtTarget).toBeCloseTo(15000000 * 1.06 ** 15, 4);
    expect(out.futureValueOfCurrentCorpus).toBeCloseTo(1000000 * 1.12 ** 15, 4);
  });

  it('required SIP funds the gap after the corpus grows (annual compounding)', () => {
    const out = ff(base);
    let value = 0;
    for (let m = 0; m < 180; m++) value = (value + out.monthlySipRequired) * 1.01;
    expect(value).toBeCloseTo(out.fiCorpusAtTarget - out.futureValueOfCurrentCorpus, 2);
  });

  it('monthsToFi is the first month where corpus(1+R)^(m/12) + SIP-FV(m) ≥ fiToday (1+inf)^(m/12)', () => {
    const out = ff(base);
    const m = out.monthsToFiWithGivenInvestment;
    expect(m).not.toBeNull();
    const reached = (k: number) => {
      let sip = 0;
      for (let j = 0; j < k; j++) sip = (sip + 50000) * 1.01;
      return 1000000 * 1.12 ** (k / 12) + sip >= 15000000 * 1.06 ** (k / 12);
    };
    expect(reached(m ?? 0)).toBe(true);
    expect(reached((m ?? 0) - 1)).toBe(false);
    expect(out.yearsToFiWithGivenInvestment).toBeCloseTo((m ?? 0) / 12, 12);
  });

  it('already free → 0 months; never free → null', () => {
    expect(ff({ ...base, currentCorpus: 20000000 }).monthsToFiWithGivenInvestment).toBe(0);
    expect(ff({ ...base, currentCorpus: 0, monthlyInvestment: 0 }).monthsToFiWithGivenInvestment).toBeNull();
  });
});
