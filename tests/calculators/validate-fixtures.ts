/** Helpers and sample inputs shared by the calculator input validation tests (validate*.test.ts). */
import { expect } from 'vitest';
import { validateCalculatorInput, type FieldError } from '../../src/calculators';
import catalogue from '../../schemas/catalogue/errors.json';

export const errors: Record<string, { http: number; message: string }> = catalogue.errors;

/** The errors validateCalculatorInput reports for an input it must reject. */
export function errorsOf(key: string, input: unknown): FieldError[] {
  const result = validateCalculatorInput(key, input);
  if (result.ok) throw new Error(`expected ${key} input to be rejected`);
  return result.errors;
}

/** Expects an error with this code on this field of the input, and answers it. */
export function expectError({
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

export const sip = { monthlyInvestment: 10000, annualReturnPct: 12, years: 10 };
export const retirement = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 85,
  currentMonthlyExpenses: 50000,
  inflationPct: 6,
  preRetirementReturnPct: 12,
  postRetirementReturnPct: 7,
};
export const loan = { principal: 5000000, annualRatePct: 8.5, tenureMonths: 240 };
