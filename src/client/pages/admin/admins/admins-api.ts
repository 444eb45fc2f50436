import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import { ApiError } from '../../../api/api-error';
import type { FormRecord } from '../../../forms/schema-validator';

export type AdminRow = FormRecord & {
  _id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone_number: string | null;
  user_type: number;
  status: number;
  last_login_at: string | null;
};

export const listAdmins = (signal?: AbortSignal) => apiGet<AdminRow[]>('/admins', { signal });
export const createAdmin = (record: FormRecord) => apiPost<AdminRow>('/admins', record);
export const updateAdmin = (id: string, record: FormRecord) => apiPatch<AdminRow>(`/admins/${id}`, record);

/** There is no GET by id: an admin's record is read from the list. */
export async function getAdmin(id: string, signal?: AbortSignal): Promise<AdminRow> {
  const found = (await listAdmins(signal)).find((a) => a._id === id);
  if (!found) throw new ApiError('E-10507', { httpStatus: 404 });
  return found;
}
