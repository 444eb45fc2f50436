import { ApiError } from '../../../api/api-error';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../../api/api-client';
import type { FormRecord } from '../../../forms/schema-validator';
import type { WidgetItemList, WidgetItemRecord } from '../../../../shared/generated/index';

/** A widget message or ad as company/widget answers it (schemas/api/widget-item-record.schema.json). */
export type WidgetItem = WidgetItemRecord;
export type { WidgetItemList };

export const listWidgetItems = (page: number, signal?: AbortSignal) =>
  apiGet<WidgetItemList>('/company/widget', { query: { page, limit: 100 }, signal });
export const createWidgetItem = (record: FormRecord) => apiPost<WidgetItem>('/company/widget', record);
export const updateWidgetItem = (id: number, record: FormRecord) =>
  apiPatch<WidgetItem>(`/company/widget/${id}`, record);
export const deleteWidgetItem = (id: number) => apiDelete<null>(`/company/widget/${id}`);

/** There is no GET by id: the item is read from the list. */
export async function getWidgetItem(id: number, signal?: AbortSignal): Promise<WidgetItem> {
  for (let page = 1; page < 50; page++) {
    const list = await listWidgetItems(page, signal);
    const found = list.list.find((w) => w.id === id);
    if (found) return found;
    if (!list.next_page) break;
  }
  throw new ApiError('E-10507', { httpStatus: 404 });
}
