import type { WebinarInput } from '../../../../shared/generated/api/webinars/webinar-input';
import type { WebinarSpeakerInput } from '../../../../shared/generated/api/webinars/speaker-input';
import type { WebinarAdmin } from '../../../../shared/generated/entities/webinar-admin';
import type { WebinarSpeaker } from '../../../../shared/generated/entities/webinar-speaker';
import { API_BASE, apiPatch, apiPost } from '../../../api/api-client';
import { ApiError } from '../../../api/api-error';
import { sessionHeaders } from '../../../session/session-keys';

export type { WebinarAdmin, WebinarInput, WebinarSpeaker, WebinarSpeakerInput };
export type WebinarPage = { webinars: WebinarAdmin[]; total: number; page: number; limit: number };

type Envelope = { status: string; status_code: string; message: string; data: unknown };

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && 'status' in v && 'status_code' in v;
}

/**
 * Multipart add/update with upload progress (whole percent 0-100, reset to 0 after: docs/product-rules.md "Delays and limits").
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function saveWebinar(
  opts: { id?: number; data: WebinarInput; banner?: File | null; video?: File | null },
  onProgress: (percent: number) => void,
): Promise<WebinarAdmin> {
  const form = new FormData();
  form.append('data', JSON.stringify(opts.data));
  if (opts.banner) form.append('banner', opts.banner);
  if (opts.video) form.append('video', opts.video);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.id ? 'PATCH' : 'POST', `${API_BASE}/admin/webinar${opts.id ? `/${opts.id}` : ''}`);
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
        reject(new ApiError('E-10001', { httpStatus: xhr.status }));
        return;
      }
      if (!isEnvelope(body)) return reject(new ApiError('E-10001', { httpStatus: xhr.status }));
      if (body.status === 'success') {
        const d = body.data as { webinar?: WebinarAdmin } & WebinarAdmin;
        return resolve(d.webinar ?? d);
      }
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

export const saveSpeaker = (input: WebinarSpeakerInput, id?: number) =>
  id ? apiPatch<{ _id: number }>(`/admin/speaker/${id}`, input) : apiPost<{ _id: number }>('/admin/speaker', input);
