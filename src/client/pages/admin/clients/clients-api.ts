import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import type { FormRecord } from '../../../forms/schema-validator';
import type { CompanyClient, CompanyClientList } from '../../../../shared/generated/index';

/** One row of GET company/get_all_client (schemas/api/company-client-list.schema.json). */
export type ClientRow = CompanyClientList['companies'][number];

/** GET company/get_all_client: a page of clients, plus the form's extra fields to show as columns. */
export type ClientList = CompanyClientList;

export const getClient = (id: number, signal?: AbortSignal) =>
  apiGet<CompanyClient>(`/company/get_client_by_id/${id}`, { signal });

/** JSON, or multipart (`data` = the record as JSON, `company_logo` = the file) when a logo is chosen. */
function clientBody(record: FormRecord, logo: File | null): FormRecord | FormData {
  if (!logo) return record;
  const form = new FormData();
  form.append('data', JSON.stringify(record));
  form.append('company_logo', logo, logo.name);
  return form;
}

export const addClient = (record: FormRecord, logo: File | null) =>
  apiPost<CompanyClient>('/company/add_client', clientBody(record, logo));
export const editClient = (id: number, record: FormRecord, logo: File | null) =>
  apiPatch<CompanyClient>(`/company/edit_client/${id}`, clientBody(record, logo));
