import { CounsellorCategory, Weekday } from '../../../shared/generated/enums';
import { apiGet, apiPatch, apiPost, type QueryValue } from '../../api/api-client';

/** Shapes of the counselling calls (schemas/entities/booking.schema.json, counselling-service.schema.json). */
export type CounsellingService = {
  id: number;
  slug: string;
  title: string;
  description: string;
  covered: string[];
  excluded: string[];
  hasAccess: boolean;
  disclaimerText: string | null;
  disclaimerPoints: string[];
  note: string | null;
  background: string | null;
  kind: 'slot' | 'partner' | 'link';
  session_minutes: number;
  partner_name: string | null;
  link: string | null;
};

export type Counsellor = {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  experience: number;
  experience_level: number;
  specialization_id: number[];
  specializations: string[];
  category: number;
  cost_disclaimer: string | null;
  brief_profile: string;
  location: string;
  available_days: number[];
  rating: number;
  rating_count: number;
  languages: string[];
  featured: boolean;
  price_paise: number;
  session_minutes: number;
  image: string | null;
};

export type CounsellorList = {
  counselors: Counsellor[];
  total: number;
  current_page: number;
  next_page: number | null;
  total_page: number;
};

export type Slot = { slot_time: string; starts_at: string; ends_at: string; available: boolean };
export type DaySlots = { available_slots: Slot[]; date: string };
export type Calendar = { from: string; available_dates: Array<{ date: string; free_slots: number }> };

export type Booking = {
  _id: number;
  uid: string;
  status: number;
  status_label: string;
  service_id: number;
  service_title: string;
  counsellor_id: number | null;
  counsellor_name: string | null;
  booking_date: string | null;
  slot_time: string | null;
  starts_at: string | null;
  ends_at: string | null;
  session_type: number;
  session_order: number | null;
  free_session: boolean;
  price_paise: number;
  discount_paise: number;
  amount_paise: number;
  payment_url: string | null;
  redirect_url: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  is_upcoming: boolean;
  can_reschedule: boolean;
  can_cancel: boolean;
  can_feedback: boolean;
  feedback: { rating: number; feedback: string } | null;
};

export type Quote = { price_paise: number; free_session: boolean; session_order: number; amount_paise: number };
export type BookResult = {
  booking: Booking;
  free_session: boolean;
  payment_url: string | null;
  first_name: string | null;
  last_name: string | null;
};
export type PartnerResult = {
  booking: Booking;
  redirect_url: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
};
export type DiscountQuote = {
  code_name: string;
  discount_percentage: number;
  price_paise: number;
  discount_paise: number;
  final_price_paise: number;
};

/** Whether the calls go to the signed-in or the public variants. */
export type Audience = 'client' | 'public';

const prefix = (a: Audience) => (a === 'public' ? '/public' : '');
const auth = (a: Audience) => ({ auth: a !== 'public' });

/** The reads take the AbortSignal of the effect that starts them, so a superseded answer never lands. */
export const counsellingApi = {
  services: (a: Audience) => apiGet<{ services: CounsellingService[] }>(`${prefix(a)}/counselling-services`, auth(a)),
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
  book: (a: Audience, body: Record<string, unknown>) =>
    apiPost<BookResult>(`${prefix(a)}/book-counselor`, body, auth(a)),
  bookWithoutSlot: (a: Audience, body: Record<string, unknown>) =>
    apiPost<PartnerResult>(`${prefix(a)}/book-counselor-without-slot`, body, auth(a)),
  applyDiscount: (a: Audience, body: Record<string, unknown>) =>
    apiPost<DiscountQuote>(`${prefix(a)}/apply-discount-code`, body, auth(a)),
  myBookings: (signal?: AbortSignal) => apiGet<{ bookings: Booking[] }>('/counselors-booking', { signal }),
  updateBooking: (body: Record<string, unknown>) =>
    apiPatch<{ booking: Booking; booking_list: Booking[]; refund_paise?: number }>('/update-booking', body),
  feedback: (body: Record<string, unknown>) => apiPost<unknown>('/counselling-feedback', body),
  publicBooking: (uid: string) =>
    apiGet<{ booking: Booking }>('/public/booking-details', { auth: false, query: { uid } }),
  publicFeedback: (body: Record<string, unknown>) =>
    apiPost<unknown>('/public/counselling-feedback', body, { auth: false }),
};

export const CATEGORY_LABEL: Record<number, string> = CounsellorCategory;
/** 1 Sunday .. 7 Saturday (enums.json "weekday"), shortened: "Sun". */
export const WEEKDAY_SHORT: Record<number, string> = Object.fromEntries(
  Object.entries(Weekday).map(([id, label]) => [id, label.slice(0, 3)]),
);
/** Redirect delays of the spec (section 9): payment 1000 ms; a partner's page 1000 ms for signed-in users, at once for visitors. */
export const PAYMENT_REDIRECT_MS = 1000;
export const PARTNER_REDIRECT_MS = 1000;

/** "Tue, 24 Nov" for an IST calendar date string. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "10:00 am" for an IST wall-clock "10:00". */
export function formatSlot(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}
