import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { NotificationInput } from '../../../shared/generated/entities/notification.js';
import type { Db, Trx } from '../../db/index.js';
import { pageFields } from '../../plugins/envelope.js';
import { clearReaderCache } from './reader.js';
import { hindiValues } from '../../hindi-input.js';
import { HINDI_FIELDS } from './hindi.js';
import { CLIENT_TYPE_NAME, PRIORITY_NAME, resolveAudience, TYPE_NAME, type Audience } from './audience.js';

type NotificationRow = {
  id: number;
  header: string;
  preview_message: string;
  message: string;
  type: number;
  priority: number;
  delivery: string[];
  client_type: number[];
  specific_clients: number[];
  specific_partners: number[];
  start_date: Date;
  end_date: Date | null;
  status: boolean;
  preview_img: string | null;
  reminder_id: number | null;
  email_done_at: Date | null;
  created_at: Date;
  hi: Record<string, unknown>;
};

const COLUMNS = [
  'id',
  'header',
  'preview_message',
  'message',
  'type',
  'priority',
  'delivery',
  'client_type',
  'specific_clients',
  'specific_partners',
  'start_date',
  'end_date',
  'status',
  'preview_img',
  'reminder_id',
  'email_done_at',
  'created_at',
  'hi',
] as const;

/** The admin shape (docs/product-rules.md "Notification admin shape": _id, header, ..., type{id,name}, priority{id,name}). */
export function toAdminNotification(n: NotificationRow) {
  return {
    _id: n.id,
    header: n.header,
    preview_message: n.preview_message,
    message: n.message,
    start_date: n.start_date,
    end_date: n.end_date,
    type: { id: n.type, name: TYPE_NAME[n.type] ?? String(n.type) },
    client_type: n.client_type.map((id) => ({ id, name: CLIENT_TYPE_NAME[id] ?? String(id) })),
    specific_clients: n.specific_clients,
    specific_partners: n.specific_partners,
    priority: { id: n.priority, name: PRIORITY_NAME[n.priority] ?? String(n.priority) },
    status: n.status,
    preview_img: n.preview_img,
    delivery: n.delivery,
    reminder_id: n.reminder_id,
    email_sent: n.email_done_at !== null,
    created_at: n.created_at,
    hi: n.hi,
  };
}

export type AdminNotification = ReturnType<typeof toAdminNotification>;

/** Writes the audience rows (one per company): the notification is stored once, never per person. */
async function writeAudience(trx: Trx, notificationId: number, audience: Audience) {
  await trx.deleteFrom('notification_audiences').where('notification_id', '=', notificationId).execute();
  if (audience.companyIds.length === 0) return;
  await trx
    .insertInto('notification_audiences')
    .values(audience.companyIds.map((company_id) => ({ company_id, notification_id: notificationId })))
    .execute();
}

function checkDates(input: NotificationInput) {
  if (input.end_date && new Date(input.end_date) <= new Date(input.start_date)) {
    throw new AppError('E-10022', {
      fields: [{ field: 'end_date', code: 'E-10022', message: 'The end must be after the start.' }],
    });
  }
}

function rowValues(input: NotificationInput, audience: Audience) {
  return {
    header: input.header.trim(),
    preview_message: input.preview_message.trim(),
    message: input.message,
    type: input.type,
    priority: input.priority,
    delivery: input.delivery,
    client_type: input.client_type,
    specific_clients: input.client_type.includes(1) ? (input.specific_clients ?? []) : [],
    specific_partners: input.client_type.includes(4) ? (input.specific_partners ?? []) : [],
    to_retail: audience.toRetail,
    start_date: new Date(input.start_date),
    end_date: input.end_date ? new Date(input.end_date) : null,
    status: input.status,
    hi: JSON.stringify(hindiValues(input.hi, HINDI_FIELDS.notification)),
  };
}

export async function createNotification(
  db: Db,
  input: NotificationInput,
  image: string | null,
  createdBy: number,
): Promise<AdminNotification> {
  checkDates(input);
  const audience = await resolveAudience(db, input);
  const row = await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('notifications')
      .values({ ...rowValues(input, audience), preview_img: image, created_by: createdBy })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudience(trx, made.id, audience);
    return made;
  });
  clearReaderCache();
  return toAdminNotification(row);
}

export async function updateNotification(
  db: Db,
  id: number,
  input: NotificationInput,
  image: string | null,
): Promise<AdminNotification> {
  checkDates(input);
  const audience = await resolveAudience(db, input);
  const row = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('notifications')
      .select(['id', 'preview_img'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('E-10723');
    const preview_img = image ?? (input.remove_image ? null : current.preview_img);
    const updated = await trx
      .updateTable('notifications')
      .set({
        ...rowValues(input, audience),
        preview_img,
        // E-mail delivery re-opens from the first person: people the edit adds get the mail, and the
        // mail log (primary key) keeps everyone already mailed from a second one.
        email_done_at: null,
        email_cursor: 0,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudience(trx, id, audience);
    return updated;
  });
  clearReaderCache();
  return toAdminNotification(row);
}

/** DELETE admin/notifications with a body of ids: soft delete (receipts and the mail log stay for reports). */
export async function deleteNotifications(db: Db, ids: number[]): Promise<{ deleted: number[] }> {
  const rows = await db
    .updateTable('notifications')
    .set({ deleted_at: sql`now()` })
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  if (rows.length === 0) throw new AppError('E-10723');
  clearReaderCache();
  return { deleted: rows.map((r) => r.id) };
}

export async function getNotification(db: Db, id: number): Promise<AdminNotification> {
  const row = await db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('E-10723');
  return toAdminNotification(row);
}

export async function listNotifications(db: Db, q: { page: number; limit: number }) {
  const base = db.selectFrom('notifications').where('deleted_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return { notifications: rows.map(toAdminNotification), total, ...pageFields(total, q.page, q.limit) };
}
