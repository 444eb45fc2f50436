/** Calculator properties: limits as the rate tends to 0, and the SIP formulas against a month-by-month simulation. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculators } from '../../src/calculators';
import { amount, close, rate, years } from './property-arbitraries';

const c = calculators;

describe('zero-rate limits', () => {
  it('SIP, PPF and NPS tend to contributions × periods as the rate tends to 0', () => {
    fc.assert(
      fc.property(amount, years, (p, y) => {
        expect(
          close(c.sip.compute({ monthlyInvestment: p, annualReturnPct: 0, years: y }).futureValue, p * 12 * y, 1e-14),
        ).toBe(true);
        expect(
          close(c.sip.compute({ monthlyInvestment: p, annualReturnPct: 1e-9, years: y }).futureValue, p * 12 * y, 1e-9),
        ).toBe(true);
        expect(
          close(c.ppf.compute({ annualDeposit: 1000, annualRatePct: 1e-9, years: 15 }).maturityValue, 15000, 1e-9),
        ).toBe(true);
        const nps = c.nps.compute({
          monthlyContribution: p,
          currentAge: 30,
          retirementAge: 30 + y,
          annualReturnPct: 1e-10,
        });
        expect(close(nps.corpus, p * 12 * y, 1e-9)).toBe(true);
      }),
    );
  });

  it('EMI tends to P / n; a tiny-rate EMI is continuous with the 0 % EMI', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 480 }), (p, n) => {
        expect(
          close(c.home_loan_emi.compute({ principal: p, annualRatePct: 0, tenureMonths: n }).emi, p / n, 1e-12),
        ).toBe(true);
        expect(
          close(c.home_loan_emi.compute({ principal: p, annualRatePct: 1e-9, tenureMonths: n }).emi, p / n, 1e-9),
        ).toBe(true);
      }),
    );
  });

  it('retirement corpus tends to E_ret × N as the real rate tends to 0; HLV as g → d', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 15, noNaN: true }), fc.integer({ min: 1, max: 40 }), (inf, n) => {
        const out = c.retirement_planner.compute({
          currentAge: 30,
          retirementAge: 60,
          lifeExpectancy: 60 + n,
          currentMonthlyExpenses: 40000,
          inflationPct: inf,
          preRetirementReturnPct: 10,
          postRetirementReturnPct: inf,
        });
        expect(close(out.corpusRequired, out.annualExpensesAtRetirement * n, 1e-9)).toBe(true);
        const hlv = c.human_life_value.compute({
          annualIncome: 1e6,
          annualPersonalExpenses: 2e5,
          currentAge: 30,
          retirementAge: 30 + n,
          incomeGrowthPct: inf,
          discountRatePct: inf,
        });
        expect(close(hlv.presentValueOfFutureIncome, (n * 8e5) / (1 + inf / 100), 1e-9)).toBe(true);
      }),
    );
  });
});

describe('annuity-due SIP oracle', () => {
  it('the SIP future value equals a month-by-month start-of-month simulation', () => {
    fc.assert(
      fc.property(amount, fc.double({ min: 0, max: 50, noNaN: true }), years, (p, r, y) => {
        let balance = 0;
        for (let m = 0; m < 12 * y; m++) balance = (balance + p) * (1 + r / 1200);
        expect(
          close(c.sip.compute({ monthlyInvestment: p, annualReturnPct: r, years: y }).futureValue, balance, 1e-10),
        ).toBe(true);
      }),
    );
  });

  it('step-up SIP equals the same simulation with the instalment raised every 12 months', () => {
    fc.assert(
      fc.property(
        amount,
        rate,
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (p, r, s, y) => {
          let balance = 0;
          let invested = 0;
          for (let m = 0; m < 12 * y; m++) {
            const instalment = p * (1 + s / 100) ** Math.floor(m / 12);
            invested += instalment;
            balance = (balance + instalment) * (1 + r / 1200);
          }
          const out = c.step_up_sip.compute({ monthlyInvestment: p, annualStepUpPct: s, annualReturnPct: r, years: y });
          expect(close(out.futureValue, balance, 1e-10)).toBe(true);
          expect(close(out.totalInvested, invested, 1e-12)).toBe(true);
        },
      ),
    );
  });
});
