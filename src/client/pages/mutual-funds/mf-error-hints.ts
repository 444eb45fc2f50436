/**
 * What a person can do about each answer the mutual-fund calculators refuse with. The server's
 * message says what is wrong (with the scheme's name where it knows it); this says what to try.
 */
const HINTS: Record<string, string> = {
  'E-10206': 'Fill in every field marked as needed.',
  'E-10580':
    'That scheme code is not in the AMFI list we hold. Pick the scheme from the search box instead of typing a code into the address.',
  'E-10581':
    'Pick a later start date or a longer period, or a scheme that has NAVs in that period. Only open-ended growth options have a NAV history here.',
  'E-10582':
    'Choose a shorter window or period, or a scheme with a longer history. A rolling window needs that many months of NAVs on both sides.',
  'E-10583': 'Move the start date before the end date.',
  'E-10584': 'Add another scheme: this needs at least two.',
  'E-10585':
    'Portfolios are disclosed in our data only for Axis, SBI, Nippon India and Aditya Birla Sun Life schemes. The search on this page lists only schemes that have one.',
  'E-10586': 'Remove a scheme: compare up to four (overlap: two, common stocks: up to four).',
  'E-10587': 'Pick a window of 1, 3, 5 or 7 years.',
  'E-10588': 'Pick one of the listed benchmarks.',
  'E-10589': 'Pick two different schemes.',
  'E-10590': 'Enter amounts above zero (and an FD rate from 0 to 20 %).',
  'E-10591': 'Enter a real calendar date.',
  'E-10592':
    'ETF corner covers funds that track a NIFTY index we hold (not Sensex, gold, international or debt indices). Pick a fund from the list.',
  'E-10593':
    'There are too few schemes in this category and plan to form an average. Try the other plan (Direct or Regular), or compare with a benchmark instead.',
  'E-10595': 'Clear the fund house or category filter and pick again from the list.',
  'E-10074': 'Check your connection and try again.',
  'E-10075': 'The server took too long. Try again in a moment.',
};

export function hintFor(code: string): string | null {
  return HINTS[code] ?? null;
}
