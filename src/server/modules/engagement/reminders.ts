import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { todayIST } from '../../../shared/ist.js';
import { messageFor } from '../../../shared/catalogue.js';
import type { ReminderInput } from '../../../shared/generated/entities/reminder.js';
import type { Db } from '../../db/index.js';
import { resolveAudience } from './audience.js';
import { clearReaderCache } from './reader.js';
import { hindiValues } from '../../hindi-input.js';
import { HINDI_FIELDS } from './hindi.js';

/** The largest reminder day of each frequency (docs/engagement.md "Reminders"). */
export const MAX_DAY: Record<string, number> = { Weekly: 7, Fortnightly: 14, Monthly: 31, Quarterly: 92 };

const DAY_MS = 86_400_000;
const asDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/**
 * Whether `day` (an IST date, YYYY-MM-DD) is a reminder day: Weekly 1-7 with 1 = Sunday; Fortnightly
 * 1-14 counted from starts_on; Monthly 1-31, a day past the month's end falling on its last day;
 * Quarterly 1-92 counted from the first day of the calendar quarter.
 */
export function isReminderDay(r: { frequency: string; reminder_days: number[]; starts_on: string }, day: string) {
  if (day < r.starts_on) return false;
  const d = asDate(day);
  let n: number;
  if (r.frequency === 'Weekly') n = d.getUTCDay() + 1;
  else if (r.frequency === 'Fortnightly')
    n = (Math.round((d.getTime() - asDate(r.starts_on).getTime()) / DAY_MS) % 14) + 1;
  else if (r.frequency === 'Monthly') {
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    const dom = d.getUTCDate();
    return r.reminder_days.some((x) => x === dom || (dom === last && x > last));
  } else {
    const q0 = Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
    n = Math.round((d.getTime() - q0) / DAY_MS) + 1;
  }
  return r.reminder_days.includes(n);
}

function checkDays(input: ReminderInput) {
  const max = MAX_DAY[input.frequency] ?? 0;
  if (input.reminder_days.some((d) => d > max)) {
    throw new AppError('E-10724', {
      fields: [{ field: 'reminder_days', code: 'E-10724', message: messageFor('E-10724') }],
    });
  }
}

const COLUMNS = [
  'id',
  'header',
  'message',
  'frequency',
  'reminder_days',
  'starts_on',
  'type',
  'priority',
  'delivery',
  'client_type',
  'specific_clients',
  'specific_partners',
  'status',
  'created_at',
  'hi',
] as const;

type Row = {
  id: number;
  header: string;
  message: string;
  frequency: string;
  reminder_days: number[];
  starts_on: string;
  type: number;
  priority: number;
  delivery: string[];
  client_type: number[];
  specific_clients: number[];
  specific_partners: number[];
  status: boolean;
  created_at: Date;
  hi: Record<string, unknown>;
};

export function toReminder(r: Row) {
  const { id, ...rest } = r;
  return { _id: id, ...rest };
}

function values(input: ReminderInput) {
  return {
    header: input.header.trim(),
    message: input.message,
    frequency: input.frequency,
    reminder_days: [...input.reminder_days].sort((a, b) => a - b),
    starts_on: input.starts_on,
    type: input.type ?? 1,
    priority: input.priority ?? 2,
    delivery: input.delivery,
    client_type: input.client_type,
    specific_clients: input.client_type.includes(1) ? (input.specific_clients ?? []) : [],
    specific_partners: input.client_type.includes(4) ? (input.specific_partners ?? []) : [],
    status: input.status,
    hi: JSON.stringify(hindiValues(input.hi, HINDI_FIELDS.reminder)),
  };
}

export async function saveReminder(db: Db, input: ReminderInput, id: number | null, by: number) {
  checkDays(input);
  await resolveAudience(db, input);
  if (id === null) {
    const row = await db
      .insertInto('reminders')
      .values({ ...values(input), created_by: by })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toReminder(row);
  }
  const row = await db
    .updateTable('reminders')
    .set({ ...values(input), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new AppError('E-10725');
  return toReminder(row);
}

export async function listReminders(db: Db) {
  const rows = await db.selectFrom('reminders').select(COLUMNS).orderBy('id', 'desc').execute();
  return { reminders: rows.map(toReminder) };
}

export async function getReminder(db: Db, id: number) {
  const row = await db.selectFrom('reminders').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('E-10725');
  return toReminder(row);
}

const preview = (message: string) => (message.length > 280 ? `${message.slice(0, 277)}...` : message);

/** The Hindi values of a reminder's notification: its header and message, the preview cut from the message. */
function reminderHindi(hi: unknown): Record<string, string | string[]> {
  const values = hindiValues(hi, HINDI_FIELDS.reminder);
  return typeof values.message === 'string' ? { ...values, preview_message: preview(values.message) } : values;
}

/**
 * Turns today's reminder occurrences into notifications. The unique index on (reminder_id,
 * occurrence) makes each occurrence one notification even when two nodes or two runs race: the
 * loser's insert does nothing. The e-mails then go out through the notification's own mail log
 * (a person once per notification), so a reminder reaches each person once per occurrence.
 */
export async function runReminders(db: Db, now: Date = new Date()): Promise<{ created: number }> {
  const today = todayIST(now.getTime());
  const active = await db.selectFrom('reminders').select(COLUMNS).where('status', '=', true).execute();
  let created = 0;
  for (const r of active) {
    if (!isReminderDay(r, today)) continue;
    let audience;
    try {
      audience = await resolveAudience(db, r);
    } catch {
      continue; // its companies were removed or changed type: nothing to send to
    }
    await db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('notifications')
        .values({
          header: r.header,
          preview_message: preview(r.message),
          message: r.message,
          type: r.type,
          priority: r.priority,
          delivery: r.delivery,
          client_type: r.client_type,
          specific_clients: r.specific_clients,
          specific_partners: r.specific_partners,
          to_retail: audience.toRetail,
          start_date: now,
          end_date: null,
          status: true,
          preview_img: null,
          reminder_id: r.id,
          occurrence: today,
          hi: JSON.stringify(reminderHindi(r.hi)),
        })
        .onConflict((oc) => oc.columns(['reminder_id', 'occurrence']).where('reminder_id', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!made) return;
      created++;
      if (audience.companyIds.length) {
        await trx
          .insertInto('notification_audiences')
          .values(audience.companyIds.map((company_id) => ({ company_id, notification_id: made.id })))
          .execute();
      }
    });
  }
  if (created > 0) clearReaderCache();
  return { created };
}
