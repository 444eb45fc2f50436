import { assign, getNextSnapshot, setup } from 'xstate';

/**
 * The stock market course purchase (docs/product-rules.md "Stock market course"; docs/commerce.md).
 *
 * One machine for the flow the page runs and the server repeats to price a booking:
 *   idle --CHOOSE [courseKnown]--> chosen          final_price = cost, no discount
 *   chosen --COMBO [courseKnown]--> chosen         a combo selection picks the course by course_id
 *   chosen --APPLY_DISCOUNT [discountInRange]--> chosen   final_price, discount_amount, discount_percentage
 *   chosen --BOOK [hasPrice]--> booking --BOOKED [hasPaymentLink]--> booked (payment_link stored)
 *   booking --BOOK_FAILED--> chosen (message kept)
 *   any --RESET--> idle or chosen: messages and the link cleared
 *
 * And the purchase's status on the server (`nextPurchaseStatus`), forward only:
 *   new --BOOK--> waitingForPayment (1)
 *   1 --PAYMENT_SUCCEEDED--> paid (2)            1 --PAYMENT_FAILED--> paymentFailed (3)
 *   3 --PAYMENT_SUCCEEDED--> paid (a late payment still buys the course)
 *   1 --CANCEL--> cancelled (4)                  2 --CANCEL [withinRefundWindow]--> refunded (5)
 * A paid purchase never goes back to waiting or failed.
 */
export type StockCourse = { _id: number; name: string; cost: number; is_combo: boolean };

export type DiscountQuote = { code: string; discount_percentage: number };

export type StockCourseContext = {
  courses: StockCourse[];
  course: StockCourse | null;
  final_price: number;
  discount_amount: number;
  discount_percentage: number;
  discount_code: string | null;
  payment_link: string | null;
  message: string | null;
};

export type StockCourseEvent =
  | { type: 'CHOOSE'; course_id: number }
  | { type: 'COMBO'; course_id: number }
  | { type: 'APPLY_DISCOUNT'; quote: DiscountQuote }
  | { type: 'DISCOUNT_REFUSED'; message: string }
  | { type: 'BOOK' }
  | { type: 'BOOKED'; payment_link: string }
  | { type: 'BOOK_FAILED'; message: string }
  | { type: 'RESET' };

/** Rupees off `cost` at `percent`, rounded to the paisa; never more than the cost. */
export function discountAmount(cost: number, percent: number): number {
  return Math.min(cost, Math.round(cost * percent) / 100);
}

const priced = (course: StockCourse | null, percent: number, code: string | null) => {
  const cost = course?.cost ?? 0;
  const off = percent > 0 ? discountAmount(cost, percent) : 0;
  return {
    final_price: Math.round((cost - off) * 100) / 100,
    discount_amount: off,
    discount_percentage: percent,
    discount_code: code,
  };
};

const courseOf = (context: StockCourseContext, id: number) => context.courses.find((c) => c._id === id) ?? null;

export const stockCoursePurchaseMachine = setup({
  types: {
    context: {} as StockCourseContext,
    events: {} as StockCourseEvent,
    input: {} as { courses: StockCourse[] },
  },
  guards: {
    /** CHOOSE and COMBO name a course of the list. */
    courseKnown: ({ context, event }) =>
      (event.type === 'CHOOSE' || event.type === 'COMBO') && courseOf(context, event.course_id) !== null,
    /** A discount is 1 to 100 percent (docs/product-rules.md "Validation rules the browser repeats"). */
    discountInRange: ({ event }) =>
      event.type === 'APPLY_DISCOUNT' &&
      Number.isInteger(event.quote.discount_percentage) &&
      event.quote.discount_percentage >= 1 &&
      event.quote.discount_percentage <= 100,
    /** Only a course with a price above nothing is booked through a payment. */
    hasPrice: ({ context }) => context.course !== null && context.final_price > 0,
    /** A booking answer without a payment link is not a booking. */
    hasPaymentLink: ({ event }) => event.type === 'BOOKED' && event.payment_link.length > 0,
  },
  actions: {
    choose: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE' && event.type !== 'COMBO') return {};
      const course = courseOf(context, event.course_id);
      return { course, ...priced(course, 0, null), payment_link: null, message: null };
    }),
    applyDiscount: assign(({ context, event }) =>
      event.type === 'APPLY_DISCOUNT'
        ? { ...priced(context.course, event.quote.discount_percentage, event.quote.code), message: null }
        : {},
    ),
    refuse: assign(({ event }) =>
      event.type === 'DISCOUNT_REFUSED' || event.type === 'BOOK_FAILED' ? { message: event.message } : {},
    ),
    storeLink: assign(({ event }) => (event.type === 'BOOKED' ? { payment_link: event.payment_link } : {})),
    clear: assign({ message: null, payment_link: null }),
  },
}).createMachine({
  id: 'stockCoursePurchase',
  context: ({ input }) => ({
    courses: input.courses,
    course: null,
    final_price: 0,
    discount_amount: 0,
    discount_percentage: 0,
    discount_code: null,
    payment_link: null,
    message: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: { target: 'chosen', guard: 'courseKnown', actions: 'choose' },
        COMBO: { target: 'chosen', guard: 'courseKnown', actions: 'choose' },
        RESET: { target: 'idle', actions: 'clear' },
      },
    },
    chosen: {
      on: {
        CHOOSE: { target: 'chosen', guard: 'courseKnown', actions: 'choose' },
        COMBO: { target: 'chosen', guard: 'courseKnown', actions: 'choose' },
        APPLY_DISCOUNT: { target: 'chosen', guard: 'discountInRange', actions: 'applyDiscount' },
        DISCOUNT_REFUSED: { target: 'chosen', actions: 'refuse' },
        BOOK: { target: 'booking', guard: 'hasPrice' },
        RESET: { target: 'chosen', actions: 'clear' },
      },
    },
    booking: {
      on: {
        BOOKED: { target: 'booked', guard: 'hasPaymentLink', actions: 'storeLink' },
        BOOK_FAILED: { target: 'chosen', actions: 'refuse' },
      },
    },
    booked: {
      on: { RESET: { target: 'chosen', actions: 'clear' } },
    },
  },
});

/** The price of a course with an optional discount, computed by the machine (the server's quote and booking). */
export function quoteCourse(courses: StockCourse[], courseId: number, discount: DiscountQuote | null) {
  let snap = stockCoursePurchaseMachine.resolveState({
    value: 'idle',
    context: {
      courses,
      course: null,
      final_price: 0,
      discount_amount: 0,
      discount_percentage: 0,
      discount_code: null,
      payment_link: null,
      message: null,
    },
  });
  const choose: StockCourseEvent = { type: 'CHOOSE', course_id: courseId };
  if (!snap.can(choose)) return null;
  snap = getNextSnapshot(stockCoursePurchaseMachine, snap, choose);
  if (discount) {
    const apply: StockCourseEvent = { type: 'APPLY_DISCOUNT', quote: discount };
    if (!snap.can(apply)) return null;
    snap = getNextSnapshot(stockCoursePurchaseMachine, snap, apply);
  }
  const c = snap.context;
  return {
    course: c.course!,
    final_price: c.final_price,
    discount_amount: c.discount_amount,
    discount_percentage: c.discount_percentage,
  };
}

// ---- the purchase's status on the server ------------------------------------------------------

export const PURCHASE_STATUS = {
  WAITING_FOR_PAYMENT: 1,
  PAID: 2,
  PAYMENT_FAILED: 3,
  CANCELLED: 4,
  REFUNDED: 5,
} as const;
export type PurchaseStatus = (typeof PURCHASE_STATUS)[keyof typeof PURCHASE_STATUS];

export const PURCHASE_STATUS_LABEL: Record<PurchaseStatus, string> = {
  1: 'Waiting for Payment',
  2: 'Payment Successful',
  3: 'Payment Failed',
  4: 'Cancelled',
  5: 'Refunded',
};

/** Refunds within 7 days of the original purchase (docs/product-rules.md "Terms and privacy"). */
export const REFUND_WINDOW_DAYS = 7;

export type PurchaseEvent =
  | { type: 'BOOK' }
  | { type: 'PAYMENT_SUCCEEDED' }
  | { type: 'PAYMENT_FAILED' }
  | { type: 'CANCEL'; paidAt: number | null; now: number };

const STATE_OF = { 1: 'waitingForPayment', 2: 'paid', 3: 'paymentFailed', 4: 'cancelled', 5: 'refunded' } as const;
type PurchaseState = (typeof STATE_OF)[PurchaseStatus] | 'new';
const STATUS_OF: Record<PurchaseState, PurchaseStatus | null> = {
  new: null,
  waitingForPayment: 1,
  paid: 2,
  paymentFailed: 3,
  cancelled: 4,
  refunded: 5,
};

export const purchaseStatusMachine = setup({
  types: { events: {} as PurchaseEvent },
  guards: {
    /** A paid purchase is refunded only within REFUND_WINDOW_DAYS of its payment. */
    withinRefundWindow: ({ event }) =>
      event.type === 'CANCEL' &&
      event.paidAt !== null &&
      event.now - event.paidAt <= REFUND_WINDOW_DAYS * 24 * 3600_000,
  },
}).createMachine({
  id: 'stockCoursePurchaseStatus',
  initial: 'new',
  states: {
    new: { on: { BOOK: 'waitingForPayment' } },
    waitingForPayment: {
      on: { PAYMENT_SUCCEEDED: 'paid', PAYMENT_FAILED: 'paymentFailed', CANCEL: 'cancelled' },
    },
    paymentFailed: { on: { PAYMENT_SUCCEEDED: 'paid' } },
    paid: { on: { CANCEL: { target: 'refunded', guard: 'withinRefundWindow' } } },
    cancelled: { type: 'final' },
    refunded: { type: 'final' },
  },
});

/** The status after `event`, or null when the machine has no transition for it. */
export function nextPurchaseStatus(status: PurchaseStatus | null, event: PurchaseEvent): PurchaseStatus | null {
  const value: PurchaseState = status === null ? 'new' : STATE_OF[status];
  const snap = purchaseStatusMachine.resolveState({ value });
  if (!snap.can(event)) return null;
  return STATUS_OF[getNextSnapshot(purchaseStatusMachine, snap, event).value as PurchaseState];
}
