import type { CategoryRow, CompanyRow, TrackedFund } from '../../../calculators/mf/responses.js';
import type { SchemeListItem } from '../../../calculators/mf/scheme-list-item.js';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';

/**
 * Reads behind the scheme pickers: fund houses, categories and the scheme search. Special plans
 * (unclaimed dividends, segregated portfolios) are never listed: nobody can invest in them.
 */

export type BroadCategoryRow = { broadCategory: string; schemesActive: number; schemesWithHistory: number };

export type SchemeFilter = {
  q?: string;
  amc?: string;
  broadCategory?: string;
  category?: string;
  plan?: 'Direct' | 'Regular';
  /** 'any' lists every option; growth is the default because only growth options have NAV history. */
  option?: 'Growth' | 'IDCW/Bonus' | 'any';
  withHistory?: boolean;
  trackedIndex?: string;
  /** Only schemes whose disclosed portfolio holds equities (what overlap can compare). */
  hasPortfolio?: boolean;
  limit: number;
  offset: number;
};

const toNumber = (v: unknown): number => Number(v ?? 0);

/** Every SEBI/AMFI category (optionally of one broad category), with how many schemes each has. */
export async function listCategories(db: Db, broadCategory?: string): Promise<CategoryRow[]> {
  const r = await sql<CategoryRow>`
    SELECT c.broad_category AS "broadCategory", c.category, c.amfi_category AS "amfiCategory", c.schemes_total AS "schemesTotal",
      c.schemes_active AS "schemesActive", coalesce(h.n, 0) AS "schemesWithHistory", c.legacy
    FROM mf_category c
    LEFT JOIN (SELECT category, count(*) AS n FROM mf_scheme WHERE in_nav_monthly AND NOT special GROUP BY category) h USING (category)
    WHERE (${broadCategory ?? null}::text IS NULL OR c.broad_category = ${broadCategory ?? null})
    ORDER BY c.broad_category, c.legacy, c.category`.execute(db);
  return r.rows.map((x) => ({
    ...x,
    schemesTotal: toNumber(x.schemesTotal),
    schemesActive: toNumber(x.schemesActive),
    schemesWithHistory: toNumber(x.schemesWithHistory),
  }));
}

/** Broad categories (Equity, Debt, Hybrid, Solution Oriented, Other). */
export async function listBroadCategories(db: Db): Promise<BroadCategoryRow[]> {
  const r = await sql<BroadCategoryRow>`
    SELECT c.broad_category AS "broadCategory", sum(c.schemes_active) AS "schemesActive", coalesce(max(h.n), 0) AS "schemesWithHistory"
    FROM mf_category c
    LEFT JOIN (SELECT broad_category, count(*) AS n FROM mf_scheme WHERE in_nav_monthly AND NOT special GROUP BY broad_category) h USING (broad_category)
    GROUP BY c.broad_category ORDER BY c.broad_category`.execute(db);
  return r.rows.map((x) => ({
    ...x,
    schemesActive: toNumber(x.schemesActive),
    schemesWithHistory: toNumber(x.schemesWithHistory),
  }));
}

/** Fund houses, by name; `activeOnly` keeps those with at least one scheme still publishing NAVs. */
export async function listCompanies(db: Db, activeOnly: boolean): Promise<CompanyRow[]> {
  const r = await sql<CompanyRow>`
    SELECT a.amc_name AS "amcName", a.amc_company AS "amcCompany", coalesce(a.schemes_active, 0) AS "schemesActive",
      coalesce(a.open_ended_active, 0) AS "openEndedActive", coalesce(h.n, 0) AS "schemesWithHistory", a.first_nav_date::text AS "firstNavDate"
    FROM mf_amc a
    LEFT JOIN (SELECT amc, count(*) AS n FROM mf_scheme WHERE in_nav_monthly AND NOT special GROUP BY amc) h ON h.amc = a.amc_name
    WHERE (NOT ${activeOnly} OR coalesce(a.schemes_active, 0) > 0)
    ORDER BY a.amc_name`.execute(db);
  return r.rows.map((x) => ({
    ...x,
    schemesActive: toNumber(x.schemesActive),
    openEndedActive: toNumber(x.openEndedActive),
    schemesWithHistory: toNumber(x.schemesWithHistory),
  }));
}

export async function hasCompany(db: Db, amc: string): Promise<boolean> {
  return (
    (await db.selectFrom('mf_amc').select('amc_name').where('amc_name', '=', amc).executeTakeFirst()) !== undefined
  );
}

export async function hasCategory(db: Db, category: string): Promise<boolean> {
  const row = await db.selectFrom('mf_category').select('category').where('category', '=', category).executeTakeFirst();
  return row !== undefined;
}

export async function hasBroadCategory(db: Db, broadCategory: string): Promise<boolean> {
  const row = await db
    .selectFrom('mf_category')
    .select('category')
    .where('broad_category', '=', broadCategory)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `%` and `_` typed by a user are letters, not wildcards. */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const HAS_EQUITY_PORTFOLIO = sql`EXISTS (
  SELECT 1 FROM mf_portfolio_scheme l JOIN mf_portfolio p USING (amc, sheet_code, as_of_date)
  WHERE l.scheme_code = s.scheme_code AND coalesce(p.n_equity, 0) > 0)`;

const SCHEME_COLUMNS = sql`s.scheme_code AS "schemeCode", s.scheme_name AS "schemeName", s.amc, s.broad_category AS "broadCategory", s.category,
  s.plan, s.option, s.latest_nav AS "latestNav", s.latest_nav_date::text AS "latestNavDate", s.nav_first_date::text AS "navFirstDate",
  s.active, s.in_nav_daily AS "hasDailyHistory", s.tracked_index AS "trackedIndex", ${HAS_EQUITY_PORTFOLIO} AS "hasPortfolio"`;

function toItem(x: SchemeListItem): SchemeListItem {
  return { ...x, latestNav: x.latestNav === null ? null : Number(x.latestNav) };
}

/**
 * The scheme search. Every word of `q` must appear in the name (any order, any case); digits
 * alone also match the scheme code. Names starting with the query come first, then schemes
 * still publishing NAVs, then by name.
 */
export async function searchSchemes(db: Db, f: SchemeFilter): Promise<{ total: number; schemes: SchemeListItem[] }> {
  const where: RawBuilder<unknown>[] = [sql`NOT s.special`];
  const q = (f.q ?? '').trim().replace(/\s+/g, ' ');
  const words = q.split(' ').filter(Boolean).slice(0, 8);
  if (words.length > 0) {
    const byName = sql.join(
      words.map((w) => sql`s.scheme_name ILIKE ${`%${likeEscape(w)}%`}`),
      sql` AND `,
    );
    where.push(/^\d{1,9}$/.test(q) ? sql`(s.scheme_code = ${Number(q)} OR (${byName}))` : sql`(${byName})`);
  }
  if (f.amc) where.push(sql`s.amc = ${f.amc}`);
  if (f.broadCategory) where.push(sql`s.broad_category = ${f.broadCategory}`);
  if (f.category) where.push(sql`s.category = ${f.category}`);
  if (f.plan) where.push(sql`s.plan = ${f.plan}`);
  const option = f.option ?? 'Growth';
  if (option !== 'any') where.push(sql`s.option = ${option}`);
  if (f.withHistory ?? true) where.push(sql`s.in_nav_monthly`);
  if (f.trackedIndex) where.push(sql`s.tracked_index = ${f.trackedIndex}`);
  if (f.hasPortfolio === true) where.push(HAS_EQUITY_PORTFOLIO);
  if (f.hasPortfolio === false) where.push(sql`NOT ${HAS_EQUITY_PORTFOLIO}`);
  const prefix = q === '' ? null : `${likeEscape(q)}%`;
  const r = await sql<SchemeListItem & { total: number }>`
    SELECT ${SCHEME_COLUMNS}, count(*) OVER () AS total
    FROM mf_scheme s WHERE ${sql.join(where, sql` AND `)}
    ORDER BY (${prefix}::text IS NOT NULL AND s.scheme_name ILIKE ${prefix}) DESC, s.active DESC, s.scheme_name, s.scheme_code
    LIMIT ${f.limit} OFFSET ${f.offset}`.execute(db);
  let total = r.rows.length > 0 ? toNumber(r.rows[0].total) : 0;
  if (r.rows.length === 0 && f.offset > 0) {
    const c = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM mf_scheme s WHERE ${sql.join(where, sql` AND `)}`.execute(db);
    total = toNumber(c.rows[0]?.n);
  }
  return { total, schemes: r.rows.map(({ total: _total, ...x }) => toItem(x)) };
}

/** Growth schemes with NAV history of one fund house and broad category, by category and name. */
export async function listSchemesByAmcAndBroadCategory(
  db: Db,
  f: { amc: string; broadCategory: string; plan?: 'Direct' | 'Regular' },
): Promise<SchemeListItem[]> {
  const r = await sql<SchemeListItem>`
    SELECT ${SCHEME_COLUMNS} FROM mf_scheme s
    WHERE s.amc = ${f.amc} AND s.broad_category = ${f.broadCategory} AND s.option = 'Growth' AND s.in_nav_monthly AND NOT s.special
      AND (${f.plan ?? null}::text IS NULL OR s.plan = ${f.plan ?? null})
    ORDER BY s.category, s.active DESC, s.scheme_name`.execute(db);
  return r.rows.map(toItem);
}

/** Index funds and ETFs whose tracked NIFTY TRI we hold, with a NAV history (ETF corner's list). */
export async function listTrackedFunds(db: Db): Promise<TrackedFund[]> {
  const r = await sql<TrackedFund>`
    SELECT scheme_code AS "schemeCode", scheme_name AS "schemeName", amc, category, plan, tracked_index AS "trackedIndex",
      in_nav_daily AS "hasDailyHistory", active
    FROM mf_scheme
    WHERE tracked_index IS NOT NULL AND in_nav_monthly AND option = 'Growth' AND NOT special
    ORDER BY active DESC, tracked_index, scheme_name`.execute(db);
  return r.rows;
}
