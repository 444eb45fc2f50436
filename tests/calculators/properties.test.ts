import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorKeys, calculators, validateCalculatorInput } from '../../src/calculators';
import { inputFromSchema } from './schema-arbitrary';

const c = calculators;
/** Samples per calculator over its input schema; raise it for a soak run (CALC_PROPERTY_RUNS=5000). */
const SCHEMA_RUNS = Number(process.env.CALC_PROPERTY_RUNS ?? 150);
const rate = fc.double({ min: 0.01, max: 50, noNaN: true });
const amount = fc.double({ min: 1, max: 1e7, noNaN: true });
const years = fc.integer({ min: 1, max: 40 });
/** Relative closeness for values that may be large. */
const close = (a: number, b: number, rel = 1e-9) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));

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

describe('every calculator over its whole input schema', () => {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });

  function walkNumbers(value: unknown, path: string, visit: (path: string, n: number) => void): void {
    if (typeof value === 'number') visit(path, value);
    else if (Array.isArray(value)) value.forEach((v, k) => walkNumbers(v, `${path}[${k}]`, visit));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walkNumbers(v, path ? `${path}.${k}` : k, visit);
    }
  }

  /**
   * Only these outputs may be negative: the renter's portfolio (rent above EMI is withdrawn) and the
   * real return (post-retirement return below inflation). Everything else — SIPs, EMIs, tax, interest,
   * returns at non-negative rates — must never show a minus sign, not even float dust of −1e-9.
   */
  const mayBeNegative = new Set(['rentNetWorth', 'realReturnPct']);

  for (const key of calculatorKeys) {
    it(`${key}: every numeric output is finite and non-negative (SIPs included), output matches its schema`, () => {
      const calc = calculators[key];
      const checkOutput = ajv.compile(calc.outputSchema);
      fc.assert(
        fc.property(inputFromSchema(calc.inputSchema), (raw) => {
          const checked = validateCalculatorInput(key, raw);
          fc.pre(checked.ok);
          if (!checked.ok) return;
          const output = (calc.compute as (input: unknown) => unknown)(checked.value);
          walkNumbers(output, '', (path, n) => {
            expect(Number.isFinite(n), `${key}.${path} = ${n}`).toBe(true);
            const field =
              path
                .split('.')
                .pop()
                ?.replace(/\[\d+\]$/, '') ?? '';
            if (!mayBeNegative.has(field)) expect(n, `${key}.${path}`).toBeGreaterThanOrEqual(0);
          });
          expect(checkOutput(output), JSON.stringify(checkOutput.errors)).toBe(true);
        }),
        { numRuns: SCHEMA_RUNS },
      );
    });
  }
});
