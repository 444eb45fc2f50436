import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { companyConditions, istDay, timeConditions, where, type ReportFilters } from './filters.js';
import {
  grouped,
  iso,
  n,
  rowsOf,
  rupees,
  sortRows,
  sum,
  userName,
  type ReportRunner,
  type Row,
} from './report-runner.js';

/**
 * The master reports (docs/reports.md): every account and every package; and the discount codes and
 * package coupon batches with their redemptions.
 */

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

export function masterUsers(db: Db, f: ReportFilters): ReportRunner {
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

export function masterPackages(db: Db, f: ReportFilters): ReportRunner {
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
export function discountCodes(db: Db, f: ReportFilters): ReportRunner {
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
