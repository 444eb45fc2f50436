import { expect } from 'vitest';

/** A published figure quoted to the rupee: the full-precision value must round to it. */
export function expectRupees(actual: number, expected: number): void {
  expect(Math.round(actual)).toBe(expected);
}

/** Within an absolute tolerance (₹ or %), for figures quoted as "≈" or derived by hand. */
export function expectNear({
  actual,
  expected,
  tolerance,
}: {
  actual: number;
  expected: number;
  tolerance: number;
}): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}
