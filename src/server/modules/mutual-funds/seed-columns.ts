import { findTrackedIndex } from '../../../calculators/mf/tracked-index.js';
import type { MutualFundTables } from '../../db/tables/mutual-funds.js';
import type { BulkColumn } from './bulk-insert.js';
import { getColumnIndex, type CsvTable } from './parse-csv.js';
import type { SeedFileKey } from './seed-files.js';

/** How the seed's CSV tables map onto the mf_ tables' columns (used by the seed import, ingest.ts). */

const text = (s: string): string | null => (s === '' ? null : s);
const isin = (s: string): string | null => (s === '' || s === '-' ? null : s);
const num = (s: string): number | null => (s === '' ? null : Number(s));
const bool = (s: string): boolean => s.toLowerCase() === 'true';
const monthStart = (yyyyMm: string): string => `${yyyyMm.slice(0, 7)}-01`;

/** Maps column name -> converter over a CSV table into BulkColumns, in one pass per column. */
function columnsOf(
  table: CsvTable,
  file: string,
  spec: readonly [column: string, source: string, type: BulkColumn['type'], convert: (s: string) => unknown][],
  rowFilter?: (row: string[], idx: Record<string, number>) => boolean,
): BulkColumn[] {
  const idx = getColumnIndex(table, [...new Set(spec.map((s) => s[1]))], file);
  const rows = rowFilter ? table.rows.filter((r) => rowFilter(r, idx)) : table.rows;
  return spec.map(([name, source, type, convert]) => ({
    name,
    type,
    values: rows.map((r) => convert(r[idx[source]] ?? '')),
  }));
}

/** Turns a wide file (date + one column per series) into long (key, date, value) columns. */
function unpivot(
  table: CsvTable,
  keyName: string,
  keyType: BulkColumn['type'],
  keyOf: (header: string) => unknown,
  dateName: string,
  valueName: string,
): BulkColumn[] {
  const keys: unknown[] = [];
  const dates: string[] = [];
  const values: number[] = [];
  for (let c = 1; c < table.header.length; c++) {
    const key = keyOf(table.header[c]);
    for (const row of table.rows) {
      const v = row[c];
      if (v === undefined || v === '') continue;
      keys.push(key);
      dates.push(row[0]);
      values.push(Number(v));
    }
  }
  return [
    { name: keyName, type: keyType, values: keys },
    { name: dateName, type: 'date', values: dates },
    { name: valueName, type: 'float8', values },
  ];
}

/** Every table's columns, in foreign-key order. */
export function buildTableColumns(t: Record<SeedFileKey, CsvTable>): [keyof MutualFundTables, BulkColumn[]][] {
  const schemes = columnsOf(t.schemes, 'scheme_master.csv', [
    ['scheme_code', 'scheme_code', 'int', num],
    ['scheme_name', 'scheme_name', 'text', (s) => s],
    ['fund_name', 'fund_name', 'text', text],
    ['amc', 'amc', 'text', text],
    ['scheme_type', 'scheme_type', 'text', text],
    ['broad_category', 'broad_category', 'text', text],
    ['category', 'category', 'text', text],
    ['plan', 'plan', 'text', text],
    ['option', 'option', 'text', text],
    ['isin_growth_or_payout', 'isin_growth_or_payout', 'text', isin],
    ['isin_reinvestment', 'isin_reinvestment', 'text', isin],
    ['launch_date', 'launch_date', 'date', text],
    ['closure_date', 'closure_date', 'date', text],
    ['latest_nav', 'latest_nav', 'float8', num],
    ['latest_nav_date', 'latest_nav_date', 'date', text],
    ['nav_first_date', 'nav_first_date', 'date', text],
    ['nav_last_date', 'nav_last_date', 'date', text],
    ['nav_points', 'nav_points', 'int', num],
    ['missing_months', 'missing_months', 'int', (s) => num(s) ?? 0],
    ['nav_adjustment_events', 'nav_adjustment_events', 'int', (s) => num(s) ?? 0],
    ['active', 'active', 'bool', bool],
    ['special', 'special', 'bool', bool],
    ['in_nav_monthly', 'in_nav_monthly', 'bool', bool],
    ['in_nav_daily', 'in_nav_daily_selected', 'bool', bool],
    ['selection_reason', 'selection_reason', 'text', text],
  ]);
  // tracked_index is derived, not in the CSV: only index funds and ETFs track an index.
  const si = getColumnIndex(t.schemes, ['scheme_name', 'category'], 'scheme_master.csv');
  schemes.push({
    name: 'tracked_index',
    type: 'text',
    values: t.schemes.rows.map((r) =>
      r[si.category] === 'Index Funds' || r[si.category] === 'Other ETFs' ? findTrackedIndex(r[si.scheme_name]) : null,
    ),
  });

  const holdingsIdx = getColumnIndex(
    t.holdingsSchemes,
    [
      'amc',
      'sheet_code',
      'as_of_date',
      'direct_growth_codes',
      'regular_growth_codes',
      'match_score',
      'match_confident',
    ],
    'holdings_schemes.csv',
  );
  const links = {
    scheme_code: [] as number[],
    amc: [] as string[],
    sheet_code: [] as string[],
    as_of_date: [] as string[],
    match_score: [] as (number | null)[],
  };
  for (const r of t.holdingsSchemes.rows) {
    // Only confident name matches (score >= 0.85) link a disclosure to AMFI codes, as the data README advises.
    if (!bool(r[holdingsIdx.match_confident])) continue;
    const codes = `${r[holdingsIdx.direct_growth_codes]} ${r[holdingsIdx.regular_growth_codes]}`
      .split(/\s+/)
      .filter(Boolean);
    for (const code of new Set(codes)) {
      links.scheme_code.push(Number(code));
      links.amc.push(r[holdingsIdx.amc]);
      links.sheet_code.push(r[holdingsIdx.sheet_code]);
      links.as_of_date.push(r[holdingsIdx.as_of_date]);
      links.match_score.push(num(r[holdingsIdx.match_score]));
    }
  }

  return [
    [
      'mf_amc',
      columnsOf(t.amcs, 'amcs.csv', [
        ['amc_name', 'amc_name', 'text', (s) => s],
        ['amc_company', 'amc_company', 'text', text],
        ['schemes_total', 'schemes_total', 'int', num],
        ['schemes_active', 'schemes_active', 'int', num],
        ['open_ended_active', 'open_ended_active', 'int', num],
        ['first_nav_date', 'first_nav_date', 'date', text],
      ]),
    ],
    [
      'mf_category',
      columnsOf(t.categories, 'categories.csv', [
        ['category', 'category', 'text', (s) => s],
        ['broad_category', 'broad_category', 'text', (s) => s],
        ['amfi_category', 'amfi_category', 'text', (s) => s],
        ['schemes_total', 'schemes_total', 'int', num],
        ['schemes_active', 'schemes_active', 'int', num],
        ['legacy', 'legacy', 'bool', bool],
      ]),
    ],
    ['mf_scheme', schemes],
    [
      'mf_nav_monthly',
      columnsOf(t.navMonthly, 'nav_monthly.csv', [
        ['scheme_code', 'scheme_code', 'int', num],
        ['month', 'nav_date', 'date', monthStart],
        ['nav_date', 'nav_date', 'date', (s) => s],
        ['nav', 'nav', 'float8', num],
        ['nav_adj', 'nav_adj', 'float8', num],
      ]),
    ],
    // The daily seed is split-adjusted only; raw NAV stays NULL for those rows.
    ['mf_nav_daily', unpivot(t.navDaily, 'scheme_code', 'int', (h) => Number(h), 'nav_date', 'nav_adj')],
    [
      'mf_nav_adjustment_event',
      columnsOf(t.adjustments, 'nav_adjustment_events.csv', [
        ['scheme_code', 'scheme_code', 'int', num],
        ['ex_date', 'ex_date', 'date', (s) => s],
        ['prev_nav_date', 'prev_nav_date', 'date', text],
        ['prev_nav', 'prev_nav', 'float8', num],
        ['nav', 'nav', 'float8', num],
        ['ratio', 'ratio', 'float8', num],
        ['factor', 'factor', 'float8', num],
        ['event', 'event', 'text', (s) => s],
      ]),
    ],
    [
      'mf_category_return_monthly',
      columnsOf(t.categoryReturns, 'category_average_monthly_returns.csv', [
        ['category', 'category', 'text', (s) => s],
        ['plan', 'plan', 'text', (s) => s],
        ['month', 'month', 'date', monthStart],
        ['broad_category', 'broad_category', 'text', (s) => s],
        ['n_schemes', 'n_schemes', 'int', num],
        ['mean_return', 'mean_return', 'float8', num],
        ['median_return', 'median_return', 'float8', num],
      ]),
    ],
    ['mf_index_value', unpivot(t.niftyTri, 'index_name', 'text', (h) => h, 'value_date', 'value')],
    [
      'mf_gold_monthly',
      columnsOf(t.gold, 'gold_monthly.csv', [
        ['month', 'month', 'date', monthStart],
        ['gold_usd_per_troy_oz', 'gold_usd_per_troy_oz', 'float8', num],
        ['usd_inr', 'usd_inr', 'float8', num],
        ['gold_inr_per_gram', 'gold_inr_per_gram', 'float8', num],
        ['gold_inr_per_10g', 'gold_inr_per_10g', 'float8', num],
      ]),
    ],
    [
      'mf_ppf_rate',
      columnsOf(t.ppf, 'ppf_rates.csv', [
        ['from_date', 'from_date', 'date', (s) => s],
        ['to_date', 'to_date', 'date', text],
        ['rate_pct_pa', 'rate_pct_pa', 'float8', num],
      ]),
    ],
    [
      'mf_fd_rate',
      columnsOf(t.fd, 'sbi_fd_rates_1999_2016.csv', [
        ['effective_date', 'effective_date', 'date', (s) => s],
        ['rate_1y_pct', 'rate_1y_pct', 'float8', num],
        ['rate_3y_pct', 'rate_3y_pct', 'float8', num],
      ]),
    ],
    [
      'mf_portfolio',
      columnsOf(t.holdingsSchemes, 'holdings_schemes.csv', [
        ['amc', 'amc', 'text', (s) => s],
        ['sheet_code', 'sheet_code', 'text', (s) => s],
        ['as_of_date', 'as_of_date', 'date', (s) => s],
        ['disclosure_scheme_name', 'disclosure_scheme_name', 'text', (s) => s],
        ['n_holdings', 'n_holdings', 'int', num],
        ['n_equity', 'n_equity', 'int', num],
        ['equity_weight_pct', 'equity_weight_pct', 'float8', num],
        ['sum_weight_pct_with_isin', 'sum_weight_pct_with_isin', 'float8', num],
        ['amfi_fund_name', 'amfi_fund_name', 'text', text],
        ['match_score', 'match_score', 'float8', num],
        ['match_confident', 'match_confident', 'bool', bool],
        ['source_repository', 'source_repository', 'text', text],
        ['source_path', 'source_path', 'text', text],
      ]),
    ],
    [
      'mf_portfolio_scheme',
      [
        { name: 'scheme_code', type: 'int', values: links.scheme_code },
        { name: 'amc', type: 'text', values: links.amc },
        { name: 'sheet_code', type: 'text', values: links.sheet_code },
        { name: 'as_of_date', type: 'date', values: links.as_of_date },
        { name: 'match_score', type: 'float8', values: links.match_score },
      ],
    ],
    [
      'mf_holding',
      columnsOf(t.holdings, 'holdings.csv', [
        ['amc', 'amc', 'text', (s) => s],
        ['sheet_code', 'sheet_code', 'text', (s) => s],
        ['as_of_date', 'as_of_date', 'date', (s) => s],
        ['isin', 'isin', 'text', (s) => s],
        ['instrument_name', 'instrument_name', 'text', text],
        ['industry_or_rating', 'industry_or_rating', 'text', text],
        ['asset_class', 'asset_class', 'text', text],
        ['section', 'section', 'text', text],
        ['quantity', 'quantity', 'float8', num],
        ['market_value_lakh', 'market_value_lakh', 'float8', num],
        ['weight_pct', 'weight_pct', 'float8', num],
      ]),
    ],
  ];
}
