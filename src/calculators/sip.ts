import { annuityDueFactor, monthlyRate, monthsFromYears } from './time-value';
import type { SIPCalculatorInput } from '../shared/generated/calculators/sip.input';
import type { SIPCalculatorOutput } from '../shared/generated/calculators/sip.output';
import type { Plain } from './types';

export type SipInput = Plain<SIPCalculatorInput>;
export type SipOutput = Plain<SIPCalculatorOutput>;
type SipYear = SipOutput['yearly'][number];

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
