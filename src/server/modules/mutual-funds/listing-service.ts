import { MfError } from '../../../calculators/mf/errors.js';
import type { CategoryRow, CompanyRow, SchemePage, TrackedFund } from '../../../calculators/mf/responses.js';
import type { SchemeListItem } from '../../../calculators/mf/scheme-list-item.js';
import { sql } from 'kysely';
import type { MfNavCoverage } from '../../../shared/generated/index.js';
import type { Db } from '../../db/index.js';
import {
  hasBroadCategory,
  hasCategory,
  hasCompany,
  listBroadCategories,
  listCategories,
  listCompanies,
  listSchemesByAmcAndBroadCategory,
  listTrackedFunds,
  searchSchemes,
  type BroadCategoryRow,
  type SchemeFilter,
} from './listing-queries.js';

/**
 * The listing endpoints behind the scheme pickers. A fund house or category the caller names
 * must exist (E-10595): an empty list for a typo would read as "this fund house has no schemes".
 */

export const MAX_SCHEME_PAGE = 100;
export const DEFAULT_SCHEME_PAGE = 20;

async function assertKnown(db: Db, f: { amc?: string; broadCategory?: string; category?: string }): Promise<void> {
  if (f.amc && !(await hasCompany(db, f.amc)))
    throw new MfError('E-10595', `There is no fund house called "${f.amc}".`, { amc: f.amc });
  if (f.broadCategory && !(await hasBroadCategory(db, f.broadCategory))) {
    throw new MfError('E-10595', `There is no broad category called "${f.broadCategory}".`, {
      broadCategory: f.broadCategory,
    });
  }
  if (f.category && !(await hasCategory(db, f.category)))
    throw new MfError('E-10595', `There is no category called "${f.category}".`, { category: f.category });
}

export async function getSchemeCategories(
  db: Db,
  q: { broadCategory?: string },
): Promise<{ categories: CategoryRow[] }> {
  await assertKnown(db, { broadCategory: q.broadCategory });
  return { categories: await listCategories(db, q.broadCategory) };
}

export async function getBroadCategories(db: Db): Promise<{ broadCategories: BroadCategoryRow[] }> {
  return { broadCategories: await listBroadCategories(db) };
}

/**
 * The last date with imported NAVs, month-end or daily (the series every mutual-fund calculator
 * reads): the pages say their figures end there (issue 20; 31 Jan 2026 in the shipped data, see
 * data-seed/mutual-funds/README.md). Null before any NAV is imported.
 */
/**
 * The NAV series change only when fund data is imported (at start, or by `npm run data:update` with the server
 * stopped: README), so the last date is read once per process and database: a scan of both series per page view
 * would queue every other query behind it on PGlite's one connection.
 */
const navCoverage = new WeakMap<Db, Promise<MfNavCoverage>>();

export function getNavCoverage(db: Db): Promise<MfNavCoverage> {
  let found = navCoverage.get(db);
  if (!found) {
    found = sql<{ last: string | null }>`
      SELECT greatest((SELECT max(nav_date) FROM mf_nav_monthly), (SELECT max(nav_date) FROM mf_nav_daily))::text AS last`
      .execute(db)
      .then(({ rows }) => ({ last_nav_date: rows[0]?.last ?? null }));
    // A failed read, or one before any data was imported, is not remembered: the next page view reads again.
    found.then(
      (c) => c.last_nav_date === null && navCoverage.delete(db),
      () => navCoverage.delete(db),
    );
    navCoverage.set(db, found);
  }
  return found;
}

export async function getFundCompanies(db: Db, q: { active?: boolean }): Promise<{ companies: CompanyRow[] }> {
  return { companies: await listCompanies(db, q.active ?? true) };
}

export async function findSchemes(db: Db, q: Partial<SchemeFilter>): Promise<SchemePage> {
  await assertKnown(db, q);
  const limit = Math.min(q.limit ?? DEFAULT_SCHEME_PAGE, MAX_SCHEME_PAGE);
  const offset = q.offset ?? 0;
  return { ...(await searchSchemes(db, { ...q, limit, offset })), limit, offset };
}

export async function getSchemesByAmcAndBroadCategory(
  db: Db,
  q: { amc: string; broadCategory: string; plan?: 'Direct' | 'Regular' },
): Promise<{ schemes: SchemeListItem[] }> {
  await assertKnown(db, q);
  return { schemes: await listSchemesByAmcAndBroadCategory(db, q) };
}

export async function getTrackedFunds(db: Db): Promise<{ funds: TrackedFund[] }> {
  return { funds: await listTrackedFunds(db) };
}
