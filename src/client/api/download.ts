import { ApiError } from './api-error';
import { sessionHeaders } from '../session/session-keys';

/**
 * Saves a file the server answers to the signed-in session (a report export, a spreadsheet, a certificate) under the
 * server's file name (`Content-Disposition`), else `fallbackName`. `url` is the full path (`/api/v1/...` or `/files/...`).
 * A refusal becomes the answer's ApiError (its code and sentence); no answer at all is E-10074, as in the API wrapper.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetchFile(url);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await res.blob(), name);
}

/** A file answer for the session: the answer when it is one, else its ApiError (E-10074 when nothing answered). */
export async function fetchFile(url: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { headers: sessionHeaders() });
  } catch {
    throw new ApiError('E-10074');
  }
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** Hands bytes to the browser as a download named `name`, through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

async function errorOf(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { status_code?: unknown; message?: unknown };
    if (typeof body.status_code === 'string' && /^E-\d{5}$/.test(body.status_code)) {
      return new ApiError(body.status_code, {
        message: typeof body.message === 'string' ? body.message : undefined,
        httpStatus: res.status,
      });
    }
  } catch {
    // Not an envelope: the generic code.
  }
  return new ApiError('E-10001', { httpStatus: res.status });
}
