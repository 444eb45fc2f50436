import type { KbArticlesAnswer } from '../../../../shared/generated/api/knowledge-base/kb-articles-answer';
import type { KbTreeAnswer } from '../../../../shared/generated/api/knowledge-base/kb-tree-answer';
import { API_BASE, apiDelete, apiGet, apiPatch, apiPost } from '../../../api/api-client';
import { ApiError, type ApiFieldError } from '../../../api/api-error';
import { sessionHeaders } from '../../../session/session-keys';

export type { KbArticlesAnswer, KbTreeAnswer };
export type AdminCategory = KbTreeAnswer['categories'][number];
export type NodeType = 'category' | 'sub_category' | 'group' | 'faq' | 'article';

/** Create and update paths of the contract (the PATCH path carries the edited item's own id). */
const PATHS: Record<NodeType, string> = {
  category: '/knowledge-base-categories',
  sub_category: '/knowledge-based-sub-category',
  group: '/group',
  faq: '/faq',
  article: '/knowledge-base/articles',
};

export const kbAdminApi = {
  tree: (signal?: AbortSignal) => apiGet<KbTreeAnswer>('/knowledge-base/admin/tree', { signal }),
  articles: (signal?: AbortSignal) => apiGet<KbArticlesAnswer>('/knowledge-base/admin/articles', { signal }),
  save: (type: NodeType, id: number | null, record: Record<string, unknown>) =>
    id === null
      ? apiPost<{ id: number }>(PATHS[type], record)
      : apiPatch<{ id: number }>(`${PATHS[type]}/${id}`, record),
  remove: (type: NodeType, id: number) => apiDelete<null>(`${PATHS[type]}/${id}`),
  order: (type: NodeType, ids: number[]) => apiPatch<null>('/knowledge-base/order', { type, ids }),
  preview: (html: string) => apiPost<{ html: string }>('/knowledge-base/admin/preview', { html }),
};

/**
 * FAQs and articles go as multipart (field `data` with the record, optional `file`) through XHR,
 * which reports upload progress (0..1) for the progress bar.
 */
export function saveWithFile(
  type: 'faq' | 'article',
  id: number | null,
  record: Record<string, unknown>,
  file: File | null,
  onProgress: (fraction: number) => void,
): Promise<{ id: number }> {
  const form = new FormData();
  form.append('data', JSON.stringify(record));
  if (file) form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(id === null ? 'POST' : 'PATCH', `${API_BASE}${PATHS[type]}${id === null ? '' : `/${id}`}`);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError('E-10074'));
    xhr.onload = () => {
      let body: { status?: string; status_code?: string; message?: string; data?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        reject(new ApiError('E-10001', { httpStatus: xhr.status }));
        return;
      }
      if (xhr.status < 300 && body.status === 'success') {
        onProgress(1);
        resolve(body.data as { id: number });
        return;
      }
      const data = body.data as { errors?: ApiFieldError[] } | null | undefined;
      reject(
        new ApiError(/^E-\d{5}$/.test(body.status_code ?? '') ? body.status_code! : 'E-10001', {
          message: body.message,
          httpStatus: xhr.status,
          fields: Array.isArray(data?.errors) ? data.errors : [],
          data,
        }),
      );
    };
    xhr.send(form);
  });
}
