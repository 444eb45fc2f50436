import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';

const epf = calculators.epf.compute;

describe('epf (calculators.md §8)', () => {
  it('wage ₹14,000 → employee 1,680 / employer EPF 514 / EPS 1,166', () => {
    const out = epf({ monthlyBasicDa: 14000, task: 'split' });
    expect(out.employee).toBe(1680);
    expect(out.employerEpf).toBe(514);
    expect(out.employerEps).toBe(1166);
    expect(out.corpus).toBeNull();
  });

  it('wage ₹50,000 → EPF credit 6,000 + 4,750 = 10,750 a month, EPS 1,250', () => {
    const out = epf({ monthlyBasicDa: 50000, task: 'split' });
    expect(out.employee).toBe(6000);
    expect(out.employerEpf).toBe(4750);
    expect(out.totalMonthlyEpfCredit).toBe(10750);
    expect(out.employerEps).toBe(1250);
  });

  it('wage ₹25,000 → employer EPF 1,750 (not 3.67 % = 917.50)', () => {
    const out = epf({ monthlyBasicDa: 25000, task: 'split' });
    expect(out.employerEpf).toBe(1750);
    expect(out.employerEpf).not.toBe(917.5);
  });

  it('8.33 % × 15,000 = 1,249.50 is credited as 1,250', () => {
    expect(epf({ monthlyBasicDa: 15000, task: 'split' }).employerEps).toBe(1250);
  });

  it('corpus year: interest = rate/1200 × (12 × opening + 66 × C), credited at year end', () => {
    const out = epf({
      monthlyBasicDa: 50000,
      currentAge: 30,
      retirementAge: 32,
      currentBalance: 100000,
      annualSalaryIncreasePct: 0,
      interestRatePct: 8.25,
    });
    const c = 10750;
    const year1 = (8.25 / 1200) * (12 * 100000 + 66 * c);
    expect(out.yearly[0].interest).toBeCloseTo(year1, 6);
    const open2 = 100000 + 12 * c + year1;
    const year2 = (8.25 / 1200) * (12 * open2 + 66 * c);
    expect(out.corpus).toBeCloseTo(open2 + 12 * c + year2, 6);
  });

  it('the closed form matches a month-by-month simulation (interest on the opening balance, contribution at month end)', () => {
    const out = epf({
      monthlyBasicDa: 30000,
      currentAge: 25,
      retirementAge: 58,
      currentBalance: 0,
      annualSalaryIncreasePct: 6,
      interestRatePct: 8.25,
    });
    let balance = 0;
    for (let y = 0; y < 33; y++) {
      const wage = 30000 * 1.06 ** y;
      const employee = Math.round(wage * 0.12);
      const credit = employee + employee - 1250;
      let accrued = 0;
      for (let m = 0; m < 12; m++) {
        accrued += (balance * 8.25) / 1200;
        balance += credit;
      }
      balance += accrued;
    }
    expect(out.corpus).toBeCloseTo(balance, 2);
    expect(out.yearly).toHaveLength(33);
    expect(out.totalEpsContribution).toBe(33 * 12 * 1250);
  });

  it('month 1 of a fresh account earns nothing; the EPS share is not in the corpus', () => {
    const out = epf({ monthlyBasicDa: 10000, currentAge: 30, retirementAge: 31, interestRatePct: 8.25 });
    const c = 1200 + (1200 - 833);
    expect(out.corpus).toBeCloseTo(12 * c + (8.25 / 1200) * 66 * c, 9);
  });
});
