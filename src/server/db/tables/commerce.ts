import type { ColumnType, Generated } from 'kysely';
import type { Arr, Json, Timestamp } from '../column-types.js';

/** Row types of migration 1300-commerce: part of the one `Database` (docs/database.md, docs/commerce.md). */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Bigint = ColumnType<number, number | bigint, number | bigint>;
type NullableBigint = ColumnType<number | null, number | bigint | null | undefined, number | bigint | null>;

export type PackageTier = { min_users: number; price_paise: number };

export type PackageTermsTable = {
  package_id: number;
  /** 1 active, 2 inactive */
  status: ColumnType<number, number | undefined, number>;
  description: string | null;
  billing_days: ColumnType<number, number | undefined, number>;
  trial_days: ColumnType<number, number | undefined, number>;
  discount_price_paise: NullableBigint;
  discount_percent: number | null;
  tiers: Json<PackageTier[]>;
  company_ids: Arr<number>;
  free_sessions: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
};

export type CouponBatchesTable = {
  id: Generated<number>;
  package_id: number;
  /** 1 Client, 2 Partner, 3 Paid User */
  paid_to: number;
  company_id: number | null;
  quantity: number;
  valid_until: string | null;
  created_by: number | null;
  created_at: Timestamp;
};

export type CouponsTable = {
  id: Generated<number>;
  batch_id: number;
  code: string;
  status: ColumnType<'Pending' | 'Used', 'Pending' | 'Used' | undefined, 'Pending' | 'Used'>;
  used_by: number | null;
  used_at: NullableTimestamp;
};

export type SubscriptionStatus = 'pending' | 'trial' | 'active' | 'expired' | 'cancelled' | 'refunded';

export type SubscriptionsTable = {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  source: 'signup' | 'coupon' | 'admin' | 'renewal';
  status: SubscriptionStatus;
  price_paise: ColumnType<number, number | undefined, number>;
  coupon_id: number | null;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
  next_charge_at: NullableTimestamp;
  /** The buyer consented to automatic debit ("Renew automatically"); can be turned off. */
  auto_renew: ColumnType<boolean, boolean | undefined, boolean>;
  /** The provider's saved payment method from the first payment (sandbox or razorpay token, customer). */
  mandate_provider: string | null;
  mandate_customer: string | null;
  mandate_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type StockCoursesTable = {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  cost_paise: Bigint;
  is_combo: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<number, number | undefined, number>;
  sequence: ColumnType<number, number | undefined, number>;
};

export type StockCoursePurchasesTable = {
  id: Generated<number>;
  course_id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone_number: string | null;
  discount_code_id: number | null;
  discount_percent: ColumnType<number, number | undefined, number>;
  discount_paise: ColumnType<number, number | undefined, number>;
  cost_paise: Bigint;
  final_paise: Bigint;
  /** machines/stock-course-purchase.machine.ts PURCHASE_STATUS */
  status: number;
  payment_url: string | null;
  paid_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type StockCourseRedemptionsTable = {
  discount_code_id: number;
  redeemer_key: string;
  purchase_id: number;
};

export type CommercePaymentsTable = {
  id: Generated<number>;
  kind: 'package' | 'stock_course';
  subscription_id: number | null;
  purchase_id: number | null;
  user_id: number | null;
  provider: string;
  provider_ref: string;
  provider_payment_id: string | null;
  amount_paise: Bigint;
  status: 'created' | 'paid' | 'failed' | 'refunded' | 'refund_failed';
  paid_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
  refund_ref: string | null;
  /** A charge of a saved token (automatic renewal), not a payment link. */
  auto: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SessionCodesTable = {
  user_id: number;
  code: string;
  verified_at: NullableTimestamp;
  /** "Don't ask again" on the prompt after login. */
  prompt_dismissed_at: NullableTimestamp;
  created_at: Timestamp;
};

export type ProfileImagesTable = {
  user_id: number;
  url: string;
  updated_at: Timestamp;
};

export type CommerceTables = {
  package_terms: PackageTermsTable;
  coupon_batches: CouponBatchesTable;
  coupons: CouponsTable;
  subscriptions: SubscriptionsTable;
  stock_courses: StockCoursesTable;
  stock_course_purchases: StockCoursePurchasesTable;
  stock_course_redemptions: StockCourseRedemptionsTable;
  commerce_payments: CommercePaymentsTable;
  session_codes: SessionCodesTable;
  profile_images: ProfileImagesTable;
};
