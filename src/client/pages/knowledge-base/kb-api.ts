import type { KbArticleView } from '../../../shared/generated/api/knowledge-base/kb-article-view';
import type { KbArticlesAnswer } from '../../../shared/generated/api/knowledge-base/kb-articles-answer';
import type { KbCategoriesAnswer } from '../../../shared/generated/api/knowledge-base/kb-categories-answer';
import type { KbCategoryAnswer } from '../../../shared/generated/api/knowledge-base/kb-category-answer';
import type { KbFaqAnswer } from '../../../shared/generated/api/knowledge-base/kb-faq-answer';
import type { KbSchemesAnswer } from '../../../shared/generated/api/knowledge-base/kb-schemes-answer';
import type { KbSearchAnswer } from '../../../shared/generated/api/knowledge-base/kb-search-answer';
import { API_BASE, apiGet, apiPost } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import { sessionHeaders } from '../../session/session-keys';

export type { KbArticleView, KbArticlesAnswer, KbCategoriesAnswer, KbCategoryAnswer, KbSchemesAnswer, KbSearchAnswer };
export type KbCategoryTree = KbCategoryAnswer['category'];
export type KbFaq = KbFaqAnswer['faq'];
export type KbHit = KbSearchAnswer['results'][number];

/** The knowledge-base calls of the employee pages (docs/knowledge-base.md). */
export const kbApi = {
  categories: (signal?: AbortSignal) => apiGet<KbCategoriesAnswer>('/knowledge-base-categories', { signal }),
  category: (id: number, signal?: AbortSignal) =>
    apiGet<KbCategoryAnswer>(`/knowledge-base-categories/${id}`, { signal }),
  faq: (id: number) => apiGet<KbFaqAnswer>(`/knowledge-base/faqs/${id}`),
  blog: (id: number) => apiGet<{ article: KbArticleView }>(`/knowledge-base/blogs/${id}`),
  search: (question: string, signal?: AbortSignal) =>
    apiPost<KbSearchAnswer>('/questions-by-keywords', { question, limit: 12 }, { signal }),
};

/** A file the API serves to signed-in callers only (the session cookie), as a Blob. */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url.startsWith('/api/') || url.startsWith('/files/') ? url : `${API_BASE}${url}`, {
    headers: sessionHeaders(),
    signal,
  });
  if (res.ok) return res.blob();
  let code = 'E-10001';
  let message: string | undefined;
  try {
    const body = (await res.json()) as { status_code?: unknown; message?: unknown };
    if (typeof body.status_code === 'string' && /^E-\d{5}$/.test(body.status_code)) code = body.status_code;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not an envelope: keep E-10001
  }
  throw new ApiError(code, { message, httpStatus: res.status });
}
