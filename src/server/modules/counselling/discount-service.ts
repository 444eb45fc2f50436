import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import {
  extraFieldsOf,
  nextExtra,
  registerRecordLoader,
  validateFormRecord,
  type PublishedForm,
} from '../forms/service.js';
import type { Db } from '../../db/index.js';
import { priceFor } from './queries.js';
import { istToday } from './slots.js';

/**
 * The core fields of the discount-code form (schemas/entities/discount-code.schema.json). Bodies
 * are validated against the published form definition `discount-code` (core + overlay); the
 * overlay's own fields are stored in `discount_codes.extra`.
 */
export type DiscountInput = {
  code_name: string;
  discount_per: number;
  start_date: string;
  end_date: string;
  counsellor_categories: number[];
  counsellor_ids?: number[];
  status?: number;
};

/** The person a code is redeemed by: a user id, or a visitor's e-mail. One redemption each. */
export function redeemerKey(who: { userId?: number | null; email?: string | null }): string {
  return who.userId ? `u:${who.userId}` : `e:${(who.email ?? '').trim().toLowerCase()}`;
}

export function discountOf(pricePaise: number, percent: number): number {
  return Math.min(pricePaise, Math.round((pricePaise * percent) / 100));
}

/**
 * Checks a code for one counsellor and person (E-10390..E-10399) and answers the code row. Dates
 * are IST calendar dates, inclusive.
 */
export async function checkDiscountCode(
  db: Db,
  opts: { code: string | undefined; counsellor: { id: number; category: number }; redeemer: string; now?: number },
) {
  const code = (opts.code ?? '').trim();
  if (!code) throw fieldError('code_name', 'E-10390');
  const row = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where(sql<boolean>`upper(code_name) = upper(${code})`)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.status !== 1) throw fieldError('code_name', 'E-10393');
  const today = istToday(opts.now);
  if (row.start_date > today) throw fieldError('code_name', 'E-10399');
  if (row.end_date < today) throw fieldError('code_name', 'E-10395');
  if (!row.counsellor_categories.includes(opts.counsellor.category)) throw fieldError('code_name', 'E-10398');
  if (row.counsellor_ids.length > 0 && !row.counsellor_ids.includes(opts.counsellor.id))
    throw fieldError('code_name', 'E-10397');
  const used = await db
    .selectFrom('discount_redemptions')
    .select('booking_id')
    .where('discount_code_id', '=', row.id)
    .where('redeemer_key', '=', opts.redeemer)
    .executeTakeFirst();
  if (used) throw fieldError('code_name', 'E-10396');
  return row;
}

function assertDates(input: DiscountInput): void {
  if (input.end_date < input.start_date) throw fieldError('end_date', 'E-10394');
}

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === '23505';
}

type DiscountRow = {
  id: number;
  code_name: string;
  discount_per: number;
  start_date: string;
  end_date: string;
  counsellor_categories: number[];
  counsellor_ids: number[];
  status: number;
  extra: Record<string, unknown>;
};

/** The admin shape of a code: the form's fields, the extra fields (which never hide the core ones) and the id. */
function toView(r: DiscountRow) {
  return {
    ...r.extra,
    _id: r.id,
    id: r.id,
    code_name: r.code_name,
    discount_per: r.discount_per,
    start_date: r.start_date,
    end_date: r.end_date,
    counsellor_categories: r.counsellor_categories,
    counsellor_ids: r.counsellor_ids,
    status: r.status,
  };
}

// A discount-code overlay is checked against the existing codes (E-10528 when it would reject them all).
registerRecordLoader('discount-code', async (db) => {
  const rows = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((r) => {
    const { _id: _a, id: _b, ...rec } = toView(r);
    return rec;
  });
});

/** The body checked against the published discount-code form: unknown fields E-10502, each field's own E-code. */
async function validateDiscount(db: Db, body: unknown) {
  const { core, extra, form } = await validateFormRecord(db, 'discount-code', body);
  const input = core as DiscountInput;
  assertDates(input);
  return { input, extra, form };
}

/** A page of codes with their use counts; `form` (the published form) names the extra fields to show as columns. */
export async function listDiscountCodes(
  db: Db,
  opts: { page: number; pageSize: number; search?: string; form: PublishedForm },
) {
  let q = db.selectFrom('discount_codes').where('deleted_at', 'is', null);
  if (opts.search) q = q.where(sql<boolean>`code_name ILIKE ${`%${opts.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  const { n } = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('id', 'desc')
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize)
    .execute();
  const used = rows.length
    ? await db
        .selectFrom('discount_redemptions')
        .select(['discount_code_id', sql<number>`count(*)::int`.as('uses')])
        .where(
          'discount_code_id',
          'in',
          rows.map((r) => r.id),
        )
        .groupBy('discount_code_id')
        .execute()
    : [];
  const uses = new Map(used.map((u) => [u.discount_code_id, u.uses]));
  return {
    list: rows.map((r) => ({ ...toView(r), uses: uses.get(r.id) ?? 0 })),
    extra_fields: extraFieldsOf(opts.form),
    total: n,
  };
}

export async function getDiscountCode(db: Db, id: number) {
  const row = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return toView(row);
}

export async function createDiscountCode(db: Db, body: unknown) {
  const { input, extra } = await validateDiscount(db, body);
  try {
    const row = await db
      .insertInto('discount_codes')
      .values({
        code_name: input.code_name.trim().toUpperCase(),
        discount_per: input.discount_per,
        start_date: input.start_date,
        end_date: input.end_date,
        counsellor_categories: input.counsellor_categories,
        counsellor_ids: input.counsellor_ids ?? [],
        status: input.status ?? 1,
        extra: JSON.stringify(extra),
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('code_name', 'E-10391');
    throw err;
  }
}

export async function updateDiscountCode(db: Db, id: number, body: unknown) {
  const { input, extra, form } = await validateDiscount(db, body);
  try {
    const row = await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('discount_codes')
        .select('extra')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!existing) throw new AppError('E-10507');
      return trx
        .updateTable('discount_codes')
        .set({
          code_name: input.code_name.trim().toUpperCase(),
          discount_per: input.discount_per,
          start_date: input.start_date,
          end_date: input.end_date,
          counsellor_categories: input.counsellor_categories,
          counsellor_ids: input.counsellor_ids ?? [],
          status: input.status ?? 1,
          extra: JSON.stringify(nextExtra(existing.extra, extra, form)),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('code_name', 'E-10391');
    throw err;
  }
}

export async function deleteDiscountCode(db: Db, id: number): Promise<void> {
  const res = await db
    .updateTable('discount_codes')
    .set({ deleted_at: sql`now()` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new AppError('E-10507');
}

/** apply-discount-code: the price, the discount and the final price for one counsellor and person. */
export async function quoteDiscount(
  db: Db,
  opts: { code: string; counsellorId: number; redeemer: string; categories: number[] | null },
) {
  const c = await db
    .selectFrom('counsellors')
    .select(['id', 'category', 'price_paise', 'status'])
    .where('id', '=', opts.counsellorId)
    .executeTakeFirst();
  if (!c || c.status !== 1 || (opts.categories && !opts.categories.includes(c.category))) throw new AppError('E-10507');
  const code = await checkDiscountCode(db, { code: opts.code, counsellor: c, redeemer: opts.redeemer });
  const price = await priceFor(db, c);
  const discount = discountOf(price, code.discount_per);
  return {
    code_name: code.code_name,
    discount_percentage: code.discount_per,
    price_paise: price,
    discount_paise: discount,
    final_price_paise: price - discount,
    cost: price / 100,
    discount_amount: discount / 100,
    final_price: (price - discount) / 100,
  };
}
