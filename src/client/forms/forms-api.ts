import type { UiSchema } from '@rjsf/utils';
import { apiGet, apiPatch, apiPost } from '../api/api-client';
import type {
  FormDefinitionList,
  FormOverlayCheckAnswer,
  FormPublish,
  FormPublished,
  FormVersionCreate,
  FormVersionCreated,
  FormVersionList,
  PublishedFormAnswer,
} from '../../shared/generated/index';
import type { FormRecord } from './schema-validator';

/**
 * GET forms/:key: the published definition (schemas/api/published-form.schema.json); `schema` is allOf[core,
 * overlay] with x-error-codes; the uiSchema is read as RJSF's type.
 */
export type PublishedForm = Omit<PublishedFormAnswer, 'uiSchema'> & { uiSchema: UiSchema<FormRecord> };

export type FormSummary = FormDefinitionList[number];
export type FormVersion = FormVersionList[number];
export type OverlayCheck = FormOverlayCheckAnswer;

export const getPublishedForm = (formKey: string, signal?: AbortSignal) =>
  apiGet<PublishedForm>(`/forms/${formKey}`, { signal });
export const listForms = () => apiGet<FormDefinitionList>('/forms');
export const listFormVersions = (formKey: string) => apiGet<FormVersionList>(`/forms/${formKey}/versions`);
export const checkOverlay = (formKey: string, overlay: unknown) =>
  apiPost<OverlayCheck>(`/forms/${formKey}/check`, { overlay });
export const createFormVersion = (formKey: string, body: FormVersionCreate) =>
  apiPost<FormVersionCreated>(`/forms/${formKey}/versions`, body);
export const publishFormVersion = (formKey: string, version: number, basePublished: number) => {
  const body: FormPublish = { version, base_published_version: basePublished };
  return apiPatch<FormPublished>(`/forms/${formKey}`, body);
};
