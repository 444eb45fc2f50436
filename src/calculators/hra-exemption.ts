import type { HRAExemptionCalculatorInput } from '../shared/generated/calculators/hra_exemption.input';
import type { HRAExemptionCalculatorOutput } from '../shared/generated/calculators/hra_exemption.output';
import type { Plain } from './types';

export type HraExemptionInput = Plain<HRAExemptionCalculatorInput>;
export type HraExemptionOutput = Plain<HRAExemptionCalculatorOutput>;
type HraBindingLimit = HraExemptionOutput['bindingLimit'];

/** Rule 2A: 50 % of salary for Delhi, Mumbai, Kolkata, Chennai (only these four for FY24-25/25-26), else 40 %. */
export const HRA_METRO_PCT = 50;
export const HRA_NON_METRO_PCT = 40;

/**
 * s.10(13A) with Rule 2A: exempt = least of (a) HRA received, (b) rent − 10 % of salary (floor 0),
 * (c) 50 % / 40 % of salary, where salary = Basic + DA forming part of retirement benefits.
 * Not available in the new regime; "compare" reports the old-regime figure for the old side.
 */
export function compute(input: HraExemptionInput): HraExemptionOutput {
  const salaryPct = input.isMetro ? HRA_METRO_PCT : HRA_NON_METRO_PCT;
  const hraReceivedLimit = input.hraReceivedAnnual;
  const rentMinusTenPctLimit = Math.max(0, input.rentPaidAnnual - 0.1 * input.basicDaAnnual);
  const salaryPctLimit = (salaryPct / 100) * input.basicDaAnnual;
  const oldRegimeExempt = Math.min(hraReceivedLimit, rentMinusTenPctLimit, salaryPctLimit);
  const oldRegimeBinding: HraBindingLimit =
    oldRegimeExempt === hraReceivedLimit
      ? 'hraReceived'
      : oldRegimeExempt === rentMinusTenPctLimit
        ? 'rentMinusTenPct'
        : 'salaryPct';
  const isNew = input.regime === 'new';
  const exempt = isNew ? 0 : oldRegimeExempt;
  return {
    hraExemption: exempt,
    exemptHra: exempt,
    taxableHra: input.hraReceivedAnnual - exempt,
    hraReceivedLimit,
    rentMinusTenPctLimit,
    salaryPctLimit,
    salaryPct,
    bindingLimit: isNew ? 'newRegime' : oldRegimeBinding,
  };
}
