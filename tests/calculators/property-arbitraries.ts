/** fast-check arbitraries and a closeness check shared by the calculator property tests (properties-*.test.ts). */
import fc from 'fast-check';

export const rate = fc.double({ min: 0.01, max: 50, noNaN: true });
export const amount = fc.double({ min: 1, max: 1e7, noNaN: true });
export const years = fc.integer({ min: 1, max: 40 });
/** Relative closeness for values that may be large. */
export const close = (a: number, b: number, rel = 1e-9) =>
  Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));
