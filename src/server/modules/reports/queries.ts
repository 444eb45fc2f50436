import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import { Module } from '../../../shared/generated/enums.js';
import { ACTION } from '../activity/log-activity.js';
import {
  BOOKING_STATUS_LABELS,
  STAR_RATINGS,
  TIME_SLOTS,
  type ReportDefinition,
  type ReportSort,
} from '../../../shared/reports.js';
import { companyConditions, istDay, istSlot, timeConditions, where, type ReportFilters } from './filters.js';
import { addDays, istMidnight, usageRollupThrough } from './rollups.js';

/**
 * The queries behind the report catalogue (src/shared/reports.ts; docs/reports.md). Every report
 * answers its rows in pages (`rows`), its totals over all rows and its chart points through one
 * `ReportRunner`; the preview, the Excel file and the PDF all read through it, so they agree.
 */
export type Row = Record<string, string | number | null>;

export type ReportRunner = {
  /** Rows [offset, offset + limit) in the report's order, and how many there are in all. */
  rows: (offset: number, limit: number) => Promise<{ rows: Row[]; total: number }>;
  totals: () => Promise<Row>;
  chart: () => Promise<Row[]>;
  /**
   * Every row in order (at most `max`), read through one server-side cursor in batches of `batch` and
   * handed to `each` one batch at a time (PostgreSQL only: it holds a connection, which on PGlite is the
   * only one). For the big row reports, so a large export neither sorts once per page nor holds big pages.
   * Answers how many rows the report has in all (not only the `max` read).
   */
  cursor?: (
    batch: number,
    max: number,
    each: (rows: Row[], total: number) => Promise<void>,
  ) => Promise<{ total: number }>;
  /** Fields of the contract beside the list (top_counsellor of the feedback report). */
  extra?: () => Promise<Record<string, unknown>>;
};

const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const rupees = (paise: unknown): number | null => (paise === null || paise === undefined ? null : Number(paise) / 100);
const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

async function rowsOf<T>(db: Db, q: RawBuilder<T>): Promise<T[]> {
  return (await q.execute(db)).rows;
}

/** A report computed whole (grouped reports: days, slots, companies ...), sorted, then paged in memory. */
function grouped(
  all: () => Promise<Row[]>,
  totals: (rows: Row[]) => Promise<Row> | Row,
  chart?: (rows: Row[]) => Row[],
): ReportRunner {
  let cache: Promise<Row[]> | null = null;
  const get = () => (cache ??= all());
  return {
    rows: async (offset, limit) => {
      const rows = await get();
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    },
    totals: async () => totals(await get()),
    chart: async () => (chart ? chart(await get()) : get()),
  };
}

function sortRows(
  rows: Row[],
  sort: ReportSort | null,
  measure: string,
  date: string | null,
  fallback: ReportSort,
): Row[] {
  const s = sort ?? fallback;
  const key = s === 'asc' || s === 'desc' ? measure : (date ?? measure);
  const dir = s === 'asc' || s === 'oldest' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c * dir || String(a[Object.keys(a)[0]]).localeCompare(String(b[Object.keys(b)[0]]));
  });
}

const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + n(r[key]), 0);

// ---------------------------------------------------------------------------------------------
// Usage: logins (activity log, action Login), page visits and their seconds (page_visits), and the
// active users (anyone with an activity-log entry or a page visit), grouped by a key.

type UsageKey = 'day' | 'slot' | 'company';

function keyOf(kind: UsageKey, col: string): RawBuilder<unknown> {
  if (kind === 'day') return istDay(col);
  if (kind === 'slot') return istSlot(col);
  return sql.ref(col.replace(/\.[a-z_]+$/, '.company_id'));
}

/** How a runner may read: `rollups: false` reads only the base tables (the tests compare the two). */
export type RunOptions = { rollups?: boolean };

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

function portalUsage(db: Db, f: ReportFilters, o: RunOptions = {}): ReportRunner {
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

function timeBaseUsage(db: Db, f: ReportFilters, o: RunOptions = {}): ReportRunner {
  return grouped(
    async () => {
      const m = await usage(db, f, 'slot', o);
      const slots = f.slots.length ? TIME_SLOTS.filter((s) => f.slots.includes(s)) : TIME_SLOTS;
      return slots.map((slot) => ({ slot, logins: 0, active_users: 0, page_visits: 0, seconds: 0, ...m.get(slot) }));
    },
    () => usageTotals(db, f, o),
  );
}

function companyWise(db: Db, f: ReportFilters, o: RunOptions = {}): ReportRunner {
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

function pageVisits(db: Db, f: ReportFilters): ReportRunner {
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

// ---------------------------------------------------------------------------------------------
// Row-per-record reports, paged in SQL.

const userName = (u: string) =>
  sql`nullif(trim(coalesce(${sql.ref(`${u}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${u}.last_name`)}, '')), '')`;

function counsellingStatus(db: Db, f: ReportFilters): ReportRunner {
  const from = sql`FROM counselling_bookings b
    LEFT JOIN users u ON u.id = b.user_id
    LEFT JOIN companies c ON c.id = b.company_id
    LEFT JOIN counsellors k ON k.id = b.counsellor_id
    JOIN counselling_services s ON s.id = b.service_id
    ${where([...timeConditions('b.created_at', f), ...companyConditions('b.company_id', f)])}`;
  const order =
    f.sort === 'oldest'
      ? sql`b.created_at ASC, b.id ASC`
      : f.sort === 'asc'
        ? sql`b.amount_paise ASC, b.id ASC`
        : f.sort === 'desc'
          ? sql`b.amount_paise DESC, b.id DESC`
          : sql`b.created_at DESC, b.id DESC`;
  return {
    rows: async (offset, limit) => {
      const [rows, count] = await Promise.all([
        rowsOf(
          db,
          sql<
            Record<string, unknown>
          >`SELECT b.created_at, b.starts_at, coalesce(${userName('u')}, b.guest_name, b.guest_email) AS user_name,
            c.company_name, k.first_name || ' ' || k.last_name AS counsellor, s.title AS service, b.status, b.amount_paise
            ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        ),
        rowsOf(db, sql<{ c: string }>`SELECT count(*) AS c ${from}`),
      ]);
      return {
        rows: rows.map((r) => ({
          booked_at: iso(r.created_at),
          session_at: iso(r.starts_at),
          user: (r.user_name as string | null) ?? null,
          company: (r.company_name as string | null) ?? null,
          counsellor: (r.counsellor as string | null) ?? null,
          service: String(r.service),
          status: BOOKING_STATUS_LABELS[n(r.status)] ?? String(r.status),
          amount: rupees(r.amount_paise),
        })),
        total: n(count[0]?.c),
      };
    },
    totals: async () => {
      const [t] = await rowsOf(
        db,
        sql<{ c: string; a: string }>`SELECT count(*) AS c, coalesce(sum(b.amount_paise), 0) AS a ${from}`,
      );
      return { bookings: n(t.c), amount: n(t.a) / 100 };
    },
    chart: async () => {
      const rows = await rowsOf(
        db,
        sql<{ status: number; c: string }>`SELECT b.status, count(*) AS c ${from} GROUP BY b.status`,
      );
      return Object.entries(BOOKING_STATUS_LABELS).map(([id, label]) => ({
        status: label,
        bookings: n(rows.find((r) => n(r.status) === Number(id))?.c),
      }));
    },
  };
}

function feedback(db: Db, f: ReportFilters): ReportRunner {
  const conds = [...timeConditions('fb.created_at', f), ...companyConditions('b.company_id', f)];
  if (f.ratings.length) conds.push(sql`fb.rating IN (${sql.join(f.ratings)})`);
  const from = sql`FROM counselling_feedback fb
    JOIN counselling_bookings b ON b.id = fb.booking_id
    LEFT JOIN users u ON u.id = fb.user_id
    LEFT JOIN companies c ON c.id = b.company_id
    LEFT JOIN counsellors k ON k.id = fb.counsellor_id
    ${where(conds)}`;
  const order =
    f.sort === 'oldest'
      ? sql`fb.created_at ASC, fb.id ASC`
      : f.sort === 'asc'
        ? sql`fb.rating ASC, fb.id ASC`
        : f.sort === 'desc'
          ? sql`fb.rating DESC, fb.id DESC`
          : sql`fb.created_at DESC, fb.id DESC`;
  return {
    rows: async (offset, limit) => {
      const [rows, count] = await Promise.all([
        rowsOf(
          db,
          sql<
            Record<string, unknown>
          >`SELECT fb.created_at, coalesce(${userName('u')}, b.guest_name) AS user_name, c.company_name,
            k.first_name || ' ' || k.last_name AS counsellor, fb.rating, fb.feedback
            ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        ),
        rowsOf(db, sql<{ c: string }>`SELECT count(*) AS c ${from}`),
      ]);
      return {
        rows: rows.map((r) => ({
          given_at: iso(r.created_at),
          user: (r.user_name as string | null) ?? null,
          company: (r.company_name as string | null) ?? null,
          counsellor: (r.counsellor as string | null) ?? null,
          rating: n(r.rating),
          feedback: String(r.feedback),
        })),
        total: n(count[0]?.c),
      };
    },
    totals: async () => {
      const [t] = await rowsOf(
        db,
        sql<{ c: string; r: string | null }>`SELECT count(*) AS c, avg(fb.rating) AS r ${from}`,
      );
      return { feedback: n(t.c), rating: t.r === null ? null : Math.round(n(t.r) * 100) / 100 };
    },
    chart: async () => {
      const rows = await rowsOf(
        db,
        sql<{ r: string; c: string }>`SELECT fb.rating AS r, count(*) AS c ${from} GROUP BY fb.rating`,
      );
      return STAR_RATINGS.map((rating) => ({
        rating: rating.toFixed(1),
        count: n(rows.find((r) => n(r.r) === rating)?.c),
      }));
    },
    extra: async () => {
      const [top] = await rowsOf(
        db,
        sql<{ id: number; name: string; r: string; c: string }>`SELECT k.id, k.first_name || ' ' || k.last_name AS name,
          avg(fb.rating) AS r, count(*) AS c FROM counselling_feedback fb
          JOIN counselling_bookings b ON b.id = fb.booking_id
          JOIN counsellors k ON k.id = fb.counsellor_id
          ${where(conds)} GROUP BY k.id, k.first_name, k.last_name ORDER BY avg(fb.rating) DESC, count(*) DESC, name LIMIT 1`,
      );
      return {
        top_counsellor: top
          ? {
              counsellor_id: top.id,
              name: top.name,
              rating: Math.round(n(top.r) * 100) / 100,
              feedback_count: n(top.c),
            }
          : null,
      };
    },
  };
}

const ROLE_LABELS: Record<number, string> = {
  1: 'Super admin',
  2: 'Admin',
  3: 'Client',
  4: 'Client employee',
  5: 'Client employee',
  6: 'Paid user',
  7: 'Counsellor',
  8: 'Speaker',
  9: 'Partner',
  10: 'Partner employee',
  11: 'Paid user',
  12: 'Partner employee',
};

const shapeMasterUser = (r: Record<string, unknown>): Row => ({
  user_no: String(r.unique_user_no),
  name: (r.name as string | null) ?? null,
  email: String(r.email),
  role: ROLE_LABELS[n(r.user_type)] ?? String(r.user_type),
  company: (r.company_name as string | null) ?? null,
  package: (r.package as string | null) ?? null,
  status: n(r.status) === 1 ? 'Active' : 'Inactive',
  registered_at: iso(r.created_at),
});

function masterUsers(db: Db, f: ReportFilters): ReportRunner {
  const shape = shapeMasterUser;
  const from = sql`FROM users u
    LEFT JOIN companies c ON c.id = u.company_id
    LEFT JOIN packages p ON p.id = coalesce(u.package_id, c.package_id)
    ${where([...timeConditions('u.created_at', f), ...companyConditions('u.company_id', f)])}`;
  const order =
    f.sort === 'oldest'
      ? sql`u.created_at ASC, u.id ASC`
      : f.sort === 'asc'
        ? sql`lower(coalesce(u.first_name, u.email)) ASC, u.id ASC`
        : f.sort === 'desc'
          ? sql`lower(coalesce(u.first_name, u.email)) DESC, u.id DESC`
          : sql`u.created_at DESC, u.id DESC`;
  // Keyset paging: a call that goes on where the last one ended (an export reading batch after batch)
  // starts after the last row's sort key instead of skipping `offset` rows, and reuses the count.
  const byName = f.sort === 'asc' || f.sort === 'desc';
  const after = f.sort === 'oldest' || f.sort === 'asc' ? sql`>` : sql`<`;
  let next: { end: number; k: unknown; id: number; total: number } | null = null;
  return {
    rows: async (offset, limit) => {
      const cont = next && next.end === offset ? next : null;
      const key = byName ? sql`lower(coalesce(u.first_name, u.email))` : sql`u.created_at`;
      const page = cont
        ? sql`${where([
            ...timeConditions('u.created_at', f),
            ...companyConditions('u.company_id', f),
            byName
              ? sql`(${key}, u.id) ${after} (${cont.k}, ${cont.id})`
              : sql`(${key}, u.id) ${after} (${cont.k}::timestamptz, ${cont.id})`,
          ])} ORDER BY ${order} LIMIT ${limit}`
        : sql`${where([...timeConditions('u.created_at', f), ...companyConditions('u.company_id', f)])}
            ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
      const [rows, count] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT u.id, ${byName ? key : sql`u.created_at::text`} AS k, u.unique_user_no,
            ${userName('u')} AS name, u.email, u.user_type, c.company_name, p.name AS package, u.status, u.created_at
            FROM users u LEFT JOIN companies c ON c.id = u.company_id
            LEFT JOIN packages p ON p.id = coalesce(u.package_id, c.package_id) ${page}`,
        ),
        cont
          ? Promise.resolve([{ c: String(cont.total) }])
          : rowsOf(db, sql<{ c: string }>`SELECT count(*) AS c ${from}`),
      ]);
      const total = n(count[0]?.c);
      const last = rows[rows.length - 1];
      next = last ? { end: offset + rows.length, k: last.k, id: n(last.id), total } : null;
      return { rows: rows.map(shape), total };
    },
    cursor: async (batch, max, each) => {
      const [count] = await rowsOf(db, sql<{ c: string }>`SELECT count(*) AS c ${from}`);
      const total = n(count?.c);
      await db.transaction().execute(async (trx) => {
        await sql`DECLARE report_rows NO SCROLL CURSOR FOR SELECT u.unique_user_no, ${userName('u')} AS name, u.email,
          u.user_type, c.company_name, p.name AS package, u.status, u.created_at
          ${from} ORDER BY ${order} LIMIT ${max}`.execute(trx);
        const fetch = sql<
          Record<string, unknown>
        >`FETCH FORWARD ${sql.raw(String(Math.max(1, Math.floor(batch))))} FROM report_rows`;
        for (;;) {
          const rows = await rowsOf(trx, fetch);
          if (rows.length) await each(rows.map(shape), total);
          if (rows.length < batch) break;
        }
        await sql`CLOSE report_rows`.execute(trx);
      });
      return { total };
    },
    totals: async () => {
      const [t] = await rowsOf(
        db,
        sql<{ c: string; a: string }>`SELECT count(*) AS c, count(*) FILTER (WHERE u.status = 1) AS a ${from}`,
      );
      return { users: n(t.c), active: n(t.a) };
    },
    chart: async () => [],
  };
}

function masterPackages(db: Db, f: ReportFilters): ReportRunner {
  return grouped(
    async () => {
      const rows = await rowsOf(
        db,
        // One pass over the users (grouped by their own package, else their company's), not one per package.
        sql<Record<string, unknown>>`SELECT p.name, p.price_paise, p.created_at,
          (SELECT count(*) FROM companies c WHERE c.package_id = p.id) AS companies, coalesce(x.users, 0) AS users
          FROM packages p LEFT JOIN (
            SELECT pid, sum(users) AS users FROM (
              SELECT u.package_id AS pid, count(*) AS users FROM users u WHERE u.package_id IS NOT NULL GROUP BY 1
              UNION ALL
              SELECT c.package_id, k.users FROM (SELECT u.company_id, count(*) AS users FROM users u
                WHERE u.package_id IS NULL AND u.company_id IS NOT NULL GROUP BY 1) k
                JOIN companies c ON c.id = k.company_id WHERE c.package_id IS NOT NULL
            ) y GROUP BY pid
          ) x ON x.pid = p.id`,
      );
      const shaped = rows.map((r) => ({
        package: String(r.name),
        price: rupees(r.price_paise),
        companies: n(r.companies),
        users: n(r.users),
        created: iso(r.created_at),
      }));
      const sorted =
        f.sort === 'latest' || f.sort === 'oldest'
          ? sortRows(shaped, f.sort, 'package', 'created', 'asc')
          : sortRows(shaped, f.sort === 'desc' ? 'desc' : 'asc', 'package', null, 'asc');
      return sorted.map(({ created: _c, ...r }) => r);
    },
    (rows) => ({ packages: rows.length, companies: sum(rows, 'companies'), users: sum(rows, 'users') }),
  );
}

/**
 * Discount codes and package coupons. A discount code (counselling module) is redeemed by counselling
 * bookings and by stock market course purchases (commerce; a failed or cancelled purchase frees the
 * code, so only live redemptions count). Package coupons (commerce) are one row per generated batch:
 * the coupons issued and those used in the period; a coupon grants a package, so it has no rupee discount.
 */
function discountCodes(db: Db, f: ReportFilters): ReportRunner {
  const booking = where([sql`r.discount_code_id = d.id`, ...timeConditions('r.created_at', f)]);
  const purchase = where([sql`r.discount_code_id = d.id`, ...timeConditions('p.created_at', f)]);
  const used = where([sql`c.batch_id = cb.id`, sql`c.used_at IS NOT NULL`, ...timeConditions('c.used_at', f)]);
  return grouped(
    async () => {
      const [codes, batches] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT d.code_name, d.discount_per, d.start_date::text AS start_date,
            d.end_date::text AS end_date, d.created_at, x.c + y.c AS c, x.discount + y.discount AS discount,
            x.charged + y.charged AS charged
            FROM discount_codes d
            CROSS JOIN LATERAL (SELECT count(*) AS c, coalesce(sum(b.discount_paise), 0) AS discount,
              coalesce(sum(b.amount_paise), 0) AS charged
              FROM discount_redemptions r JOIN counselling_bookings b ON b.id = r.booking_id ${booking}) x
            CROSS JOIN LATERAL (SELECT count(*) AS c, coalesce(sum(p.discount_paise), 0) AS discount,
              coalesce(sum(p.final_paise), 0) AS charged
              FROM stock_course_redemptions r JOIN stock_course_purchases p ON p.id = r.purchase_id ${purchase}) y
            WHERE d.deleted_at IS NULL`,
        ),
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT cb.id, pk.name AS package, ${istDay('cb.created_at')} AS valid_from,
            cb.valid_until::text AS valid_to, cb.created_at, cb.quantity,
            (SELECT count(*) FROM coupons c ${used}) AS c
            FROM coupon_batches cb JOIN packages pk ON pk.id = cb.package_id`,
        ),
      ]);
      const shaped = [
        ...codes.map((r) => ({
          code: String(r.code_name),
          type: 'Discount code',
          discount_per: n(r.discount_per),
          valid_from: String(r.start_date),
          valid_to: String(r.end_date),
          issued: null,
          redemptions: n(r.c),
          discount: n(r.discount) / 100,
          charged: n(r.charged) / 100,
          created: iso(r.created_at),
        })),
        ...batches.map((r) => ({
          code: `Coupon batch ${n(r.id)}: ${String(r.package)}`,
          type: 'Package coupons',
          discount_per: null,
          valid_from: String(r.valid_from),
          valid_to: r.valid_to === null ? null : String(r.valid_to),
          issued: n(r.quantity),
          redemptions: n(r.c),
          discount: null,
          charged: null,
          created: iso(r.created_at),
        })),
      ];
      return sortRows(shaped, f.sort, 'redemptions', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    (rows) => ({
      codes: rows.length,
      issued: sum(rows, 'issued'),
      redemptions: sum(rows, 'redemptions'),
      discount: Math.round(sum(rows, 'discount') * 100) / 100,
      charged: Math.round(sum(rows, 'charged') * 100) / 100,
    }),
  );
}

function recordedWebinars(db: Db, f: ReportFilters): ReportRunner {
  const conds = where([
    sql`w.webinar_type = 4`,
    ...timeConditions('s.started_at', f),
    ...companyConditions('u.company_id', f),
  ]);
  const from = sql`FROM webinar_watch_sessions s JOIN webinars w ON w.id = s.webinar_id JOIN users u ON u.id = s.user_id ${conds}`;
  return grouped(
    async () => {
      const rows = await rowsOf(
        db,
        sql<
          Record<string, unknown>
        >`SELECT w.name, w.starts_at, count(DISTINCT s.user_id) AS viewers, count(*) AS sessions,
          coalesce(sum(s.seconds), 0) AS seconds ${from} GROUP BY w.id, w.name, w.starts_at`,
      );
      const shaped = rows.map((r) => ({
        webinar: String(r.name),
        viewers: n(r.viewers),
        sessions: n(r.sessions),
        seconds: n(r.seconds),
        avg_seconds: n(r.viewers) ? Math.round(n(r.seconds) / n(r.viewers)) : 0,
        created: iso(r.starts_at),
      }));
      return sortRows(shaped, f.sort, 'seconds', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    async () => {
      const [t] = await rowsOf(
        db,
        sql<Record<string, unknown>>`SELECT count(DISTINCT s.user_id) AS viewers, count(*) AS sessions,
          coalesce(sum(s.seconds), 0) AS seconds ${from}`,
      );
      const viewers = n(t.viewers);
      return {
        viewers,
        sessions: n(t.sessions),
        seconds: n(t.seconds),
        avg_seconds: viewers ? Math.round(n(t.seconds) / viewers) : 0,
      };
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Learning (docs/learning.md): enrolments, chapter completions, time sessions and assessments. The
// learning tables carry no company, so the company filters read the learner's company (users.company_id).

/** Per key (a course id, a time slot or 'all'): one measure query's rows folded into `out`. */
function fold(out: Map<string, Row>, rows: Array<Record<string, unknown>>, blank: () => Row, fields: string[]) {
  for (const r of rows) {
    const k = String(r.k);
    let row = out.get(k);
    if (!row) out.set(k, (row = blank()));
    for (const f of fields) row[f] = n(r[f]);
  }
}

const PARTICIPATION_BLANK = (): Row => ({
  enrolled: 0,
  completed: 0,
  cancelled: 0,
  chapters_completed: 0,
  learners: 0,
  seconds: 0,
});

/** Course participation by course id (or over all courses with `all`). */
async function participation(db: Db, f: ReportFilters, all: boolean): Promise<Map<string, Row>> {
  const who = companyConditions('u.company_id', f);
  const key = (col: string) => (all ? sql`'all'` : sql.ref(col));
  const [enrolled, completed, chapters, time, learners] = await Promise.all([
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('e.course_id')} AS k, count(*) AS enrolled,
        count(*) FILTER (WHERE e.progress = 3) AS cancelled
        FROM course_enrolments e JOIN users u ON u.id = e.user_id
        ${where([...timeConditions('e.enrolled_at', f), ...who])} GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('e.course_id')} AS k, count(*) AS completed
        FROM course_enrolments e JOIN users u ON u.id = e.user_id
        ${where([sql`e.progress = 2`, sql`e.completed_at IS NOT NULL`, ...timeConditions('e.completed_at', f), ...who])}
        GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('cc.course_id')} AS k, count(*) AS chapters_completed
        FROM course_chapter_completions cc JOIN users u ON u.id = cc.user_id
        ${where([...timeConditions('cc.completed_at', f), ...who])} GROUP BY 1`,
    ),
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT ${key('s.course_id')} AS k, coalesce(sum(s.seconds), 0) AS seconds
        FROM course_time_sessions s JOIN users u ON u.id = s.user_id
        ${where([...timeConditions('s.started_at', f), ...who])} GROUP BY 1`,
    ),
    // Active learners: people who completed a chapter or spent time in the course in the period.
    rowsOf(
      db,
      sql<Record<string, unknown>>`SELECT k, count(DISTINCT user_id) AS learners FROM (
        SELECT ${key('cc.course_id')} AS k, cc.user_id FROM course_chapter_completions cc JOIN users u ON u.id = cc.user_id
          ${where([...timeConditions('cc.completed_at', f), ...who])}
        UNION ALL
        SELECT ${key('s.course_id')} AS k, s.user_id FROM course_time_sessions s JOIN users u ON u.id = s.user_id
          ${where([...timeConditions('s.started_at', f), ...who])}
      ) x GROUP BY k`,
    ),
  ]);
  const out = new Map<string, Row>();
  fold(out, enrolled, PARTICIPATION_BLANK, ['enrolled', 'cancelled']);
  fold(out, completed, PARTICIPATION_BLANK, ['completed']);
  fold(out, chapters, PARTICIPATION_BLANK, ['chapters_completed']);
  fold(out, time, PARTICIPATION_BLANK, ['seconds']);
  fold(out, learners, PARTICIPATION_BLANK, ['learners']);
  return out;
}

const COURSE_STATUS: Record<number, string> = { 1: 'Published', 2: 'Draft', 3: 'Archived' };

function courseParticipation(db: Db, f: ReportFilters): ReportRunner {
  return grouped(
    async () => {
      const [courses, m] = await Promise.all([
        rowsOf(
          db,
          sql<{ id: number; title: string; status: number; created_at: Date }>`SELECT id, title, status, created_at
            FROM courses ORDER BY id`,
        ),
        participation(db, f, false),
      ]);
      // Drafts were never open to anyone: listed only if they somehow hold numbers.
      const rows = courses
        .filter((c) => n(c.status) !== 2 || m.has(String(c.id)))
        .map((c) => ({
          course: c.title,
          status: COURSE_STATUS[n(c.status)] ?? String(c.status),
          ...PARTICIPATION_BLANK(),
          ...m.get(String(c.id)),
          created: iso(c.created_at),
        }));
      return sortRows(rows, f.sort, 'enrolled', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    async (rows) => ({
      courses: rows.length,
      ...PARTICIPATION_BLANK(),
      ...(await participation(db, f, true)).get('all'),
    }),
    (rows) => sortRows(rows, 'desc', 'enrolled', null, 'desc').slice(0, 10),
  );
}

/** E-learning time (course_time_sessions) by the IST time slot the session started in. */
async function learningTime(db: Db, f: ReportFilters, bySlot: boolean): Promise<Map<string, Row>> {
  const rows = await rowsOf(
    db,
    sql<Record<string, unknown>>`SELECT ${bySlot ? istSlot('s.started_at') : sql`'all'`} AS k,
      count(DISTINCT s.user_id) AS learners, count(*) AS sessions, coalesce(sum(s.seconds), 0) AS seconds
      FROM course_time_sessions s JOIN users u ON u.id = s.user_id
      ${where([...timeConditions('s.started_at', f), ...companyConditions('u.company_id', f)])} GROUP BY 1`,
  );
  const out = new Map<string, Row>();
  for (const r of rows) {
    const learners = n(r.learners);
    out.set(String(r.k), {
      learners,
      sessions: n(r.sessions),
      seconds: n(r.seconds),
      avg_seconds: learners ? Math.round(n(r.seconds) / learners) : 0,
    });
  }
  return out;
}

function elearningTimeBase(db: Db, f: ReportFilters): ReportRunner {
  const blank = { learners: 0, sessions: 0, seconds: 0, avg_seconds: 0 };
  return grouped(
    async () => {
      const m = await learningTime(db, f, true);
      const slots = f.slots.length ? TIME_SLOTS.filter((s) => f.slots.includes(s)) : TIME_SLOTS;
      return slots.map((slot) => ({ slot, ...blank, ...m.get(slot) }));
    },
    async () => ({ ...blank, ...(await learningTime(db, f, false)).get('all') }),
  );
}

/**
 * Assessments of three kinds, one row each: the learning center's course assessments (score in whole
 * percent, pass mark), the journey's quizzes (right answers of the questions) and the financial risk
 * assessment (points of the maximum; no pass or fail).
 */
function assessments(db: Db, f: ReportFilters): ReportRunner {
  const who = companyConditions('u.company_id', f);
  const sources = sql`
    SELECT 'a' || t.assessment_id AS k, t.user_id, t.score::numeric AS pct, t.passed FROM assessment_attempts t
      JOIN users u ON u.id = t.user_id ${where([...timeConditions('t.created_at', f), ...who])}
    UNION ALL
    SELECT 'q' || t.quiz_id AS k, t.user_id, 100.0 * t.score / nullif(t.total, 0) AS pct, NULL AS passed FROM quiz_attempts t
      JOIN users u ON u.id = t.user_id ${where([...timeConditions('t.created_at', f), ...who])}
    UNION ALL
    SELECT 'fra' AS k, t.user_id, 100.0 * t.score / nullif(t.max_score, 0) AS pct, NULL AS passed FROM fra_results t
      JOIN users u ON u.id = t.user_id ${where([...timeConditions('t.created_at', f), ...who])}`;
  const pct = (v: unknown) => (v === null || v === undefined ? null : Math.round(n(v) * 10) / 10);
  return grouped(
    async () => {
      const [items, stats] = await Promise.all([
        rowsOf(
          db,
          sql<{ k: string; title: string; type: string; status: number; created_at: Date | null }>`
            SELECT 'a' || id AS k, title, 'Course assessment' AS type, status, created_at FROM assessments
            UNION ALL SELECT 'q' || id, title, 'Quiz', status, created_at FROM quizzes
            UNION ALL SELECT 'fra', 'Financial risk assessment', 'Risk assessment', 1, NULL`,
        ),
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT k, count(*) AS taken, count(DISTINCT user_id) AS people, avg(pct) AS pct,
            count(*) FILTER (WHERE passed) AS passed FROM (${sources}) x GROUP BY k`,
        ),
      ]);
      const by = new Map(stats.map((s) => [String(s.k), s]));
      const rows = items
        // A deleted or draft assessment, or an inactive quiz, is listed only when it has attempts in the period.
        .filter((i) => by.has(i.k) || n(i.status) === 1)
        .map((i) => {
          const s = by.get(i.k);
          return {
            assessment: i.title,
            type: i.type,
            taken: n(s?.taken),
            people: n(s?.people),
            avg_score: pct(s?.pct),
            passed: i.type === 'Course assessment' ? n(s?.passed) : null,
            created: iso(i.created_at),
          };
        });
      return sortRows(rows, f.sort, 'taken', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    async (rows) => {
      const [t] = await rowsOf(
        db,
        sql<Record<string, unknown>>`SELECT count(*) AS taken, count(DISTINCT user_id) AS people, avg(pct) AS pct,
          count(*) FILTER (WHERE passed) AS passed FROM (${sources}) x`,
      );
      return {
        assessments: rows.length,
        taken: n(t?.taken),
        people: n(t?.people),
        avg_score: pct(t?.pct),
        passed: n(t?.passed),
      };
    },
    (rows) => sortRows(rows, 'desc', 'taken', null, 'desc').slice(0, 10),
  );
}

// ---------------------------------------------------------------------------------------------
// Engagement (docs/engagement.md): notifications sent to a company (its audience rows), read by its
// people (receipts), and tasks its people completed.

function viewEngagement(db: Db, f: ReportFilters): ReportRunner {
  return grouped(
    async () => {
      const [companies, sent, reads, tasks] = await Promise.all([
        rowsOf(
          db,
          sql<{ id: number; name: string; user_type: number; created_at: Date; users: string }>`SELECT c.id,
            c.company_name AS name, c.user_type, c.created_at,
            (SELECT count(*) FROM users u WHERE u.company_id = c.id) AS users
            FROM companies c ${where(companyConditions('c.id', f))}`,
        ),
        // Sent: not deleted, active, started by now (a scheduled one is not sent yet), started in the period.
        rowsOf(
          db,
          sql<{ k: number; c: string }>`SELECT a.company_id AS k, count(*) AS c
            FROM notification_audiences a JOIN notifications n ON n.id = a.notification_id
            ${where([
              sql`n.deleted_at IS NULL`,
              sql`n.status`,
              sql`n.start_date <= now()`,
              ...timeConditions('n.start_date', f),
              ...companyConditions('a.company_id', f),
            ])} GROUP BY 1`,
        ),
        // Read: receipts of the company's people for notifications sent to that company.
        rowsOf(
          db,
          sql<{ k: number; c: string; readers: string }>`SELECT u.company_id AS k, count(*) AS c,
            count(DISTINCT r.user_id) AS readers
            FROM notification_receipts r JOIN users u ON u.id = r.user_id
            JOIN notification_audiences a ON a.notification_id = r.notification_id AND a.company_id = u.company_id
            ${where([...timeConditions('r.read_at', f), ...companyConditions('u.company_id', f)])} GROUP BY 1`,
        ),
        rowsOf(
          db,
          sql<{ k: number; c: string }>`SELECT u.company_id AS k, count(*) AS c
            FROM user_tasks t JOIN users u ON u.id = t.user_id
            ${where([
              sql`t.status = 'Completed'`,
              sql`t.completed_at IS NOT NULL`,
              sql`u.company_id IS NOT NULL`,
              ...timeConditions('t.completed_at', f),
              ...companyConditions('u.company_id', f),
            ])} GROUP BY 1`,
        ),
      ]);
      const get = <T extends { k: number }>(rows: T[], id: number) => rows.find((r) => n(r.k) === id);
      const rows = companies.map((c) => {
        const read = get(reads, c.id);
        return {
          company: c.name,
          kind: c.user_type === 9 ? 'Partner' : 'Client',
          users: n(c.users),
          notifications: n(get(sent, c.id)?.c),
          opened: n(read?.c),
          readers: n(read?.readers),
          tasks_completed: n(get(tasks, c.id)?.c),
          created: iso(c.created_at),
        };
      });
      return sortRows(rows, f.sort, 'opened', 'created', 'desc').map(({ created: _c, ...r }) => r);
    },
    (rows) => ({
      companies: rows.length,
      users: sum(rows, 'users'),
      notifications: sum(rows, 'notifications'),
      opened: sum(rows, 'opened'),
      // A person belongs to one company, so the readers of the companies add up to the distinct readers.
      readers: sum(rows, 'readers'),
      tasks_completed: sum(rows, 'tasks_completed'),
    }),
    (rows) => sortRows(rows, 'desc', 'opened', null, 'desc').slice(0, 10),
  );
}

// ---------------------------------------------------------------------------------------------
// Ads: the widget items (placements widget, webinar, spotlight) and the packages' module ads. A click
// is logged as Navigation (action 11): a widget ad's with its id in ad_feature_id
// (widgets/ad-banner/View.tsx), a package's module ad with the module in ad_category_id
// (src/client/components/ModuleAdBanner.tsx, docs/commerce.md "Module ads"); views are not recorded.

const PLACEMENT_LABELS: Record<string, string> = { widget: 'Widget', webinar: 'Webinar', spotlight: 'Spotlight' };

function ads(db: Db, f: ReportFilters): ReportRunner {
  const base = [
    sql`a.action_id = ${ACTION.NAVIGATION}`,
    ...timeConditions('a.created_at', f),
    ...companyConditions('a.company_id', f),
  ];
  const widgetClicks = [...base, sql`a.ad_feature_id IS NOT NULL`];
  const moduleClicks = [...base, sql`a.ad_feature_id IS NULL`, sql`a.ad_category_id IS NOT NULL`];
  const seen = [...timeConditions('v.created_at', f), ...companyConditions('v.company_id', f)];
  // An ad is listed when it was on show during the period or was clicked or seen in it.
  const shown = [
    ...(f.fromDay ? [sql`w.end_date >= ${f.fromDay}::date`] : []),
    ...(f.toDay ? [sql`w.start_date <= ${f.toDay}::date`] : []),
  ];
  // Click-through rate: clicks per view in %, one decimal; none without views.
  const ctr = (clicks: number, views: number) => (views ? Math.round((1000 * clicks) / views) / 10 : null);
  return grouped(
    async () => {
      const [rows, modules] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT w.title, w.placement, w.start_date::text AS start_date,
          w.end_date::text AS end_date, coalesce(x.clicks, 0) AS clicks, coalesce(x.clickers, 0) AS clickers,
          coalesce(y.views, 0) AS views
          FROM widget_items w
          LEFT JOIN (SELECT a.ad_feature_id AS id, count(*) AS clicks, count(DISTINCT a.user_id) AS clickers
            FROM user_activity a ${where(widgetClicks)} GROUP BY 1) x ON x.id = w.id
          LEFT JOIN (SELECT v.item_id AS id, count(*) AS views FROM ad_views v
            ${where([sql`v.item_id IS NOT NULL`, ...seen])} GROUP BY 1) y ON y.id = w.id
          WHERE x.id IS NOT NULL OR y.id IS NOT NULL
            ${shown.length ? sql`OR (${sql.join(shown, sql` AND `)})` : sql`OR true`}`,
        ),
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT coalesce(c.module_id, v.module_id) AS module_id,
          coalesce(c.clicks, 0) AS clicks, coalesce(c.clickers, 0) AS clickers, coalesce(v.views, 0) AS views
          FROM (SELECT a.ad_category_id AS module_id, count(*) AS clicks, count(DISTINCT a.user_id) AS clickers
            FROM user_activity a ${where(moduleClicks)} GROUP BY 1) c
          FULL JOIN (SELECT v.module_id, count(*) AS views FROM ad_views v
            ${where([sql`v.module_id IS NOT NULL`, ...seen])} GROUP BY 1) v ON v.module_id = c.module_id`,
        ),
      ]);
      const shaped = [
        ...rows.map((r) => ({
          ad: String(r.title),
          placement: PLACEMENT_LABELS[String(r.placement)] ?? String(r.placement),
          start_date: String(r.start_date),
          end_date: String(r.end_date),
          views: n(r.views),
          clicks: n(r.clicks),
          clickers: n(r.clickers),
          ctr: ctr(n(r.clicks), n(r.views)),
        })),
        ...modules.map((r) => ({
          ad: `Package ad: ${(Module as Record<number, string>)[n(r.module_id)] ?? `module ${n(r.module_id)}`}`,
          placement: 'Package module',
          start_date: null,
          end_date: null,
          views: n(r.views),
          clicks: n(r.clicks),
          clickers: n(r.clickers),
          ctr: ctr(n(r.clicks), n(r.views)),
        })),
      ];
      return sortRows(shaped, f.sort, 'clicks', 'start_date', 'desc');
    },
    async () => {
      const [[t], [v]] = await Promise.all([
        rowsOf(
          db,
          sql<Record<string, unknown>>`SELECT count(*) AS clicks, count(DISTINCT a.user_id) AS clickers
          FROM user_activity a LEFT JOIN widget_items w ON w.id = a.ad_feature_id
          ${where([...base, sql`(w.id IS NOT NULL OR (a.ad_feature_id IS NULL AND a.ad_category_id IS NOT NULL))`])}`,
        ),
        rowsOf(db, sql<Record<string, unknown>>`SELECT count(*) AS views FROM ad_views v ${where(seen)}`),
      ]);
      const views = n(v?.views);
      return { views, clicks: n(t?.clicks), clickers: n(t?.clickers), ctr: ctr(n(t?.clicks), views) };
    },
    (rows) => sortRows(rows, 'desc', 'clicks', null, 'desc').slice(0, 10),
  );
}

const empty: ReportRunner = {
  rows: async () => ({ rows: [], total: 0 }),
  totals: async () => ({}),
  chart: async () => [],
};

const RUNNERS: Record<string, (db: Db, f: ReportFilters, o: RunOptions) => ReportRunner> = {
  'counselling-fin-tracking': counsellingStatus,
  'counselling-feedback': feedback,
  'portal-usage-analytics': portalUsage,
  'portal-usage-time-base': timeBaseUsage,
  'company-wise-portal-usage': companyWise,
  'portal-page-visits': pageVisits,
  'master-report-userdata': masterUsers,
  'master-report-packagedata': masterPackages,
  'discount-codes': discountCodes,
  'time-spent-recorded-webinar': recordedWebinars,
  'course-participation': courseParticipation,
  'e-learning-time-base': elearningTimeBase,
  'view-engagement': viewEngagement,
  'assessment-report': assessments,
  ads,
};

export function runnerFor(db: Db, def: ReportDefinition, f: ReportFilters, o: RunOptions = {}): ReportRunner {
  const make = def.available ? RUNNERS[def.api] : undefined;
  return make ? make(db, f, o) : empty;
}
