import { CounsellorCategory, Weekday } from '../../../shared/generated/enums';
import { t } from '../../../i18n/browser';
import { apiGet, apiPatch, apiPost, type QueryValue } from '../../api/api-client';
import { enumLabel } from '../../enum-labels';
import { formatWeekdayDateIST } from '../../../shared/format';

import type {
  CounsellingApplyDiscount,
  CounsellingBookWithoutSlot,
  CounsellingFeedback,
  CounsellingUpdateBooking,
  CounsellingBookAnswer,
  CounsellingBookingChange,
  CounsellingBookingList,
  CounsellingBookingView,
  CounsellingDiscountQuote,
  CounsellingFeedbackAnswer,
  CounsellingPartnerAnswer,
  CounsellingPublicBooking,
  CounsellingQuote,
  CounsellingServiceCard,
  CounsellingServiceList,
  CounsellingSlots,
  CounsellorList as CounsellorListAnswer,
  CounsellorView,
} from '../../../shared/generated/index';

/**
 * Shapes of the counselling calls: the generated types of the routes' response schemas (schemas/api/counselling-*,
 * counsellor-*; docs/api.md, "One generated client"), so a field changed there fails `tsc` here too.
 */
export type CounsellingService = CounsellingServiceCard;
export type Counsellor = CounsellorView;
export type CounsellorList = CounsellorListAnswer;

type WithSlots = Required<Pick<CounsellingSlots, 'available_slots' | 'date'>>;
export type Slot = WithSlots['available_slots'][number];
/** counselors-slot with a date: that date's slots. */
export type DaySlots = CounsellingSlots & WithSlots;
/** counselors-slot without a date: the calendar. */
export type Calendar = CounsellingSlots & Required<Pick<CounsellingSlots, 'from' | 'available_dates'>>;

export type Booking = CounsellingBookingView;
export type Quote = CounsellingQuote;
export type BookResult = CounsellingBookAnswer;
export type PartnerResult = CounsellingPartnerAnswer;
export type DiscountQuote = CounsellingDiscountQuote;

/**
 * PATCH update-booking's body: the reschedule dialog sends the date and slot it holds, null while none is chosen
 * (the server then answers the schema's E-10053 / E-10054).
 */
export type UpdateBookingBody = Omit<CounsellingUpdateBooking, 'booking_date' | 'slot_time'> & {
  booking_date?: string | null;
  slot_time?: string | null;
};

/** Whether the calls go to the signed-in or the public variants. */
export type Audience = 'client' | 'public';

const prefix = (a: Audience) => (a === 'public' ? '/public' : '');
const auth = (a: Audience) => ({ auth: a !== 'public' });

/** The reads take the AbortSignal of the effect that starts them, so a superseded answer never lands. */
export const counsellingApi = {
  services: (a: Audience) => apiGet<CounsellingServiceList>(`${prefix(a)}/counselling-services`, auth(a)),
  counsellors: (a: Audience, query: Record<string, QueryValue>, signal?: AbortSignal) =>
    apiGet<CounsellorList>(`${prefix(a)}/counselors`, { ...auth(a), query, signal }),
  counsellor: (a: Audience, id: number, signal?: AbortSignal) =>
    apiGet<Counsellor>(`${prefix(a)}/counselors/${id}`, { ...auth(a), signal }),
  calendar: (a: Audience, counsellorId: number, signal?: AbortSignal) =>
    apiGet<Calendar>(`${prefix(a)}/counselors-slot`, {
      ...auth(a),
      query: { counsellor_id: counsellorId, days: 30 },
      signal,
    }),
  slots: (a: Audience, counsellorId: number, date: string, signal?: AbortSignal) =>
    apiGet<DaySlots>(`${prefix(a)}/counselors-slot`, {
      ...auth(a),
      query: { counsellor_id: counsellorId, date },
      signal,
    }),
  quote: (a: Audience, counsellorId: number, signal?: AbortSignal) =>
    apiGet<Quote>(`${prefix(a)}/counselors-booking-amt/${counsellorId}`, { ...auth(a), signal }),
  /** The booking dialog builds this body field by field (CounsellingBook or CounsellingPublicBook on the wire). */
  book: (a: Audience, body: Record<string, unknown>) =>
    apiPost<BookResult>(`${prefix(a)}/book-counselor`, body, auth(a)),
  bookWithoutSlot: (a: Audience, body: CounsellingBookWithoutSlot) =>
    apiPost<PartnerResult>(`${prefix(a)}/book-counselor-without-slot`, body, auth(a)),
  applyDiscount: (a: Audience, body: CounsellingApplyDiscount) =>
    apiPost<DiscountQuote>(`${prefix(a)}/apply-discount-code`, body, auth(a)),
  myBookings: (signal?: AbortSignal) => apiGet<CounsellingBookingList>('/counselors-booking', { signal }),
  updateBooking: (body: UpdateBookingBody) => apiPatch<CounsellingBookingChange>('/update-booking', body),
  feedback: (body: CounsellingFeedback) => apiPost<CounsellingFeedbackAnswer>('/counselling-feedback', body),
  publicBooking: (uid: string) =>
    apiGet<CounsellingPublicBooking>('/public/booking-details', { auth: false, query: { uid } }),
  publicFeedback: (body: CounsellingFeedback) =>
    apiPost<CounsellingFeedbackAnswer>('/public/counselling-feedback', body, { auth: false }),
};

/** The counsellor categories' English labels (the admin area, which stays English). */
export const CATEGORY_LABEL: Record<number, string> = CounsellorCategory;
/** A counsellor category in the reader's language (render-time: the component uses `useT`). */
export const categoryLabel = (id: number): string => enumLabel('counsellorCategory', id, CATEGORY_LABEL[id]);
/** 1 Sunday .. 7 Saturday (enums.json "weekday"), shortened: "Sun" ("रवि" in Hindi). */
export const weekdayShort = (id: number): string =>
  enumLabel('weekdayShort', id, (Weekday as Record<number, string>)[id]?.slice(0, 3));
/**
 * Redirect delays of the spec (docs/product-rules.md "Delays and limits"): payment 1000 ms; a partner's page 1000 ms
 * for signed-in users, at once for visitors.
 */
export const PAYMENT_REDIRECT_MS = 1000;
export const PARTNER_REDIRECT_MS = 1000;

/** "Tue, 24 Nov" ("मंगल, 24 नव॰" in Hindi) for an IST calendar date string. */
export function formatDay(date: string): string {
  return formatWeekdayDateIST(date);
}

/** "10:00 am" for an IST wall-clock "10:00". */
export function formatSlot(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const clock = `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}`;
  return h < 12 ? t('counselling.timeAm', { time: clock }) : t('counselling.timePm', { time: clock });
}
