/** Calculator properties: results move the right way with the rate, the tenure and a home loan pre-payment. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { amount, years } from './property-arbitraries';

const c = calculators;

describe('monotonicity in rate and tenure', () => {
  // Rates at least 0.01 point apart, so a strict increase is not lost in float rounding.
  const twoRates = fc
    .tuple(fc.double({ min: 0, max: 40, noNaN: true }), fc.double({ min: 0.01, max: 10, noNaN: true }))
    .map(([a, d]) => [a, a + d] as const);
  /** b ≤ a up to float noise (equal in exact arithmetic, e.g. a one-year retirement). */
  const atMost = (b: number, a: number) => expect(b).toBeLessThanOrEqual(a + 1e-12 * Math.abs(a) + 1e-9);

  it('SIP, step-up, PPF and NPS grow with the rate and the tenure', () => {
    fc.assert(
      fc.property(amount, twoRates, fc.integer({ min: 1, max: 39 }), (p, [lo, hi], y) => {
        const sip = (r: number, t: number) =>
          c.sip.compute({ monthlyInvestment: p, annualReturnPct: r, years: t }).futureValue;
        expect(sip(hi, y)).toBeGreaterThan(sip(lo, y));
        expect(sip(lo, y + 1)).toBeGreaterThan(sip(lo, y));
        const step = (r: number) =>
          c.step_up_sip.compute({ monthlyInvestment: p, annualStepUpPct: 10, annualReturnPct: r, years: y })
            .futureValue;
        expect(step(hi)).toBeGreaterThanOrEqual(step(lo));
        const ppf = (r: number) =>
          c.ppf.compute({ annualDeposit: 150000, annualRatePct: Math.min(r, 20), years: 15 }).maturityValue;
        expect(ppf(hi)).toBeGreaterThanOrEqual(ppf(lo));
        const nps = (r: number) =>
          c.nps.compute({ monthlyContribution: p, currentAge: 30, retirementAge: 30 + y, annualReturnPct: r }).corpus;
        expect(nps(hi)).toBeGreaterThan(nps(lo));
      }),
    );
  });

  it('EMI rises with the rate and falls with the tenure; total interest rises with the tenure', () => {
    fc.assert(
      fc.property(amount, twoRates, fc.integer({ min: 1, max: 479 }), (p, [lo, hi], n) => {
        const emi = (r: number, t: number) =>
          c.home_loan_emi.compute({ principal: p, annualRatePct: Math.min(r, 30), tenureMonths: t });
        expect(emi(hi, n).emi).toBeGreaterThanOrEqual(emi(lo, n).emi);
        expect(emi(lo, n + 1).emi).toBeLessThan(emi(lo, n).emi);
        // hi > 0 always; at 0 % there is no interest to grow.
        expect(emi(hi, n + 1).totalInterest).toBeGreaterThan(emi(hi, n).totalInterest);
      }),
    );
  });

  it('a higher return never raises the goal SIP, the retirement corpus or the HLV', () => {
    fc.assert(
      fc.property(twoRates, years, (rates, y) => {
        const [lo, hi] = rates.map((r) => Math.min(r, 30));
        const goal = (r: number) =>
          c.goal_planning.compute({
            currentCost: 1e6,
            years: y,
            inflationPct: 6,
            annualReturnPct: r,
            currentSavings: 1e5,
          }).monthlySipRequired;
        atMost(goal(hi), goal(lo));
        const base = {
          currentAge: 30,
          retirementAge: 60,
          lifeExpectancy: 60 + y,
          currentMonthlyExpenses: 5e4,
          inflationPct: 6,
          preRetirementReturnPct: 12,
        };
        const corpus = (r: number) =>
          c.retirement_planner.compute({ ...base, postRetirementReturnPct: r }).corpusRequired;
        atMost(corpus(hi), corpus(lo));
        const pv = (d: number) =>
          c.human_life_value.compute({
            annualIncome: 1e6,
            annualPersonalExpenses: 2e5,
            currentAge: 30,
            retirementAge: 30 + y,
            incomeGrowthPct: 5,
            discountRatePct: d,
          }).presentValueOfFutureIncome;
        atMost(pv(hi), pv(lo));
        const swp = (r: number) =>
          c.swp.compute({ initialInvestment: 1e6, monthlyWithdrawal: 5000, annualReturnPct: r, years: y }).finalBalance;
        atMost(swp(lo), swp(hi));
      }),
    );
  });
});

describe('home loan pre-payment', () => {
  const prepayment = fc
    .record({
      principal: fc.double({ min: 1e5, max: 1e9, noNaN: true }),
      annualRatePct: fc.double({ min: 0, max: 30, noNaN: true }),
      tenureMonths: fc.integer({ min: 2, max: 480 }),
      share: fc.double({ min: 0.001, max: 1, noNaN: true }),
      at: fc.double({ min: 0, max: 0.999, noNaN: true }),
    })
    .map(({ principal, annualRatePct, tenureMonths, share, at }) => {
      const prepaymentAfterMonth = Math.floor(at * tenureMonths);
      const first = c.home_loan_prepayment.compute({
        principal,
        annualRatePct,
        tenureMonths,
        prepaymentAmount: 1,
        prepaymentAfterMonth,
      });
      return {
        principal,
        annualRatePct,
        tenureMonths,
        prepaymentAfterMonth,
        prepaymentAmount: share * first.outstandingBeforePrepayment,
      };
    });

  it('never increases interest, and reducing the tenure saves at least as much as reducing the EMI', () => {
    fc.assert(
      fc.property(prepayment, (input) => {
        const tenure = c.home_loan_prepayment.compute({ ...input, mode: 'reduceTenure' });
        const emi = c.home_loan_prepayment.compute({ ...input, mode: 'reduceEmi' });
        const slack = 1e-7 * input.principal;
        expect(tenure.interestSaved).toBeGreaterThanOrEqual(-slack);
        expect(emi.interestSaved).toBeGreaterThanOrEqual(-slack);
        expect(tenure.interestSaved).toBeGreaterThanOrEqual(emi.interestSaved - slack);
        expect(tenure.newTotalInterest).toBeLessThanOrEqual(tenure.originalTotalInterest + slack);
        expect(tenure.newRemainingMonths).toBeLessThanOrEqual(input.tenureMonths - input.prepaymentAfterMonth);
        expect(emi.newEmi).toBeLessThanOrEqual(emi.originalEmi + 1e-9 * input.principal);
      }),
    );
  });

  it('a larger pre-payment saves at least as much interest', () => {
    fc.assert(
      fc.property(prepayment, fc.double({ min: 0, max: 1, noNaN: true }), (input, f) => {
        const smaller = { ...input, prepaymentAmount: input.prepaymentAmount * f };
        for (const mode of ['reduceTenure', 'reduceEmi'] as const) {
          const big = c.home_loan_prepayment.compute({ ...input, mode }).interestSaved;
          const small = c.home_loan_prepayment.compute({ ...smaller, mode }).interestSaved;
          expect(big).toBeGreaterThanOrEqual(small - 1e-7 * input.principal);
        }
      }),
    );
  });
});
