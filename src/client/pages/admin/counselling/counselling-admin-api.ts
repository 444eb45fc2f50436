import type {
  CounsellingBookAnswer,
  CounsellingBookingChange,
  CounsellingCharge,
  CounsellingChargeResponse,
  CounsellingUpload,
  CounsellingUploadView,
  CounsellorView,
  DiscountCodeView,
} from '../../../../shared/generated/index';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../../api/api-client';

/**
 * Answers of the admin counselling calls: the generated types of their response schemas (schemas/api/counsellor-view,
 * discount-code-view, counselling-upload-view; docs/api.md, "One generated client"). The admin calls always send
 * the counsellor's e-mail, phone, availability and blocked dates.
 */
export type AdminCounsellor = CounsellorView &
  Required<Pick<CounsellorView, 'email' | 'phone_number' | 'keyword' | 'sequence_number' | 'own_price'>> & {
    available_times: NonNullable<CounsellorView['available_times']>;
    blocked_dates: NonNullable<CounsellorView['blocked_dates']>;
  };
export type DiscountCode = DiscountCodeView;
export type Upload = CounsellingUploadView;
export type UploadRow = Upload['rows'][number];

export const counsellingAdminApi = {
  counsellor: (id: number, signal?: AbortSignal) => apiGet<AdminCounsellor>(`/manage-counsellor/${id}`, { signal }),
  createCounsellor: (body: unknown) => apiPost<AdminCounsellor>('/manage-counsellor', body),
  updateCounsellor: (id: number, body: unknown) => apiPatch<AdminCounsellor>(`/manage-counsellor/${id}`, body),
  bookFor: (body: unknown) => apiPost<CounsellingBookAnswer>('/book-counselling', body),
  updateBooking: (body: unknown) => apiPatch<CounsellingBookingChange>('/update-booking', body),
  discount: (id: number, signal?: AbortSignal) => apiGet<DiscountCode>(`/discount-code/${id}`, { signal }),
  createDiscount: (body: unknown) => apiPost<DiscountCode>('/discount-code', body),
  updateDiscount: (id: number, body: unknown) => apiPatch<DiscountCode>(`/discount-code/${id}`, body),
  deleteDiscount: (id: number) => apiDelete<null>(`/discount-code/${id}`),
  upload: (body: CounsellingUpload) => apiPost<Upload>('/upload-user-booking', body),
  updateUpload: (body: unknown) => apiPatch<Upload>('/upload-user-booking', body),
  charge: () => apiGet<CounsellingChargeResponse>('/counselling-charge'),
  setCharge: (charge: CounsellingCharge['charge']) =>
    apiPatch<CounsellingChargeResponse>('/counselling-charge', { charge } satisfies CounsellingCharge),
};
