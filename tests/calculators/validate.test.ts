/** Calculator input validation: valid input and defaults, missing fields, wrong types, and values out of range. */
import { describe, expect, it } from 'vitest';
import { validateCalculatorInput } from '../../src/calculators';
import { errorsOf, expectError, loan, sip } from './validate-fixtures';

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
});
