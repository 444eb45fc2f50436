import { serviceTitle } from './services-hi.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { pageFields } from '../../plugins/envelope.js';
import { localised } from '../../content-locale.js';
import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { extraFieldsOf, type PublishedForm } from '../forms/service.js';
import type { Db } from '../../db/index.js';
import {
  EXPERIENCE_LEVELS,
  findCounsellor,
  listCounsellors,
  type CounsellorFilters,
  type CounsellorRow,
} from './queries.js';

/** Counsellors as the API shows them: to employees, visitors and (with e-mail, phone, blocked dates, extras) admins. */

export type ServiceTitles = Map<number, string>;

/**
 * The API shape of a counsellor. Prices in paise and rupees. Admins also get the e-mail, phone,
 * blocked dates, the Hindi values (`hi`, for the form) and the form's extra fields (never employees
 * or visitors); an extra field can never hide a computed one (rating, price, ...), so the extras come
 * first. Employees and visitors get the profile and cost disclaimer in `locale` (docs/i18n.md "Admin
 * content in Hindi": the Hindi where written, the English field by field where not); admins the English.
 */
export function toCounsellorView(
  c: CounsellorRow,
  titles: ServiceTitles,
  opts: { admin?: boolean; defaultPaise: number; blocked?: string[]; locale?: Locale },
) {
  const price = c.price_paise ?? opts.defaultPaise;
  const text = localised(
    { brief_profile: c.brief_profile, cost_disclaimer: c.cost_disclaimer, hi: c.hi },
    opts.admin ? DEFAULT_LOCALE : (opts.locale ?? DEFAULT_LOCALE),
  );
  return {
    ...(opts.admin ? (c.extra as Record<string, unknown>) : {}),
    _id: c.id,
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    name: `${c.first_name} ${c.last_name}`,
    experience: c.experience,
    experience_level: EXPERIENCE_LEVELS.find((l) => c.experience >= l.min && c.experience <= l.max)?.value ?? 1,
    specialization_id: c.specialization_ids,
    specializations: c.specialization_ids.map((id) => titles.get(id) ?? String(id)),
    category: c.category,
    cost_disclaimer: text.cost_disclaimer,
    brief_profile: text.brief_profile,
    keyword: c.keyword,
    location: c.location,
    available_days: c.available_days,
    available_times: c.available_times,
    sequence_number: c.sequence_number,
    rating: Number(c.rating),
    rating_count: c.rating_count,
    status: c.status,
    languages: c.languages,
    featured: c.featured,
    price_paise: price,
    price: price / 100,
    own_price: c.price_paise === null ? null : c.price_paise / 100,
    session_minutes: c.session_minutes,
    image: c.image,
    ...(opts.admin
      ? {
          email: c.email,
          phone_number: c.phone_number,
          user_id: c.user_id,
          blocked_dates: opts.blocked ?? [],
          hi: c.hi ?? {},
        }
      : {}),
  };
}

/** The services' titles by id, in the reader's language (a counsellor's specializations name them). */
export async function serviceTitles(db: Db, locale: Locale = DEFAULT_LOCALE): Promise<ServiceTitles> {
  const rows = await db.selectFrom('counselling_services').select(['id', 'title']).execute();
  return new Map(rows.map((r) => [r.id, serviceTitle(r.id, r.title, locale)]));
}

export async function blockedDatesOf(db: Db, counsellorId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('counsellor_blocked_dates')
    .select(sql<string>`blocked_date::text`.as('d'))
    .where('counsellor_id', '=', counsellorId)
    .orderBy('blocked_date')
    .execute();
  return rows.map((r) => r.d);
}

export async function getCounsellorForAdmin(db: Db, id: number, defaultPaise: number) {
  const c = await findCounsellor(db, id);
  if (!c) throw new AppError('E-10507');
  return toCounsellorView(c, await serviceTitles(db), {
    admin: true,
    defaultPaise,
    blocked: await blockedDatesOf(db, id),
  });
}

/** A page of counsellors; the admin list (given the published form) also names the form's extra fields as columns. */
export async function listCounsellorViews(
  db: Db,
  f: CounsellorFilters,
  opts: { admin: boolean; defaultPaise: number; form?: PublishedForm; locale?: Locale },
) {
  const [{ rows, total }, titles] = await Promise.all([listCounsellors(db, f), serviceTitles(db, opts.locale)]);
  return {
    counselors: rows.map((r) => toCounsellorView(r, titles, opts)),
    ...(opts.admin && opts.form ? { extra_fields: extraFieldsOf(opts.form) } : {}),
    total,
    ...pageFields(total, f.page, f.pageSize),
  };
}
