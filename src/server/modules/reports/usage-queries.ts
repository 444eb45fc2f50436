import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import { ACTION } from '../activity/log-activity.js';
import { TIME_SLOTS } from '../../../shared/report-types.js';
import { companyConditions, istDay, istSlot, timeConditions, where, type ReportFilters } from './filters.js';
import { addDays, istMidnight, usageRollupThrough } from './rollups.js';
import {
  grouped,
  iso,
  n,
  rowsOf,
  sortRows,
  sum,
  type ReportRunner,
  type Row,
  type RunOptions,
} from './report-runner.js';

/**
 * The usage reports (docs/reports.md): portal usage per day, per time slot and per company, and the
 * page visits per page.
 */

// Usage: logins (activity log, action Login), page visits and their seconds (page_visits), and the
// active users (anyone with an activity-log entry or a page visit), grouped by a key.

type UsageKey = 'day' | 'slot' | 'company';

function keyOf(kind: UsageKey, col: string): RawBuilder<unknown> {
  if (kind === 'day') return istDay(col);
  if (kind === 'slot') return istSlot(col);
  return sql.ref(col.replace(/\.[a-z_]+$/, '.company_id'));
}

/**
 * The usage numbers by key. With the rollup (docs/reports.md "Rollups") the whole IST days up to its
 * `complete_through` come from `report_usage_daily` and the rest from the base tables; the sums are
 * added and the active users are counted distinctly over both, so the answer is the base tables' own.
 */
async function usage(db: Db, f: ReportFilters, kind: UsageKey | null, o: RunOptions = {}): Promise<Map<string, Row>> {
  const through = o.rollups === false ? null : await usageRollupThrough(db);
  // The rollup is read only when it holds a day of the period.
  const rolled = through && (!f.fromDay || f.fromDay <= through) ? through : null;
  const rawFrom = rolled ? istMidnight(addDays(rolled, 1)) : null;
  const rf: ReportFilters = rawFrom && (!f.from || f.from < rawFrom) ? { ...f, from: rawFrom } : f;
  const key = (col: string) => (kind ? keyOf(kind, col) : sql`'all'`);
  const act = [...timeConditions('a.created_at', rf), ...companyConditions('a.company_id', f)];
  const pv = [...timeConditions('p.started_at', rf), ...companyConditions('p.company_id', f)];
  if (kind === 'company') {
    act.push(sql`a.company_id IS NOT NULL`);
    pv.push(sql`p.company_id IS NOT NULL`);
  }
  // The rollup's rows of the period (0 stands for no person / no company).
  const r = rolled
    ? [
        sql`r.day <= ${rolled}::date`,
        ...(f.fromDay ? [sql`r.day >= ${f.fromDay}::date`] : []),
        ...(f.toDay ? [sql`r.day <= ${f.toDay}::date`] : []),
        ...(f.slots.length && f.slots.length < 4 ? [sql`r.slot IN (${sql.join(f.slots)})`] : []),
        ...(f.weekdays.length && f.weekdays.length < 7
          ? [sql`(extract(dow from r.day) + 1) IN (${sql.join(f.weekdays)})`]
          : []),
        ...companyConditions('r.company_id', f),
        ...(kind === 'company' ? [sql`r.company_id <> 0`] : []),
      ]
    : [];
  const rkey =
    kind === 'day'
      ? sql`to_char(r.day, 'YYYY-MM-DD')`
      : kind === 'slot'
        ? sql`r.slot`
        : kind === 'company'
          ? sql`r.company_id`
          : sql`'all'`;
  const none = Promise.resolve([] as never[]);
  const [logins, visits, rLogins, rVisits, active] = await Promise.all([
    rowsOf(
      db,
      sql<{ k: string; logins: string }>`SELECT ${key('a.created_at')} AS k, count(*) AS logins FROM user_activity a
        ${where([sql`a.action_id = ${ACTION.LOGIN}`, ...act])} GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<{ k: string; visits: string; seconds: string }>`SELECT ${key('p.started_at')} AS k, count(*) AS visits,
        coalesce(sum(p.seconds), 0) AS seconds FROM page_visits p ${where(pv)} GROUP BY 1`,
    ),
    rolled
      ? rowsOf(
          db,
          sql<{ k: string; logins: string }>`SELECT ${rkey} AS k, sum(r.logins) AS logins FROM report_usage_daily r
            ${where([...r, sql`r.logins > 0`])} GROUP BY 1`,
        )
      : none,
    rolled
      ? rowsOf(
          db,
          sql<{ k: string; visits: string; seconds: string }>`SELECT ${rkey} AS k, sum(r.visits) AS visits,
            sum(r.seconds) AS seconds FROM report_usage_daily r ${where([...r, sql`r.visits > 0`])} GROUP BY 1`,
        )
      : none,
    rowsOf(
      db,
      sql<{ k: string; users: string }>`SELECT k, count(DISTINCT user_id) AS users FROM (
        SELECT ${key('a.created_at')} AS k, a.user_id FROM user_activity a ${where([sql`a.user_id IS NOT NULL`, ...act])}
        UNION ALL
        SELECT ${key('p.started_at')} AS k, p.user_id FROM page_visits p ${where(pv)}
        ${rolled ? sql`UNION ALL SELECT ${rkey} AS k, r.user_id FROM report_usage_daily r ${where([...r, sql`r.user_id <> 0`])}` : sql``}
      ) u GROUP BY k`,
    ),
  ]);
  const out = new Map<string, Row>();
  const at = (k: unknown) => {
    const s = String(k);
    let row = out.get(s);
    if (!row) out.set(s, (row = { logins: 0, active_users: 0, page_visits: 0, seconds: 0 }));
    return row;
  };
  for (const x of [...logins, ...rLogins]) at(x.k).logins = n(at(x.k).logins) + n(x.logins);
  for (const x of [...visits, ...rVisits]) {
    const row = at(x.k);
    row.page_visits = n(row.page_visits) + n(x.visits);
    row.seconds = n(row.seconds) + n(x.seconds);
  }
  for (const x of active) at(x.k).active_users = n(x.users);
  return out;
}

async function usageTotals(db: Db, f: ReportFilters, o: RunOptions, extra: Row = {}): Promise<Row> {
  const all = (await usage(db, f, null, o)).get('all') ?? { logins: 0, active_users: 0, page_visits: 0, seconds: 0 };
  return { ...extra, ...all };
}

export function portalUsage(db: Db, f: ReportFilters, o: RunOptions = {}): ReportRunner {
  return grouped(
    async () => {
      const m = await usage(db, f, 'day', o);
      const rows = [...m].map(([day, r]) => ({ day, ...r }));
      return sortRows(rows, f.sort, 'logins', 'day', 'latest');
    },
    () => usageTotals(db, f, o),
    (rows) => [...rows].sort((a, b) => String(a.day).localeCompare(String(b.day))),
  );
}

export function timeBaseUsage(db: Db, f: ReportFilters, o: RunOptions = {}): ReportRunner {
  return grouped(
    async () => {
      const m = await usage(db, f, 'slot', o);
      const slots = f.slots.length ? TIME_SLOTS.filter((s) => f.slots.includes(s)) : TIME_SLOTS;
      return slots.map((slot) => ({ slot, logins: 0, active_users: 0, page_visits: 0, seconds: 0, ...m.get(slot) }));
    },
    () => usageTotals(db, f, o),
  );
}

export function companyWise(db: Db, f: ReportFilters, o: RunOptions = {}): ReportRunner {
  return grouped(
    async () => {
      const cond = companyConditions('c.id', f);
      const [companies, m] = await Promise.all([
        rowsOf(
          db,
          sql<{ id: number; name: string; user_type: number; created_at: Date; users: string }>`SELECT c.id,
            c.company_name AS name, c.user_type, c.created_at,
            (SELECT count(*) FROM users u WHERE u.company_id = c.id) AS users FROM companies c ${where(cond)}`,
        ),
        usage(db, f, 'company', o),
      ]);
      const rows = companies.map((c) => ({
        company: c.name,
        kind: c.user_type === 9 ? 'Partner' : 'Client',
        users: n(c.users),
        logins: 0,
        active_users: 0,
        page_visits: 0,
        seconds: 0,
        ...m.get(String(c.id)),
        created: iso(c.created_at),
      }));
      return sortRows(rows, f.sort, 'logins', 'created', 'desc').map(({ created: _created, ...r }) => ({
        company: r.company,
        kind: r.kind,
        users: r.users,
        active_users: r.active_users,
        logins: r.logins,
        page_visits: r.page_visits,
        seconds: r.seconds,
      }));
    },
    async (rows) => ({ companies: rows.length, ...(await usageTotals(db, f, o)), users: sum(rows, 'users') }),
  );
}

export function pageVisits(db: Db, f: ReportFilters): ReportRunner {
  const cond = where([...timeConditions('p.started_at', f), ...companyConditions('p.company_id', f)]);
  const order =
    f.sort === 'asc'
      ? sql`visits ASC, path`
      : f.sort === 'latest'
        ? sql`max(p.started_at) DESC, path`
        : f.sort === 'oldest'
          ? sql`min(p.started_at) ASC, path`
          : sql`visits DESC, path`;
  const page = (offset: number, limit: number) =>
    rowsOf(
      db,
      sql<{ path: string; visits: string; visitors: string; seconds: string }>`SELECT p.path, count(*) AS visits,
        count(DISTINCT p.user_id) AS visitors, coalesce(sum(p.seconds), 0) AS seconds
        FROM page_visits p ${cond} GROUP BY p.path ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    );
  const shape = (r: { path: string; visits: string; visitors: string; seconds: string }): Row => ({
    path: r.path,
    visits: n(r.visits),
    visitors: n(r.visitors),
    seconds: n(r.seconds),
    avg_seconds: n(r.visits) ? Math.round(n(r.seconds) / n(r.visits)) : 0,
  });
  return {
    rows: async (offset, limit) => {
      const [rows, count] = await Promise.all([
        page(offset, limit),
        rowsOf(db, sql<{ c: string }>`SELECT count(DISTINCT p.path) AS c FROM page_visits p ${cond}`),
      ]);
      return { rows: rows.map(shape), total: n(count[0]?.c) };
    },
    totals: async () => {
      const [t] = await rowsOf(
        db,
        sql<{ visits: string; visitors: string; seconds: string }>`SELECT count(*) AS visits,
          count(DISTINCT p.user_id) AS visitors, coalesce(sum(p.seconds), 0) AS seconds FROM page_visits p ${cond}`,
      );
      return shape({ path: '', ...t });
    },
    // The ten most visited pages.
    chart: async () =>
      (
        await rowsOf(
          db,
          sql<{ path: string; visits: string; visitors: string; seconds: string }>`SELECT p.path, count(*) AS visits,
            count(DISTINCT p.user_id) AS visitors, coalesce(sum(p.seconds), 0) AS seconds
            FROM page_visits p ${cond} GROUP BY p.path ORDER BY visits DESC, path LIMIT 10`,
        )
      ).map(shape),
  };
}
