import type { BillingAddress } from '../../shared/generated/entities/address';
import type { PackageInfo } from '../../shared/package-info';

/** Response shapes the browser reads (api-contract.md section 3). */

export type UserProfile = {
  _id: string;
  id: number;
  unique_user_no: string;
  email: string;
  user_type: number;
  company_id: number | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  gender: number | null;
  age_range: number | null;
  preferences: number[];
  address: string | null;
  pin_code: string | null;
  city_name: string | null;
  state: string | null;
  country: string | null;
  billing_address: BillingAddress | null;
  coupon_code: string | null;
  is_new_user: boolean;
  consent_at: string | null;
  profile_complete: boolean;
};

export type SessionCompany = { id: number; company_name: string; user_type: number; company_logo?: string | null };

export type LoginResponse = {
  _id: string;
  user_type: number;
  is_new_user: boolean;
  company: (SessionCompany & { _id: string }) | null;
  auth_token: string;
  token: string;
  login_type: number;
  sso_type: number | null;
  is_financial_planner_register: boolean;
  package_info: PackageInfo;
  unique_user_no: string;
  user_preference: { age_range: number | null; preferences: number[] };
  profile: UserProfile;
};

/** GET user-profile: the profile with the caller's package and company. */
export type ProfileResponse = UserProfile & { package_info: PackageInfo; company: SessionCompany | null };

export type ProfileUpdate = {
  first_name?: string;
  last_name?: string;
  gender?: number;
  age_range?: number;
  phone_number?: string | null;
  address?: string | null;
  pin_code?: string | null;
  city_name?: string | null;
  state?: string | null;
  country?: string | null;
  preferences?: number[];
  billing_address?: BillingAddress | null;
};

export type PreferenceUpdate = { age_range?: number; preferences?: number[]; consent?: boolean };

/**
 * request_login_otp / resend_login_otp: `email` on the e-mail path, `phone_number` (10 digits) on the
 * phone path; `sent_to` is where the code went (masked on the phone path).
 */
export type OtpSentResponse = {
  email?: string;
  phone_number?: string;
  sent_to: string;
  expires_in_seconds: number;
  resend_after_seconds: number;
};

export type AdminDashboardCounts = {
  active_clients: number;
  inactive_clients: number;
  active_partners: number;
  inactive_partners: number;
  counsellors_booked: number;
  counselling_sessions: number;
  course_enrollments: number;
  calculator_usages: number;
  webinars_watched: number;
  elearning_enrollment: number;
  knowledge_base_usage: number;
  system_logins: number;
  webinar_enrollment: number;
};

/** Server data is checked at the door: a login without token, profile or package is refused. */
export function isLoginResponse(value: unknown): value is LoginResponse {
  const v = value as Partial<LoginResponse> | null;
  return (
    !!v &&
    typeof v.auth_token === 'string' &&
    !!v.profile &&
    typeof v.profile === 'object' &&
    !!v.package_info &&
    Array.isArray(v.package_info.modules)
  );
}
