import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../column-types.js';

/**
 * Row types of migration 0100-mutual-funds (the mf_ tables): part of the one `Database`
 * (docs/database.md). Dates are 'YYYY-MM-DD' strings on both drivers; NAVs, index levels and rates
 * are double precision (numbers), see docs/mutual-funds.md section 4.
 */

export type MfSeedVersionTable = {
  seed_id: string;
  loaded_at: Timestamp;
  /** rows inserted per table by that import */
  row_counts: Json<Record<string, number>>;
  import_ms: number;
};

export type MfAmcTable = {
  amc_name: string;
  amc_company: string | null;
  schemes_total: number | null;
  schemes_active: number | null;
  open_ended_active: number | null;
  first_nav_date: string | null;
};

export type MfCategoryTable = {
  category: string;
  broad_category: string;
  amfi_category: string;
  schemes_total: number | null;
  schemes_active: number | null;
  legacy: Generated<boolean>;
};

export type MfSchemeTable = {
  scheme_code: number;
  scheme_name: string;
  fund_name: string | null;
  amc: string | null;
  scheme_type: string | null;
  broad_category: string | null;
  category: string | null;
  plan: 'Direct' | 'Regular' | null;
  option: string | null;
  isin_growth_or_payout: string | null;
  isin_reinvestment: string | null;
  launch_date: string | null;
  closure_date: string | null;
  latest_nav: number | null;
  latest_nav_date: string | null;
  nav_first_date: string | null;
  nav_last_date: string | null;
  nav_points: number | null;
  missing_months: Generated<number>;
  nav_adjustment_events: Generated<number>;
  active: Generated<boolean>;
  special: Generated<boolean>;
  in_nav_monthly: Generated<boolean>;
  in_nav_daily: Generated<boolean>;
  selection_reason: string | null;
  tracked_index: string | null;
  /** 'seed', or 'amfi-update' for a scheme the daily updater added */
  source: Generated<string>;
  updated_at: Timestamp;
};

export type MfSchemeNameHistoryTable = {
  scheme_code: number;
  changed_on: string;
  old_name: string;
  new_name: string;
};

export type MfNavMonthlyTable = {
  scheme_code: number;
  /** the first day of the month */
  month: string;
  nav_date: string;
  nav: number | null;
  nav_adj: number;
};

export type MfNavDailyTable = {
  scheme_code: number;
  nav_date: string;
  nav: number | null;
  nav_adj: number;
};

export type MfNavAdjustmentEventTable = {
  scheme_code: number;
  ex_date: string;
  prev_nav_date: string | null;
  prev_nav: number | null;
  nav: number | null;
  ratio: number | null;
  factor: number | null;
  event: string;
  source: Generated<string>;
};

export type MfCategoryReturnMonthlyTable = {
  category: string;
  plan: string;
  month: string;
  broad_category: string;
  n_schemes: number;
  mean_return: number;
  median_return: number | null;
};

export type MfIndexValueTable = { index_name: string; value_date: string; value: number };

export type MfGoldMonthlyTable = {
  month: string;
  gold_usd_per_troy_oz: number | null;
  usd_inr: number | null;
  gold_inr_per_gram: number | null;
  gold_inr_per_10g: number | null;
};

export type MfPpfRateTable = { from_date: string; to_date: string | null; rate_pct_pa: number };

export type MfFdRateTable = { effective_date: string; rate_1y_pct: number | null; rate_3y_pct: number | null };

export type MfPortfolioTable = {
  amc: string;
  sheet_code: string;
  as_of_date: string;
  disclosure_scheme_name: string;
  n_holdings: number | null;
  n_equity: number | null;
  equity_weight_pct: number | null;
  sum_weight_pct_with_isin: number | null;
  amfi_fund_name: string | null;
  match_score: number | null;
  match_confident: Generated<boolean>;
  source_repository: string | null;
  source_path: string | null;
};

export type MfPortfolioSchemeTable = {
  scheme_code: number;
  amc: string;
  sheet_code: string;
  as_of_date: string;
  match_score: number | null;
};

export type MfHoldingTable = {
  amc: string;
  sheet_code: string;
  as_of_date: string;
  isin: string;
  instrument_name: string | null;
  industry_or_rating: string | null;
  asset_class: string | null;
  section: string | null;
  quantity: number | null;
  market_value_lakh: number | null;
  weight_pct: number | null;
};

export type MutualFundTables = {
  mf_seed_version: MfSeedVersionTable;
  mf_amc: MfAmcTable;
  mf_category: MfCategoryTable;
  mf_scheme: MfSchemeTable;
  mf_scheme_name_history: MfSchemeNameHistoryTable;
  mf_nav_monthly: MfNavMonthlyTable;
  mf_nav_daily: MfNavDailyTable;
  mf_nav_adjustment_event: MfNavAdjustmentEventTable;
  mf_category_return_monthly: MfCategoryReturnMonthlyTable;
  mf_index_value: MfIndexValueTable;
  mf_gold_monthly: MfGoldMonthlyTable;
  mf_ppf_rate: MfPpfRateTable;
  mf_fd_rate: MfFdRateTable;
  mf_portfolio: MfPortfolioTable;
  mf_portfolio_scheme: MfPortfolioSchemeTable;
  mf_holding: MfHoldingTable;
};
