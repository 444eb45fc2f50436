import { sql } from 'kysely';
import { countDaysBetween } from '../../../calculators/mf/dates.js';
import { classifyNavJump } from '../../../calculators/mf/nav-jump.js';
import { classifySchemeName } from '../../../calculators/mf/scheme-name.js';
import { findTrackedIndex } from '../../../calculators/mf/tracked-index.js';
import type { Db } from '../../db/index.js';
import { insertColumns } from './bulk-insert.js';
import { parseAmfiNavFile, type AmfiNavRecord } from './parse-amfi-nav-file.js';

export type AmfiUpdateSummary = {
  navDates: string[];
  records: number;
  skippedLines: { line: number; text: string; reason: string }[];
  schemesAdded: number[];
  schemesRenamed: { schemeCode: number; oldName: string; newName: string }[];
  /** New rows in mf_nav_daily. */
  navsAdded: number;
  /** Month-end rows inserted or moved to a later date in mf_nav_monthly. */
  monthlyRowsChanged: number;
  /** Schemes whose latest NAV moved forward. */
  latestNavUpdated: number;
  /** Splits/consolidations applied to earlier nav_adj, and unexplained jumps flagged. */
  adjustments: {
    schemeCode: number;
    exDate: string;
    kind: 'split' | 'consolidation' | 'unexplained';
    factor: number | null;
    ratio: number;
  }[];
};

type ExistingScheme = { scheme_code: number; scheme_name: string; in_nav_monthly: boolean };
type CategoryRow = { category: string; broad_category: string; amfi_category: string };

const BROAD_BY_PREFIX: [RegExp, string][] = [
  [/^equity scheme/i, 'Equity'],
  [/^debt scheme/i, 'Debt'],
  [/^hybrid scheme/i, 'Hybrid'],
  [/^solution oriented scheme/i, 'Solution Oriented'],
  [/^other scheme/i, 'Other'],
];

/**
 * Applies one AMFI daily NAV file (NAVAll.txt format) to the mf_ tables, in one transaction:
 *  - schemes not yet known are added, classified from the file's section header (type and
 *    SEBI category, matched to mf_category) and from the name (plan, option);
 *  - a changed name replaces the stored one and is logged in mf_scheme_name_history;
 *  - NAVs of tracked schemes (open-ended, growth option, not special: the same scope as the
 *    seed's NAV files) are added to mf_nav_daily, and mf_nav_monthly's row for that month
 *    moves to the new date when it is later (the month-end NAV is the month's last NAV);
 *  - nav_adj = NAV (today's unit basis). A move that is a clean unit split or consolidation
 *    rescales every earlier nav_adj of that scheme, so returns stay split-adjusted; other
 *    jumps outside the normal band are recorded in mf_nav_adjustment_event, not adjusted;
 *  - latest_nav / latest_nav_date move forward for every scheme with a NAV.
 * Nothing is duplicated and re-applying the same file changes nothing: NAVs already stored for
 * that scheme and date are skipped before any comparison, and every update is guarded by "newer".
 */
export async function applyAmfiDailyFile(
  db: Db,
  text: string,
  opts: { log?: (s: string) => void } = {},
): Promise<AmfiUpdateSummary> {
  const log = opts.log ?? (() => {});
  const parsed = parseAmfiNavFile(text);
  const seen = new Set<string>();
  const records = parsed.records.filter((r) => {
    const key = `${r.schemeCode}|${r.navDate}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const summary: AmfiUpdateSummary = {
    navDates: [...new Set(records.map((r) => r.navDate))].sort(),
    records: records.length,
    skippedLines: parsed.skipped,
    schemesAdded: [],
    schemesRenamed: [],
    navsAdded: 0,
    monthlyRowsChanged: 0,
    latestNavUpdated: 0,
    adjustments: [],
  };

  await db.transaction().execute(async (trx) => {
    const codes = [...new Set(records.map((r) => r.schemeCode))];
    const existing = new Map(
      (
        await sql<ExistingScheme>`SELECT scheme_code, scheme_name, in_nav_monthly FROM mf_scheme WHERE scheme_code = ANY(${codes}::int[])`.execute(
          trx,
        )
      ).rows.map((r) => [Number(r.scheme_code), r]),
    );
    const latestByCode = new Map<number, AmfiNavRecord>();
    for (const r of records) {
      const prev = latestByCode.get(r.schemeCode);
      if (!prev || r.navDate > prev.navDate) latestByCode.set(r.schemeCode, r);
    }

    const tracked = new Set<number>(
      [...existing.values()].filter((s) => s.in_nav_monthly).map((s) => Number(s.scheme_code)),
    );
    const added = await addNewSchemes(
      trx,
      [...latestByCode.values()].filter((r) => !existing.has(r.schemeCode)),
      tracked,
    );
    summary.schemesAdded = added;

    summary.schemesRenamed = await renameSchemes(trx, [...latestByCode.values()], existing);

    for (const date of summary.navDates) {
      const day = records.filter((r) => r.navDate === date && r.nav !== null);
      const res = await applyNavsForDate(
        trx,
        date,
        day.filter((r) => tracked.has(r.schemeCode)),
      );
      summary.navsAdded += res.navsAdded;
      summary.monthlyRowsChanged += res.monthlyRowsChanged;
      summary.adjustments.push(...res.adjustments);
      summary.latestNavUpdated += await updateLatestNav(trx, date, day);
    }
  });
  log(
    `amfi update ${summary.navDates.join(',')}: ${summary.records} lines, +${summary.schemesAdded.length} schemes, ` +
      `${summary.schemesRenamed.length} renamed, +${summary.navsAdded} NAVs, ${summary.monthlyRowsChanged} month-ends, ` +
      `${summary.adjustments.length} jumps, ${summary.skippedLines.length} lines skipped`,
  );
  return summary;
}

/** Inserts schemes the database does not know; returns their codes and marks tracked ones. */
async function addNewSchemes(trx: Db, recs: AmfiNavRecord[], tracked: Set<number>): Promise<number[]> {
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
async function renameSchemes(
  trx: Db,
  recs: AmfiNavRecord[],
  existing: Map<number, ExistingScheme>,
): Promise<AmfiUpdateSummary['schemesRenamed']> {
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

/** NAVs of one date for tracked schemes: split check, daily insert, month-end upsert. */
async function applyNavsForDate(trx: Db, date: string, recs: AmfiNavRecord[]) {
  const out = { navsAdded: 0, monthlyRowsChanged: 0, adjustments: [] as AmfiUpdateSummary['adjustments'] };
  if (recs.length === 0) return out;
  const have = new Set(
    (
      await sql<{
        scheme_code: number;
      }>`SELECT scheme_code FROM mf_nav_daily WHERE nav_date = ${date}::date AND scheme_code = ANY(${recs.map((r) => r.schemeCode)}::int[])`.execute(
        trx,
      )
    ).rows.map((r) => Number(r.scheme_code)),
  );
  const fresh = recs.filter((r) => !have.has(r.schemeCode));
  if (fresh.length === 0) return out;
  const codes = fresh.map((r) => r.schemeCode);

  // The last stored point before this date, daily or month-end, whichever is later.
  const prev = new Map(
    (
      await sql<{ code: number; nav_date: string; nav_adj: number }>`
        SELECT c.code, p.nav_date::text AS nav_date, p.nav_adj FROM unnest(${codes}::int[]) AS c(code)
        CROSS JOIN LATERAL (
          SELECT nav_date, nav_adj FROM (
            (SELECT nav_date, nav_adj FROM mf_nav_daily WHERE scheme_code = c.code AND nav_date < ${date}::date ORDER BY nav_date DESC LIMIT 1)
            UNION ALL
            (SELECT nav_date, nav_adj FROM mf_nav_monthly WHERE scheme_code = c.code AND nav_date < ${date}::date ORDER BY month DESC LIMIT 1)
          ) x ORDER BY nav_date DESC LIMIT 1
        ) p`.execute(trx)
    ).rows.map((r) => [Number(r.code), r]),
  );

  for (const r of fresh) {
    const p = prev.get(r.schemeCode);
    if (!p || r.nav === null) continue;
    const jump = classifyNavJump(Number(p.nav_adj), r.nav);
    if (jump.kind === 'normal') continue;
    // Against a month-old month-end (schemes without daily rows yet) a large move can be a
    // real month's move: only clean split factors are acted on then, nothing is flagged.
    if (jump.kind === 'unexplained' && countDaysBetween(p.nav_date, date) > 7) continue;
    const factor = jump.kind === 'unexplained' ? null : jump.factor;
    const event =
      jump.kind === 'split'
        ? `split (NAV /${jump.factor})`
        : jump.kind === 'consolidation'
          ? `consolidation (NAV x${jump.factor})`
          : 'unexplained_jump (not adjusted)';
    if (jump.kind !== 'unexplained') {
      // Earlier NAVs move to today's unit basis: a 1:k split divides them by k.
      const m = jump.kind === 'split' ? 1 / jump.factor : jump.factor;
      for (const table of ['mf_nav_daily', 'mf_nav_monthly'] as const) {
        await trx
          .updateTable(table)
          .set((eb) => ({ nav_adj: eb('nav_adj', '*', m) }))
          .where('scheme_code', '=', r.schemeCode)
          .where('nav_date', '<', date)
          .execute();
      }
    }
    await sql`
      INSERT INTO mf_nav_adjustment_event (scheme_code, ex_date, prev_nav_date, prev_nav, nav, ratio, factor, event, source)
      VALUES (${r.schemeCode}, ${date}::date, ${p.nav_date}::date, ${Number(p.nav_adj)}, ${r.nav}, ${jump.ratio}, ${factor}, ${event}, 'amfi-update')
      ON CONFLICT DO NOTHING`.execute(trx);
    await trx
      .updateTable('mf_scheme')
      .set((eb) => ({ nav_adjustment_events: eb('nav_adjustment_events', '+', 1) }))
      .where('scheme_code', '=', r.schemeCode)
      .execute();
    out.adjustments.push({ schemeCode: r.schemeCode, exDate: date, kind: jump.kind, factor, ratio: jump.ratio });
  }

  const navs = fresh.map((r) => r.nav as number);
  out.navsAdded = await insertColumns(trx, 'mf_nav_daily', [
    { name: 'scheme_code', type: 'int', values: codes },
    { name: 'nav_date', type: 'date', values: codes.map(() => date) },
    { name: 'nav', type: 'float8', values: navs },
    { name: 'nav_adj', type: 'float8', values: navs },
  ]);
  const month = `${date.slice(0, 7)}-01`;
  const upsert = await sql`
    INSERT INTO mf_nav_monthly (scheme_code, month, nav_date, nav, nav_adj)
    SELECT code, ${month}::date, ${date}::date, nav, nav FROM unnest(${codes}::int[], ${navs}::float8[]) AS u(code, nav)
    ON CONFLICT (scheme_code, month) DO UPDATE SET nav_date = EXCLUDED.nav_date, nav = EXCLUDED.nav, nav_adj = EXCLUDED.nav_adj
    WHERE mf_nav_monthly.nav_date < EXCLUDED.nav_date`.execute(trx);
  out.monthlyRowsChanged = Number(upsert.numAffectedRows ?? 0n);
  // The server caches each scheme's NAV series under its updated_at (series-cache.ts): every scheme
  // whose NAVs changed here (a new day, a month-end moved, a history rescaled) gets a new one.
  await sql`UPDATE mf_scheme SET updated_at = now() WHERE scheme_code = ANY(${codes}::int[])`.execute(trx);
  return out;
}

/** Moves latest_nav / nav_last_date forward (and marks active) for every scheme with a NAV that day. */
async function updateLatestNav(trx: Db, date: string, recs: AmfiNavRecord[]): Promise<number> {
  if (recs.length === 0) return 0;
  const res = await sql`
    UPDATE mf_scheme s SET latest_nav = u.nav, latest_nav_date = ${date}::date, nav_last_date = ${date}::date,
      nav_first_date = COALESCE(s.nav_first_date, ${date}::date), active = true, updated_at = now()
    FROM unnest(${recs.map((r) => r.schemeCode)}::int[], ${recs.map((r) => r.nav)}::float8[]) AS u(code, nav)
    WHERE s.scheme_code = u.code AND (s.latest_nav_date IS NULL OR s.latest_nav_date < ${date}::date)`.execute(trx);
  return Number(res.numAffectedRows ?? 0n);
}

/** "Other Scheme - Other  ETFs" and "Solution Oriented Scheme - Children’s Fund" match their seed spellings. */
function categoryKey(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}
