import { sql } from 'kysely';
import { classifySchemeName } from '../../../calculators/mf/scheme-name.js';
import { findTrackedIndex } from '../../../calculators/mf/tracked-index.js';
import type { Db } from '../../db/index.js';
import { insertColumns } from './bulk-insert.js';
import type { AmfiNavRecord } from './parse-amfi-nav-file.js';

/** Scheme rows of the AMFI daily update (amfi-update.ts): schemes seen for the first time, and renames. */

export type ExistingScheme = { scheme_code: number; scheme_name: string; in_nav_monthly: boolean };
export type SchemeRename = { schemeCode: number; oldName: string; newName: string };
type CategoryRow = { category: string; broad_category: string; amfi_category: string };

const BROAD_BY_PREFIX: [RegExp, string][] = [
  [/^equity scheme/i, 'Equity'],
  [/^debt scheme/i, 'Debt'],
  [/^hybrid scheme/i, 'Hybrid'],
  [/^solution oriented scheme/i, 'Solution Oriented'],
  [/^other scheme/i, 'Other'],
];

/** Inserts schemes the database does not know; returns their codes and marks tracked ones. */
export async function addNewSchemes(trx: Db, recs: AmfiNavRecord[], tracked: Set<number>): Promise<number[]> {
  if (recs.length === 0) return [];
  const categories: CategoryRow[] = await trx
    .selectFrom('mf_category')
    .select(['category', 'broad_category', 'amfi_category'])
    .execute();
  const byKey = new Map(categories.map((c) => [categoryKey(c.amfi_category), c]));
  const rows = recs.map((r) => {
    const info = classifySchemeName(r.schemeName);
    const cat = r.amfiCategory ? byKey.get(categoryKey(r.amfiCategory)) : undefined;
    const broad = cat?.broad_category ?? BROAD_BY_PREFIX.find(([re]) => re.test(r.amfiCategory ?? ''))?.[1] ?? null;
    const category =
      cat?.category ??
      (r.amfiCategory?.includes(' - ') ? r.amfiCategory.split(' - ').slice(1).join(' - ') : r.amfiCategory);
    const inNav = r.schemeType === 'Open Ended' && info.option === 'Growth' && !info.special;
    if (inNav) tracked.add(r.schemeCode);
    return {
      ...r,
      ...info,
      broad,
      category,
      inNav,
      trackedIndex: category === 'Index Funds' || category === 'Other ETFs' ? findTrackedIndex(r.schemeName) : null,
    };
  });
  await insertColumns(trx, 'mf_scheme', [
    { name: 'scheme_code', type: 'int', values: rows.map((r) => r.schemeCode) },
    { name: 'scheme_name', type: 'text', values: rows.map((r) => r.schemeName) },
    { name: 'amc', type: 'text', values: rows.map((r) => r.amc) },
    { name: 'scheme_type', type: 'text', values: rows.map((r) => r.schemeType) },
    { name: 'broad_category', type: 'text', values: rows.map((r) => r.broad) },
    { name: 'category', type: 'text', values: rows.map((r) => r.category) },
    { name: 'plan', type: 'text', values: rows.map((r) => r.plan) },
    { name: 'option', type: 'text', values: rows.map((r) => r.option) },
    { name: 'isin_growth_or_payout', type: 'text', values: rows.map((r) => r.isinGrowthOrPayout) },
    { name: 'isin_reinvestment', type: 'text', values: rows.map((r) => r.isinReinvestment) },
    { name: 'special', type: 'bool', values: rows.map((r) => r.special) },
    { name: 'in_nav_monthly', type: 'bool', values: rows.map((r) => r.inNav) },
    { name: 'tracked_index', type: 'text', values: rows.map((r) => r.trackedIndex) },
    { name: 'source', type: 'text', values: rows.map(() => 'amfi-update') },
  ]);
  // A fund house seen for the first time joins the list; the seed's counts stay as they were.
  const amcs = [...new Set(rows.map((r) => r.amc).filter((a): a is string => !!a))];
  const firstDates = amcs.map(
    (a) =>
      rows
        .filter((r) => r.amc === a)
        .map((r) => r.navDate)
        .sort()[0],
  );
  await insertColumns(trx, 'mf_amc', [
    { name: 'amc_name', type: 'text', values: amcs },
    { name: 'first_nav_date', type: 'date', values: firstDates },
  ]);
  return rows.map((r) => r.schemeCode).sort((a, b) => a - b);
}

/** Stores changed names (whitespace differences are not a rename) with a history row. */
export async function renameSchemes(
  trx: Db,
  recs: AmfiNavRecord[],
  existing: Map<number, ExistingScheme>,
): Promise<SchemeRename[]> {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const changed = recs.flatMap((r) => {
    const old = existing.get(r.schemeCode);
    return old && squash(old.scheme_name) !== squash(r.schemeName)
      ? [{ schemeCode: r.schemeCode, oldName: old.scheme_name, newName: r.schemeName, date: r.navDate }]
      : [];
  });
  if (changed.length === 0) return [];
  await insertColumns(trx, 'mf_scheme_name_history', [
    { name: 'scheme_code', type: 'int', values: changed.map((c) => c.schemeCode) },
    { name: 'changed_on', type: 'date', values: changed.map((c) => c.date) },
    { name: 'old_name', type: 'text', values: changed.map((c) => c.oldName) },
    { name: 'new_name', type: 'text', values: changed.map((c) => c.newName) },
  ]);
  await sql`
    UPDATE mf_scheme s SET scheme_name = u.name, updated_at = now()
    FROM unnest(${changed.map((c) => c.schemeCode)}::int[], ${changed.map((c) => c.newName)}::text[]) AS u(code, name)
    WHERE s.scheme_code = u.code`.execute(trx);
  return changed.map(({ schemeCode, oldName, newName }) => ({ schemeCode, oldName, newName }));
}

/** "Other Scheme - Other  ETFs" and "Solution Oriented Scheme - Children’s Fund" match their seed spellings. */
function categoryKey(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}
