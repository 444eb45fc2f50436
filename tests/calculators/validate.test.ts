import { describe, expect, it } from 'vitest';
import { validateCalculatorInput, type FieldError } from '../../src/calculators';
import catalogue from '../../schemas/catalogue/errors.json';

const errors: Record<string, { http: number; message: string }> = catalogue.errors;

function errorsOf(key: string, input: unknown): FieldError[] {
  const result = validateCalculatorInput(key, input);
  if (result.ok) throw new Error(`expected ${key} input to be rejected`);
  return result.errors;
}

function expectError({
  key,
  input,
  field,
  code,
}: {
  key: string;
  input: unknown;
  field: string;
  code: string;
}): FieldError {
  const found = errorsOf(key, input).find((e) => e.field === field);
  expect(found, `${key}.${field}`).toBeDefined();
  expect(found?.code).toBe(code);
  return found as FieldError;
}

const sip = { monthlyInvestment: 10000, annualReturnPct: 12, years: 10 };
const retirement = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 85,
  currentMonthlyExpenses: 50000,
  inflationPct: 6,
  preRetirementReturnPct: 12,
  postRetirementReturnPct: 7,
};
const loan = { principal: 5000000, annualRatePct: 8.5, tenureMonths: 240 };

describe('validateCalculatorInput', () => {
  it('accepts valid input, fills defaults and leaves the caller object alone', () => {
    const input = { salaryIncome: 1500000 };
    const result = validateCalculatorInput('tax_regime_fy2025_26', input);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.regime).toBe('compare');
      expect(result.value.isResident).toBe(true);
      expect(result.value.sec80C).toBe(0);
    }
    expect(input).toEqual({ salaryIncome: 1500000 });
  });

  it('missing field → E-10540 naming the field title', () => {
    const { monthlyInvestment: _omit, ...rest } = sip;
    const e = expectError({ key: 'sip', input: rest, field: 'monthlyInvestment', code: 'E-10540' });
    expect(e.message).toBe('Monthly investment (₹) is required.');
    // A blank form field (null or "") on a required field is "missing" too.
    expectError({ key: 'sip', input: { ...sip, years: null }, field: 'years', code: 'E-10540' });
    expectError({ key: 'sip', input: { ...sip, years: '' }, field: 'years', code: 'E-10540' });
  });

  it('strings for numbers → E-10541 (no coercion)', () => {
    const e = expectError({
      key: 'sip',
      input: { ...sip, monthlyInvestment: '10000' },
      field: 'monthlyInvestment',
      code: 'E-10541',
    });
    expect(e.message).toContain('Monthly investment (₹)');
    expectError({ key: 'sip', input: { ...sip, years: 10.5 }, field: 'years', code: 'E-10541' });
    expectError({
      key: 'hra_exemption',
      input: { basicDaAnnual: 1, hraReceivedAnnual: 1, rentPaidAnnual: 1, isMetro: 'yes' },
      field: 'isMetro',
      code: 'E-10541',
    });
    expect(errorsOf('sip', [1, 2])[0].code).toBe('E-10541');
    expect(errorsOf('sip', null)[0].code).toBe('E-10541');
  });

  it('NaN and Infinity are not numbers', () => {
    expectError({
      key: 'sip',
      input: { ...sip, annualReturnPct: Number.NaN },
      field: 'annualReturnPct',
      code: 'E-10541',
    });
    expectError({
      key: 'sip',
      input: { ...sip, monthlyInvestment: Infinity },
      field: 'monthlyInvestment',
      code: 'E-10541',
    });
  });

  it('negative amounts → E-10542', () => {
    const e = expectError({
      key: 'sip',
      input: { ...sip, monthlyInvestment: -500 },
      field: 'monthlyInvestment',
      code: 'E-10542',
    });
    expect(e.message).toBe('Monthly investment (₹) must be at least 1.');
    expectError({
      key: 'goal_planning',
      input: { currentCost: 100000, years: 5, inflationPct: 6, annualReturnPct: 12, currentSavings: -1 },
      field: 'currentSavings',
      code: 'E-10542',
    });
  });

  it('zero tenures → E-10542', () => {
    expectError({ key: 'home_loan_emi', input: { ...loan, tenureMonths: 0 }, field: 'tenureMonths', code: 'E-10542' });
    expectError({ key: 'sip', input: { ...sip, years: 0 }, field: 'years', code: 'E-10542' });
  });

  it('a zero rate where it is a divisor (safe withdrawal rate) → E-10542; negative rates → E-10542', () => {
    expectError({
      key: 'financial_freedom',
      input: {
        currentAnnualExpenses: 600000,
        inflationPct: 6,
        safeWithdrawalRatePct: 0,
        annualReturnPct: 12,
        targetYears: 15,
      },
      field: 'safeWithdrawalRatePct',
      code: 'E-10542',
    });
    expectError({
      key: 'home_loan_emi',
      input: { ...loan, annualRatePct: -1 },
      field: 'annualRatePct',
      code: 'E-10542',
    });
  });

  it('absurd rates and tenures beyond 40 years → E-10543', () => {
    const e = expectError({
      key: 'sip',
      input: { ...sip, annualReturnPct: 120 },
      field: 'annualReturnPct',
      code: 'E-10543',
    });
    expect(e.message).toBe('Expected annual return (% p.a.) must be at most 50.');
    expectError({
      key: 'home_loan_emi',
      input: { ...loan, tenureMonths: 481 },
      field: 'tenureMonths',
      code: 'E-10543',
    });
    expectError({
      key: 'credit_card_payoff',
      input: { outstanding: 1000, monthlyInterestRatePct: 15, fixedMonthlyPayment: 100 },
      field: 'monthlyInterestRatePct',
      code: 'E-10543',
    });
  });

  it('ages out of order → E-10544 on the later field', () => {
    const e = expectError({
      key: 'retirement_planner',
      input: { ...retirement, retirementAge: 25 },
      field: 'retirementAge',
      code: 'E-10544',
    });
    expect(e.message).toBe('Retirement age (years) must be greater than Current age (years).');
    expectError({
      key: 'retirement_planner',
      input: { ...retirement, retirementAge: 30 },
      field: 'retirementAge',
      code: 'E-10544',
    });
    expectError({
      key: 'retirement_planner',
      input: { ...retirement, lifeExpectancy: 60 },
      field: 'lifeExpectancy',
      code: 'E-10544',
    });
    expectError({
      key: 'nps',
      input: { monthlyContribution: 5000, currentAge: 50, retirementAge: 45, annualReturnPct: 10 },
      field: 'retirementAge',
      code: 'E-10544',
    });
    expectError({
      key: 'epf',
      input: { monthlyBasicDa: 50000, currentAge: 40, retirementAge: 35 },
      field: 'retirementAge',
      code: 'E-10544',
    });
    expectError({
      key: 'human_life_value',
      input: {
        annualIncome: 1e6,
        annualPersonalExpenses: 1e5,
        currentAge: 60,
        retirementAge: 58,
        incomeGrowthPct: 5,
        discountRatePct: 7,
      },
      field: 'retirementAge',
      code: 'E-10544',
    });
    expectError({
      key: 'ssy',
      input: { annualDeposit: 1000, depositYears: 15, maturityYears: 10 },
      field: 'depositYears',
      code: 'E-10544',
    });
    expectError({
      key: 'home_loan_prepayment',
      input: { ...loan, prepaymentAmount: 1000, prepaymentAfterMonth: 240 },
      field: 'prepaymentAfterMonth',
      code: 'E-10544',
    });
  });

  it('cross-field rules run only on the calculators and tasks they belong to', () => {
    expect(validateCalculatorInput('epf', { monthlyBasicDa: 50000, task: 'split' }).ok).toBe(true);
    expectError({ key: 'epf', input: { monthlyBasicDa: 50000 }, field: 'currentAge', code: 'E-10540' });
  });

  it('unknown calculator → E-10545 (404 in errors.json)', () => {
    const e = expectError({ key: 'lottery', input: {}, field: 'key', code: 'E-10545' });
    expect(e.message).toContain('lottery');
    expect(errors['E-10545'].http).toBe(404);
  });

  it('other invalid combinations and values → E-10546', () => {
    expectError({
      key: 'home_loan_prepayment',
      input: { ...loan, prepaymentAmount: 9000000, prepaymentAfterMonth: 12 },
      field: 'prepaymentAmount',
      code: 'E-10546',
    });
    expectError({
      key: 'human_life_value',
      input: {
        annualIncome: 100000,
        annualPersonalExpenses: 200000,
        currentAge: 30,
        retirementAge: 60,
        incomeGrowthPct: 5,
        discountRatePct: 7,
      },
      field: 'annualPersonalExpenses',
      code: 'E-10546',
    });
    expectError({
      key: 'swp',
      input: { initialInvestment: 1, monthlyWithdrawal: 1, annualReturnPct: 1, years: 1, convention: 'sideways' },
      field: 'convention',
      code: 'E-10546',
    });
    expectError({ key: 'ppf', input: { annualDeposit: 1000, years: 17 }, field: 'years', code: 'E-10546' });
    expectError({ key: 'sip', input: { ...sip, bonus: 1 }, field: 'bonus', code: 'E-10546' });
    expectError({
      key: 'tax_regime_fy2024_25',
      input: { salaryIncome: 100000, hraExemption: 200000 },
      field: 'hraExemption',
      code: 'E-10546',
    });
  });

  it('conditionally required fields follow the mode', () => {
    expectError({
      key: 'credit_card_payoff',
      input: { outstanding: 1000, monthlyInterestRatePct: 3 },
      field: 'fixedMonthlyPayment',
      code: 'E-10540',
    });
    expect(
      validateCalculatorInput('credit_card_payoff', { outstanding: 1000, monthlyInterestRatePct: 3, mode: 'minimum' })
        .ok,
    ).toBe(true);
    expectError({
      key: 'nps',
      input: { monthlyContribution: 1, currentAge: 30, retirementAge: 60 },
      field: 'annualReturnPct',
      code: 'E-10540',
    });
    expectError({
      key: 'nps',
      input: { monthlyContribution: 1, currentAge: 30, retirementAge: 60, mode: 'lifecycle' },
      field: 'equityReturnPct',
      code: 'E-10540',
    });
  });

  it('reports every bad field at once, one error per field', () => {
    const list = errorsOf('retirement_planner', { currentAge: 'thirty', retirementAge: -1, lifeExpectancy: 200 });
    const fields = list.map((e) => e.field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(list.find((e) => e.field === 'currentAge')?.code).toBe('E-10541');
    expect(list.find((e) => e.field === 'retirementAge')?.code).toBe('E-10542');
    expect(list.find((e) => e.field === 'lifeExpectancy')?.code).toBe('E-10543');
    expect(list.find((e) => e.field === 'currentMonthlyExpenses')?.code).toBe('E-10540');
  });

  it('errors.json lists E-10540…E-10546 with 422 (404 for E-10545) and a message', () => {
    const codes = ['E-10540', 'E-10541', 'E-10542', 'E-10543', 'E-10544', 'E-10545', 'E-10546'] as const;
    for (const code of codes) {
      expect(errors[code].http).toBe(code === 'E-10545' ? 404 : 422);
      expect(errors[code].message.length).toBeGreaterThan(10);
    }
  });
});
