import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import { ApiError } from '../../../api/api-error';
import type { FormRecord } from '../../../forms/schema-validator';
import type { AdminRecord, AdminRecordList } from '../../../../shared/generated/index';

/** An admin account as GET/POST/PATCH admins answer it (schemas/api/admin-record.schema.json). */
export type AdminRow = AdminRecord;

export const listAdmins = (signal?: AbortSignal) => apiGet<AdminRecordList>('/admins', { signal });
export const createAdmin = (record: FormRecord) => apiPost<AdminRow>('/admins', record);
export const updateAdmin = (id: string, record: FormRecord) => apiPatch<AdminRow>(`/admins/${id}`, record);

/** There is no GET by id: an admin's record is read from the list. */
export async function getAdmin(id: string, signal?: AbortSignal): Promise<AdminRow> {
  const found = (await listAdmins(signal)).find((a) => a._id === id);
  if (!found) throw new ApiError('E-10507', { httpStatus: 404 });
  return found;
}
