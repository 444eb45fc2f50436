import type { NotificationInput } from '../../../shared/generated/entities/notification';
import type { ReminderInput } from '../../../shared/generated/entities/reminder';
import { API_BASE, apiDelete, apiGet, apiPatch, apiPost } from '../../api/api-client';
import { ApiError } from '../../api/api-error';
import type { FormRecord } from '../../forms/schema-validator';
import { sessionHeaders } from '../../session/session-keys';

export type { NotificationInput, ReminderInput };

type IdName = { id: number; name: string };

/** A notification as users/notifications answers it (src/server/modules/engagement/response-schemas.ts). */
export type UserNotification = {
  _id: number;
  header: string;
  preview_message: string;
  message: string;
  type: IdName;
  priority: IdName;
  start_date: string;
  end_date: string | null;
  preview_img: string | null;
  is_read: boolean;
  read_at: string | null;
};
export type NotificationPage = {
  notifications: UserNotification[];
  unread_count: number;
  total: number;
  current_page: number;
  next_page: number | null;
  total_page: number;
};

/** The admin shape (docs/product-rules.md "Notification admin shape"). */
export type AdminNotification = {
  _id: number;
  header: string;
  preview_message: string;
  message: string;
  start_date: string;
  end_date: string | null;
  type: IdName;
  client_type: IdName[];
  specific_clients: number[];
  specific_partners: number[];
  priority: IdName;
  status: boolean;
  preview_img: string | null;
  delivery: string[];
  reminder_id: number | null;
  email_sent: boolean;
  created_at: string;
};
export type AdminNotificationPage = Omit<NotificationPage, 'notifications' | 'unread_count'> & {
  notifications: AdminNotification[];
};

export type Reminder = Omit<ReminderInput, 'type' | 'priority'> & {
  _id: number;
  type: number;
  priority: number;
  created_at: string;
};

// The unread count shared by the bell and the notifications page lives in unread-count.ts (the header's bell is in the
// employee entry, the rest of this file is not: docs/performance.md).
import { publishUnread } from './unread-count';

export { publishUnread, refreshUnread, subscribeUnread } from './unread-count';

export const listMyNotifications = (page: number, filter: 'all' | 'read' | 'unread') =>
  apiGet<NotificationPage>('/users/notifications', { query: { page, limit: 10, filter } });
export async function markRead(body: { notification_id: number } | { all: true }) {
  const r = await apiPost<{ marked: number; unread_count: number }>('/users/read-notification', body);
  publishUnread(r.unread_count);
  return r;
}

// ---- admin ----
export const getAdminNotification = (id: number, signal?: AbortSignal) =>
  apiGet<AdminNotification>(`/admin/notifications/${id}`, { signal });
export const deleteNotifications = (ids: number[]) =>
  apiDelete<{ deleted: number[] }>('/admin/notifications', { body: { ids } });

/** The record the form edits, from the admin shape. */
export function notificationRecord(n: AdminNotification): FormRecord {
  return {
    header: n.header,
    preview_message: n.preview_message,
    message: n.message,
    type: n.type.id,
    priority: n.priority.id,
    delivery: n.delivery,
    client_type: n.client_type.map((c) => c.id),
    specific_clients: n.specific_clients,
    specific_partners: n.specific_partners,
    start_date: n.start_date,
    end_date: n.end_date ?? undefined,
    status: n.status,
  };
}

type Envelope = { status: string; status_code: string; message: string; data: unknown };
const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && 'status' in v && 'status_code' in v;

/**
 * Add or edit with an optional image, multipart, with upload progress (whole percent 0-100, reset
 * to 0 after: docs/product-rules.md "Delays and limits"). XMLHttpRequest because fetch reports no upload progress.
 */
export function saveNotification(
  opts: { id?: number; data: FormRecord; image?: File | null },
  onProgress: (percent: number) => void,
): Promise<AdminNotification> {
  const form = new FormData();
  form.append('data', JSON.stringify(opts.data));
  if (opts.image) form.append('preview_img', opts.image);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.id ? 'PATCH' : 'POST', `${API_BASE}/admin/notifications${opts.id ? `/${opts.id}` : ''}`);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => {
      onProgress(0);
      reject(new ApiError('E-10074'));
    };
    xhr.onload = () => {
      onProgress(0);
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(new ApiError('E-10001', { httpStatus: xhr.status }));
      }
      if (!isEnvelope(body)) return reject(new ApiError('E-10001', { httpStatus: xhr.status }));
      if (body.status === 'success') return resolve(body.data as AdminNotification);
      const data = body.data as { errors?: Array<{ field: string; code: string; message: string }> } | null;
      reject(
        new ApiError(body.status_code, {
          message: body.message,
          httpStatus: xhr.status,
          fields: data?.errors ?? [],
          data,
        }),
      );
    };
    xhr.send(form);
  });
}

export const listReminders = () => apiGet<{ reminders: Reminder[] }>('/reminders');
export const getReminder = (id: number, signal?: AbortSignal) => apiGet<Reminder>(`/reminders/${id}`, { signal });
export const saveReminder = (record: FormRecord, id?: number) =>
  id ? apiPatch<Reminder>(`/reminders/${id}`, record) : apiPost<Reminder>('/reminders', record);

/** One-click unsubscribe from the page a mail's link opens (no login). */
export const unsubscribe = (token: string) =>
  apiPost<{ kind: string; unsubscribed: boolean; changed: boolean }>('/mail-unsubscribe', undefined, {
    query: { token },
    auth: false,
  });

// ---- spotlights, calls to action, tasks ----
export type Spotlight = {
  _id: number;
  month: string;
  title: string;
  message: string;
  image_url: string | null;
  link_url: string | null;
  target: 'client_partner' | 'retail';
  is_default: boolean;
  company_ids: number[];
  status: boolean;
  created_at: string;
};
export type CtaOption = {
  _id: number;
  title: string;
  text: string;
  button_label: string;
  route: string;
  sort_order: number;
  status: boolean;
};
export type Task = {
  _id: number;
  title: string;
  description: string;
  source: 'ResourceTasks' | 'HeadstartTasks';
  status: 'Incomplete' | 'Completed';
  route: string;
  on_list: boolean;
  completed_at: string | null;
};
export type TaskPage = { tasks: Task[]; progress: { completed: number; total: number; percent: number } };

export const getSpotlight = (id: number, signal?: AbortSignal) =>
  apiGet<Spotlight>(`/monthly-spotlights/${id}`, { signal });
export const saveSpotlight = (record: FormRecord, id?: number) =>
  id ? apiPatch<Spotlight>(`/monthly-spotlights/${id}`, record) : apiPost<Spotlight>('/monthly-spotlights', record);
export const deleteSpotlight = (id: number) => apiDelete<{ _id: number }>(`/monthly-spotlights/${id}`);
export function spotlightRecord(s: Spotlight): FormRecord {
  return {
    title: s.title,
    message: s.message,
    month: s.month,
    target: s.target,
    is_default: s.is_default,
    company_ids: s.company_ids,
    image_url: s.image_url ?? undefined,
    link_url: s.link_url ?? undefined,
    status: s.status,
  };
}

export const getCta = (id: number, signal?: AbortSignal) => apiGet<CtaOption>(`/cta-options/${id}`, { signal });
export const saveCta = (record: FormRecord, id?: number) =>
  id ? apiPatch<CtaOption>(`/cta_option/${id}`, record) : apiPost<CtaOption>('/cta_option', record);
export const deleteCta = (id: number) => apiDelete<{ _id: number }>(`/cta_option/${id}`);

export const setTaskStatus = (task_id: number, status: Task['status']) =>
  apiPatch<TaskPage>('/my-tasks', { task_id, status });
export const addTask = (task_id: number) => apiPost<TaskPage>('/my-tasks', { task_id });
