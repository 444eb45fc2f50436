import { growth, loanEmi, loanOutstanding, monthlyRate } from './time-value';
import type { BuyVsRentCalculatorInput } from '../shared/generated/calculators/buy_vs_rent.input';
import type { BuyVsRentCalculatorOutput } from '../shared/generated/calculators/buy_vs_rent.output';
import type { Plain } from './types';

export type BuyVsRentInput = Plain<BuyVsRentCalculatorInput>;
export type BuyVsRentOutput = Plain<BuyVsRentCalculatorOutput>;
type BuyVsRentYear = BuyVsRentOutput['yearly'][number];

/**
 * Buy vs rent at the horizon. Buy: property value (annual appreciation) − loan outstanding.
 * Rent: one portfolio that starts with the down payment and, at the start of every month, takes in
 * what the buyer would pay (EMI while the loan runs) minus the rent — a negative surplus is a
 * withdrawal — growing at r/12. Rent steps up every 12 months. Stamp duty, registration,
 * maintenance, property tax and tax benefits are ignored (the page says so).
 */
export function compute(input: BuyVsRentInput): BuyVsRentOutput {
  const downPayment = (input.propertyPrice * input.downPaymentPct) / 100;
  // Not price − down payment: at 100 % down that difference is −1e-9, a negative loan.
  const loanAmount = (input.propertyPrice * (100 - input.downPaymentPct)) / 100;
  const loanMonths = Math.round(input.loanTenureYears * 12);
  const r = monthlyRate(input.loanRatePct);
  const emi = loanEmi({ principal: loanAmount, monthlyRate: r, months: loanMonths });
  const j = monthlyRate(input.investmentReturnPct);
  const rentGrowth = input.annualRentIncreasePct / 100;
  const horizonMonths = Math.round(input.horizonYears * 12);
  const buyAt = (month: number): number =>
    input.propertyPrice * growth(input.propertyAppreciationPct / 100, month / 12) -
    (month >= loanMonths ? 0 : loanOutstanding({ principal: loanAmount, monthlyRate: r, emi, paidMonths: month }));

  let portfolio = downPayment;
  let totalEmiPaid = 0;
  let totalRentPaid = 0;
  const yearly: BuyVsRentYear[] = [];
  for (let m = 0; m < horizonMonths; m++) {
    const rent = input.monthlyRent * growth(rentGrowth, Math.floor(m / 12));
    const buyerOutflow = m < loanMonths ? emi : 0;
    portfolio = (portfolio + buyerOutflow - rent) * (1 + j);
    totalEmiPaid += buyerOutflow;
    totalRentPaid += rent;
    if ((m + 1) % 12 === 0) yearly.push({ year: (m + 1) / 12, buyNetWorth: buyAt(m + 1), rentNetWorth: portfolio });
  }
  const buyNetWorth = buyAt(horizonMonths);
  return {
    better: buyNetWorth >= portfolio ? 'buy' : 'rent',
    buyNetWorth,
    rentNetWorth: portfolio,
    difference: Math.abs(buyNetWorth - portfolio),
    downPayment,
    loanAmount,
    emi,
    propertyValueAtHorizon: input.propertyPrice * growth(input.propertyAppreciationPct / 100, input.horizonYears),
    loanOutstandingAtHorizon:
      horizonMonths >= loanMonths
        ? 0
        : loanOutstanding({ principal: loanAmount, monthlyRate: r, emi, paidMonths: horizonMonths }),
    totalEmiPaid,
    totalRentPaid,
    yearly,
  };
}
