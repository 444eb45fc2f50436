import { sql } from 'kysely';
import { countDaysBetween } from '../../../calculators/mf/dates.js';
import { classifyNavJump } from '../../../calculators/mf/nav-jump.js';
import type { Db } from '../../db/index.js';
import { insertColumns } from './bulk-insert.js';
import type { AmfiNavRecord } from './parse-amfi-nav-file.js';

/** NAV rows of the AMFI daily update (amfi-update.ts): daily and month-end NAVs, split checks, latest NAV. */

/** A split or consolidation applied to earlier nav_adj, or an unexplained jump flagged. */
export type NavAdjustment = {
  schemeCode: number;
  exDate: string;
  kind: 'split' | 'consolidation' | 'unexplained';
  factor: number | null;
  ratio: number;
};

/** NAVs of one date for tracked schemes: split check, daily insert, month-end upsert. */
export async function applyNavsForDate(trx: Db, date: string, recs: AmfiNavRecord[]) {
  const out = { navsAdded: 0, monthlyRowsChanged: 0, adjustments: [] as NavAdjustment[] };
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
export async function updateLatestNav(trx: Db, date: string, recs: AmfiNavRecord[]): Promise<number> {
  if (recs.length === 0) return 0;
  const res = await sql`
    UPDATE mf_scheme s SET latest_nav = u.nav, latest_nav_date = ${date}::date, nav_last_date = ${date}::date,
      nav_first_date = COALESCE(s.nav_first_date, ${date}::date), active = true, updated_at = now()
    FROM unnest(${recs.map((r) => r.schemeCode)}::int[], ${recs.map((r) => r.nav)}::float8[]) AS u(code, nav)
    WHERE s.scheme_code = u.code AND (s.latest_nav_date IS NULL OR s.latest_nav_date < ${date}::date)`.execute(trx);
  return Number(res.numAffectedRows ?? 0n);
}
