/**
 * Time-value helpers shared by the calculators. All work at full floating precision; callers round
 * only for display. log1p/expm1 keep results continuous as a rate tends to zero, so the zero-rate
 * limits (P × n, P / n) are met without a cliff.
 */

/** Rates this small behave as zero to double precision; the series form avoids 0/0 noise. */
const TINY_RATE = 1e-12;

/** Nominal monthly rate from an annual percentage (the Indian calculators' convention, §0.2). */
export function monthlyRate(annualPct: number): number {
  return annualPct / 1200;
}

/** (1 + i)^n. */
export function growth(i: number, n: number): number {
  return Math.pow(1 + i, n);
}

/** Σ_{k=0}^{n-1} (1 + i)^k = ((1 + i)^n − 1) / i; n when i = 0 (ordinary annuity factor). */
export function annuityFactor(i: number, n: number): number {
  if (Math.abs(i) < TINY_RATE) return n * (1 + ((n - 1) * i) / 2);
  return Math.expm1(n * Math.log1p(i)) / i;
}

/** Annuity-due factor: payments at the start of each period, FV = P × factor. */
export function annuityDueFactor(i: number, n: number): number {
  return annuityFactor(i, n) * (1 + i);
}

/** Σ_{k=1}^{n} (1 + i)^−k = (1 − (1 + i)^−n) / i; n when i = 0. */
export function presentValueFactor(i: number, n: number): number {
  if (Math.abs(i) < TINY_RATE) return n * (1 - ((n + 1) * i) / 2);
  return -Math.expm1(-n * Math.log1p(i)) / i;
}

/** Reducing-balance EMI; P / n at a zero rate. */
export function loanEmi({
  principal,
  monthlyRate: i,
  months,
}: {
  principal: number;
  monthlyRate: number;
  months: number;
}): number {
  if (principal <= 0 || months <= 0) return 0;
  return principal / presentValueFactor(i, months);
}

/** Balance left after `paidMonths` EMIs: P(1+i)^k − EMI × ((1+i)^k − 1)/i, never below zero. */
export function loanOutstanding({
  principal,
  monthlyRate: i,
  emi,
  paidMonths,
}: {
  principal: number;
  monthlyRate: number;
  emi: number;
  paidMonths: number;
}): number {
  const balance = principal * growth(i, paidMonths) - emi * annuityFactor(i, paidMonths);
  // Float noise can leave −1e-9 on a fully repaid loan; a balance is never negative.
  return balance > 0 ? balance : 0;
}

/** Months from a year count; fractional years are rounded to whole instalments. */
export function monthsFromYears(years: number): number {
  return Math.round(years * 12);
}

/**
 * Float dust to zero: a result within 1e-12 of the amounts it came from is rounding, not money
 * (e.g. EMI × n − P at 0 % gives −2e-7 on a ₹100 crore loan), and would show as "−₹0".
 */
export function withoutDust({ value, scale }: { value: number; scale: number }): number {
  return Math.abs(value) <= 1e-12 * Math.abs(scale) ? 0 : value;
}
