import type { CouponGenerate } from '../../../../shared/generated/api/commerce/coupon-generate';
import type { EndUserUpdate } from '../../../../shared/generated/api/commerce/end-user-update';
import { API_BASE, apiDelete, apiGet, apiPatch, apiPost } from '../../../api/api-client';
import type { FormRecord } from '../../../forms/schema-validator';
import type { MessageKey } from '../../../../i18n/browser';
import { downloadFile as saveFile } from '../../../api/download';

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

/** Label maps hold catalogue keys (adminCommerce.json), translated at render. */
export const APPLICABLE_TO_LABEL: Record<number, MessageKey> = {
  1: 'adminCommerce.applicableTo.1',
  2: 'adminCommerce.applicableTo.2',
  3: 'adminCommerce.applicableTo.3',
};
export const PRICE_TYPE_LABEL: Record<number, MessageKey> = {
  1: 'adminCommerce.priceType.1',
  2: 'adminCommerce.priceType.2',
  3: 'adminCommerce.priceType.3',
};
export const PAID_TO_LABEL: Record<number, MessageKey> = {
  1: 'adminCommerce.paidTo.1',
  2: 'adminCommerce.paidTo.2',
  3: 'adminCommerce.paidTo.3',
};
export const ROLE_LABEL: Record<number, MessageKey> = {
  3: 'adminCommerce.role.3',
  4: 'adminCommerce.role.4',
  5: 'adminCommerce.role.5',
  6: 'adminCommerce.role.6',
  9: 'adminCommerce.role.9',
  10: 'adminCommerce.role.10',
  11: 'adminCommerce.role.11',
  12: 'adminCommerce.role.12',
};
export const COUPON_STATUS_LABEL: Record<'Pending' | 'Used', MessageKey> = {
  Pending: 'adminCommerce.coupons.pending',
  Used: 'adminCommerce.coupons.used',
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

/** Downloads an API file answer (a spreadsheet) with the session, then saves it under `name`. */
export function downloadFile(path: string, name: string): Promise<void> {
  return saveFile(`${API_BASE}${path}`, name);
}
