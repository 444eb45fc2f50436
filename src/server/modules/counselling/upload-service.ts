import { pageFields } from '../../plugins/envelope.js';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lazy-libs.js';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Deps } from './booking-common.js';
import { bookSlot } from './booking-service.js';
import type { Db } from '../../db/index.js';
import type { UploadRow } from '../../db/tables/counselling.js';
import { isValidDate } from './slots.js';

export const UPLOAD_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'counsellor_id',
  'service_id',
  'booking_date',
  'slot_time',
] as const;
type Column = (typeof UPLOAD_COLUMNS)[number];
type RawRow = Partial<Record<Column, string>>;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    return '';
  }
  return String(v).trim();
}

function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

function toRaw(header: string[], cells: string[]): RawRow {
  const row: RawRow = {};
  header.forEach((h, i) => {
    const key = h.trim().toLowerCase().replace(/\s+/g, '_') as Column;
    if ((UPLOAD_COLUMNS as readonly string[]).includes(key)) row[key] = (cells[i] ?? '').trim();
  });
  return row;
}

/** Reads the spreadsheet's rows (first sheet, first row = header). */
export async function parseSpreadsheet(fileName: string, content: Buffer): Promise<RawRow[]> {
  try {
    if (fileName.toLowerCase().endsWith('.csv')) {
      const lines = content
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '');
      const header = splitCsvLine(lines[0] ?? '');
      return lines.slice(1).map((l) => toRaw(header, splitCsvLine(l)));
    }
    const wb = new (await loadExcel()).Workbook();
    await wb.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) return [];
    const rows: string[][] = [];
    sheet.eachRow((r) => {
      const values = r.values as ExcelJS.CellValue[];
      rows.push(values.slice(1).map(cellText));
    });
    const [header, ...rest] = rows;
    return rest.map((cells) => toRaw(header ?? [], cells));
  } catch {
    throw new AppError('E-10567');
  }
}

/** Checks each row against users, counsellors and the date rules; errors are E-codes per row. */
export async function checkRows(db: Db, raw: Array<RawRow | Partial<UploadRow>>): Promise<UploadRow[]> {
  const emails = raw
    .map((r) =>
      String(r.email ?? '')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
  const users = emails.length
    ? await db
        .selectFrom('users')
        .select(['id', 'email', 'status'])
        .where(sql<boolean>`lower(email) = any(${emails}::text[])`)
        .execute()
    : [];
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  const counsellors = await db.selectFrom('counsellors').select(['id', 'status', 'specialization_ids']).execute();
  const cById = new Map(counsellors.map((c) => [c.id, c]));
  return raw.map((r, i) => {
    const email = String(r.email ?? '')
      .trim()
      .toLowerCase();
    const counsellorId =
      r.counsellor_id === undefined || r.counsellor_id === null || r.counsellor_id === ''
        ? null
        : Number(r.counsellor_id);
    const serviceId =
      r.service_id === undefined || r.service_id === null || r.service_id === '' ? null : Number(r.service_id);
    const phone = r.phone_number ? String(r.phone_number).trim() : null;
    const row: UploadRow = {
      row: i + 2,
      email,
      first_name: r.first_name ? String(r.first_name) : null,
      last_name: r.last_name ? String(r.last_name) : null,
      phone_number: phone,
      counsellor_id: Number.isInteger(counsellorId) ? counsellorId : null,
      service_id: Number.isInteger(serviceId) ? serviceId : null,
      booking_date: r.booking_date ? String(r.booking_date).slice(0, 10) : null,
      slot_time: r.slot_time ? String(r.slot_time).padStart(5, '0') : null,
      errors: [],
    };
    const user = byEmail.get(email);
    if (!email || !user) row.errors.push('E-10004');
    else if (user.status !== 1) row.errors.push('E-10402');
    const c = row.counsellor_id ? cById.get(row.counsellor_id) : undefined;
    if (!c || c.status !== 1) row.errors.push('E-10507');
    else if (row.service_id && !c.specialization_ids.includes(row.service_id)) row.errors.push('E-10566');
    if (!row.booking_date || !isValidDate(row.booking_date)) row.errors.push('E-10053');
    if (!row.slot_time || !/^([01]\d|2[0-3]):[0-5]\d$/.test(row.slot_time)) row.errors.push('E-10054');
    if (phone && !/^(\+?91)?[6-9]\d{9}$/.test(phone)) row.errors.push('E-10052');
    return row;
  });
}

function toView(u: {
  id: number;
  file_name: string;
  status: string;
  rows: UploadRow[];
  created_at: Date;
  confirmed_at: Date | null;
}) {
  const valid = u.rows.filter((r) => r.errors.length === 0).length;
  return {
    _id: u.id,
    id: u.id,
    file_name: u.file_name,
    status: u.status,
    rows: u.rows,
    valid_rows: valid,
    invalid_rows: u.rows.length - valid,
    created_at: u.created_at,
    confirmed_at: u.confirmed_at,
  };
}

export async function createUpload(deps: Deps, opts: { adminId: number; fileName: string; base64: string }) {
  const db = deps.ctx.db;
  const content = Buffer.from(opts.base64, 'base64');
  if (content.length === 0) throw new AppError('E-10567');
  const raw = await parseSpreadsheet(opts.fileName, content);
  if (raw.length === 0) throw new AppError('E-10567');
  const rows = await checkRows(db, raw);
  const u = await db
    .insertInto('booking_uploads')
    .values({
      uploaded_by: opts.adminId,
      file_name: opts.fileName,
      status: 'pending',
      rows: JSON.stringify(rows),
      confirmed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(u);
}

export async function listUploads(deps: Deps, opts: { page: number; pageSize: number; id?: number }) {
  const db = deps.ctx.db;
  let q = db.selectFrom('booking_uploads');
  if (opts.id) q = q.where('id', '=', opts.id);
  const { n } = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('id', 'desc')
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize)
    .execute();
  return { upload_list: rows.map(toView), ...pageFields(n, opts.page, opts.pageSize) };
}

/**
 * Corrects rows and/or confirms. Confirmation claims the upload first (pending -> confirmed in
 * one statement), so two admins confirming at once book once, and a confirmed upload can no
 * longer be changed (E-10562). Each valid row is then booked like an admin booking; a row whose
 * slot is taken or not offered keeps that E-code.
 */
export async function updateUpload(
  deps: Deps,
  opts: { adminId: number; id: number; rows?: Array<Partial<UploadRow>>; confirm?: boolean },
) {
  const db = deps.ctx.db;
  const u = await db.selectFrom('booking_uploads').selectAll().where('id', '=', opts.id).executeTakeFirst();
  if (!u) throw new AppError('E-10507');
  if (u.status === 'confirmed') throw new AppError('E-10562');
  let rows = u.rows;
  if (opts.rows) {
    rows = await checkRows(db, opts.rows);
    const res = await db
      .updateTable('booking_uploads')
      .set({ rows: JSON.stringify(rows), updated_at: sql`now()` })
      .where('id', '=', u.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError('E-10562');
  }
  if (opts.confirm) {
    const claimed = await db
      .updateTable('booking_uploads')
      .set({ status: 'confirmed', confirmed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', u.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw new AppError('E-10562');
    const users = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(sql<boolean>`lower(email) = any(${rows.map((r) => r.email)}::text[])`)
      .execute();
    const byEmail = new Map(users.map((x) => [x.email.toLowerCase(), x.id]));
    for (const r of rows) {
      if (r.errors.length > 0) continue;
      try {
        const res = await bookSlot(deps, {
          booker: { kind: 'admin', adminId: opts.adminId, userId: byEmail.get(r.email) ?? 0, source: 'upload' },
          counsellorId: r.counsellor_id ?? 0,
          serviceId: r.service_id ?? undefined,
          date: r.booking_date ?? undefined,
          slot: r.slot_time ?? undefined,
          phone: r.phone_number,
        });
        r.booking_uid = res.booking.uid;
      } catch (err) {
        r.errors.push(err instanceof AppError ? err.code : 'E-10001');
      }
    }
    await db
      .updateTable('booking_uploads')
      .set({ rows: JSON.stringify(rows) })
      .where('id', '=', u.id)
      .execute();
  }
  const fresh = await db.selectFrom('booking_uploads').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
  return toView(fresh);
}
