import { apiGet, apiPatch, apiPost } from '../../../api/api-client';
import type { LayoutPreviewResponse } from '../../../../../widgets/ui/landing-types';
import type { PageDocument } from '../../../../shared/landing/page-document';
import type { CompanyClientList, PackageList } from '../../../../shared/generated/index';

export type RevisionInfo = {
  revision: number;
  note: string | null;
  created_at: string;
  created_by_email: string | null;
};

/** GET landing-page/client-landing-page/:company_id (0 = the default page). */
export type PageState = {
  company_id: number | null;
  latest_revision: number;
  published_revision: number | null;
  published_at: string | null;
  draft: PageDocument | null;
  revisions: RevisionInfo[];
};

export type StoredRevision = { revision: number; note: string | null; created_at: string; doc: PageDocument };
export type PackageSummary = Pick<PackageList['packages'][number], 'id' | 'name'>;
export type CompanySummary = Pick<
  CompanyClientList['companies'][number],
  'id' | 'company_name' | 'user_type' | 'status' | 'package_id'
>;

export const getPageState = (companyKey: number, signal?: AbortSignal) =>
  apiGet<PageState>(`/landing-page/client-landing-page/${companyKey}`, { signal });

export const getRevision = (companyKey: number, revision: number) =>
  apiGet<StoredRevision>(`/landing-page/client-landing-page/${companyKey}/revisions/${revision}`);

export const saveDraft = (opts: { companyKey: number; doc: PageDocument; baseRevision: number; note?: string }) =>
  apiPost<{ revision: number; doc: PageDocument }>('/landing-page/client-landing-page', {
    company_id: opts.companyKey,
    doc: opts.doc,
    base_revision: opts.baseRevision,
    ...(opts.note ? { note: opts.note } : {}),
  });

export const changePublished = (opts: {
  companyKey: number;
  action: 'publish' | 'rollback';
  revision: number;
  basePublished: number | null;
}) =>
  apiPatch<{ published_revision: number }>('/landing-page/client-landing-page', {
    company_id: opts.companyKey,
    action: opts.action,
    revision: opts.revision,
    base_published_revision: opts.basePublished,
  });

export const previewLayout = (opts: { doc: PageDocument; companyKey: number; packageId: number | null }) =>
  apiPost<LayoutPreviewResponse>('/landing-page/layout', {
    doc: opts.doc,
    ...(opts.companyKey ? { company_id: opts.companyKey } : {}),
    ...(opts.packageId ? { package_id: opts.packageId } : {}),
  });

export const listPackages = () => apiGet<PackageList>('/package');

export const searchCompanies = (search: string, signal?: AbortSignal) =>
  apiGet<CompanyClientList>('/company/get_all_client', {
    query: { page: 1, limit: 100, search: search || undefined },
    signal,
  });
