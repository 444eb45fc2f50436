import { and, getNextSnapshot, setup } from 'xstate';
import { BookingStatus as BookingStatusLabels } from '../src/shared/generated/enums';

/**
 * The counselling booking's status (enums.json "bookingStatus"). The spec lists the statuses but
 * not the transitions; these are the product's decision (docs/counselling.md has the table).
 * The server resolves a booking's current status into this machine inside the transaction that
 * changes it, and refuses the change when the machine has no transition for the event.
 *
 *   new --BOOK_FREE--> upComing (1)            new --BOOK_PAID--> waitingForPayment (2)
 *   2 --PAYMENT_SUCCEEDED--> paymentSuccessful (3)
 *   2 --PAYMENT_FAILED | HOLD_EXPIRED--> paymentFailed (4)
 *   4 --PAYMENT_SUCCEEDED [slot still free]--> 3   (a late payment revives the booking; else refund)
 *   1, 3 --RESCHEDULE [not started, or staff]--> same status (time changes)
 *   1, 2, 3 --CANCEL [not started, or staff]--> cancelled (6)
 *   1, 3 --MARK_ATTENDED | SESSION_ENDED [started]--> attended (5)
 *   1, 3 --MARK_NOT_ATTENDED [started]--> notAttended (7)
 *   5 <--MARK_NOT_ATTENDED / MARK_ATTENDED [staff]--> 7 (correction)
 * Paid, attended and cancelled bookings never go back to waiting or failed.
 */
export const BOOKING_STATUS = {
  UP_COMING: 1,
  WAITING_FOR_PAYMENT: 2,
  PAYMENT_SUCCESSFUL: 3,
  PAYMENT_FAILED: 4,
  ATTENDED: 5,
  CANCELLED: 6,
  NOT_ATTENDED: 7,
} as const;

export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** Who asks: the booker, staff (admin or the session's counsellor) or a scheduled job. */
export type BookingActor = 'user' | 'staff' | 'system';

export type BookingContext = {
  /** Session start and end (ms since epoch); null for partner bookings without a slot. */
  startsAt: number | null;
  endsAt: number | null;
};

export type BookingEvent =
  | { type: 'BOOK_FREE' }
  | { type: 'BOOK_PAID' }
  | { type: 'PAYMENT_SUCCEEDED'; slotFree: boolean }
  | { type: 'PAYMENT_FAILED' }
  | { type: 'HOLD_EXPIRED' }
  | { type: 'RESCHEDULE'; by: BookingActor; now: number }
  | { type: 'CANCEL'; by: BookingActor; now: number }
  | { type: 'MARK_ATTENDED'; by: BookingActor; now: number }
  | { type: 'MARK_NOT_ATTENDED'; by: BookingActor; now: number }
  | { type: 'SESSION_ENDED'; now: number };

const STATE_OF_STATUS = {
  1: 'upComing',
  2: 'waitingForPayment',
  3: 'paymentSuccessful',
  4: 'paymentFailed',
  5: 'attended',
  6: 'cancelled',
  7: 'notAttended',
} as const;

type StateName = (typeof STATE_OF_STATUS)[BookingStatus] | 'new';

const STATUS_OF_STATE = Object.fromEntries([
  ['new', null],
  ...Object.entries(STATE_OF_STATUS).map(([status, state]) => [state, Number(status)]),
]) as Record<StateName, BookingStatus | null>;

function nowOf(event: BookingEvent): number {
  return 'now' in event ? event.now : Date.now();
}

function byOf(event: BookingEvent): BookingActor {
  return 'by' in event ? event.by : 'system';
}

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent, input: {} as BookingContext },
  guards: {
    /** The booker may change a session until it starts; staff and jobs at any time. */
    notStartedOrStaff: ({ context, event }) =>
      byOf(event) !== 'user' || context.startsAt === null || nowOf(event) < context.startsAt,
    /** Only sessions with a time can move to another time. */
    hasSlot: ({ context }) => context.startsAt !== null,
    /** Attendance is known once the session has started (partner bookings have no time: any time). */
    started: ({ context, event }) => context.startsAt === null || nowOf(event) >= context.startsAt,
    ended: ({ context, event }) => context.endsAt !== null && nowOf(event) >= context.endsAt,
    byStaff: ({ event }) => byOf(event) !== 'user',
    slotFree: ({ event }) => event.type === 'PAYMENT_SUCCEEDED' && event.slotFree,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => input,
  initial: 'new',
  states: {
    new: {
      on: { BOOK_FREE: 'upComing', BOOK_PAID: 'waitingForPayment' },
    },
    upComing: {
      on: {
        RESCHEDULE: { target: 'upComing', guard: and(['hasSlot', 'notStartedOrStaff']), reenter: true },
        CANCEL: { target: 'cancelled', guard: 'notStartedOrStaff' },
        MARK_ATTENDED: { target: 'attended', guard: 'started' },
        SESSION_ENDED: { target: 'attended', guard: 'ended' },
        MARK_NOT_ATTENDED: { target: 'notAttended', guard: 'started' },
      },
    },
    waitingForPayment: {
      on: {
        PAYMENT_SUCCEEDED: 'paymentSuccessful',
        PAYMENT_FAILED: 'paymentFailed',
        HOLD_EXPIRED: 'paymentFailed',
        CANCEL: 'cancelled',
      },
    },
    paymentSuccessful: {
      on: {
        RESCHEDULE: { target: 'paymentSuccessful', guard: and(['hasSlot', 'notStartedOrStaff']), reenter: true },
        CANCEL: { target: 'cancelled', guard: 'notStartedOrStaff' },
        MARK_ATTENDED: { target: 'attended', guard: 'started' },
        SESSION_ENDED: { target: 'attended', guard: 'ended' },
        MARK_NOT_ATTENDED: { target: 'notAttended', guard: 'started' },
      },
    },
    paymentFailed: {
      on: { PAYMENT_SUCCEEDED: { target: 'paymentSuccessful', guard: 'slotFree' } },
    },
    attended: {
      on: { MARK_NOT_ATTENDED: { target: 'notAttended', guard: 'byStaff' } },
    },
    notAttended: {
      on: { MARK_ATTENDED: { target: 'attended', guard: 'byStaff' } },
    },
    cancelled: { type: 'final' },
  },
});

/**
 * The status after `event`, or null when the machine has no transition for it (the caller
 * answers with an error). `status` null means a booking that does not exist yet.
 */
export function nextBookingStatus(
  status: BookingStatus | null,
  event: BookingEvent,
  context: BookingContext,
): BookingStatus | null {
  const value: StateName = status === null ? 'new' : STATE_OF_STATUS[status];
  const snapshot = bookingMachine.resolveState({ value, context });
  if (!snapshot.can(event)) return null;
  const next = getNextSnapshot(bookingMachine, snapshot, event);
  return STATUS_OF_STATE[next.value as StateName];
}

/** Confirmed: the session will take place (free, or paid). */
export function isConfirmedStatus(status: number): boolean {
  return status === BOOKING_STATUS.UP_COMING || status === BOOKING_STATUS.PAYMENT_SUCCESSFUL;
}

/** The statuses' labels (enums.json "bookingStatus"). */
export const BOOKING_STATUS_LABEL: Record<BookingStatus, string> = BookingStatusLabels;
