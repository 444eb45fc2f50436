import { API_BASE, apiGet, apiPost } from '../../../api/api-client';
import { downloadFile } from '../../../api/download';
import type { ReportExportJob, ReportPage } from '../../../../shared/generated/index';

export type { ReportExportJob, ReportPage };
export type ReportRow = ReportPage['list'][number];

/** The report filters as they live in the page's URL (?range=1y&company_id=2 ...), also the API's query. */
export const FILTER_PARAMS = [
  'range',
  'from',
  'to',
  'slots',
  'weekdays',
  'ratings',
  'company_id',
  'partner_id',
  'kind',
  'sort',
] as const;

export function filtersOf(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FILTER_PARAMS) {
    const v = search.get(k);
    if (v) out[k] = v;
  }
  return out;
}

/**
 * Downloads GET report/<api>/export as a file: fetched with the bearer token (a plain link would
 * carry none), then saved through an object URL under the server's file name.
 */
export async function downloadReport(
  api: string,
  format: 'xlsx' | 'pdf',
  filters: Record<string, string>,
): Promise<void> {
  const qs = new URLSearchParams({ ...filters, format });
  await downloadFile(`${API_BASE}/report/${api}/export?${qs}`, `${api}.${format}`);
}

/** Starts a background export (docs/reports.md "Background exports"). */
export function startExportJob(api: string, format: 'xlsx' | 'pdf', filters: Record<string, string>) {
  return apiPost<ReportExportJob>(`/report/${api}/export-jobs`, undefined, { query: { ...filters, format } });
}

export function exportJob(id: string) {
  return apiGet<ReportExportJob>(`/report/exports/${id}`);
}

export { downloadFile };
