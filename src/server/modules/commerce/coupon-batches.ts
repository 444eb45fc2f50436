import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { assertUsablePackage } from './packages.js';

/** Coupon batches for the admin: generate a batch of codes, list the batches, one batch's codes. */

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newCouponCode(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** generate-coupon-code: a batch of distinct codes (the unique index refuses a repeat; it is drawn again). */
export async function generateCoupons(
  db: Db,
  input: {
    package_id: number;
    paid_to: number;
    company_id?: number | null;
    quantity: number;
    valid_until?: string | null;
  },
  adminId: number,
) {
  await assertUsablePackage(db, input.package_id);
  if (input.company_id) {
    const c = await db.selectFrom('companies').select('id').where('id', '=', input.company_id).executeTakeFirst();
    if (!c) throw fieldError('company_id', 'E-10502');
  }
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto('coupon_batches')
      .values({
        package_id: input.package_id,
        paid_to: input.paid_to,
        company_id: input.company_id ?? null,
        quantity: input.quantity,
        valid_until: input.valid_until ?? null,
        created_by: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let made = 0;
    while (made < input.quantity) {
      const want = Math.min(500, input.quantity - made);
      const codes = new Set<string>();
      while (codes.size < want) codes.add(newCouponCode());
      const rows = await trx
        .insertInto('coupons')
        .values([...codes].map((code) => ({ batch_id: batch.id, code })))
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .execute();
      made += rows.length;
    }
    return batch.id;
  });
}

export async function listCouponBatches(db: Db) {
  const rows = await db
    .selectFrom('coupon_batches as b')
    .innerJoin('packages as p', 'p.id', 'b.package_id')
    .leftJoin('companies as c', 'c.id', 'b.company_id')
    .select([
      'b.id',
      'b.package_id',
      'p.name as package_name',
      'b.paid_to',
      'b.company_id',
      'c.company_name',
      'b.quantity',
      'b.valid_until',
      'b.created_at',
      sql<number>`(SELECT count(*) FROM coupons x WHERE x.batch_id = b.id AND x.status = 'Used')`.as('used'),
    ])
    .orderBy('b.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, _id: r.id, used: Number(r.used) }));
}

/** coupon-code/:id: a batch's codes with status Pending/Used and who used them. */
export async function couponBatch(db: Db, id: number) {
  const batch = (await listCouponBatches(db)).find((b) => b.id === id);
  if (!batch) throw new AppError('E-10507');
  const list = await db
    .selectFrom('coupons as c')
    .leftJoin('users as u', 'u.id', 'c.used_by')
    .select(['c.id', 'c.code', 'c.status', 'c.used_at', 'u.email as used_by_email'])
    .where('c.batch_id', '=', id)
    .orderBy('c.id')
    .execute();
  return { batch, list };
}
