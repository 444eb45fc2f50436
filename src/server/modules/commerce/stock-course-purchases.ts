import { sql } from 'kysely';
import {
  nextPurchaseStatus,
  PURCHASE_STATUS,
  PURCHASE_STATUS_LABEL,
  type PurchaseStatus,
} from '../../../../machines/stock-course-purchase.machine.js';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import type { Deps } from '../counselling/booking-common.js';
import { refundCommercePayment } from './payments.js';
import { FEATURE_COUNSELLING } from './stock-course.js';
import { purchaseIdOfRef } from './purchase-ref.js';
import type { ReceiptFacts } from './receipt-pdf.js';

/** Stock market course purchases after booking: a user's purchases, one purchase's status, cancelling (or refunding). */

/** A signed-in user's purchases, newest first. */
export async function myPurchases(db: Db, userId: number) {
  const rows = await db
    .selectFrom('stock_course_purchases as p')
    .innerJoin('stock_courses as c', 'c.id', 'p.course_id')
    .select([
      'p.id',
      'p.course_id',
      'c.name as course_name',
      'p.status',
      'p.final_paise',
      'p.discount_paise',
      'p.payment_url',
      'p.paid_at',
      'p.created_at',
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    course_id: r.course_id,
    course_name: r.course_name,
    status: r.status,
    status_label: PURCHASE_STATUS_LABEL[r.status as PurchaseStatus],
    final_price: Number(r.final_paise) / 100,
    discount_amount: Number(r.discount_paise) / 100,
    payment_link: r.status === PURCHASE_STATUS.WAITING_FOR_PAYMENT ? r.payment_url : null,
    paid_at: r.paid_at,
    created_at: r.created_at,
  }));
}

/** A purchase's receipt number, as the confirmation and the buyer's records show it ("SC-000042"). */
export function receiptNumber(id: number): string {
  return `SC-${String(id).padStart(6, '0')}`;
}

/**
 * The state of one purchase for the page after the checkout returns, by its reference: what was bought, what was
 * paid and when, and the receipt number (issue 34: the confirmation named none of them). No personal data.
 */
export async function purchaseStatus(db: Db, secretsKey: string, ref: string) {
  const id = purchaseIdOfRef(secretsKey, ref);
  if (id === null) throw new AppError('E-10507');
  const p = await db
    .selectFrom('stock_course_purchases as p')
    .innerJoin('stock_courses as c', 'c.id', 'p.course_id')
    .select(['p.id', 'p.status', 'c.name as course_name', 'p.final_paise', 'p.paid_at'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!p) throw new AppError('E-10507');
  return {
    _id: p.id,
    status: p.status,
    status_label: PURCHASE_STATUS_LABEL[p.status as PurchaseStatus],
    course_name: p.course_name,
    amount_paid: p.paid_at ? Number(p.final_paise) / 100 : 0,
    paid_at: p.paid_at ? new Date(p.paid_at).toISOString() : null,
    receipt: receiptNumber(p.id),
  };
}

/** The facts of a paid purchase's receipt, by its reference; E-10507 for an unknown reference or an unpaid purchase. */
export async function purchaseReceipt(db: Db, secretsKey: string, ref: string): Promise<ReceiptFacts> {
  const id = purchaseIdOfRef(secretsKey, ref);
  if (id === null) throw new AppError('E-10507');
  const p = await db
    .selectFrom('stock_course_purchases as p')
    .innerJoin('stock_courses as c', 'c.id', 'p.course_id')
    .leftJoin('commerce_payments as pay', (j) => j.onRef('pay.purchase_id', '=', 'p.id').on('pay.status', '=', 'paid'))
    .select([
      'p.id',
      'p.name',
      'p.paid_at',
      'p.cost_paise',
      'p.discount_paise',
      'p.discount_percent',
      'p.final_paise',
      'c.name as course_name',
      'pay.provider_ref',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!p?.paid_at) throw new AppError('E-10507');
  return {
    receipt: receiptNumber(p.id),
    paidAt: new Date(p.paid_at),
    buyerName: p.name,
    courseName: p.course_name,
    listPaise: Number(p.cost_paise),
    discountPaise: Number(p.discount_paise),
    discountPercent: Number(p.discount_percent),
    paidPaise: Number(p.final_paise),
    paymentRef: p.provider_ref ?? null,
  };
}

/**
 * stock-market-course/cancel (signed in, own purchase): an unpaid purchase is cancelled (its code
 * freed); a paid one is refunded within 7 days of payment, later refused (E-10781).
 */
export async function cancelPurchase(deps: Deps, userId: number, purchaseId: number, now = Date.now()) {
  const db = deps.ctx.db;
  const p = await db
    .selectFrom('stock_course_purchases')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!p) throw new AppError('E-10507');
  const paidAt = p.paid_at ? new Date(p.paid_at).getTime() : null;
  const next = nextPurchaseStatus(p.status as PurchaseStatus, { type: 'CANCEL', paidAt, now });
  if (next === null) throw new AppError(p.status === PURCHASE_STATUS.PAID ? 'E-10781' : 'E-10785');
  let refunded = 0;
  if (next === PURCHASE_STATUS.REFUNDED) {
    const pay = await db
      .selectFrom('commerce_payments')
      .select('id')
      .where('purchase_id', '=', p.id)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    if (!pay) throw new AppError('E-10785');
    refunded = await refundCommercePayment(deps, pay.id, now);
  }
  const changed = await db.transaction().execute(async (trx) => {
    const u = await trx
      .updateTable('stock_course_purchases')
      .set({ status: next, cancelled_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', p.id)
      .where('status', '=', p.status)
      .returning('id')
      .executeTakeFirst();
    if (u) await trx.deleteFrom('stock_course_redemptions').where('purchase_id', '=', p.id).execute();
    return !!u;
  });
  if (!changed) throw new AppError('E-10785');
  await logActivity(db, {
    userId,
    companyId: null,
    actionId: ACTION.CANCEL,
    featureId: FEATURE_COUNSELLING,
    navigationUrl: '/stock-market-course',
  });
  return {
    _id: p.id,
    status: next,
    status_label: PURCHASE_STATUS_LABEL[next],
    refunded_amount: refunded / 100,
  };
}
