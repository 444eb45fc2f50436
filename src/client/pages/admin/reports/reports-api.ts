import { API_BASE, apiGet, apiPost } from '../../../api/api-client';
import { ApiError } from '../../../api/api-error';
import { sessionHeaders } from '../../../session/session-keys';
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

/** Saves a file the API answers (to the session cookie) under the server's file name. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: sessionHeaders() });
  if (!res.ok) {
    let code = 'E-10001';
    try {
      const body: unknown = await res.json();
      if (body && typeof body === 'object' && 'status_code' in body && typeof body.status_code === 'string') {
        code = body.status_code;
      }
    } catch {
      // not JSON: keep the generic code
    }
    throw new ApiError(code, { httpStatus: res.status });
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
