import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { applyNavsForDate, updateLatestNav, type NavAdjustment } from './amfi-update-navs.js';
import { addNewSchemes, renameSchemes, type ExistingScheme, type SchemeRename } from './amfi-update-schemes.js';
import { parseAmfiNavFile, type AmfiNavRecord } from './parse-amfi-nav-file.js';

export type AmfiUpdateSummary = {
  navDates: string[];
  records: number;
  skippedLines: { line: number; text: string; reason: string }[];
  schemesAdded: number[];
  schemesRenamed: SchemeRename[];
  /** New rows in mf_nav_daily. */
  navsAdded: number;
  /** Month-end rows inserted or moved to a later date in mf_nav_monthly. */
  monthlyRowsChanged: number;
  /** Schemes whose latest NAV moved forward. */
  latestNavUpdated: number;
  /** Splits/consolidations applied to earlier nav_adj, and unexplained jumps flagged. */
  adjustments: NavAdjustment[];
};

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
