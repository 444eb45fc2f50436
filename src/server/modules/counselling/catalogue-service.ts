import type { CounsellingCounsellorQuery } from '../../../shared/generated/index.js';
import { serviceText } from './services-hi.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { pageFields } from '../../plugins/envelope.js';
import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { hasModule, MODULE, type PackageInfo } from '../../../shared/package-info.js';
import { BookingStatus, CounsellorCategory, CounsellorFilter, Weekday } from '../../../shared/generated/enums.js';
import type { Db } from '../../db/index.js';
import { listCounsellorViews, serviceTitles, toCounsellorView } from './counsellor-views.js';
import {
  bookingQuery,
  EXPERIENCE_LEVELS,
  findCounsellor,
  getDefaultChargePaise,
  listServices,
  loadSlotInputs,
  toBookingView,
  type CounsellorFilters,
} from './queries.js';
import { cachedSlotRead } from './slot-cache.js';
import {
  addDays,
  assertBookableDate,
  computeSlots,
  computeSlotsForRange,
  isAvailableOn,
  isValidDate,
  istInstant,
  istToday,
} from './slots.js';

/** The 12 services with what each covers and excludes; hasAccess follows the package's counselling module. */
export async function getServices(db: Db, packageInfo: PackageInfo | null, locale: Locale = DEFAULT_LOCALE) {
  const rows = (await listServices(db)).map((s) => serviceText(s, locale));
  return rows.map((s) => ({
    id: s.id,
    slug: s.slug,
    title: s.title,
    description: s.description,
    image: s.image,
    categoryImg: s.category_img,
    covered: s.covered,
    excluded: s.excluded,
    hasAccess: packageInfo === null ? true : hasModule(packageInfo, MODULE.COUNSELLING),
    disclaimerText: s.disclaimer_text,
    disclaimerPoints: s.disclaimer_points,
    note: s.note,
    background: s.background,
    kind: s.kind,
    session_minutes: s.session_minutes,
    partner_name: s.partner_name,
    link: s.kind === 'link' ? s.redirect_url : null,
  }));
}

/** The filters and paging of counselors and public/counselors (their query schema's generated type). */
export type CounsellorQuery = CounsellingCounsellorQuery;

/** Counsellors a caller may book, with the spec's filters (Name, Availability, Specialization, Rating, Language, Experience Level, Featured). */
export async function findCounsellors(
  db: Db,
  q: CounsellorQuery,
  categories: number[] | null,
  locale: Locale = DEFAULT_LOCALE,
) {
  if (q.date && !isValidDate(q.date)) throw fieldError('date', 'E-10053');
  const f: CounsellorFilters = {
    name: q.name?.trim() || undefined,
    date: q.date,
    specialization_id: q.specialization_id,
    rating: q.rating,
    language: q.language,
    experience_level: q.experience_level,
    featured: q.featured,
    category_id: q.category_id,
    categories,
    status: 1,
    page: q.page ?? 1,
    pageSize: q.page_size ?? 20,
  };
  const res = await listCounsellorViews(db, f, {
    admin: false,
    defaultPaise: await getDefaultChargePaise(db),
    locale,
  });
  return { ...res, counsellors: res.counselors };
}

export async function getCounsellorInfo(
  db: Db,
  id: number,
  categories: number[] | null,
  locale: Locale = DEFAULT_LOCALE,
) {
  const c = await findCounsellor(db, id);
  if (!c || c.status !== 1 || (categories && !categories.includes(c.category))) throw new AppError('E-10507');
  return toCounsellorView(c, await serviceTitles(db, locale), {
    defaultPaise: await getDefaultChargePaise(db),
    locale,
  });
}

/**
 * Free slots (IST). With a date: that date's slots (E-10412 for today or tomorrow, E-10430 when
 * the counsellor does not work that day). Without: the next `days` bookable dates and how many
 * free slots each has, for the calendar.
 */
export async function getSlots(
  db: Db,
  opts: { counsellorId: number; date?: string; days?: number; categories: number[] | null; now?: number },
) {
  const now = opts.now ?? Date.now();
  if (opts.date !== undefined) {
    if (!isValidDate(opts.date)) throw fieldError('date', 'E-10053');
    assertBookableDate(opts.date, now);
    const from = new Date(istInstant(opts.date, '00:00'));
    const to = new Date(from.getTime() + 86_400_000);
    const inputs = await cachedSlotRead(opts.counsellorId, `${opts.date}|1`, () =>
      loadSlotInputs(db, { counsellorId: opts.counsellorId, from, to }),
    );
    if (
      !inputs ||
      inputs.counsellor.status !== 1 ||
      (opts.categories && !opts.categories.includes(inputs.counsellor.category))
    )
      throw new AppError('E-10507');
    if (!isAvailableOn(inputs.availability, opts.date)) throw new AppError('E-10430');
    const slots = computeSlots(inputs.availability, opts.date, inputs.busy);
    return {
      counsellor_id: opts.counsellorId,
      date: opts.date,
      time_zone: 'Asia/Kolkata',
      available_slots: slots.filter((s) => s.available),
      slots,
    };
  }
  const days = Math.min(Math.max(opts.days ?? 30, 1), 90);
  const fromDate = addDays(istToday(now), 2);
  const from = new Date(istInstant(fromDate, '00:00'));
  const to = new Date(from.getTime() + days * 86_400_000);
  // The calendar summary is cached computed (not only its inputs): fifty people opening one
  // counsellor's calendar cost one read and one computation of the range.
  const range = await cachedSlotRead(opts.counsellorId, `${fromDate}|${days}|summary`, async () => {
    const inputs = await loadSlotInputs(db, { counsellorId: opts.counsellorId, from, to });
    if (!inputs) return null;
    const byDate = computeSlotsForRange(inputs.availability, fromDate, days, inputs.busy);
    return {
      status: inputs.counsellor.status,
      category: inputs.counsellor.category,
      availableDates: Object.entries(byDate)
        .filter(([, s]) => s.some((x) => x.available))
        .map(([date, s]) => ({ date, free_slots: s.filter((x) => x.available).length })),
    };
  });
  if (!range || range.status !== 1 || (opts.categories && !opts.categories.includes(range.category)))
    throw new AppError('E-10507');
  return {
    counsellor_id: opts.counsellorId,
    time_zone: 'Asia/Kolkata',
    from: fromDate,
    available_dates: range.availableDates,
  };
}

/** master-list/{type_id}: the option lists of filters and admin forms. */
export async function getMasterList(db: Db, typeId: number) {
  const pairs = (o: Record<number, string>) => Object.entries(o).map(([k, v]) => ({ value: Number(k), label: v }));
  switch (typeId) {
    case 1:
      return pairs(CounsellorCategory);
    case 2:
      return (await listServices(db)).map((s) => ({ value: s.id, label: s.title, kind: s.kind }));
    case 3: {
      const rows = await db.selectFrom('counsellors').select('languages').where('status', '=', 1).execute();
      return [...new Set(rows.flatMap((r) => r.languages))].sort().map((l) => ({ value: l, label: l }));
    }
    case 4:
      return EXPERIENCE_LEVELS.map((l) => ({ value: l.value, label: l.label }));
    case 5:
      return pairs(BookingStatus);
    case 6:
      return pairs(CounsellorFilter);
    case 7:
      return pairs(Weekday);
    case 8:
      return (
        await db
          .selectFrom('counsellors')
          .select(['id', 'first_name', 'last_name', 'category', 'specialization_ids'])
          .where('status', '=', 1)
          .orderBy('sequence_number')
          .execute()
      ).map((c) => ({
        value: c.id,
        label: `${c.first_name} ${c.last_name}`,
        category: c.category,
        specialization_id: c.specialization_ids,
      }));
    default:
      throw new AppError('E-10507');
  }
}

export type StaffBookingQuery = {
  page: number;
  page_size: number;
  status?: number;
  counsellor_id?: number;
  company_id?: number;
  email?: string;
  from?: string;
  to?: string;
};

/** Bookings for admins (all) or one counsellor (counsellorId), filtered and paged. */
export async function listStaffBookings(db: Db, q: StaffBookingQuery, counsellorId: number | null) {
  let query = bookingQuery(db);
  if (counsellorId !== null) query = query.where('b.counsellor_id', '=', counsellorId);
  else if (q.counsellor_id) query = query.where('b.counsellor_id', '=', q.counsellor_id);
  if (q.status) query = query.where('b.status', '=', q.status);
  if (q.company_id) query = query.where('b.company_id', '=', q.company_id);
  if (q.email) query = query.where(sql<boolean>`lower(coalesce(u.email, b.guest_email)) = lower(${q.email})`);
  if (q.from) query = query.where('b.booking_date', '>=', q.from);
  if (q.to) query = query.where('b.booking_date', '<=', q.to);
  const { n } = await query
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy(sql`b.starts_at IS NULL`)
    .orderBy('b.starts_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { bookings: rows.map((r) => toBookingView(r)), total: n, ...pageFields(n, q.page, q.page_size) };
}

/** Counsellors offering a service, with their free slots on a date when one is given (upload-user-booking/available-counsellor). */
export async function availableCounsellors(db: Db, opts: { serviceId: number; date?: string }) {
  const rows = await db
    .selectFrom('counsellors')
    .select(['id', 'first_name', 'last_name', 'category'])
    .where('status', '=', 1)
    .where(sql<boolean>`${opts.serviceId}::int = any(specialization_ids)`)
    .orderBy('sequence_number')
    .execute();
  const out = [];
  for (const c of rows) {
    let slots: string[] | null = null;
    if (opts.date) {
      try {
        const s = await getSlots(db, { counsellorId: c.id, date: opts.date, categories: null });
        slots = (s.available_slots ?? []).map((x) => x.slot_time);
      } catch {
        slots = [];
      }
    }
    out.push({
      _id: c.id,
      id: c.id,
      name: `${c.first_name} ${c.last_name}`,
      category: c.category,
      available_slots: slots,
    });
  }
  return out;
}

/** The super admin's default counselling charge (paise). */
export async function setDefaultChargePaise(db: Db, paise: number): Promise<number> {
  await db
    .insertInto('app_settings')
    .values({ key: 'default_counselling_charge_paise', value: JSON.stringify(paise) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(paise), updated_at: sql`now()` }))
    .execute();
  return paise;
}
