import inputSchema from '../../schemas/calculators/home_loan_prepayment.input.schema.json';
import { fieldIssue } from './schema-field';
import { annuityFactor, growth, loanEmi, loanOutstanding, monthlyRate, withoutDust } from './time-value';
import type { FieldError, Plain } from './types';
import type { HomeLoanPrePaymentCalculatorInput } from '../shared/generated/calculators/home_loan_prepayment.input';
import type { HomeLoanPrePaymentCalculatorOutput } from '../shared/generated/calculators/home_loan_prepayment.output';

export type HomeLoanPrepaymentInput = Plain<HomeLoanPrePaymentCalculatorInput>;
export type HomeLoanPrepaymentOutput = Plain<HomeLoanPrePaymentCalculatorOutput>;

/** Below a paisa-millionth the loan is closed; keeps float dust from adding an EMI. */
const DUST = 1e-6;
/** ceil() of a month count that is an integer in exact arithmetic must not gain a month from noise. */
const MONTH_EPSILON = 1e-9;

function outstandingAfter(input: HomeLoanPrepaymentInput): { emi: number; outstanding: number } {
  const r = monthlyRate(input.annualRatePct);
  const emi = loanEmi({ principal: input.principal, monthlyRate: r, months: Math.round(input.tenureMonths) });
  const outstanding = loanOutstanding({
    principal: input.principal,
    monthlyRate: r,
    emi,
    paidMonths: Math.round(input.prepaymentAfterMonth),
  });
  return { emi, outstanding };
}

/** Months to clear `balance` with a level `emi`: ceil(−ln(1 − B r / EMI) / ln(1 + r)), B / EMI at 0 %. */
function monthsToClear({
  balance,
  monthlyRate: r,
  emi,
}: {
  balance: number;
  monthlyRate: number;
  emi: number;
}): number {
  const exact = r === 0 ? balance / emi : -Math.log1p((-balance * r) / emi) / Math.log1p(r);
  return Math.max(1, Math.ceil(exact - MONTH_EPSILON));
}

/**
 * One pre-payment right after the k-th EMI. reduceTenure keeps the EMI and shortens the loan (last
 * EMI partial); reduceEmi keeps the remaining n − k months and re-computes the EMI. Interest is
 * counted exactly (closed forms) so the saving is comparable across modes.
 */
export function compute(input: HomeLoanPrepaymentInput): HomeLoanPrepaymentOutput {
  const r = monthlyRate(input.annualRatePct);
  const n = Math.round(input.tenureMonths);
  const k = Math.round(input.prepaymentAfterMonth);
  const mode = input.mode ?? 'reduceTenure';
  const { emi, outstanding } = outstandingAfter(input);
  const originalTotalInterest = emi * n - input.principal;
  const interestPaidBeforePrepayment = emi * k - (input.principal - outstanding);
  const balance = Math.max(0, outstanding - input.prepaymentAmount);
  const remaining = n - k;

  let newEmi = 0;
  let newRemainingMonths = 0;
  let lastEmi = 0;
  let interestAfterPrepayment = 0;
  if (balance > DUST && mode === 'reduceEmi') {
    newEmi = loanEmi({ principal: balance, monthlyRate: r, months: remaining });
    newRemainingMonths = remaining;
    lastEmi = newEmi;
    interestAfterPrepayment = newEmi * remaining - balance;
  } else if (balance > DUST) {
    newEmi = emi;
    newRemainingMonths = Math.min(remaining, monthsToClear({ balance, monthlyRate: r, emi }));
    const beforeLast = balance * growth(r, newRemainingMonths - 1) - emi * annuityFactor(r, newRemainingMonths - 1);
    lastEmi = Math.max(0, beforeLast) * (1 + r);
    interestAfterPrepayment = emi * (newRemainingMonths - 1) + lastEmi - balance;
  }
  const newTotalInterest = interestPaidBeforePrepayment + interestAfterPrepayment;
  const clean = (value: number): number => withoutDust({ value, scale: input.principal });
  return {
    originalEmi: emi,
    originalTotalInterest: clean(originalTotalInterest),
    outstandingBeforePrepayment: outstanding,
    balanceAfterPrepayment: balance,
    interestPaidBeforePrepayment: clean(interestPaidBeforePrepayment),
    newEmi,
    newRemainingMonths,
    lastEmi,
    monthsSaved: remaining - newRemainingMonths,
    interestAfterPrepayment: clean(interestAfterPrepayment),
    newTotalInterest: clean(newTotalInterest),
    interestSaved: clean(originalTotalInterest - newTotalInterest),
    loanClosed: balance <= DUST,
  };
}

/** Cross-field rules: the pre-payment falls inside the tenure and does not exceed what is owed. */
export function checkInput(input: HomeLoanPrepaymentInput): FieldError[] {
  if (input.prepaymentAfterMonth >= input.tenureMonths) {
    return [
      fieldIssue({
        schema: inputSchema,
        field: 'prepaymentAfterMonth',
        code: 'E-10544',
        rule: { id: 'lessThanField', other: 'tenureMonths' },
      }),
    ];
  }
  const { outstanding } = outstandingAfter(input);
  // A rupee of slack so "pay off the exact outstanding" typed from a rounded figure is accepted.
  if (input.prepaymentAmount > outstanding + 1) {
    const owed = Math.ceil(outstanding).toLocaleString('en-IN');
    return [
      fieldIssue({
        schema: inputSchema,
        field: 'prepaymentAmount',
        code: 'E-10546',
        rule: { id: 'notAboveOutstanding', amount: `₹${owed}`, month: String(Math.round(input.prepaymentAfterMonth)) },
      }),
    ];
  }
  return [];
}
