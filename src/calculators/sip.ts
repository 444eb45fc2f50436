import { annuityDueFactor, monthlyRate, monthsFromYears } from './time-value';

export type SipInput = { monthlyInvestment: number; annualReturnPct: number; years: number };

export type SipYear = { year: number; invested: number; value: number };

export type SipOutput = {
  futureValue: number;
  totalInvested: number;
  estimatedReturns: number;
  months: number;
  yearly: SipYear[];
};

/**
 * Monthly SIP paid at the start of each month (annuity due), as Groww / ET Money compute it:
 * FV = P × ((1+i)^n − 1)/i × (1+i), i = annual/1200. Dropping the (1+i) understates by a month.
 */
export function compute(input: SipInput): SipOutput {
  const i = monthlyRate(input.annualReturnPct);
  const n = monthsFromYears(input.years);
  const p = input.monthlyInvestment;
  const futureValue = p * annuityDueFactor(i, n);
  const totalInvested = p * n;
  const yearly: SipYear[] = [];
  for (let m = 12; m <= n; m += 12) {
    yearly.push({ year: m / 12, invested: p * m, value: p * annuityDueFactor(i, m) });
  }
  return { futureValue, totalInvested, estimatedReturns: futureValue - totalInvested, months: n, yearly };
}
