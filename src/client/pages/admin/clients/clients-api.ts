import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import type { FormRecord } from '../../../forms/schema-validator';
import type { ExtraFields, Paged } from '../AdminList';

export type ClientRow = FormRecord & {
  id: number;
  _id: string;
  company_name: string;
  user_type: number;
  status: number;
  email_domains: string[];
  package_name: string | null;
  user_count: number;
  company_logo: string | null;
};

/** GET company/get_all_client: a page of clients, plus the form's extra fields to show as columns. */
export type ClientList = Paged<'companies', ClientRow> & ExtraFields;

export const getClient = (id: number, signal?: AbortSignal) =>
  apiGet<FormRecord>(`/company/get_client_by_id/${id}`, { signal });

/** JSON, or multipart (`data` = the record as JSON, `company_logo` = the file) when a logo is chosen. */
function clientBody(record: FormRecord, logo: File | null): FormRecord | FormData {
  if (!logo) return record;
  const form = new FormData();
  form.append('data', JSON.stringify(record));
  form.append('company_logo', logo, logo.name);
  return form;
}

export const addClient = (record: FormRecord, logo: File | null) =>
  apiPost<FormRecord>('/company/add_client', clientBody(record, logo));
export const editClient = (id: number, record: FormRecord, logo: File | null) =>
  apiPatch<FormRecord>(`/company/edit_client/${id}`, clientBody(record, logo));
