import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Arr, Json, Timestamp } from '../column-types.js';
import type { HiColumn } from './learning.js';

/** Row types of migrations 0300-counselling and 0500-form-extras: part of the one `Database` (docs/database.md). */
/** Fields a published form overlay adds (migration 0500-form-extras); '{}' when not given. */
type Extra = ColumnType<Record<string, unknown>, string | undefined, string>;

export type TimeRange = { start_time: string; end_time: string };

/** A service row as seeded and read (plain arrays). */
export type CounsellingService = Selectable<CounsellingServicesTable>;

export type CounsellingServicesTable = {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  category_img: string | null;
  covered: Json<string[]>;
  excluded: Json<string[]>;
  disclaimer_text: string | null;
  disclaimer_points: Json<string[]>;
  note: string | null;
  background: string | null;
  /** slot: booked with a counsellor at a time; partner: redirect to a partner; link: elsewhere in the portal */
  kind: 'slot' | 'partner' | 'link';
  session_minutes: number;
  partner_name: string | null;
  redirect_url: string | null;
  sequence: number;
};

export type CounsellorsTable = {
  /** Hindi of brief_profile and cost_disclaimer (migration 2303-content-hindi-counsellors-packages). */
  hi: HiColumn;
  id: Generated<number>;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  experience: number;
  specialization_ids: Arr<number>;
  category: number;
  cost_disclaimer: string | null;
  brief_profile: string;
  keyword: string | null;
  location: string;
  /** weekdays 1 Sunday .. 7 Saturday (enums.json weekday) */
  available_days: Arr<number>;
  available_times: Json<TimeRange[]>;
  sequence_number: number;
  rating: ColumnType<number, number | undefined, number>;
  rating_count: ColumnType<number, number | undefined, number>;
  status: number;
  languages: Arr<string>;
  featured: boolean;
  price_paise: number | null;
  session_minutes: ColumnType<number, number | undefined, number>;
  image: string | null;
  extra: Extra;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CounsellorBlockedDatesTable = { counsellor_id: number; blocked_date: string };

export type DiscountCodesTable = {
  id: Generated<number>;
  code_name: string;
  discount_per: number;
  start_date: string;
  end_date: string;
  counsellor_categories: Arr<number>;
  counsellor_ids: Arr<number>;
  status: number;
  extra: Extra;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type BookingsTable = {
  id: Generated<number>;
  uid: string;
  user_id: number | null;
  company_id: number | null;
  guest_name: string | null;
  guest_email: string | null;
  /** A visitor's language when booking (migration 1901); NULL for users (users.locale decides). */
  guest_locale: Generated<'en-IN' | 'hi-IN' | null>;
  phone_number: string | null;
  counsellor_id: number | null;
  service_id: number;
  booking_date: string | null;
  slot_time: string | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  status: number;
  session_type: number;
  session_order: number | null;
  price_paise: number;
  discount_code_id: number | null;
  discount_paise: number;
  amount_paise: number;
  payment_provider: string | null;
  payment_ref: string | null;
  payment_url: string | null;
  hold_expires_at: Timestamp | null;
  paid_at: Timestamp | null;
  source: 'user' | 'public' | 'admin' | 'upload';
  booked_by: number | null;
  redirect_url: string | null;
  ical_sequence: Generated<number>;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  reminder_sent_at: Timestamp | null;
  /** What the person wants to talk about, e.g. the assistant's unanswered question (migration 1200-assistant). */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DiscountRedemptionsTable = {
  discount_code_id: number;
  redeemer_key: string;
  booking_id: number;
  created_at: Timestamp;
};

export type FeedbackTable = {
  id: Generated<number>;
  booking_id: number;
  counsellor_id: number | null;
  user_id: number | null;
  rating: number;
  feedback: string;
  created_at: Timestamp;
};

export type UploadRow = {
  row: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  counsellor_id: number | null;
  service_id: number | null;
  booking_date: string | null;
  slot_time: string | null;
  errors: string[];
  booking_uid?: string | null;
};

export type BookingUploadsTable = {
  id: Generated<number>;
  uploaded_by: number;
  file_name: string;
  status: 'pending' | 'confirmed';
  rows: Json<UploadRow[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  confirmed_at: Timestamp | null;
};

export type PaymentsTable = {
  id: Generated<number>;
  booking_id: number;
  provider: string;
  provider_ref: string;
  provider_payment_id: string | null;
  amount_paise: number;
  status: 'created' | 'paid' | 'failed' | 'refunded' | 'refund_failed';
  paid_at: Timestamp | null;
  refunded_at: Timestamp | null;
  refund_ref: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PaymentEventsTable = {
  id: Generated<number>;
  provider: string;
  event_id: string;
  event_type: string;
  provider_ref: string | null;
  outcome: string;
  payload: Json<unknown>;
  received_at: Timestamp;
};

export type SandboxSessionsTable = {
  id: string;
  amount_paise: number;
  description: string;
  reference: string;
  return_url: string;
  status: 'created' | 'paid' | 'failed';
  expires_at: Timestamp;
  completed_at: Timestamp | null;
  event_id: string | null;
  webhook_delivered_at: Timestamp | null;
  delivery_attempts: Generated<number>;
  /** The payer consented to a saved token (automatic renewal); `token` is made when the session is paid. */
  save_token: Generated<boolean>;
  token: string | null;
  created_at: Timestamp;
};

/** The sandbox's saved payment methods; `declines` makes their charges fail (tests). */
export type SandboxTokensTable = {
  token: string;
  customer: string;
  declines: Generated<boolean>;
  created_at: Timestamp;
};

export type JobRunsTable = {
  name: string;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_result: Json<unknown> | null;
};

export type CounsellingTables = {
  counselling_services: CounsellingServicesTable;
  counsellors: CounsellorsTable;
  counsellor_blocked_dates: CounsellorBlockedDatesTable;
  discount_codes: DiscountCodesTable;
  counselling_bookings: BookingsTable;
  discount_redemptions: DiscountRedemptionsTable;
  counselling_feedback: FeedbackTable;
  booking_uploads: BookingUploadsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_sandbox_sessions: SandboxSessionsTable;
  payment_sandbox_tokens: SandboxTokensTable;
  scheduled_job_runs: JobRunsTable;
};
