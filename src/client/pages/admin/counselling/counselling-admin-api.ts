import type { CounsellingCharge, CounsellingChargeResponse } from '../../../../shared/generated/index';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../../api/api-client';
import type { Booking, Counsellor } from '../../counselling/counselling-api';

/** Extra fields of a form-defined record: whatever the published overlay added (shown as list columns). */
type Extras = { [field: string]: unknown };
export type AdminCounsellor = Counsellor &
  Extras & {
    email: string;
    phone_number: string | null;
    status: number;
    sequence_number: number;
    keyword: string | null;
    own_price: number | null;
    available_times: Array<{ start_time: string; end_time: string }>;
    blocked_dates: string[];
  };
export type DiscountCode = Extras & {
  id: number;
  code_name: string;
  discount_per: number;
  start_date: string;
  end_date: string;
  counsellor_categories: number[];
  counsellor_ids: number[];
  status: number;
  uses?: number;
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
export type Upload = {
  id: number;
  file_name: string;
  status: 'pending' | 'confirmed';
  rows: UploadRow[];
  valid_rows: number;
  invalid_rows: number;
  created_at: string;
};

export const counsellingAdminApi = {
  counsellor: (id: number, signal?: AbortSignal) => apiGet<AdminCounsellor>(`/manage-counsellor/${id}`, { signal }),
  createCounsellor: (body: unknown) => apiPost<AdminCounsellor>('/manage-counsellor', body),
  updateCounsellor: (id: number, body: unknown) => apiPatch<AdminCounsellor>(`/manage-counsellor/${id}`, body),
  bookFor: (body: unknown) => apiPost<{ booking: Booking; payment_url: string | null }>('/book-counselling', body),
  updateBooking: (body: unknown) => apiPatch<{ booking: Booking }>('/update-booking', body),
  discount: (id: number, signal?: AbortSignal) => apiGet<DiscountCode>(`/discount-code/${id}`, { signal }),
  createDiscount: (body: unknown) => apiPost<DiscountCode>('/discount-code', body),
  updateDiscount: (id: number, body: unknown) => apiPatch<DiscountCode>(`/discount-code/${id}`, body),
  deleteDiscount: (id: number) => apiDelete<null>(`/discount-code/${id}`),
  upload: (body: { file_name: string; file_base64: string }) => apiPost<Upload>('/upload-user-booking', body),
  updateUpload: (body: unknown) => apiPatch<Upload>('/upload-user-booking', body),
  charge: () => apiGet<CounsellingChargeResponse>('/counselling-charge'),
  setCharge: (charge: CounsellingCharge['charge']) =>
    apiPatch<CounsellingChargeResponse>('/counselling-charge', { charge } satisfies CounsellingCharge),
};
