import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { BOOKING_STATUS_LABELS, STAR_RATINGS } from '../../../shared/report-types.js';
import { companyConditions, timeConditions, where, type ReportFilters } from './filters.js';
import { iso, n, rowsOf, rupees, userName, type ReportRunner } from './report-runner.js';

/** The counselling reports (docs/reports.md): every booking with its status, and the feedback with the top counsellor. */

export function counsellingStatus(db: Db, f: ReportFilters): ReportRunner {
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

export function feedback(db: Db, f: ReportFilters): ReportRunner {
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
