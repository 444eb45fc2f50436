/**
 * Side-by-side comparison of 2 to 4 schemes (calculator 26).
 *
 * Each scheme's trailing returns (1/3/5/7/10 y) and calendar-year returns use its own full
 * history, measured to the common end month (the last month all schemes have), so a younger
 * scheme shows null for periods it did not exist. Volatility (monthly returns, x sqrt 12),
 * maximum drawdown and the growth of ₹10,000 use only the COMMON period (first to last month
 * all schemes have), so those figures are like for like.
 */
import { MfError } from './errors.js';
import { getGrowthOfInvestment, DEFAULT_GROWTH_AMOUNT } from './growth.js';
import {
  getCalendarYearReturns,
  getTrailingReturns,
  getCagrBetweenMonths,
  type CalendarYearReturn,
  type TrailingReturn,
} from './returns.js';
import { getAnnualisedVolatility, getMaxDrawdown, type Drawdown } from './risk.js';
import { alignMonthEnds, getMonthlyReturns, sliceMonths, type DatedValue, type MonthValue } from './series.js';

export const MAX_COMPARE_SCHEMES = 4;

export type SchemeComparison = {
  schemeCode: number;
  trailing: TrailingReturn[];
  calendarYears: CalendarYearReturn[];
  /** Over the common period. */
  cagr: number;
  volatility: number | null;
  drawdown: Drawdown;
  growth: DatedValue[];
};

export type Comparison = {
  fromMonth: string;
  toMonth: string;
  amount: number;
  schemes: SchemeComparison[];
};

/** Compares 2..4 schemes' month-end split-adjusted NAV series. */
export function compareSchemes(input: {
  schemes: readonly { schemeCode: number; navs: readonly MonthValue[] }[];
  amount?: number;
}): Comparison {
  const { schemes } = input;
  if (schemes.length < 2) throw new MfError('E-10584');
  if (schemes.length > MAX_COMPARE_SCHEMES) throw new MfError('E-10586');
  if (new Set(schemes.map((s) => s.schemeCode)).size !== schemes.length) throw new MfError('E-10589');
  const amount = input.amount ?? DEFAULT_GROWTH_AMOUNT;
  if (!(Number.isFinite(amount) && amount > 0)) throw new MfError('E-10590');
  for (const s of schemes) {
    if (s.navs.length === 0)
      throw new MfError('E-10581', `Scheme ${s.schemeCode} has no NAV history.`, { schemeCode: s.schemeCode });
  }
  const { months } = alignMonthEnds(schemes.map((s) => s.navs));
  if (months.length < 2) throw new MfError('E-10581', 'These schemes have no common period of NAV history to compare.');
  const fromMonth = months[0];
  const toMonth = months[months.length - 1];
  return {
    fromMonth,
    toMonth,
    amount,
    schemes: schemes.map((s) => {
      const own = sliceMonths(s.navs, undefined, toMonth);
      const common = sliceMonths(s.navs, fromMonth, toMonth);
      return {
        schemeCode: s.schemeCode,
        trailing: getTrailingReturns(own, { asOfMonth: toMonth }),
        calendarYears: getCalendarYearReturns(own),
        cagr: getCagrBetweenMonths(common[0], common[common.length - 1]),
        volatility: getAnnualisedVolatility(
          getMonthlyReturns(common).map((r) => r.value),
          'monthly',
        ),
        drawdown: getMaxDrawdown(common),
        growth: getGrowthOfInvestment(common, amount),
      };
    }),
  };
}
