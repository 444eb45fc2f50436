import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS as S, nextBookingStatus, type BookingContext } from './booking.machine.js';

const start = Date.parse('2026-12-10T05:30:00Z');
const slot: BookingContext = { startsAt: start, endsAt: start + 45 * 60_000 };
const partner: BookingContext = { startsAt: null, endsAt: null };
const before = start - 3600_000;
const after = start + 2 * 3600_000;

describe('booking status machine', () => {
  it('creates free bookings as Up Coming and paid ones as Waiting for Payment', () => {
    expect(nextBookingStatus(null, { type: 'BOOK_FREE' }, slot)).toBe(S.UP_COMING);
    expect(nextBookingStatus(null, { type: 'BOOK_PAID' }, slot)).toBe(S.WAITING_FOR_PAYMENT);
  });

  it('moves a waiting booking forward on payment and to failed on failure or expiry', () => {
    expect(nextBookingStatus(S.WAITING_FOR_PAYMENT, { type: 'PAYMENT_SUCCEEDED', slotFree: true }, slot)).toBe(
      S.PAYMENT_SUCCESSFUL,
    );
    expect(nextBookingStatus(S.WAITING_FOR_PAYMENT, { type: 'PAYMENT_FAILED' }, slot)).toBe(S.PAYMENT_FAILED);
    expect(nextBookingStatus(S.WAITING_FOR_PAYMENT, { type: 'HOLD_EXPIRED' }, slot)).toBe(S.PAYMENT_FAILED);
  });

  it('never moves a paid booking backwards', () => {
    expect(nextBookingStatus(S.PAYMENT_SUCCESSFUL, { type: 'PAYMENT_FAILED' }, slot)).toBeNull();
    expect(nextBookingStatus(S.PAYMENT_SUCCESSFUL, { type: 'HOLD_EXPIRED' }, slot)).toBeNull();
    expect(nextBookingStatus(S.PAYMENT_SUCCESSFUL, { type: 'PAYMENT_SUCCEEDED', slotFree: true }, slot)).toBeNull();
    expect(nextBookingStatus(S.ATTENDED, { type: 'PAYMENT_FAILED' }, slot)).toBeNull();
  });

  it('revives a failed booking on a late payment only while its slot is free', () => {
    expect(nextBookingStatus(S.PAYMENT_FAILED, { type: 'PAYMENT_SUCCEEDED', slotFree: true }, slot)).toBe(
      S.PAYMENT_SUCCESSFUL,
    );
    expect(nextBookingStatus(S.PAYMENT_FAILED, { type: 'PAYMENT_SUCCEEDED', slotFree: false }, slot)).toBeNull();
  });

  it('lets the booker reschedule or cancel only before the session starts; staff at any time', () => {
    for (const s of [S.UP_COMING, S.PAYMENT_SUCCESSFUL] as const) {
      expect(nextBookingStatus(s, { type: 'RESCHEDULE', by: 'user', now: before }, slot)).toBe(s);
      expect(nextBookingStatus(s, { type: 'RESCHEDULE', by: 'user', now: after }, slot)).toBeNull();
      expect(nextBookingStatus(s, { type: 'CANCEL', by: 'user', now: before }, slot)).toBe(S.CANCELLED);
      expect(nextBookingStatus(s, { type: 'CANCEL', by: 'user', now: after }, slot)).toBeNull();
      expect(nextBookingStatus(s, { type: 'CANCEL', by: 'staff', now: after }, slot)).toBe(S.CANCELLED);
    }
    expect(nextBookingStatus(S.UP_COMING, { type: 'RESCHEDULE', by: 'staff', now: before }, partner)).toBeNull();
  });

  it('rejects cancelling twice and any change of a cancelled booking', () => {
    for (const e of [
      { type: 'CANCEL', by: 'staff', now: before },
      { type: 'RESCHEDULE', by: 'staff', now: before },
      { type: 'MARK_ATTENDED', by: 'staff', now: after },
      { type: 'PAYMENT_SUCCEEDED', slotFree: true },
    ] as const) {
      expect(nextBookingStatus(S.CANCELLED, e, slot)).toBeNull();
    }
  });

  it('records attendance only once the session has started, and lets staff correct it', () => {
    expect(nextBookingStatus(S.UP_COMING, { type: 'MARK_ATTENDED', by: 'staff', now: before }, slot)).toBeNull();
    expect(nextBookingStatus(S.UP_COMING, { type: 'MARK_ATTENDED', by: 'staff', now: after }, slot)).toBe(S.ATTENDED);
    expect(nextBookingStatus(S.PAYMENT_SUCCESSFUL, { type: 'MARK_NOT_ATTENDED', by: 'staff', now: after }, slot)).toBe(
      S.NOT_ATTENDED,
    );
    expect(nextBookingStatus(S.ATTENDED, { type: 'MARK_NOT_ATTENDED', by: 'staff', now: after }, slot)).toBe(
      S.NOT_ATTENDED,
    );
    expect(nextBookingStatus(S.ATTENDED, { type: 'MARK_NOT_ATTENDED', by: 'user', now: after }, slot)).toBeNull();
    expect(nextBookingStatus(S.NOT_ATTENDED, { type: 'MARK_ATTENDED', by: 'staff', now: after }, slot)).toBe(
      S.ATTENDED,
    );
  });

  it('settles a past session as attended only after it ended', () => {
    expect(nextBookingStatus(S.UP_COMING, { type: 'SESSION_ENDED', now: start + 10 * 60_000 }, slot)).toBeNull();
    expect(nextBookingStatus(S.UP_COMING, { type: 'SESSION_ENDED', now: after }, slot)).toBe(S.ATTENDED);
    expect(nextBookingStatus(S.WAITING_FOR_PAYMENT, { type: 'SESSION_ENDED', now: after }, slot)).toBeNull();
    expect(nextBookingStatus(S.UP_COMING, { type: 'SESSION_ENDED', now: after }, partner)).toBeNull();
  });
});
