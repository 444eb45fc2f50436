import { sql } from 'kysely';
import { BOOKING_STATUS_LABEL, type BookingStatus } from '../../../../machines/booking.machine.js';
import type { Db } from '../../db/index.js';
import type { TimeRange } from '../../db/tables/counselling.js';

export const EXPERIENCE_LEVELS = [
  { value: 1, label: '0-5 years', min: 0, max: 4 },
  { value: 2, label: '5-10 years', min: 5, max: 9 },
  { value: 3, label: '10+ years', min: 10, max: 100 },
] as const;

export type CounsellorFilters = {
  name?: string;
  date?: string;
  specialization_id?: number;
  rating?: number;
  language?: string;
  experience_level?: number;
  featured?: boolean;
  category_id?: number;
  categories?: number[] | null;
  status?: number;
  page: number;
  pageSize: number;
};

export const COUNSELLOR_COLUMNS = [
  'c.id',
  'c.user_id',
  'c.first_name',
  'c.last_name',
  'c.email',
  'c.phone_number',
  'c.experience',
  'c.specialization_ids',
  'c.category',
  'c.cost_disclaimer',
  'c.brief_profile',
  'c.keyword',
  'c.location',
  'c.available_days',
  'c.available_times',
  'c.sequence_number',
  'c.rating',
  'c.rating_count',
  'c.status',
  'c.languages',
  'c.featured',
  'c.price_paise',
  'c.session_minutes',
  'c.image',
  'c.extra',
  'c.hi',
] as const;

export async function findCounsellor(db: Db, id: number) {
  return db.selectFrom('counsellors as c').select(COUNSELLOR_COLUMNS).where('c.id', '=', id).executeTakeFirst();
}

export type CounsellorRow = NonNullable<Awaited<ReturnType<typeof findCounsellor>>>;

export async function listCounsellors(db: Db, f: CounsellorFilters) {
  let q = db.selectFrom('counsellors as c');
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.categories) q = q.where('c.category', '=', sql<number>`any(${f.categories}::int[])`);
  if (f.category_id) q = q.where('c.category', '=', f.category_id);
  if (f.name) {
    const like = `%${f.name.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where(sql<boolean>`(c.first_name || ' ' || c.last_name) ILIKE ${like}`);
  }
  if (f.specialization_id) q = q.where(sql<boolean>`${f.specialization_id}::int = any(c.specialization_ids)`);
  if (f.rating) q = q.where('c.rating', '>=', f.rating);
  if (f.language)
    q = q.where(sql<boolean>`exists (select 1 from unnest(c.languages) l where lower(l) = lower(${f.language}))`);
  if (f.experience_level) {
    const lvl = EXPERIENCE_LEVELS.find((l) => l.value === f.experience_level);
    if (lvl) q = q.where('c.experience', '>=', lvl.min).where('c.experience', '<=', lvl.max);
  }
  if (f.featured !== undefined) q = q.where('c.featured', '=', f.featured);
  if (f.date) {
    const weekday = new Date(`${f.date}T00:00:00Z`).getUTCDay() + 1;
    q = q
      .where(sql<boolean>`${weekday}::int = any(c.available_days)`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('counsellor_blocked_dates as b')
              .select('b.counsellor_id')
              .whereRef('b.counsellor_id', '=', 'c.id')
              .where('b.blocked_date', '=', f.date!),
          ),
        ),
      );
  }
  const total = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(COUNSELLOR_COLUMNS)
    .orderBy('c.featured', 'desc')
    .orderBy('c.sequence_number')
    .orderBy('c.id')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();
  return { rows, total: total.n };
}

/**
 * What the slot engine needs for one counsellor and a date range, in one round trip: the
 * counsellor's availability, blocked dates and the active bookings overlapping the range.
 */
export async function loadSlotInputs(
  db: Db,
  opts: { counsellorId: number; from: Date; to: Date; excludeBookingId?: number },
) {
  const row = await db
    .selectFrom('counsellors as c')
    .select([
      'c.id',
      'c.status',
      'c.category',
      'c.available_days',
      'c.available_times',
      'c.session_minutes',
      'c.specialization_ids',
      'c.price_paise',
      'c.first_name',
      'c.last_name',
      sql<
        string[]
      >`coalesce((select array_agg(b.blocked_date::text) from counsellor_blocked_dates b where b.counsellor_id = c.id), '{}')`.as(
        'blocked',
      ),
      sql<
        Array<{ s: string; e: string }>
      >`coalesce((select json_agg(json_build_object('s', k.starts_at, 'e', k.ends_at)) from counselling_bookings k
        where k.counsellor_id = c.id and k.status not in (4, 6) and k.starts_at < ${opts.to} and k.ends_at > ${opts.from}
        and k.id <> ${opts.excludeBookingId ?? 0}), '[]')`.as('busy'),
    ])
    .where('c.id', '=', opts.counsellorId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    counsellor: row,
    availability: {
      availableDays: row.available_days,
      availableTimes: row.available_times as TimeRange[],
      blockedDates: new Set(row.blocked),
      sessionMinutes: row.session_minutes,
    },
    busy: row.busy.map((b) => ({ startsAt: Date.parse(b.s), endsAt: Date.parse(b.e) })),
  };
}

export async function listServices(db: Db) {
  return db.selectFrom('counselling_services').selectAll().orderBy('sequence').execute();
}

export async function findService(db: Db, id: number) {
  return db.selectFrom('counselling_services').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getDefaultChargePaise(db: Db): Promise<number> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'default_counselling_charge_paise')
    .executeTakeFirst();
  const v = Number(row?.value);
  return Number.isFinite(v) && v >= 0 ? v : 150_000;
}

/** Price of a session with a counsellor: their own charge, else the super admin's default. */
export async function priceFor(db: Db, counsellor: { price_paise: number | null }): Promise<number> {
  return counsellor.price_paise ?? (await getDefaultChargePaise(db));
}

/** The counsellor record of a counsellor's user account (role 7), if any. */
export async function counsellorIdOfUser(db: Db, userId: number): Promise<number | null> {
  const c = await db.selectFrom('counsellors').select('id').where('user_id', '=', userId).executeTakeFirst();
  return c?.id ?? null;
}

/** Bookings joined with what a list or an e-mail shows. */
export function bookingQuery(db: Db) {
  return db
    .selectFrom('counselling_bookings as b')
    .innerJoin('counselling_services as s', 's.id', 'b.service_id')
    .leftJoin('counsellors as c', 'c.id', 'b.counsellor_id')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('counselling_feedback as f', 'f.booking_id', 'b.id')
    .select([
      'b.id',
      'b.uid',
      'b.user_id',
      'b.company_id',
      'b.counsellor_id',
      'b.service_id',
      'b.booking_date',
      'b.slot_time',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.session_type',
      'b.session_order',
      'b.price_paise',
      'b.discount_paise',
      'b.amount_paise',
      'b.payment_url',
      'b.payment_ref',
      'b.payment_provider',
      'b.hold_expires_at',
      'b.paid_at',
      'b.source',
      'b.redirect_url',
      'b.ical_sequence',
      'b.cancelled_at',
      'b.created_at',
      'b.phone_number',
      'b.guest_name',
      'b.guest_email',
      'b.note',
      's.title as service_title',
      's.kind as service_kind',
      'c.first_name as c_first',
      'c.last_name as c_last',
      'c.email as c_email',
      'c.user_id as c_user_id',
      'u.first_name as u_first',
      'u.last_name as u_last',
      'u.email as u_email',
      'f.rating as fb_rating',
      'f.feedback as fb_text',
    ]);
}

export type BookingJoinRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

/** The API shape of a booking (schemas/entities/booking.schema.json). */
export function toBookingView(r: BookingJoinRow, now: number = Date.now()) {
  const startsAt = r.starts_at ? new Date(r.starts_at) : null;
  const upcomingConfirmed = (r.status === 1 || r.status === 3) && (startsAt === null || startsAt.getTime() > now);
  const names = (r.guest_name ?? '').split(' ');
  return {
    _id: r.id,
    uid: r.uid,
    status: r.status,
    status_label: BOOKING_STATUS_LABEL[r.status as BookingStatus],
    service_id: r.service_id,
    service_title: r.service_title,
    counsellor_id: r.counsellor_id,
    counsellor_name: r.c_first ? `${r.c_first} ${r.c_last}` : null,
    booking_date: r.booking_date,
    slot_time: r.slot_time,
    starts_at: startsAt?.toISOString() ?? null,
    ends_at: r.ends_at ? new Date(r.ends_at).toISOString() : null,
    session_type: r.session_type,
    session_order: r.session_order,
    free_session: r.session_type === 1,
    price_paise: r.price_paise,
    discount_paise: r.discount_paise,
    amount_paise: r.amount_paise,
    amount: r.amount_paise / 100,
    payment_url: r.status === 2 ? r.payment_url : null,
    redirect_url: r.redirect_url,
    source: r.source,
    first_name: r.u_first ?? names[0] ?? null,
    last_name: r.u_last ?? (names.slice(1).join(' ') || null),
    email: r.u_email ?? r.guest_email,
    phone_number: r.phone_number,
    note: r.note,
    // Settled bookings (paid-failed, attended, cancelled, not attended) are past whatever their date.
    is_upcoming:
      (r.status === 1 || r.status === 2 || r.status === 3) && (startsAt === null || startsAt.getTime() > now),
    can_reschedule: upcomingConfirmed && startsAt !== null,
    can_cancel: upcomingConfirmed || r.status === 2,
    can_feedback: r.status === 5 && r.fb_rating === null,
    feedback: r.fb_rating === null ? null : { rating: r.fb_rating, feedback: r.fb_text },
    created_at: new Date(r.created_at).toISOString(),
  };
}

export type BookingView = ReturnType<typeof toBookingView>;
