import { RATES } from './rates';
import type { CreditCardPayoffCalculatorInput } from '../shared/generated/calculators/credit_card_payoff.input';
import type { CreditCardPayoffCalculatorOutput } from '../shared/generated/calculators/credit_card_payoff.output';
import type { Plain } from './types';

export type CreditCardPayoffInput = Plain<CreditCardPayoffCalculatorInput>;
export type CreditCardPayoffOutput = Plain<CreditCardPayoffCalculatorOutput>;
type CardYear = CreditCardPayoffOutput['yearly'][number];

/** Simulation horizon: a card not cleared in 100 years is reported as not payable. */
export const MAX_CARD_MONTHS = 1200;
const DUST = 1e-6;

const DEFAULTS = {
  mode: 'fixed',
  minPaymentPct: 5,
  minPaymentFloor: 200,
  gstOnInterestPct: RATES.gst_card_interest.value,
} as const;

function notPayable(reason: string, firstMonthCharges: number): CreditCardPayoffOutput {
  return {
    payable: false,
    reason,
    monthsToPayoff: null,
    totalInterest: null,
    totalGst: null,
    totalPaid: null,
    lastPayment: null,
    firstMonthCharges,
    yearly: [],
  };
}

/**
 * Monthly approximation of paying off a revolving card balance: each month interest and GST on the
 * interest are added, then the payment is subtracted (fixed, or max(min% × balance, floor) on the
 * post-interest balance); the last payment is partial. Cases that can never clear are detected up
 * front rather than looped on.
 */
export function compute(input: CreditCardPayoffInput): CreditCardPayoffOutput {
  const mode = input.mode ?? DEFAULTS.mode;
  const rate = input.monthlyInterestRatePct / 100;
  const gst = (input.gstOnInterestPct ?? DEFAULTS.gstOnInterestPct) / 100;
  const chargeRate = rate * (1 + gst);
  const minPct = (input.minPaymentPct ?? DEFAULTS.minPaymentPct) / 100;
  const floor = input.minPaymentFloor ?? DEFAULTS.minPaymentFloor;
  const fixed = input.fixedMonthlyPayment ?? 0;
  let balance = input.outstanding;
  const firstMonthCharges = balance * chargeRate;

  if (mode === 'fixed' && fixed <= firstMonthCharges) {
    return notPayable('The monthly payment does not cover the monthly interest and GST.', firstMonthCharges);
  }
  // Minimum-due plan: it clears only if the percentage part outgrows the charges, or the floor
  // already beats them (then it keeps beating them as the balance falls).
  if (mode === 'minimum' && minPct * (1 + chargeRate) <= chargeRate && floor <= firstMonthCharges) {
    return notPayable('The minimum due does not cover the monthly interest and GST.', firstMonthCharges);
  }

  let totalInterest = 0;
  let totalGst = 0;
  let totalPaid = 0;
  let yearPaid = 0;
  let yearInterest = 0;
  let yearGst = 0;
  const yearly: CardYear[] = [];
  for (let m = 1; m <= MAX_CARD_MONTHS; m++) {
    const interest = balance * rate;
    const gstAmount = interest * gst;
    balance += interest + gstAmount;
    const due = mode === 'fixed' ? fixed : Math.max(minPct * balance, floor);
    const payment = Math.min(due, balance);
    balance -= payment;
    if (balance < DUST) balance = 0;
    totalInterest += interest;
    totalGst += gstAmount;
    totalPaid += payment;
    yearPaid += payment;
    yearInterest += interest;
    yearGst += gstAmount;
    if (m % 12 === 0 || balance === 0) {
      yearly.push({
        year: Math.ceil(m / 12),
        paid: yearPaid,
        interest: yearInterest,
        gst: yearGst,
        closingBalance: balance,
      });
      yearPaid = 0;
      yearInterest = 0;
      yearGst = 0;
    }
    if (balance === 0) {
      return {
        payable: true,
        reason: null,
        monthsToPayoff: m,
        totalInterest,
        totalGst,
        totalPaid,
        lastPayment: payment,
        firstMonthCharges,
        yearly,
      };
    }
  }
  return notPayable(
    `The balance is not cleared within ${MAX_CARD_MONTHS / 12} years at this payment.`,
    firstMonthCharges,
  );
}
