/** The seed files: where each comes from in the shared data set and where it sits in data-seed/mutual-funds. */
export const SEED_FILES = [
  { key: 'amcs', source: 'amcs.csv', seed: 'amcs.csv.gz' },
  { key: 'categories', source: 'categories.csv', seed: 'categories.csv.gz' },
  { key: 'schemes', source: 'scheme_master.csv', seed: 'scheme_master.csv.gz' },
  { key: 'navMonthly', source: 'nav_monthly.csv', seed: 'nav_monthly.csv.gz' },
  { key: 'navDaily', source: 'nav_daily_selected.csv', seed: 'nav_daily_selected.csv.gz' },
  { key: 'navDailySchemes', source: 'nav_daily_selected_schemes.csv', seed: 'nav_daily_selected_schemes.csv.gz' },
  { key: 'adjustments', source: 'nav_adjustment_events.csv', seed: 'nav_adjustment_events.csv.gz' },
  {
    key: 'categoryReturns',
    source: 'category_average_monthly_returns.csv',
    seed: 'category_average_monthly_returns.csv.gz',
  },
  { key: 'niftyTri', source: 'benchmarks/nifty_tri_daily.csv', seed: 'benchmarks/nifty_tri_daily.csv.gz' },
  { key: 'gold', source: 'benchmarks/gold_monthly.csv', seed: 'benchmarks/gold_monthly.csv.gz' },
  { key: 'ppf', source: 'benchmarks/ppf_rates.csv', seed: 'benchmarks/ppf_rates.csv.gz' },
  { key: 'fd', source: 'benchmarks/sbi_fd_rates_1999_2016.csv', seed: 'benchmarks/sbi_fd_rates_1999_2016.csv.gz' },
  { key: 'holdings', source: 'holdings/holdings.csv', seed: 'holdings/holdings.csv.gz' },
  { key: 'holdingsSchemes', source: 'holdings/holdings_schemes.csv', seed: 'holdings/holdings_schemes.csv.gz' },
] as const;

export type SeedFileKey = (typeof SEED_FILES)[number]['key'];
