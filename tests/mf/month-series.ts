/** The month-end series builder shared by the fund analytics tests (analytics-*.test.ts). */
import { addMonths, type MonthValue } from '../../src/calculators/mf/index.js';

/** A month-end series from 'YYYY-MM' and values, dated on the 28th (any in-month day works). */
export function months(from: string, values: number[]): MonthValue[] {
  return values.map((value, i) => {
    const month = addMonths(from, i);
    return { month, date: `${month}-28`, value };
  });
}
