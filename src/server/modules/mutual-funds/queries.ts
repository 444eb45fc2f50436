import { sql } from 'kysely';
import type { MonthlyReturn, FdRate, PpfRate } from '../../../calculators/mf/benchmark-index.js';
import type { Holding } from '../../../calculators/mf/overlap.js';
import type { UnexplainedJump } from '../../../calculators/mf/responses.js';
import type { SchemeListItem } from '../../../calculators/mf/scheme-list-item.js';
import type { DatedValue, MonthValue } from '../../../calculators/mf/series.js';
import type { Db } from '../../db/index.js';

/**
 * Reads for the mutual-fund calculators. Dates leave SQL as text ('YYYY-MM-DD') whatever the
 * driver's date parser is, so PGlite and node-postgres return identical values. Every query is
 * a range scan of one primary key prefix (scheme, index, category+plan).
 */

/** A scheme's row as the calculators need it: the list entry's facts and the data caveats. */
export type SchemeRow = Pick<
  SchemeListItem,
  | 'schemeCode'
  | 'schemeName'
  | 'amc'
  | 'broadCategory'
  | 'category'
  | 'plan'
  | 'option'
  | 'trackedIndex'
  | 'latestNavDate'
> & {
  navAdjustmentEvents: number;
  missingMonths: number;
  unexplainedJumps: UnexplainedJump[];
  /** Changes whenever the daily updater touches the scheme or its NAVs (the NAV cache's version). */
  updatedAt: string;
};

/** One scheme's descriptive row, or null when the code is unknown. */
export async function findScheme(db: Db, schemeCode: number): Promise<SchemeRow | null> {
  return (await findSchemes(db, [schemeCode])).get(schemeCode) ?? null;
}

/** Several schemes' rows in one query (a comparison), by code; unknown codes are absent. */
export async function findSchemes(db: Db, schemeCodes: readonly number[]): Promise<Map<number, SchemeRow>> {
  const r = await sql<SchemeRow>`
    SELECT scheme_code AS "schemeCode", scheme_name AS "schemeName", amc, broad_category AS "broadCategory", category, plan, option,
      tracked_index AS "trackedIndex", nav_adjustment_events AS "navAdjustmentEvents", missing_months AS "missingMonths",
      latest_nav_date::text AS "latestNavDate", updated_at::text AS "updatedAt",
      CASE WHEN nav_adjustment_events = 0 THEN '[]'::json ELSE (
        SELECT coalesce(json_agg(json_build_object('date', e.ex_date::text, 'ratio', e.ratio) ORDER BY e.ex_date), '[]'::json)
        FROM mf_nav_adjustment_event e WHERE e.scheme_code = s.scheme_code AND e.event LIKE 'unexplained%'
      ) END AS "unexplainedJumps"
    FROM mf_scheme s WHERE scheme_code = ANY(${[...schemeCodes]}::int[])`.execute(db);
  const out = new Map<number, SchemeRow>();
  for (const row of r.rows) {
    const jumps =
      typeof row.unexplainedJumps === 'string'
        ? (JSON.parse(row.unexplainedJumps) as UnexplainedJump[])
        : row.unexplainedJumps;
    out.set(Number(row.schemeCode), {
      ...row,
      schemeCode: Number(row.schemeCode),
      unexplainedJumps: jumps.map((j) => ({ date: j.date, ratio: Number(j.ratio) })),
    });
  }
  return out;
}

/** Month-end split-adjusted NAVs of a scheme, oldest first. */
export async function getMonthlyNavs(db: Db, schemeCode: number): Promise<MonthValue[]> {
  const r = await sql<{ month: string; date: string; value: number }>`
    SELECT to_char(month, 'YYYY-MM') AS month, nav_date::text AS date, nav_adj AS value
    FROM mf_nav_monthly WHERE scheme_code = ${schemeCode} ORDER BY month`.execute(db);
  return r.rows.map((x) => ({ month: x.month, date: x.date, value: Number(x.value) }));
}

/** Daily split-adjusted NAVs of a scheme (only the daily-selected schemes have a long history). */
export async function getDailyNavs(db: Db, schemeCode: number): Promise<DatedValue[]> {
  const r = await sql<{ date: string; value: number }>`
    SELECT nav_date::text AS date, nav_adj AS value FROM mf_nav_daily WHERE scheme_code = ${schemeCode} ORDER BY nav_date`.execute(
    db,
  );
  return r.rows.map((x) => ({ date: x.date, value: Number(x.value) }));
}

/** Daily levels of one NIFTY TRI (name as in mf_index_value, e.g. 'NIFTY 50 TRI'). */
export async function getIndexValues(db: Db, indexName: string): Promise<DatedValue[]> {
  const r = await sql<{ date: string; value: number }>`
    SELECT value_date::text AS date, value FROM mf_index_value WHERE index_name = ${indexName} ORDER BY value_date`.execute(
    db,
  );
  return r.rows.map((x) => ({ date: x.date, value: Number(x.value) }));
}

/** Equal-weighted monthly returns of a category and plan. */
export async function getCategoryReturns(db: Db, category: string, plan: string): Promise<MonthlyReturn[]> {
  const r = await sql<{ month: string; value: number }>`
    SELECT to_char(month, 'YYYY-MM') AS month, mean_return AS value FROM mf_category_return_monthly
    WHERE category = ${category} AND plan = ${plan} ORDER BY month`.execute(db);
  return r.rows.map((x) => ({ month: x.month, value: Number(x.value) }));
}

/** Notified PPF rates. */
export async function getPpfRates(db: Db): Promise<PpfRate[]> {
  const r = await sql<{ fromDate: string; toDate: string | null; ratePctPa: number }>`
    SELECT from_date::text AS "fromDate", to_date::text AS "toDate", rate_pct_pa AS "ratePctPa" FROM mf_ppf_rate ORDER BY from_date`.execute(
    db,
  );
  return r.rows.map((x) => ({ ...x, ratePctPa: Number(x.ratePctPa) }));
}

/** SBI one-year FD card rates. */
export async function getFdRates(db: Db): Promise<FdRate[]> {
  const r = await sql<{ effectiveDate: string; ratePct: number }>`
    SELECT effective_date::text AS "effectiveDate", rate_1y_pct AS "ratePct" FROM mf_fd_rate WHERE rate_1y_pct IS NOT NULL ORDER BY effective_date`.execute(
    db,
  );
  return r.rows.map((x) => ({ ...x, ratePct: Number(x.ratePct) }));
}

/** Gold in INR per gram (monthly average). */
export async function getGoldMonthly(db: Db): Promise<{ month: string; value: number }[]> {
  const r = await sql<{ month: string; value: number }>`
    SELECT to_char(month, 'YYYY-MM') AS month, gold_inr_per_gram AS value FROM mf_gold_monthly WHERE gold_inr_per_gram IS NOT NULL ORDER BY month`.execute(
    db,
  );
  return r.rows.map((x) => ({ month: x.month, value: Number(x.value) }));
}

export type DisclosedPortfolio = {
  amc: string;
  sheetCode: string;
  asOfDate: string;
  disclosureSchemeName: string;
  holdings: Holding[];
};

/**
 * The latest disclosed portfolio linked to a scheme code (confident matches only; when a code
 * links to two sheets of the same date, the better name match wins). Equity rows only, because
 * overlap is about common stocks; null when the scheme has none.
 */
export async function findDisclosedPortfolio(db: Db, schemeCode: number): Promise<DisclosedPortfolio | null> {
  const link = await sql<{ amc: string; sheetCode: string; asOfDate: string; disclosureSchemeName: string }>`
    SELECT l.amc, l.sheet_code AS "sheetCode", l.as_of_date::text AS "asOfDate", p.disclosure_scheme_name AS "disclosureSchemeName"
    FROM mf_portfolio_scheme l JOIN mf_portfolio p USING (amc, sheet_code, as_of_date)
    WHERE l.scheme_code = ${schemeCode}
    ORDER BY l.as_of_date DESC, l.match_score DESC NULLS LAST LIMIT 1`.execute(db);
  const p = link.rows[0];
  if (!p) return null;
  const rows = await sql<{ isin: string; name: string | null; weightPct: number | null }>`
    SELECT isin, instrument_name AS name, weight_pct AS "weightPct" FROM mf_holding
    WHERE amc = ${p.amc} AND sheet_code = ${p.sheetCode} AND as_of_date = ${p.asOfDate}::date
      AND asset_class = 'equity'
    ORDER BY weight_pct DESC NULLS LAST`.execute(db);
  const holdings = rows.rows
    .filter((h) => h.weightPct !== null)
    .map((h) => ({ isin: h.isin, name: h.name ?? h.isin, weightPct: Number(h.weightPct) }));
  return { ...p, holdings };
}
