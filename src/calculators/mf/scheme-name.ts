/**
 * Plan, option and "special" flags read from an AMFI scheme name, for schemes the daily file
 * introduces (the seed has these columns already). On the seed's 14,304 names it agrees with
 * the data set's master except where the master is itself inconsistent (three Sundaram names
 * ending "(IDCW)" filed as Growth).
 */
export type SchemeNameInfo = { plan: 'Direct' | 'Regular'; option: 'Growth' | 'IDCW/Bonus'; special: boolean };

// "Dividend Yield" and "Dividend Opportunities" are fund names, not payout options.
const IDCW_WORDS = /idcw|income distribution|payout|reinvest|\bbonus\b|dividend(?!\s+(?:yield|opportunit))/gi;
const GROWTH_WORDS = /growth|cumulative/gi;
const SPECIAL_WORDS = /unclaimed|segregat|investor education/i;

/**
 * Classifies a scheme name. The option is whichever word comes LAST: the option is written at
 * the end of AMFI names, while "Growth" or "Dividend" earlier on is part of the fund's name
 * ("ICICI Prudential Growth Fund - Series 1 Dividend" is a dividend option, "Unclaimed IDCW
 * Plan - Growth" a growth one). ETFs say neither: they are Growth. Plan is Direct when the
 * name says so anywhere ("DirectPLan" included), else Regular (ETFs have no direct plan).
 */
export function classifySchemeName(name: string): SchemeNameInfo {
  const lastIdcw = lastIndexOf(IDCW_WORDS, name);
  return {
    plan: /direct/i.test(name) ? 'Direct' : 'Regular',
    option: lastIdcw >= 0 && lastIdcw > lastIndexOf(GROWTH_WORDS, name) ? 'IDCW/Bonus' : 'Growth',
    special: SPECIAL_WORDS.test(name),
  };
}

function lastIndexOf(re: RegExp, s: string): number {
  let last = -1;
  for (const m of s.matchAll(re)) last = m.index ?? last;
  return last;
}
