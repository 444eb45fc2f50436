import { loadExcel } from '../../lazy-libs.js';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { isAdminRole } from '../../../shared/roles.js';
import type { Db } from '../../db/index.js';
import { clearSessionCache, revokeUserSessions } from '../auth/session.js';
import { pageFields } from '../../plugins/envelope.js';
import { assertUsablePackage } from './packages.js';

/** End users: every role that is not staff (admins 1-2, counsellors 7, speakers 8 are managed elsewhere). */
export const END_USER_ROLES = [3, 4, 5, 6, 9, 10, 11, 12];

export type EndUserQuery = {
  page: number;
  limit: number;
  search?: string;
  company_id?: number;
  status?: number;
  user_type?: number;
};

function filtered(db: Db, q: EndUserQuery) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('packages as p', (j) => j.on(sql<boolean>`p.id = coalesce(u.package_id, c.package_id)`))
    .where('u.user_type', 'in', END_USER_ROLES)
    .where('u.anonymised_at', 'is', null);
  if (q.company_id) query = query.where('u.company_id', '=', q.company_id);
  if (q.status) query = query.where('u.status', '=', q.status);
  if (q.user_type) query = query.where('u.user_type', '=', q.user_type);
  if (q.search?.trim()) {
    const like = `%${q.search
      .trim()
      .toLowerCase()
      .replace(/[%_\\]/g, '\\$&')}%`;
    query = query.where(
      sql<boolean>`(lower(u.email) LIKE ${like} OR lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) LIKE ${like} OR lower(u.unique_user_no) LIKE ${like})`,
    );
  }
  return query;
}

const COLUMNS = [
  'u.id',
  'u.unique_user_no',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.phone_number',
  'u.user_type',
  'u.status',
  'u.company_id',
  'c.company_name',
  'u.package_id',
  'p.name as package_name',
  'u.last_login_at',
  'u.created_at',
] as const;

/** end-user GET: a page of end users (search, company, status, role). */
export async function listEndUsers(db: Db, q: EndUserQuery) {
  const total = Number(
    (
      await filtered(db, q)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await filtered(db, q)
    .select(COLUMNS)
    .orderBy('u.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    users: rows.map((r) => ({ ...r, _id: r.id })),
    total,
    ...pageFields(total, q.page, q.limit),
  };
}

/** The whole filtered list as a spreadsheet (export). */
export async function exportEndUsers(db: Db, q: EndUserQuery): Promise<Buffer> {
  const rows = await filtered(db, q).select(COLUMNS).orderBy('u.id').limit(50_000).execute();
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet('End users');
  ws.columns = [
    { header: 'User no.', key: 'unique_user_no', width: 18 },
    { header: 'First name', key: 'first_name', width: 16 },
    { header: 'Last name', key: 'last_name', width: 16 },
    { header: 'E-mail', key: 'email', width: 30 },
    { header: 'Mobile', key: 'phone_number', width: 14 },
    { header: 'Role', key: 'user_type', width: 8 },
    { header: 'Company', key: 'company_name', width: 20 },
    { header: 'Package', key: 'package_name', width: 20 },
    { header: 'Status', key: 'status', width: 10 },
    { header: 'Created', key: 'created_at', width: 22 },
  ];
  for (const r of rows) ws.addRow({ ...r, status: r.status === 1 ? 'Active' : 'Inactive' });
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * end-user/:id PATCH: status (a deactivated user's sessions are revoked at once, so the next
 * request answers E-10010) and package (it must exist and be active: E-10782; null returns the
 * user to the company's package). Admin accounts are refused (E-10512). The audit log records it.
 */
export async function updateEndUser(db: Db, id: number, input: { status?: number; package_id?: number | null }) {
  const u = await db.selectFrom('users').select(['id', 'user_type']).where('id', '=', id).executeTakeFirst();
  if (!u) throw new AppError('E-10507');
  if (isAdminRole(u.user_type)) throw new AppError('E-10512');
  if (!END_USER_ROLES.includes(u.user_type)) throw new AppError('E-10506');
  if (input.package_id !== undefined && input.package_id !== null) await assertUsablePackage(db, input.package_id);
  await db
    .updateTable('users')
    .set({
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.package_id !== undefined ? { package_id: input.package_id } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  if (input.status === 2) await revokeUserSessions(db, id);
  clearSessionCache();
  const row = await filtered(db, { page: 1, limit: 1 })
    .select(COLUMNS)
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, _id: row.id };
}
