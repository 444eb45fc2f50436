import { sql, type Kysely } from 'kysely';

/**
 * Mutual-fund tables (prefix mf_). Recorded as '0100-mutual-funds' in schema_migrations whatever
 * folder the file lives in (docs/database.md). Idempotent (IF NOT EXISTS): databases from before it
 * joined the shared Migrator may already hold the tables.
 *
 * NAVs and index levels are double precision: they are prices with 4-6 decimals used only in
 * ratios, never money amounts (money stays in paise elsewhere). Dates are `date` (no zone).
 * Indexes follow the queries: every NAV / index / category lookup is "one key, a date range",
 * which the composite primary keys (key, date) serve; scheme lists filter by AMC + broad
 * category or by category + plan; common-stocks looks holdings up by ISIN.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS mf_seed_version (
      seed_id text PRIMARY KEY,
      loaded_at timestamptz NOT NULL DEFAULT now(),
      row_counts jsonb NOT NULL,
      import_ms integer NOT NULL
    );
    CREATE TABLE IF NOT EXISTS mf_amc (
      amc_name text PRIMARY KEY,
      amc_company text,
      schemes_total integer,
      schemes_active integer,
      open_ended_active integer,
      first_nav_date date
    );
    CREATE TABLE IF NOT EXISTS mf_category (
      category text PRIMARY KEY,
      broad_category text NOT NULL,
      amfi_category text NOT NULL UNIQUE,
      schemes_total integer,
      schemes_active integer,
      legacy boolean NOT NULL DEFAULT false
    );
    CREATE TABLE IF NOT EXISTS mf_scheme (
      scheme_code integer PRIMARY KEY,
      scheme_name text NOT NULL,
      fund_name text,
      amc text,
      scheme_type text,
      broad_category text,
      category text,
      plan text CHECK (plan IN ('Direct', 'Regular')),
      option text,
      isin_growth_or_payout text,
      isin_reinvestment text,
      launch_date date,
      closure_date date,
      latest_nav double precision,
      latest_nav_date date,
      nav_first_date date,
      nav_last_date date,
      nav_points integer,
      missing_months integer NOT NULL DEFAULT 0,
      nav_adjustment_events integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT false,
      special boolean NOT NULL DEFAULT false,
      in_nav_monthly boolean NOT NULL DEFAULT false,
      in_nav_daily boolean NOT NULL DEFAULT false,
      selection_reason text,
      tracked_index text,
      source text NOT NULL DEFAULT 'seed',
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS mf_scheme_amc_broad_idx ON mf_scheme (amc, broad_category);
    CREATE INDEX IF NOT EXISTS mf_scheme_category_plan_idx ON mf_scheme (category, plan);
    CREATE INDEX IF NOT EXISTS mf_scheme_isin_idx ON mf_scheme (isin_growth_or_payout);
    CREATE INDEX IF NOT EXISTS mf_scheme_tracked_index_idx ON mf_scheme (tracked_index) WHERE tracked_index IS NOT NULL;
    CREATE TABLE IF NOT EXISTS mf_scheme_name_history (
      scheme_code integer NOT NULL REFERENCES mf_scheme (scheme_code),
      changed_on date NOT NULL,
      old_name text NOT NULL,
      new_name text NOT NULL,
      PRIMARY KEY (scheme_code, changed_on, new_name)
    );
    CREATE TABLE IF NOT EXISTS mf_nav_monthly (
      scheme_code integer NOT NULL REFERENCES mf_scheme (scheme_code),
      month date NOT NULL CHECK (extract(day FROM month) = 1),
      nav_date date NOT NULL,
      nav double precision,
      nav_adj double precision NOT NULL CHECK (nav_adj > 0),
      PRIMARY KEY (scheme_code, month)
    );
    CREATE TABLE IF NOT EXISTS mf_nav_daily (
      scheme_code integer NOT NULL REFERENCES mf_scheme (scheme_code),
      nav_date date NOT NULL,
      nav double precision,
      nav_adj double precision NOT NULL CHECK (nav_adj > 0),
      PRIMARY KEY (scheme_code, nav_date)
    );
    CREATE TABLE IF NOT EXISTS mf_nav_adjustment_event (
      scheme_code integer NOT NULL,
      ex_date date NOT NULL,
      prev_nav_date date,
      prev_nav double precision,
      nav double precision,
      ratio double precision,
      factor double precision,
      event text NOT NULL,
      source text NOT NULL DEFAULT 'seed',
      PRIMARY KEY (scheme_code, ex_date)
    );
    CREATE TABLE IF NOT EXISTS mf_category_return_monthly (
      category text NOT NULL,
      plan text NOT NULL,
      month date NOT NULL,
      broad_category text NOT NULL,
      n_schemes integer NOT NULL,
      mean_return double precision NOT NULL,
      median_return double precision,
      PRIMARY KEY (category, plan, month)
    );
    CREATE TABLE IF NOT EXISTS mf_index_value (
      index_name text NOT NULL,
      value_date date NOT NULL,
      value double precision NOT NULL CHECK (value > 0),
      PRIMARY KEY (index_name, value_date)
    );
    CREATE TABLE IF NOT EXISTS mf_gold_monthly (
      month date PRIMARY KEY,
      gold_usd_per_troy_oz double precision,
      usd_inr double precision,
      gold_inr_per_gram double precision,
      gold_inr_per_10g double precision
    );
    CREATE TABLE IF NOT EXISTS mf_ppf_rate (
      from_date date PRIMARY KEY,
      to_date date,
      rate_pct_pa double precision NOT NULL
    );
    CREATE TABLE IF NOT EXISTS mf_fd_rate (
      effective_date date PRIMARY KEY,
      rate_1y_pct double precision,
      rate_3y_pct double precision
    );
    CREATE TABLE IF NOT EXISTS mf_portfolio (
      amc text NOT NULL,
      sheet_code text NOT NULL,
      as_of_date date NOT NULL,
      disclosure_scheme_name text NOT NULL,
      n_holdings integer,
      n_equity integer,
      equity_weight_pct double precision,
      sum_weight_pct_with_isin double precision,
      amfi_fund_name text,
      match_score double precision,
      match_confident boolean NOT NULL DEFAULT false,
      source_repository text,
      source_path text,
      PRIMARY KEY (amc, sheet_code, as_of_date)
    );
    CREATE TABLE IF NOT EXISTS mf_portfolio_scheme (
      scheme_code integer NOT NULL REFERENCES mf_scheme (scheme_code),
      amc text NOT NULL,
      sheet_code text NOT NULL,
      as_of_date date NOT NULL,
      match_score double precision,
      PRIMARY KEY (scheme_code, as_of_date, sheet_code),
      FOREIGN KEY (amc, sheet_code, as_of_date) REFERENCES mf_portfolio (amc, sheet_code, as_of_date)
    );
    CREATE TABLE IF NOT EXISTS mf_holding (
      amc text NOT NULL,
      sheet_code text NOT NULL,
      as_of_date date NOT NULL,
      isin text NOT NULL,
      instrument_name text,
      industry_or_rating text,
      asset_class text,
      section text,
      quantity double precision,
      market_value_lakh double precision,
      weight_pct double precision,
      PRIMARY KEY (amc, sheet_code, as_of_date, isin),
      FOREIGN KEY (amc, sheet_code, as_of_date) REFERENCES mf_portfolio (amc, sheet_code, as_of_date)
    );
    CREATE INDEX IF NOT EXISTS mf_holding_isin_idx ON mf_holding (isin, as_of_date);
  `.execute(db);
}
