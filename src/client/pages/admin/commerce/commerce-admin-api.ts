import type { CouponGenerate } from '../../../../shared/generated/api/commerce/coupon-generate';
import type { EndUserUpdate } from '../../../../shared/generated/api/commerce/end-user-update';
import { API_BASE, apiDelete, apiGet, apiPatch, apiPost } from '../../../api/api-client';
import type { FormRecord } from '../../../forms/schema-validator';

/** Answers of the admin commerce calls (src/server/modules/commerce/admin-routes.ts). */
export type AdminPackage = FormRecord & {
  _id: number;
  id: number;
  name: string;
  price_type: number;
  price: number;
  charge: number;
  applicable_to: number;
  level: number;
  modules: number[];
  status: number;
  billing_days: number;
  trial_days: number;
};
export type CouponBatch = {
  _id: number;
  id: number;
  package_id: number;
  package_name: string;
  paid_to: number;
  company_id: number | null;
  company_name: string | null;
  quantity: number;
  used: number;
  valid_until: string | null;
  created_at: string;
};
export type Coupon = {
  id: number;
  code: string;
  status: 'Pending' | 'Used';
  used_at: string | null;
  used_by_email: string | null;
};
export type EndUser = {
  _id: number;
  id: number;
  unique_user_no: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  user_type: number;
  status: number;
  company_id: number | null;
  company_name: string | null;
  package_id: number | null;
  package_name: string | null;
  last_login_at: string | null;
};

export const APPLICABLE_TO_LABEL: Record<number, string> = {
  1: 'Specific Client/Partners',
  2: 'Open for all',
  3: 'Paid users',
};
export const PRICE_TYPE_LABEL: Record<number, string> = { 1: 'Discount price', 2: 'Discount percentage', 3: 'Tiered' };
export const PAID_TO_LABEL: Record<number, string> = { 1: 'Client', 2: 'Partner', 3: 'Paid User' };
export const ROLE_LABEL: Record<number, string> = {
  3: 'Client',
  4: 'Client employee',
  5: 'Unknown client employee',
  6: 'Paid user',
  9: 'Partner',
  10: 'Unknown partner employee',
  11: 'Unknown paid user',
  12: 'Partner employee',
};

export const commerceAdminApi = {
  packages: (applicable_to?: number) =>
    apiGet<{ packages: AdminPackage[] }>('/package-list', { query: applicable_to ? { applicable_to } : {} }),
  package: (id: number, signal?: AbortSignal) => apiGet<AdminPackage>(`/package/${id}`, { signal }),
  createPackage: (body: unknown) => apiPost<AdminPackage>('/package', body),
  updatePackage: (id: number, body: unknown) => apiPatch<AdminPackage>(`/package/${id}`, body),
  deletePackage: (id: number) => apiDelete<null>(`/package/${id}`),
  generateCoupons: (body: CouponGenerate) => apiPost<CouponBatch>('/generate-coupon-code', body),
  updateEndUser: (id: number, body: EndUserUpdate) => apiPatch<EndUser>(`/end-user/${id}`, body),
};

/** Downloads a file answer (a spreadsheet) with the session's token, then saves it under `name`. */
export async function downloadFile(path: string, token: string | null, name: string): Promise<void> {
  const res = await fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`download failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
