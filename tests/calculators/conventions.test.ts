import { describe, expect, it } from 'vitest';
import { calculators, runCalculator } from '../../src/calculators';
import { expectNear, expectRupees } from './money';

/**
 * The conventions published examples use, as options (docs/calculators.md "Conventions and their defaults"):
 * each option against its published example, the source in the test name, and the default against the spec's.
 */

const epf = calculators.epf.compute;
const nps = calculators.nps.compute;
const hlv = calculators.human_life_value.compute;

describe('EPF: the wage the employer pays 12 % on (employerContributionBasis)', () => {
  it('default actualWage, EPFO formula as in the goodreturns.in / vnnwealth.com explainers: ₹50,000 → employer EPF 4,750, EPS 1,250', () => {
    const out = epf({ monthlyBasicDa: 50000, task: 'split' });
    expect(out.employerContributionWage).toBe(50000);
    expect(out.employerTotal).toBe(6000);
    expect(out.employerEps).toBe(1250);
    expect(out.employerEpf).toBe(4750);
    expect(out.totalMonthlyEpfCredit).toBe(10750);
  });

  it('wageCeiling, citehr.com "EPF contribution for basic above 15,000" (restricted to ₹1,800): ₹50,000 → EPS 1,250 + EPF 550', () => {
    const out = epf({ monthlyBasicDa: 50000, task: 'split', employerContributionBasis: 'wageCeiling' });
    expect(out.employee).toBe(6000);
    expect(out.employerContributionWage).toBe(15000);
    expect(out.employerTotal).toBe(1800);
    expect(out.employerEps).toBe(1250);
    expect(out.employerEpf).toBe(550);
    expect(out.totalMonthlyEpfCredit).toBe(6550);
  });

  it('wageCeiling changes nothing at or below ₹15,000 (public explainers: ₹14,000 → 1,680 / 514 / 1,166)', () => {
    const out = epf({ monthlyBasicDa: 14000, task: 'split', employerContributionBasis: 'wageCeiling' });
    expect([out.employee, out.employerEpf, out.employerEps]).toEqual([1680, 514, 1166]);
    expect(out).toEqual(epf({ monthlyBasicDa: 14000, task: 'split' }));
  });

  it('wageCeiling corpus: the same ET / ClearTax year formula on the smaller credit, EPS still outside the balance', () => {
    const input = { monthlyBasicDa: 50000, currentAge: 30, retirementAge: 31, interestRatePct: 8.25 };
    const ceiling = epf({ ...input, employerContributionBasis: 'wageCeiling' });
    const c = 6550;
    expect(ceiling.corpus).toBeCloseTo(12 * c + (8.25 / 1200) * 66 * c, 9);
    expect(ceiling.totalEpsContribution).toBe(12 * 1250);
    expect(ceiling.totalEmployerContribution).toBe(12 * 550);
    expect(ceiling.corpus!).toBeLessThan(epf(input).corpus!);
  });

  it('a saved input without the option still validates and gives the spec result', () => {
    const run = runCalculator('epf', { monthlyBasicDa: 25000, task: 'split' });
    expect(run.ok && run.output.employerEpf).toBe(1750);
    expect(runCalculator('epf', { monthlyBasicDa: 25000, task: 'split', employerContributionBasis: 'x' }).ok).toBe(
      false,
    );
  });
});

describe('NPS: how many years of contributions (contributionPeriod)', () => {
  const clearTax = { monthlyContribution: 3600, currentAge: 21, retirementAge: 60, annualReturnPct: 8, annuityPct: 40 };

  it('oneYearLess, ClearTax NPS calculator example (cleartax.in/s/nps-calculator): age 21 to 60, ₹3,600 at 8 % → ₹1,07,06,420', () => {
    const out = nps({ ...clearTax, annuityRatePct: 6, contributionPeriod: 'oneYearLess' });
    expect(out.months).toBe(456);
    expect(out.totalInvested).toBe(1641600);
    expectRupees(out.corpus, 10706420);
    expectRupees(out.lumpSum, 6423852);
    expectRupees(out.annuityCorpus, 4282568);
    expectRupees(out.monthlyPension, 21413);
  });

  it('default ageDifference, NPS Trust-style illustration: ₹5,000 from 30 to 60 at 10 % → ₹1,13,96,627 (360 contributions)', () => {
    const out = nps({ monthlyContribution: 5000, currentAge: 30, retirementAge: 60, annualReturnPct: 10 });
    expect(out.months).toBe(360);
    expectRupees(out.corpus, 11396627);
  });

  it('ClearTax’s inputs under the default count 468 contributions: 8.7 % above its published corpus', () => {
    const out = nps(clearTax);
    expect(out.months).toBe(468);
    expectNear({ actual: out.corpus / 10706420 - 1, expected: 0.087, tolerance: 0.0005 });
  });

  it('oneYearLess in auto choice drops the last age-year', () => {
    const lc = {
      monthlyContribution: 5000,
      currentAge: 40,
      retirementAge: 45,
      mode: 'lifecycle' as const,
      equityReturnPct: 12,
      corporateBondsReturnPct: 8,
      governmentSecuritiesReturnPct: 7,
    };
    const out = nps({ ...lc, contributionPeriod: 'oneYearLess' });
    expect(out.yearly.map((y) => y.age)).toEqual([40, 41, 42, 43]);
    expect(out.corpus).toBeCloseTo(nps({ ...lc, retirementAge: 44 }).corpus, 6);
  });
});

describe('Human life value: when each year is discounted (discountTiming)', () => {
  it('default endOfYear, HLV worked example with Excel PV (justaaa.com, "Tom, age 32"): 40,000 a year, 30 years at 6 % → 5,50,593', () => {
    const out = hlv({
      annualIncome: 80000,
      annualPersonalExpenses: 40000,
      currentAge: 32,
      retirementAge: 62,
      incomeGrowthPct: 0,
      discountRatePct: 6,
    });
    expectRupees(out.presentValueOfFutureIncome, 550593);
  });

  it('startOfYear, Excel PV type 1 on the same example: 5,83,629, (1 + d) times the end-of-year value', () => {
    const base = {
      annualIncome: 80000,
      annualPersonalExpenses: 40000,
      currentAge: 32,
      retirementAge: 62,
      incomeGrowthPct: 0,
      discountRatePct: 6,
    };
    const start = hlv({ ...base, discountTiming: 'startOfYear' });
    expectRupees(start.presentValueOfFutureIncome, 583629);
    expect(start.presentValueOfFutureIncome).toBeCloseTo(hlv(base).presentValueOfFutureIncome * 1.06, 6);
  });

  it('startOfYear, basunivesh.wordpress.com "How much life insurance you need": ₹3 L a year growing 6 %, 8 %, 44 years → about ₹91 L', () => {
    const base = {
      annualIncome: 300000,
      annualPersonalExpenses: 0,
      currentAge: 26,
      retirementAge: 70,
      incomeGrowthPct: 6,
      discountRatePct: 8,
    };
    // The post says "around Rs 91,00,000"; start-of-year gives ₹90.8 L, end-of-year ₹84.1 L (8 % less).
    expectNear({
      actual: hlv({ ...base, discountTiming: 'startOfYear' }).humanLifeValue,
      expected: 9100000,
      tolerance: 50000,
    });
    expect(hlv(base).humanLifeValue).toBeLessThan(8500000);
  });
});

describe('Employer NPS (80CCD(2)) limit: 14 % new regime, 10 % old (14 % government) of Basic + DA (calculators.md §2-3)', () => {
  const tax = calculators.tax_regime_fy2026_27.compute;

  it('Business Today scenario stays as published: salary 14 L, employer NPS 1 L (within 14 %) → tax 25,000 after relief', () => {
    const out = tax({ salaryIncome: 1400000, sec80CCD2EmployerNps: 100000, regime: 'new' });
    expect(out.employerNpsDeduction).toBe(100000);
    expect(out.taxableIncome).toBe(1225000);
    expect(out.taxAfterRebate).toBe(25000);
  });

  it('₹5 L employer NPS on a ₹15 L salary no longer gives ₹0 tax: without Basic + DA the limit is 14 % of salary', () => {
    const out = tax({ salaryIncome: 1500000, sec80CCD2EmployerNps: 500000, regime: 'new' });
    expect(out.employerNpsClaimed).toBe(500000);
    expect(out.employerNpsLimitPct).toBe(14);
    expect(out.employerNpsLimit).toBe(210000);
    expect(out.employerNpsDeduction).toBe(210000);
    // 15,00,000 − 75,000 − 2,10,000 = 12,15,000: slab tax 62,250, relief leaves the 15,000 above 12 L.
    expect(out.taxableIncome).toBe(1215000);
    expect(out.taxAfterRebate).toBe(15000);
    expect(out.totalTax).toBeCloseTo(15600, 6);
  });

  it('with Basic + DA ₹7.5 L the limits are ₹1,05,000 (new) and ₹75,000 (old), ₹1,05,000 old for government employees', () => {
    const input = { salaryIncome: 1500000, sec80CCD2EmployerNps: 500000, basicDaAnnual: 750000 };
    const out = tax(input);
    expect(out.new.employerNpsDeduction).toBe(105000);
    expect(out.new.taxableIncome).toBe(1320000);
    expect(out.new.totalTax).toBeCloseTo(78000 * 1.04, 6);
    expect(out.old.employerNpsLimitPct).toBe(10);
    expect(out.old.employerNpsDeduction).toBe(75000);
    const govt = tax({ ...input, isGovernmentEmployee: true });
    expect(govt.old.employerNpsLimitPct).toBe(14);
    expect(govt.old.employerNpsDeduction).toBe(105000);
    expect(govt.new.employerNpsDeduction).toBe(105000);
  });

  it('every tax year applies the limit; Basic + DA above the salary is refused (E-10546)', () => {
    for (const key of ['tax_regime_fy2024_25', 'tax_regime_fy2025_26', 'tax_regime_fy2026_27'] as const) {
      const out = calculators[key].compute({ salaryIncome: 1000000, sec80CCD2EmployerNps: 300000, regime: 'new' });
      expect(out.employerNpsDeduction, key).toBe(140000);
    }
    const run = runCalculator('tax_regime_fy2026_27', { salaryIncome: 1000000, basicDaAnnual: 1200000 });
    expect(run.ok).toBe(false);
    if (!run.ok) expect(run.errors.map((e) => [e.field, e.code])).toEqual([['basicDaAnnual', 'E-10546']]);
  });
});
