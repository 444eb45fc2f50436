import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Locale } from '../../../i18n/locales.js';
import type { Db } from '../../db/index.js';
import { hindiColumn } from '../../hindi-input.js';
import { PACKAGE_HINDI, packageText } from './package-text.js';
import type { PackageTier } from '../../db/tables/commerce.js';
import { clearSessionCache } from '../auth/session.js';
import { validateFormRecord } from '../forms/service.js';

/** Package price types, applicable-to and level (docs/product-rules.md "Package"). */
export const PRICE_TYPE = { DISCOUNT_PRICE: 1, DISCOUNT_PERCENT: 2, TIERED: 3 } as const;
export const APPLICABLE_TO = { SPECIFIC: 1, OPEN_FOR_ALL: 2, PAID_USERS: 3 } as const;

export const toPaise = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? null : Math.round(rupees * 100);
export const toRupees = (paise: number | string | null | undefined) =>
  paise === null || paise === undefined ? null : Number(paise) / 100;

/** What one person pays for a package's billing period, in paise (tiered: the price of the first tier). */
export function chargeOf(p: {
  price_type: number | null;
  price_paise: number | string | null;
  discount_price_paise: number | string | null;
  discount_percent: number | null;
  tiers: PackageTier[] | null;
}): number {
  const base = Number(p.price_paise ?? 0);
  if (p.price_type === PRICE_TYPE.DISCOUNT_PRICE && p.discount_price_paise !== null)
    return Math.min(base, Number(p.discount_price_paise));
  if (p.price_type === PRICE_TYPE.DISCOUNT_PERCENT && p.discount_percent)
    return base - Math.round((base * p.discount_percent) / 100);
  if (p.price_type === PRICE_TYPE.TIERED && p.tiers && p.tiers.length > 0)
    return [...p.tiers].sort((a, b) => a.min_users - b.min_users)[0].price_paise;
  return base;
}

function packageQuery(db: Db) {
  return db
    .selectFrom('packages as p')
    .leftJoin('package_terms as t', 't.package_id', 'p.id')
    .select([
      'p.id',
      'p.name',
      'p.modules',
      'p.calculator_ids',
      'p.counsellor_category_ids',
      'p.quick_access_ids',
      'p.price_type',
      'p.applicable_to',
      'p.level',
      'p.price_paise',
      'p.extra',
      'p.hi',
      sql<number>`coalesce(t.status, 1)`.as('status'),
      't.description',
      sql<number>`coalesce(t.billing_days, 365)`.as('billing_days'),
      sql<number>`coalesce(t.trial_days, 0)`.as('trial_days'),
      't.discount_price_paise',
      't.discount_percent',
      sql<PackageTier[]>`coalesce(t.tiers, '[]'::jsonb)`.as('tiers'),
      sql<number[]>`coalesce(t.company_ids, '{}'::int[])`.as('company_ids'),
      sql<number>`coalesce(t.free_sessions, 0)`.as('free_sessions'),
    ]);
}

type PackageRow = Awaited<ReturnType<ReturnType<typeof packageQuery>['executeTakeFirstOrThrow']>>;

/** The admin view of a package: the form's fields (rupees, the Hindi values `hi`) and the computed charge. */
export function toAdminView(r: PackageRow) {
  const modules = r.modules ?? [];
  return {
    ...(r.extra ?? {}),
    _id: r.id,
    id: r.id,
    name: r.name,
    description: r.description ?? '',
    price_type: r.price_type ?? PRICE_TYPE.DISCOUNT_PRICE,
    price: toRupees(r.price_paise) ?? 0,
    discount_price: toRupees(r.discount_price_paise),
    discount_percentage: r.discount_percent,
    tiers: (r.tiers ?? []).map((t) => ({ min_users: t.min_users, price: t.price_paise / 100 })),
    applicable_to: r.applicable_to ?? APPLICABLE_TO.SPECIFIC,
    company_ids: r.company_ids ?? [],
    level: r.level ?? 1,
    modules: modules.map((m) => m.module_id),
    ads: modules
      .filter((m) => m.ad_image || m.ad_url)
      .map((m) => ({ module_id: m.module_id, ad_image: m.ad_image ?? '', ad_url: m.ad_url ?? '' })),
    calculator_ids: r.calculator_ids ?? [],
    counsellor_category_ids: r.counsellor_category_ids ?? [],
    quick_access_ids: r.quick_access_ids ?? [],
    free_sessions: Number(r.free_sessions),
    billing_days: Number(r.billing_days),
    trial_days: Number(r.trial_days),
    status: Number(r.status),
    charge: chargeOf(r) / 100,
    hi: r.hi ?? {},
  };
}
export type PackageAdminView = ReturnType<typeof toAdminView>;

export async function listPackagesForAdmin(db: Db, q: { applicable_to?: number; status?: number }) {
  let query = packageQuery(db);
  if (q.applicable_to) query = query.where('p.applicable_to', '=', q.applicable_to);
  if (q.status) query = query.where(sql<boolean>`coalesce(t.status, 1) = ${q.status}`);
  const rows = await query.orderBy('p.id').execute();
  return rows.map(toAdminView);
}

export async function getPackageRow(db: Db, id: number) {
  return packageQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export async function getPackageForAdmin(db: Db, id: number) {
  const row = await getPackageRow(db, id);
  if (!row) throw new AppError('E-10507');
  return toAdminView(row);
}

/**
 * A package an admin (or a flow) may give: it exists and is active (E-10782 otherwise). With
 * `paidUsers`, it must also be open to paid users (applicable-to "Paid users" or "Open for all").
 */
export async function assertUsablePackage(db: Db, id: number, opts: { paidUsers?: boolean; field?: string } = {}) {
  const row = await getPackageRow(db, id);
  if (!row || Number(row.status) !== 1) throw fieldError(opts.field ?? 'package_id', 'E-10782');
  if (
    opts.paidUsers &&
    row.applicable_to !== APPLICABLE_TO.PAID_USERS &&
    row.applicable_to !== APPLICABLE_TO.OPEN_FOR_ALL
  )
    throw new AppError('E-10787');
  return row;
}

/** Packages a person can buy at sign-up (user-packages): active, for paid users or open for all; text in `locale`. */
export async function listPaidUserPackages(db: Db, locale: Locale) {
  const rows = await packageQuery(db)
    .where('p.applicable_to', 'in', [APPLICABLE_TO.PAID_USERS, APPLICABLE_TO.OPEN_FOR_ALL])
    .where(sql<boolean>`coalesce(t.status, 1) = 1`)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => {
    const v = toAdminView(r);
    return {
      _id: v.id,
      ...packageText(v, locale),
      price: v.price,
      charge: v.charge,
      billing_days: v.billing_days,
      trial_days: v.trial_days,
      free_sessions: v.free_sessions,
      modules: v.modules,
      calculator_count: v.calculator_ids.length,
    };
  });
}

type PackageInput = {
  name: string;
  description?: string;
  price_type: number;
  price?: number;
  discount_price?: number;
  discount_percentage?: number;
  tiers?: Array<{ min_users: number; price: number }>;
  applicable_to: number;
  company_ids?: number[];
  level: number;
  modules: number[];
  calculator_ids?: number[];
  counsellor_category_ids?: number[];
  quick_access_ids?: number[];
  ads?: Array<{ module_id: number; ad_image?: string; ad_url?: string }>;
  free_sessions?: number;
  billing_days?: number;
  trial_days?: number;
  status: number;
  hi?: unknown;
};

/**
 * A package's module ads (docs/commerce.md "Module ads"): each names a module of the package (E-10250) and
 * has an image, an https address or an uploaded /files/ image (E-10301); the link is optional.
 */
function checkAds(input: PackageInput) {
  for (const ad of input.ads ?? []) {
    if (!input.modules.includes(ad.module_id)) throw fieldError('ads', 'E-10250');
    if (!ad.ad_image || !/^(https:\/\/|\/files\/)/.test(ad.ad_image)) throw fieldError('ads', 'E-10301');
  }
}

/** The form's record checked against the published package form, plus the price rules of the price type. */
async function validatePackage(db: Db, body: unknown, id: number | null = null) {
  const { core, extra } = await validateFormRecord(db, 'package', body);
  const input = core as PackageInput;
  if (input.price === undefined) throw fieldError('price', 'E-10789');
  if (input.price_type === PRICE_TYPE.DISCOUNT_PRICE && input.discount_price === undefined)
    throw fieldError('discount_price', 'E-10789');
  if (input.price_type === PRICE_TYPE.DISCOUNT_PERCENT && input.discount_percentage === undefined)
    throw fieldError('discount_percentage', 'E-10392');
  if (input.price_type === PRICE_TYPE.TIERED && !input.tiers?.length) throw fieldError('tiers', 'E-10789');
  checkAds(input);
  if (input.applicable_to === APPLICABLE_TO.SPECIFIC && input.company_ids?.length) {
    const found = await db.selectFrom('companies').select('id').where('id', 'in', input.company_ids).execute();
    if (found.length !== input.company_ids.length) throw fieldError('company_ids', 'E-10502');
    // An inactive package takes no new client or partner (E-10640); the ones it already had stay.
    if (input.status !== 1) {
      const before = id === null ? undefined : await getPackageRow(db, id);
      const had = new Set((before?.company_ids ?? []).map(Number));
      if (input.company_ids.some((c) => !had.has(c))) throw fieldError('company_ids', 'E-10640');
    }
  }
  return { input, extra };
}

async function writePackage(db: Db, id: number | null, input: PackageInput, extra: Record<string, unknown>) {
  const ads = new Map((input.ads ?? []).map((a) => [a.module_id, a]));
  const modules = input.modules.map((m) => ({
    module_id: m,
    ad_image: ads.get(m)?.ad_image || null,
    ad_url: ads.get(m)?.ad_url || null,
  }));
  const row = {
    name: input.name.trim(),
    modules: JSON.stringify(modules),
    calculator_ids: input.calculator_ids ?? [],
    counsellor_category_ids: input.counsellor_category_ids ?? [],
    quick_access_ids: input.quick_access_ids ?? [],
    price_type: input.price_type,
    applicable_to: input.applicable_to,
    level: input.level,
    price_paise: toPaise(input.price),
    extra: JSON.stringify(extra),
    // No `hi` in the body keeps the stored Hindi.
    hi: hindiColumn(input.hi, PACKAGE_HINDI),
  };
  const terms = {
    status: input.status,
    description: input.description ?? null,
    billing_days: input.billing_days ?? 365,
    trial_days: input.trial_days ?? 0,
    discount_price_paise: toPaise(input.discount_price),
    discount_percent: input.discount_percentage ?? null,
    tiers: JSON.stringify((input.tiers ?? []).map((t) => ({ min_users: t.min_users, price_paise: toPaise(t.price) }))),
    company_ids: input.applicable_to === APPLICABLE_TO.SPECIFIC ? (input.company_ids ?? []) : [],
    free_sessions: input.free_sessions ?? 0,
  };
  const savedId = await db.transaction().execute(async (trx) => {
    let pid: number;
    if (id === null) {
      pid = (await trx.insertInto('packages').values(row).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      const upd = await trx
        .updateTable('packages')
        .set({ ...row, updated_at: sql`now()` })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!upd) throw new AppError('E-10507');
      pid = upd.id;
    }
    await trx
      .insertInto('package_terms')
      .values({ package_id: pid, ...terms })
      .onConflict((oc) => oc.column('package_id').doUpdateSet({ ...terms, updated_at: sql`now()` }))
      .execute();
    return pid;
  });
  // Sessions read the package with the user on every request (src/server/modules/auth/session.ts);
  // the per-process cache is cleared so the change shows at the next request, without a new login.
  clearSessionCache();
  return getPackageForAdmin(db, savedId);
}

export async function createPackage(db: Db, body: unknown) {
  const { input, extra } = await validatePackage(db, body);
  return writePackage(db, null, input, extra);
}

export async function updatePackage(db: Db, id: number, body: unknown) {
  const { input, extra } = await validatePackage(db, body, id);
  return writePackage(db, id, input, extra);
}

/** A package nobody uses is deleted; one in use answers E-10788 (make it inactive instead). */
export async function deletePackage(db: Db, id: number): Promise<void> {
  const used = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM companies WHERE package_id = ${id})
         + (SELECT count(*) FROM users WHERE package_id = ${id})
         + (SELECT count(*) FROM coupon_batches WHERE package_id = ${id})
         + (SELECT count(*) FROM subscriptions WHERE package_id = ${id}) AS n`.execute(db);
  if (Number(used.rows[0]?.n ?? 0) > 0) throw new AppError('E-10788');
  const del = await db.deleteFrom('packages').where('id', '=', id).returning('id').executeTakeFirst();
  if (!del) throw new AppError('E-10507');
}
