import type { UiSchema } from '@rjsf/utils';
import { apiGet, apiPatch, apiPost } from '../api/api-client';
import type { FieldError } from '../../shared/app-error';
import type { JsonSchema } from './error-codes';
import type { FormRecord } from './schema-validator';

/** GET forms/:key: the published definition; `schema` is allOf[core, overlay] with x-error-codes. */
export type PublishedForm = {
  formKey: string;
  title: string;
  version: number;
  core: JsonSchema;
  overlay: JsonSchema;
  uiSchema: UiSchema<FormRecord>;
  schema: JsonSchema;
};

export type FormSummary = {
  form_key: string;
  title: string;
  entity_schema: string;
  latest_version: number;
  published_version: number;
  published_at: string | null;
};
export type FormVersion = {
  version: number;
  overlay: JsonSchema;
  ui_schema: JsonSchema;
  note: string | null;
  created_at: string;
  created_by_email: string | null;
};
export type OverlayCheck = { checked: number; rejected: Array<{ index: number; errors: FieldError[] }> };

export const getPublishedForm = (formKey: string, signal?: AbortSignal) =>
  apiGet<PublishedForm>(`/forms/${formKey}`, { signal });
export const listForms = () => apiGet<FormSummary[]>('/forms');
export const listFormVersions = (formKey: string) => apiGet<FormVersion[]>(`/forms/${formKey}/versions`);
export const checkOverlay = (formKey: string, overlay: unknown) =>
  apiPost<OverlayCheck>(`/forms/${formKey}/check`, { overlay });
export const createFormVersion = (
  formKey: string,
  body: { overlay: JsonSchema; ui_schema: JsonSchema; note?: string },
) => apiPost<{ version: number; check: OverlayCheck }>(`/forms/${formKey}/versions`, body);
export const publishFormVersion = (formKey: string, version: number, basePublished: number) =>
  apiPatch<{ published_version: number }>(`/forms/${formKey}`, { version, base_published_version: basePublished });
