import { ofetch, type FetchError } from 'ofetch';
import { currentLocale, hasMessage } from '../../i18n/browser';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { hasSession, sessionHeaders } from '../session/session-keys';
import { ApiError, isAbortError, type ApiFieldError } from './api-error';

/**
 * The one API wrapper of the browser (docs/product-rules.md "The API wrapper and session storage"):
 * - base /api/v1, JSON (or FormData) bodies; the session rides in the browser's HttpOnly cookie, and every call carries
 *   the CSRF header (docs/security.md "Browser sessions");
 * - answers the envelope's `data`, or throws an ApiError with the server's E-code and field errors;
 * - E-10010 / E-10016 / E-10017 (dead or expired session): tells the session store, which clears it and goes to /login;
 * - no answer: E-10074 when the network failed, E-10075 after 15 s, otherwise E-10001.
 */
export const API_BASE = '/api/v1';
export const API_TIMEOUT_MS = 15_000;
const SESSION_ENDED_CODES = ['E-10010', 'E-10016', 'E-10017'];

export type QueryValue = string | number | boolean | null | undefined;
export type ApiRequestOptions = {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** false for the public calls (login): a session-ended answer to them does not sign the tab out. Defaults to true. */
  auth?: boolean;
  headers?: Record<string, string>;
};
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Envelope = { status: 'success' | 'ERROR'; status_code: string; message?: string; data?: unknown };

export type SessionEndedHandler = (code: string, data: unknown) => void;
let sessionEndedHandler: SessionEndedHandler | null = null;

/** The session store registers here; returns the unregister function. */
export function onSessionEnded(handler: SessionEndedHandler): () => void {
  sessionEndedHandler = handler;
  return () => {
    if (sessionEndedHandler === handler) sessionEndedHandler = null;
  };
}

function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && 'status' in value && 'status_code' in value;
}

function fieldErrorsOf(data: unknown): ApiFieldError[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is ApiFieldError => !!e && typeof e.field === 'string' && typeof e.code === 'string');
}

function cleanQuery(query: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

/** Turns a failure without an answer into the contract's code. */
function transportError(error: unknown): ApiError {
  const cause = (error as FetchError).cause ?? error;
  if (isAbortError(cause) || (cause as { name?: unknown } | null)?.name === 'TimeoutError')
    return new ApiError('E-10075');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return new ApiError('E-10074');
  if (cause instanceof TypeError) return new ApiError('E-10074');
  return new ApiError('E-10001');
}

export async function apiRequest<T>(method: HttpMethod, path: string, opts: ApiRequestOptions = {}): Promise<T> {
  // The server answers e-mails (an OTP, a receipt) in the language the person reads the portal in.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLocale(),
    ...sessionHeaders(),
    ...opts.headers,
  };
  // Whether the call went with a session: the server drops a dead session's cookies with its answer.
  const signedIn = opts.auth !== false && hasSession();

  // One signal for both the caller's cancel and the 15 s timeout, so each can be told apart.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Awaited<ReturnType<typeof ofetch.raw>>;
  try {
    response = await ofetch.raw(path, {
      baseURL: API_BASE,
      method,
      headers,
      query: cleanQuery(opts.query),
      body: opts.body as BodyInit | Record<string, unknown> | undefined,
      signal: controller.signal,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'json',
    });
  } catch (error) {
    if (opts.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    throw timedOut ? new ApiError('E-10075') : transportError(error);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', forwardAbort);
  }

  const body: unknown = response._data;
  if (!isEnvelope(body)) throw new ApiError('E-10001', { httpStatus: response.status });
  if (body.status === 'success' && response.ok) return body.data as T;

  const code = /^E-\d{5}$/.test(body.status_code) ? body.status_code : 'E-10001';
  const error = new ApiError(code, {
    // The server words its errors in English: a reader in another language gets the code's catalogue sentence.
    message: currentLocale() !== DEFAULT_LOCALE && hasMessage(`error.${code}`) ? undefined : body.message,
    httpStatus: response.status,
    fields: fieldErrorsOf(body.data),
    data: body.data,
  });
  if (SESSION_ENDED_CODES.includes(code) && signedIn) sessionEndedHandler?.(code, body.data);
  throw error;
}

export const apiGet = <T>(path: string, opts?: Omit<ApiRequestOptions, 'body'>) => apiRequest<T>('GET', path, opts);
export const apiPost = <T>(path: string, body?: unknown, opts?: ApiRequestOptions) =>
  apiRequest<T>('POST', path, { ...opts, body });
export const apiPut = <T>(path: string, body?: unknown, opts?: ApiRequestOptions) =>
  apiRequest<T>('PUT', path, { ...opts, body });
export const apiPatch = <T>(path: string, body?: unknown, opts?: ApiRequestOptions) =>
  apiRequest<T>('PATCH', path, { ...opts, body });
export const apiDelete = <T>(path: string, opts?: ApiRequestOptions) => apiRequest<T>('DELETE', path, opts);
