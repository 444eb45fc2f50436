import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { hindiColumn } from '../../hindi-input.js';
import { nextExtra, registerRecordLoader, validateFormRecord } from '../forms/service.js';
import type { Db, Trx } from '../../db/index.js';
import type { TimeRange } from '../../db/tables/counselling.js';
import { COUNSELLOR_COLUMNS, type CounsellorRow } from './queries.js';
import { minutesOf } from './slots.js';
import { invalidateSlots } from './slot-cache.js';

/**
 * Adding and editing counsellors through the published counsellor form, and the form's record loader. The API views
 * of a counsellor are in counsellor-views.ts.
 */

/**
 * The core fields of the counsellor form (schemas/entities/counsellor.schema.json). The body is
 * validated against the published form definition `counsellor` (core + overlay) by
 * validateFormRecord; the overlay's own fields are stored in `counsellors.extra`.
 */
export type CounsellorInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string | null;
  experience: number;
  specialization_id: number[];
  category: number;
  cost_disclaimer?: string | null;
  brief_profile: string;
  keyword?: string | null;
  location: string;
  available_days?: number[];
  available_times?: TimeRange[];
  sequence_number?: number;
  status?: number;
  languages?: string[];
  featured?: boolean;
  price?: number | null;
  session_minutes?: number;
  image?: string | null;
  blocked_dates?: string[];
  /** The Hindi of the text employees read (docs/i18n.md "Admin content in Hindi"). */
  hi?: unknown;
};

/** The counsellor's text fields with a Hindi value (`hi`): what employees and visitors read. */
export const COUNSELLOR_HINDI = ['brief_profile', 'cost_disclaimer'] as const;

/** A counsellor as the counsellor form submits it: own charge in rupees, empty fields left out, the extra fields. */
export function toCounsellorRecord(c: CounsellorRow, blocked: string[]): Record<string, unknown> {
  const rec: Record<string, unknown> = {
    ...(c.extra as Record<string, unknown>),
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone_number: c.phone_number,
    experience: c.experience,
    specialization_id: c.specialization_ids,
    category: c.category,
    cost_disclaimer: c.cost_disclaimer,
    brief_profile: c.brief_profile,
    keyword: c.keyword,
    location: c.location,
    available_days: c.available_days,
    available_times: c.available_times,
    sequence_number: c.sequence_number,
    status: c.status,
    languages: c.languages,
    featured: c.featured,
    price: c.price_paise === null ? null : c.price_paise / 100,
    session_minutes: c.session_minutes,
    image: c.image,
    blocked_dates: blocked,
    // The Hindi as the form sends it back (none: left out, like every empty value).
    hi: Object.keys(c.hi ?? {}).length ? c.hi : null,
  };
  return Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== null && v !== undefined));
}

// A counsellor overlay is checked against the existing counsellors (E-10528 when it would reject them all).
registerRecordLoader('counsellor', async (db) => {
  const rows = await db.selectFrom('counsellors as c').select(COUNSELLOR_COLUMNS).orderBy('c.id').limit(500).execute();
  if (rows.length === 0) return [];
  const blocked = await db
    .selectFrom('counsellor_blocked_dates')
    .select(['counsellor_id', sql<string>`blocked_date::text`.as('d')])
    .where(
      'counsellor_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('blocked_date')
    .execute();
  const byCounsellor = new Map<number, string[]>();
  for (const b of blocked) byCounsellor.set(b.counsellor_id, [...(byCounsellor.get(b.counsellor_id) ?? []), b.d]);
  return rows.map((r) => toCounsellorRecord(r, byCounsellor.get(r.id) ?? []));
});

function checkRules(input: CounsellorInput): void {
  const onlyNoSchedule = input.specialization_id.every((id) => id === 4 || id === 12);
  if (input.specialization_id.includes(4) && !input.cost_disclaimer?.trim())
    throw fieldError('cost_disclaimer', 'E-10374');
  if (!onlyNoSchedule && !input.available_days?.length) throw fieldError('available_days', 'E-10269');
  if (!onlyNoSchedule && !input.available_times?.length) throw fieldError('available_times', 'E-10270');
  for (const t of input.available_times ?? []) {
    if (!(minutesOf(t.start_time) < minutesOf(t.end_time))) throw fieldError('available_times', 'E-10270');
  }
}

function values(input: CounsellorInput) {
  return {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    email: input.email.trim().toLowerCase(),
    phone_number: input.phone_number ? input.phone_number.replace(/^\+?91(?=\d{10}$)/, '') : null,
    experience: input.experience,
    specialization_ids: input.specialization_id,
    category: input.category,
    cost_disclaimer: input.cost_disclaimer?.trim() || null,
    brief_profile: input.brief_profile.trim(),
    keyword: input.keyword?.trim() || null,
    location: input.location.trim(),
    available_days: input.available_days ?? [],
    available_times: JSON.stringify(input.available_times ?? []),
    sequence_number: input.sequence_number ?? 0,
    status: input.status ?? 1,
    languages: input.languages ?? [],
    featured: input.featured ?? false,
    price_paise: input.price === null || input.price === undefined ? null : Math.round(input.price * 100),
    session_minutes: input.session_minutes ?? 45,
    image: input.image ?? null,
    // No `hi` in the body keeps the stored Hindi.
    hi: hindiColumn(input.hi, COUNSELLOR_HINDI),
  };
}

/** Blocked dates are replaced; a date that has an active booking cannot be blocked (E-10431). */
async function saveBlockedDates(trx: Trx, counsellorId: number, dates: string[] | undefined): Promise<void> {
  if (dates === undefined) return;
  if (dates.length > 0) {
    const clash = await trx
      .selectFrom('counselling_bookings')
      .select('booking_date')
      .where('counsellor_id', '=', counsellorId)
      .where('status', 'not in', [4, 6])
      .where('booking_date', 'in', dates)
      .executeTakeFirst();
    if (clash) throw fieldError('blocked_dates', 'E-10431');
  }
  await trx.deleteFrom('counsellor_blocked_dates').where('counsellor_id', '=', counsellorId).execute();
  if (dates.length > 0)
    await trx
      .insertInto('counsellor_blocked_dates')
      .values(dates.map((d) => ({ counsellor_id: counsellorId, blocked_date: d })))
      .execute();
}

async function linkedUserId(trx: Trx, email: string): Promise<number | null> {
  const u = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where('user_type', '=', 7)
    .executeTakeFirst();
  return u?.id ?? null;
}

function mapUnique(err: unknown): never {
  if ((err as { code?: string }).code === '23505') throw fieldError('email', 'E-10064');
  throw err;
}

/** The body checked against the published counsellor form: unknown fields E-10502, each field's own E-code. */
async function validateCounsellor(db: Db, body: unknown) {
  const { core, extra, form } = await validateFormRecord(db, 'counsellor', body);
  const input = core as CounsellorInput;
  checkRules(input);
  return { input, extra, form };
}

export async function createCounsellor(db: Db, body: unknown) {
  const { input, extra } = await validateCounsellor(db, body);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('counsellors')
        .values({ ...values(input), extra: JSON.stringify(extra), user_id: await linkedUserId(trx, input.email) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await saveBlockedDates(trx, row.id, input.blocked_dates);
      return row.id;
    });
    return id;
  } catch (err) {
    return mapUnique(err);
  }
}

export async function updateCounsellor(db: Db, id: number, body: unknown) {
  const { input, extra, form } = await validateCounsellor(db, body);
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('counsellors')
        .select(['id', 'status', 'extra'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!existing) throw new AppError('E-10507');
      if ((input.status ?? 1) === 2 && existing.status === 1) {
        const upcoming = await trx
          .selectFrom('counselling_bookings')
          .select('id')
          .where('counsellor_id', '=', id)
          .where('status', 'in', [1, 2, 3])
          .where('starts_at', '>', sql<Date>`now()`)
          .executeTakeFirst();
        if (upcoming) throw new AppError('E-10568');
      }
      await trx
        .updateTable('counsellors')
        .set({
          ...values(input),
          extra: JSON.stringify(nextExtra(existing.extra, extra, form)),
          user_id: await linkedUserId(trx, input.email),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      await saveBlockedDates(trx, id, input.blocked_dates);
    });
  } catch (err) {
    return mapUnique(err);
  } finally {
    invalidateSlots(id);
  }
}
