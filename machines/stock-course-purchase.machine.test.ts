import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  PURCHASE_STATUS as S,
  nextPurchaseStatus,
  quoteCourse,
  stockCoursePurchaseMachine,
  type StockCourse,
} from './stock-course-purchase.machine.js';

const courses: StockCourse[] = [
  { _id: 1, name: 'Basics', cost: 4999, is_combo: false },
  { _id: 2, name: 'Advanced', cost: 7999, is_combo: false },
  { _id: 3, name: 'Combo', cost: 10999, is_combo: true },
];
const day = 24 * 3600_000;

describe('stock course purchase flow', () => {
  it('choosing a course sets the final price to its cost with no discount', () => {
    const a = createActor(stockCoursePurchaseMachine, { input: { courses } }).start();
    a.send({ type: 'CHOOSE', course_id: 2 });
    expect(a.getSnapshot().value).toBe('chosen');
    expect(a.getSnapshot().context).toMatchObject({ final_price: 7999, discount_amount: 0, discount_percentage: 0 });
  });

  it('ignores an unknown course and a discount outside 1-100 percent', () => {
    const a = createActor(stockCoursePurchaseMachine, { input: { courses } }).start();
    a.send({ type: 'CHOOSE', course_id: 99 });
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'CHOOSE', course_id: 1 });
    a.send({ type: 'APPLY_DISCOUNT', quote: { code: 'X', discount_percentage: 0 } });
    a.send({ type: 'APPLY_DISCOUNT', quote: { code: 'X', discount_percentage: 101 } });
    expect(a.getSnapshot().context.final_price).toBe(4999);
  });

  it('applying a coupon updates final price, discount amount and percentage; a combo picks by course_id', () => {
    const a = createActor(stockCoursePurchaseMachine, { input: { courses } }).start();
    a.send({ type: 'CHOOSE', course_id: 1 });
    a.send({ type: 'APPLY_DISCOUNT', quote: { code: 'STOCK20', discount_percentage: 20 } });
    expect(a.getSnapshot().context).toMatchObject({
      final_price: 3999.2,
      discount_amount: 999.8,
      discount_percentage: 20,
      discount_code: 'STOCK20',
    });
    a.send({ type: 'COMBO', course_id: 3 });
    expect(a.getSnapshot().context).toMatchObject({ course: courses[2], final_price: 10999, discount_amount: 0 });
  });

  it('stores the payment link on booking, refuses a booking answer without one, and reset clears it', () => {
    const a = createActor(stockCoursePurchaseMachine, { input: { courses } }).start();
    a.send({ type: 'CHOOSE', course_id: 1 });
    a.send({ type: 'BOOK' });
    expect(a.getSnapshot().value).toBe('booking');
    a.send({ type: 'BOOKED', payment_link: '' });
    expect(a.getSnapshot().value).toBe('booking');
    a.send({ type: 'BOOKED', payment_link: '/pay/1' });
    expect(a.getSnapshot().value).toBe('booked');
    expect(a.getSnapshot().context.payment_link).toBe('/pay/1');
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().context).toMatchObject({ payment_link: null, message: null });
  });

  it('keeps a refused booking message until reset', () => {
    const a = createActor(stockCoursePurchaseMachine, { input: { courses } }).start();
    a.send({ type: 'CHOOSE', course_id: 1 });
    a.send({ type: 'BOOK' });
    a.send({ type: 'BOOK_FAILED', message: 'nope' });
    expect(a.getSnapshot().value).toBe('chosen');
    expect(a.getSnapshot().context.message).toBe('nope');
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().context.message).toBeNull();
  });

  it('quotes the server price with the same machine', () => {
    expect(quoteCourse(courses, 2, { code: 'A', discount_percentage: 50 })).toMatchObject({
      final_price: 3999.5,
      discount_amount: 3999.5,
    });
    expect(quoteCourse(courses, 42, null)).toBeNull();
    expect(quoteCourse(courses, 1, { code: 'A', discount_percentage: 100 })?.final_price).toBe(0);
  });
});

describe('stock course purchase status', () => {
  it('moves a booked purchase to paid or failed, and a late payment still buys it', () => {
    expect(nextPurchaseStatus(null, { type: 'BOOK' })).toBe(S.WAITING_FOR_PAYMENT);
    expect(nextPurchaseStatus(S.WAITING_FOR_PAYMENT, { type: 'PAYMENT_SUCCEEDED' })).toBe(S.PAID);
    expect(nextPurchaseStatus(S.WAITING_FOR_PAYMENT, { type: 'PAYMENT_FAILED' })).toBe(S.PAYMENT_FAILED);
    expect(nextPurchaseStatus(S.PAYMENT_FAILED, { type: 'PAYMENT_SUCCEEDED' })).toBe(S.PAID);
  });

  it('never moves a paid purchase backwards', () => {
    expect(nextPurchaseStatus(S.PAID, { type: 'PAYMENT_FAILED' })).toBeNull();
    expect(nextPurchaseStatus(S.PAID, { type: 'PAYMENT_SUCCEEDED' })).toBeNull();
    expect(nextPurchaseStatus(S.REFUNDED, { type: 'PAYMENT_SUCCEEDED' })).toBeNull();
  });

  it('cancels an unpaid purchase, refunds a paid one within 7 days and refuses after', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(nextPurchaseStatus(S.WAITING_FOR_PAYMENT, { type: 'CANCEL', paidAt: null, now })).toBe(S.CANCELLED);
    expect(nextPurchaseStatus(S.PAID, { type: 'CANCEL', paidAt: now - 6 * day, now })).toBe(S.REFUNDED);
    expect(nextPurchaseStatus(S.PAID, { type: 'CANCEL', paidAt: now - 8 * day, now })).toBeNull();
    expect(nextPurchaseStatus(S.CANCELLED, { type: 'CANCEL', paidAt: null, now })).toBeNull();
  });
});
