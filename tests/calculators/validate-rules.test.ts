/** Calculator input validation: cross-field and conditional rules, unknown calculators, reporting, catalogue codes. */
import { describe, expect, it } from 'vitest';
import { validateCalculatorInput } from '../../src/calculators';
import { errors, errorsOf, expectError, loan, retirement, sip } from './validate-fixtures';

describe('validateCalculatorInput', () => {
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
