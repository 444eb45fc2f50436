import { sql, type RawBuilder } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { pageFields } from '../../plugins/envelope.js';
import { TtlCache } from '../../ttl-cache.js';
import { localisedAll } from '../../content-locale.js';
import { isRetail, PRIORITY_NAME, TYPE_NAME, VISIBLE, type Reader } from './audience.js';
import { onInvalidate } from '../../invalidation-bus.js';
import { invalidate } from '../../invalidation.js';

/**
 * What an employee or paid user reads (users/notifications, users/read-notification, the bell and
 * the notifications widget). Every query starts from the reader's audience: the company's rows of
 * notification_audiences (primary key company_id, notification_id) or the retail index, and anti-joins
 * the reader's receipts (primary key user_id, notification_id). docs/engagement.md.
 */

/** The reader's visible notifications as `n`, with the receipt as `r` (null: unread). */
function fromVisible(r: Reader): RawBuilder<unknown> | null {
  if (r.companyId !== null) {
    return sql`notification_audiences a JOIN notifications n ON n.id = a.notification_id
      LEFT JOIN notification_receipts r ON r.user_id = ${r.userId} AND r.notification_id = n.id
      WHERE a.company_id = ${r.companyId} AND ${VISIBLE}`;
  }
  if (isRetail(r)) {
    return sql`notifications n
      LEFT JOIN notification_receipts r ON r.user_id = ${r.userId} AND r.notification_id = n.id
      WHERE n.to_retail AND ${VISIBLE}`;
  }
  return null; // admins, counsellors, speakers: no audience
}

// ---- the reader cache (docs/engagement.md "Figures") --------------------------------------------
// The bell, the notifications widget and the page ask for the same few answers again and again (the
// bell polls; one page load asks three times). They are kept for SESSION_CACHE_MS (2 s; off for
// in-memory test databases) per reader: the reader's own read drops their entries at once, any other
// notification write in this process (admin add, edit, delete; a reminder) drops them all. Another
// node, or a scheduled notification reaching its start, is seen within that time.
const answers = new TtlCache<string, unknown>(20_000);
/** A reader's entries are keyed with their generation: dropping one reader's entries is one increment. */
const generations = new Map<number, number>();
let ttlMs = 0;

export function configureReaderCache(ms: number): void {
  ttlMs = ms;
  answers.clear();
}

onInvalidate('reader', (key) => {
  if (key === '*') {
    answers.clear();
    return;
  }
  const userId = Number(key);
  if (generations.size > 50_000) generations.clear();
  generations.set(userId, (generations.get(userId) ?? 0) + 1);
});

/** Drops one reader's cached answers, or everyone's, on every server (src/server/invalidation.ts). */
export function clearReaderCache(userId?: number): void {
  invalidate('reader', userId ?? '*');
}

async function cached<T>(reader: Reader, key: string, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load();
  const full = `${reader.userId}.${generations.get(reader.userId) ?? 0}.${reader.companyId ?? 'r'}.${key}`;
  const hit = answers.get(full) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await load();
  answers.set(full, value, ttlMs);
  return value;
}

export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const from = fromVisible(reader);
  if (!from) return 0;
  return cached(reader, 'count', async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${from} AND r.user_id IS NULL`.execute(db);
    return Number(rows[0]?.n ?? 0);
  });
}

type Row = {
  id: number;
  header: string;
  preview_message: string;
  message: string;
  type: number;
  priority: number;
  start_date: Date;
  end_date: Date | null;
  preview_img: string | null;
  read_at: Date | null;
  hi: Record<string, unknown>;
};

export function toUserNotification(n: Row) {
  return {
    _id: n.id,
    header: n.header,
    preview_message: n.preview_message,
    message: n.message,
    type: { id: n.type, name: TYPE_NAME[n.type] ?? String(n.type) },
    priority: { id: n.priority, name: PRIORITY_NAME[n.priority] ?? String(n.priority) },
    start_date: n.start_date,
    end_date: n.end_date,
    preview_img: n.preview_img,
    is_read: n.read_at !== null,
    read_at: n.read_at,
    hi: n.hi,
  };
}

export type UserNotification = ReturnType<typeof toUserNotification>;

/**
 * One page of the reader's notifications, newest first, with the unread count, in the reader's language (the
 * Hindi values a notification has; English field by field where it has none). The cache keeps the rows with both
 * languages, so one cached page serves either and the locale needs no place in its key.
 */
export async function listForReader(
  db: Db,
  reader: Reader,
  q: { page: number; limit: number; filter: 'all' | 'read' | 'unread' },
) {
  const from = fromVisible(reader);
  if (!from) return { notifications: [], unread_count: 0, total: 0, ...pageFields(0, q.page, q.limit) };
  const page = await cached(reader, `page.${q.page}.${q.limit}.${q.filter}`, () => readPage(db, from, q));
  return { ...page, notifications: localisedAll(page.notifications, reader.locale ?? 'en-IN') };
}

async function readPage(
  db: Db,
  from: RawBuilder<unknown>,
  q: { page: number; limit: number; filter: 'all' | 'read' | 'unread' },
) {
  const filter =
    q.filter === 'read' ? sql`AND r.user_id IS NOT NULL` : q.filter === 'unread' ? sql`AND r.user_id IS NULL` : sql``;
  const [{ rows }, counts] = await Promise.all([
    sql<Row>`SELECT n.id, n.header, n.preview_message, n.message, n.type, n.priority, n.start_date, n.end_date,
        n.preview_img, r.read_at, n.hi
      FROM ${from} ${filter}
      ORDER BY n.start_date DESC, n.id DESC
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`.execute(db),
    sql<{ total: number; unread: number }>`SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE r.user_id IS NULL))::int AS unread
      FROM ${from}`.execute(db),
  ]);
  const c = counts.rows[0] ?? { total: 0, unread: 0 };
  const total = q.filter === 'all' ? c.total : q.filter === 'unread' ? c.unread : c.total - c.unread;
  return {
    notifications: rows.map(toUserNotification),
    unread_count: Number(c.unread),
    total: Number(total),
    ...pageFields(Number(total), q.page, q.limit),
  };
}

/**
 * Marks one notification (or all visible ones) read. A receipt is inserted once (ON CONFLICT DO
 * NOTHING), so marking twice changes nothing; a notification the reader cannot see is E-10723.
 */
/** The unread count after the reader's own write: their cached answers are dropped first. */
async function unreadAfterWrite(db: Db, reader: Reader): Promise<number> {
  clearReaderCache(reader.userId);
  return unreadCount(db, reader);
}

export async function markRead(db: Db, reader: Reader, body: { notification_id?: number; all?: boolean }) {
  const from = fromVisible(reader);
  if (body.all) {
    if (!from) return { marked: 0, unread_count: 0 };
    const { rows } = await sql<{ n: number }>`WITH ins AS (
        INSERT INTO notification_receipts (user_id, notification_id)
        SELECT ${reader.userId}, n.id FROM ${from} AND r.user_id IS NULL
        ON CONFLICT DO NOTHING RETURNING 1)
      SELECT count(*)::int AS n FROM ins`.execute(db);
    return { marked: Number(rows[0]?.n ?? 0), unread_count: await unreadAfterWrite(db, reader) };
  }
  if (!body.notification_id) throw new AppError('E-10502', { message: 'Name a notification_id or all: true.' });
  if (!from) throw new AppError('E-10723');
  const { rows } = await sql<{ id: number }>`SELECT n.id FROM ${from} AND n.id = ${body.notification_id}`.execute(db);
  if (rows.length === 0) throw new AppError('E-10723');
  const ins = await db
    .insertInto('notification_receipts')
    .values({ user_id: reader.userId, notification_id: body.notification_id })
    .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
    .executeTakeFirst();
  return { marked: Number(ins.numInsertedOrUpdatedRows ?? 0), unread_count: await unreadAfterWrite(db, reader) };
}

/** The latest visible notifications for the home page widget (docs/landing-pages.md). */
export async function widgetNotifications(db: Db, reader: Reader, limit: number) {
  const page = await listForReader(db, reader, { page: 1, limit, filter: 'all' });
  return { items: page.notifications, unread_count: page.unread_count };
}
