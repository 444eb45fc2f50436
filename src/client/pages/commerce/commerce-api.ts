import type { PackageInfo } from '../../../shared/package-info';
import type { CheckEmail } from '../../../shared/generated/api/commerce/check-email';
import type { CouponApply } from '../../../shared/generated/api/commerce/coupon-apply';
import type { EmailSupport } from '../../../shared/generated/api/commerce/email-support';
import type { PackageSubscribe } from '../../../shared/generated/api/commerce/subscribe';
import type { PackageValidation } from '../../../shared/generated/api/commerce/package-validation';
import type { PackageValidationAnswer } from '../../../shared/generated/api/commerce/package-validation-answer';
import type { SignUp } from '../../../shared/generated/api/commerce/sign-up';
import type { StockCourseBook } from '../../../shared/generated/api/commerce/stock-book';
import type { StockCourseQuote } from '../../../shared/generated/api/commerce/stock-quote';
import { currentLocale } from '../../../i18n/browser';
import { apiGet, apiPatch, apiPost } from '../../api/api-client';
import { enumLabel } from '../../enum-labels';
import type { LoginResponse } from '../../api/types';

/** The answers of the commerce calls (src/server/modules/commerce/routes.ts; docs/commerce.md). */
export type OtpSent = { sent_to: string; expires_in_seconds: number; resend_after_seconds: number };
export type OtpOrLogin = { otp_sent: OtpSent | null; login: LoginResponse | null };
export type RetailPackage = {
  _id: number;
  name: string;
  description: string;
  price: number;
  charge: number;
  billing_days: number;
  trial_days: number;
  free_sessions: number;
  modules: number[];
  calculator_count: number;
};
export type Subscribed = { subscription_id: number; payment_link: string | null; package_info: PackageInfo | null };
export type PaymentState = {
  subscription_id: number | null;
  status: string | null;
  package_name: string | null;
  period_end?: string | null;
  next_charge_at?: string | null;
  auto_renew?: boolean;
  saved_method?: boolean;
  renews?: boolean;
  user_type: number;
  package_info: PackageInfo;
};
export type Course = {
  _id: number;
  name: string;
  description: string;
  is_combo: boolean;
  cost: number;
  final_price: number;
  discount_amount: number;
  discount_percentage: number;
};
export type Purchase = {
  _id: number;
  course_id: number;
  course_name: string;
  status: number;
  status_label: string;
  final_price: number;
  discount_amount: number;
  payment_link: string | null;
  paid_at: string | null;
  created_at: string;
};
export type Quote = Omit<Course, 'name' | 'description' | 'is_combo'> & { code_name: string };
export type Booked = Quote & { course_id: number; payment_link: string };

export const MODULE_LABEL: Record<number, string> = {
  1: 'E-Learning',
  2: 'Calculators',
  3: 'Counselling',
  4: 'Webinars',
  5: 'Knowledge base',
  6: 'E-Learning videos',
  7: 'Finguide',
  8: 'Employee handbook',
  9: 'Quick access',
  10: 'Financial planner',
};

/**
 * A module's name on the sign-up pages: in English as these pages have always named it (MODULE_LABEL), in another
 * language the catalogue's (`enums.module`). A module is an id, never admin-written text; call it during render of
 * a component that uses `useT()`.
 */
export function moduleLabel(id: number): string {
  return currentLocale() === 'en-IN' ? (MODULE_LABEL[id] ?? String(id)) : enumLabel('module', id, MODULE_LABEL[id]);
}

export const commerceApi = {
  packages: () => apiGet<{ packages: RetailPackage[] }>('/user-packages'),
  checkEmail: (body: CheckEmail) => apiPost<{ email: string; available: boolean }>('/user/check-email', body),
  signUp: (body: SignUp) => apiPost<OtpOrLogin>('/sign-up', body),
  subscribe: (body: PackageSubscribe) => apiPost<Subscribed>('/subscribed-package', body),
  checkPayment: () => apiPost<PaymentState>('/package/check-payment'),
  validatePackage: (body: PackageValidation = {}) => apiPost<PackageValidationAnswer>('/package-validation', body),
  applyCoupon: (body: CouponApply) =>
    apiPost<OtpOrLogin & { package_id: number | null; package_name: string | null; package_info: PackageInfo | null }>(
      '/apply-coupon',
      body,
    ),
  verifyCoupon: (coupon_code: string) =>
    apiPost<{ coupon_code: string; package_name: string; verified: boolean }>('/url-coupon-verify', { coupon_code }),
  courses: (signedIn: boolean) =>
    apiGet<{ courses: Course[]; purchases: Purchase[] }>(
      signedIn ? '/stock-market-course' : '/public/stock-market-course',
    ),
  applyDiscount: (signedIn: boolean, body: StockCourseQuote) =>
    apiPost<Quote>(
      signedIn ? '/stock-market-course/apply-discount' : '/public/stock-market-course/apply-discount',
      body,
    ),
  book: (signedIn: boolean, body: StockCourseBook) =>
    apiPost<Booked>(signedIn ? '/stock-market-course/book' : '/public/stock-market-course/book', body),
  purchase: (reference: string) =>
    apiGet<PurchaseState>(`/public/stock-market-course/purchase/${encodeURIComponent(reference)}`),
  cancel: (purchase_id: number) =>
    apiPatch<{ _id: number; status: number; status_label: string; refunded_amount: number }>(
      '/stock-market-course/cancel',
      { purchase_id },
    ),
  sessionCodePrompt: () => apiGet<{ ask: boolean; session_code: string | null }>('/session-code/prompt'),
  dismissSessionCodePrompt: () => apiPost<{ ask: boolean }>('/session-code/dismiss'),
  setAutoRenew: (subscription_id: number, auto_renew: boolean) =>
    apiPost<{ subscription_id: number; auto_renew: boolean; saved_method: boolean }>('/package/auto-renew', {
      subscription_id,
      auto_renew,
    }),
  sessionCode: () => apiGet<{ session_code: string; verified: boolean; first_time: boolean }>('/session-code'),
  verifySessionCode: (session_code: string) =>
    apiPost<{ session_code: string; verified: boolean }>('/verify-session-code', { session_code }),
  emailSupport: (body: EmailSupport) => apiPost<{ queued: boolean; sent: boolean }>('/email-support', body),
};

/** A purchase after the checkout returns: its state, what was bought and paid, and the receipt number. */
export type PurchaseState = {
  _id: number;
  status: number;
  status_label: string;
  course_name: string;
  /** Rupees, 0 until paid. */
  amount_paid: number;
  paid_at: string | null;
  receipt: string;
};
