import { sql } from 'kysely';
import {
  nextPurchaseStatus,
  PURCHASE_STATUS,
  quoteCourse,
  type StockCourse,
} from '../../../../machines/stock-course-purchase.machine.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import { purchaseRef } from './purchase-ref.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { normaliseEmail, normalisePhoneNumber } from '../auth/login-input.js';
import type { Deps } from '../counselling/booking-common.js';
import { checkDiscountCode, redeemerKey } from '../counselling/discount-service.js';
import { startPayment } from './payments.js';

/**
 * The stock market course (docs/commerce.md): the course list, discount quotes and booking. Purchases
 * after booking (list, status, cancel) are in stock-course-purchases.ts.
 */

/** The counselling category whose discount codes apply to the stock market course (3 Financial; docs/commerce.md). */
export const STOCK_COURSE_CATEGORY = 3;
/** The activity log's feature of course bookings and cancels (counselling). */
export const FEATURE_COUNSELLING = 2;

export async function listCourses(db: Db): Promise<StockCourse[]> {
  const rows = await db
    .selectFrom('stock_courses')
    .select(['id', 'name', 'cost_paise', 'is_combo'])
    .where('status', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: r.name, cost: Number(r.cost_paise) / 100, is_combo: r.is_combo }));
}

/**
 * The public list: each course with cost, final price (no discount yet) and discount fields
 * (docs/product-rules.md "Stock market course").
 */
export async function courseList(db: Db) {
  const rows = await db
    .selectFrom('stock_courses')
    .select(['id', 'name', 'description', 'cost_paise', 'is_combo'])
    .where('status', '=', 1)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    is_combo: r.is_combo,
    cost: Number(r.cost_paise) / 100,
    final_price: Number(r.cost_paise) / 100,
    discount_amount: 0,
    discount_percentage: 0,
  }));
}

/**
 * A discount code for the course: the counselling discount codes (E-10390..E-10399) of the
 * Financial category that are not limited to particular counsellors, once per person (counselling
 * bookings and course purchases together).
 */
async function checkCourseCode(db: Db, code: string | undefined, redeemer: string) {
  const row = await checkDiscountCode(db, {
    code,
    counsellor: { id: 0, category: STOCK_COURSE_CATEGORY },
    redeemer,
  });
  const used = await db
    .selectFrom('stock_course_redemptions')
    .select('purchase_id')
    .where('discount_code_id', '=', row.id)
    .where('redeemer_key', '=', redeemer)
    .executeTakeFirst();
  if (used) throw fieldError('code_name', 'E-10396');
  return row;
}

async function quote(db: Db, courseId: number, discount: { code: string; discount_percentage: number } | null) {
  const q = quoteCourse(await listCourses(db), courseId, discount);
  if (!q) throw new AppError('E-10786');
  return q;
}

export async function applyCourseDiscount(
  db: Db,
  input: { course_id: number; code_name: string; email?: string },
  userId: number | null,
) {
  const redeemer = redeemerKey({ userId, email: input.email ? normaliseEmail(input.email) : null });
  const code = await checkCourseCode(db, input.code_name, redeemer);
  const q = await quote(db, input.course_id, { code: code.code_name, discount_percentage: code.discount_per });
  return {
    _id: input.course_id,
    code_name: code.code_name,
    cost: q.course.cost,
    final_price: q.final_price,
    discount_amount: q.discount_amount,
    discount_percentage: q.discount_percentage,
  };
}

type BookInput = {
  course_id: number;
  code_name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone_number?: string;
};

/**
 * stock-market-course/book (public or signed in): the price comes from the machine on the server's
 * course list and code, the purchase is stored as Waiting for Payment with the code's redemption
 * (one per person, the primary key refuses a second), then the payment link is made.
 */
export async function bookCourse(deps: Deps, input: BookInput, user: { id: number; email: string } | null) {
  const db = deps.ctx.db;
  let buyer: { name: string; email: string; phone: string | null };
  if (user) {
    const u = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'phone_number'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    buyer = {
      name: [u.first_name, u.last_name].filter(Boolean).join(' ') || user.email,
      email: user.email,
      phone: u.phone_number,
    };
  } else {
    if (!input.first_name?.trim()) throw fieldError('first_name', 'E-10060');
    if (!input.last_name?.trim()) throw fieldError('last_name', 'E-10061');
    const email = normaliseEmail(input.email);
    if (!input.phone_number) throw fieldError('phone_number', 'E-10052');
    buyer = {
      name: `${input.first_name.trim()} ${input.last_name.trim()}`,
      email,
      phone: normalisePhoneNumber(input.phone_number),
    };
  }
  const redeemer = redeemerKey({ userId: user?.id ?? null, email: buyer.email });
  const code = input.code_name?.trim() ? await checkCourseCode(db, input.code_name, redeemer) : null;
  const q = await quote(
    db,
    input.course_id,
    code ? { code: code.code_name, discount_percentage: code.discount_per } : null,
  );
  const finalPaise = Math.round(q.final_price * 100);
  if (finalPaise <= 0) throw new AppError('E-10394');
  const status = nextPurchaseStatus(null, { type: 'BOOK' })!;
  const purchase = await db.transaction().execute(async (trx) => {
    const p = await trx
      .insertInto('stock_course_purchases')
      .values({
        course_id: input.course_id,
        user_id: user?.id ?? null,
        name: buyer.name,
        email: buyer.email,
        phone_number: buyer.phone,
        discount_code_id: code?.id ?? null,
        discount_percent: q.discount_percentage,
        discount_paise: Math.round(q.discount_amount * 100),
        cost_paise: Math.round(q.course.cost * 100),
        final_paise: finalPaise,
        status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (code) {
      const r = await trx
        .insertInto('stock_course_redemptions')
        .values({ discount_code_id: code.id, redeemer_key: redeemer, purchase_id: p.id })
        .onConflict((oc) => oc.columns(['discount_code_id', 'redeemer_key']).doNothing())
        .returning('purchase_id')
        .executeTakeFirst();
      if (!r) throw fieldError('code_name', 'E-10396');
    }
    return p;
  });
  let link: string;
  try {
    link = await startPayment(deps, {
      kind: 'stock_course',
      purchaseId: purchase.id,
      userId: user?.id ?? null,
      amountPaise: finalPaise,
      description: `Stock market course: ${q.course.name}`,
      customer: { name: buyer.name, email: buyer.email, contact: buyer.phone },
      returnUrl: `/stock-market-course?purchase=${purchaseRef(deps.ctx.config.secretsKey, purchase.id)}`,
    });
  } catch (err) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('stock_course_purchases')
        .set({ status: PURCHASE_STATUS.PAYMENT_FAILED, updated_at: sql`now()` })
        .where('id', '=', purchase.id)
        .execute();
      await trx.deleteFrom('stock_course_redemptions').where('purchase_id', '=', purchase.id).execute();
    });
    throw err;
  }
  await db.updateTable('stock_course_purchases').set({ payment_url: link }).where('id', '=', purchase.id).execute();
  if (user)
    await logActivity(db, {
      userId: user.id,
      companyId: null,
      actionId: ACTION.REQUEST,
      featureId: FEATURE_COUNSELLING,
      navigationUrl: '/stock-market-course',
    });
  return {
    _id: purchase.id,
    // The buyer's key to the status page (stock-course-purchases.ts purchaseRef).
    purchase_ref: purchaseRef(deps.ctx.config.secretsKey, purchase.id),
    course_id: input.course_id,
    cost: q.course.cost,
    final_price: q.final_price,
    discount_amount: q.discount_amount,
    discount_percentage: q.discount_percentage,
    payment_link: link,
  };
}
