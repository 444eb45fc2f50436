import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { IST_OFFSET_MS, todayIST } from '../../../shared/ist.js';
import type { ScheduledTask } from '../../plugins/jobs.js';
import { ACTION } from '../activity/log-activity.js';
import { ist, istSlot } from './filters.js';

/**
 * The usage rollup (docs/reports.md "Rollups"): `report_usage_daily` holds, per IST day, IST time slot,
 * person and company, the logins, activity-log entries, page visits and visible seconds of the base
 * tables. The scheduled task recomputes every day from the last whole day it holds (normally yesterday,
 * whose late page-visit beacons may still raise seconds) up to yesterday, each day deleted and written
 * again in one transaction (idempotent: a rerun writes the same rows); the first run backfills from the
 * oldest entry. `complete_through` is then yesterday. The reports read the rollup for days up to
 * `complete_through` and the base tables after it, so today is always live and the numbers are exact.
 */
export const USAGE_ROLLUP = 'usage';
/** Days recomputed in one transaction during a backfill. */
const CHUNK_DAYS = 31;

export const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The last IST day the usage rollup holds whole, or null (nothing rolled up: read the base tables). */
export async function usageRollupThrough(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('report_rollup_state')
    .select(sql<string | null>`complete_through::text`.as('through'))
    .where('name', '=', USAGE_ROLLUP)
    .executeTakeFirst();
  return row?.through ? String(row.through).slice(0, 10) : null;
}

/** Recomputes the IST days [from, to] of the rollup (delete and insert, one transaction). */
async function rollupDays(db: Db, from: string, to: string): Promise<void> {
  const start = istMidnight(from);
  const end = istMidnight(addDays(to, 1));
  await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM report_usage_daily WHERE day >= ${from}::date AND day <= ${to}::date`.execute(trx);
    await sql`INSERT INTO report_usage_daily (day, slot, user_id, company_id, logins, activity, visits, seconds)
      SELECT day, slot, user_id, company_id, sum(logins), sum(activity), sum(visits), sum(seconds) FROM (
        SELECT ${ist('a.created_at')}::date AS day, ${istSlot('a.created_at')} AS slot, coalesce(a.user_id, 0) AS user_id,
          coalesce(a.company_id, 0) AS company_id, CASE WHEN a.action_id = ${ACTION.LOGIN} THEN 1 ELSE 0 END AS logins,
          1 AS activity, 0 AS visits, 0 AS seconds
        FROM user_activity a WHERE a.created_at >= ${start} AND a.created_at < ${end}
        UNION ALL
        SELECT ${ist('p.started_at')}::date, ${istSlot('p.started_at')}, p.user_id, coalesce(p.company_id, 0), 0, 0, 1,
          p.seconds
        FROM page_visits p WHERE p.started_at >= ${start} AND p.started_at < ${end}
      ) x GROUP BY day, slot, user_id, company_id`.execute(trx);
  });
}

/**
 * Brings the rollup up to yesterday (IST). Returns the days recomputed. Safe to run at any time and
 * more than once; the scheduled task runs it every 10 minutes.
 */
export async function refreshUsageRollup(db: Db, now = new Date()): Promise<{ from: string; to: string } | null> {
  const yesterday = addDays(todayIST(now.getTime()), -1);
  const through = await usageRollupThrough(db);
  let from = through ? (through < yesterday ? through : yesterday) : null;
  if (!from) {
    // First run: backfill from the oldest entry.
    const [oldest] = (
      await sql<{ d: string | null }>`SELECT to_char(${ist('t.d')}, 'YYYY-MM-DD') AS d FROM (SELECT least(
          (SELECT min(created_at) FROM user_activity), (SELECT min(started_at) FROM page_visits)) AS d) t`.execute(db)
    ).rows;
    from = oldest?.d && oldest.d < yesterday ? oldest.d : yesterday;
  }
  for (let a = from; a <= yesterday; a = addDays(a, CHUNK_DAYS)) {
    const b = addDays(a, CHUNK_DAYS - 1);
    await rollupDays(db, a, b < yesterday ? b : yesterday);
  }
  await sql`INSERT INTO report_rollup_state (name, complete_through, refreshed_at)
    VALUES (${USAGE_ROLLUP}, ${yesterday}::date, now())
    ON CONFLICT (name) DO UPDATE SET complete_through = excluded.complete_through, refreshed_at = excluded.refreshed_at`.execute(
    db,
  );
  return { from, to: yesterday };
}

export function rollupTasks(db: Db): ScheduledTask[] {
  return [
    {
      name: 'reports.usage-rollup',
      cron: '*/10 * * * *',
      run: async (now) => {
        await refreshUsageRollup(db, now);
      },
    },
  ];
}
