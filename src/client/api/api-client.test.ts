import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, apiGet, apiPatch, onSessionEnded } from './api-client';
import { ensurePageMessages, setLocale } from '../../i18n/browser';
import { ApiError } from './api-error';

/** The wrapper behaviour of docs/product-rules.md "The API wrapper and session storage", against a stubbed fetch. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api wrapper', () => {
  it('should answer the envelope data on success and send the CSRF cookie in its header, no bearer token', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; fw_csrf=csrf123' });
    const fetch = stubFetch(async () =>
      json(200, { status: 'success', status_code: 'S-10001', message: 'Success.', data: { a: 1 } }),
    );
    await expect(apiGet<{ a: number }>('/user-profile', { query: { page: 2, empty: '' } })).resolves.toEqual({ a: 1 });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('/api/v1/user-profile?page=2');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf123');
    expect(new Headers(init?.headers).get('x-finwell-session')).toBe('cookie');
  });

  it('should pass the server code, message and field errors through', async () => {
    stubFetch(async () =>
      json(422, {
        status: 'ERROR',
        status_code: 'E-10052',
        message: 'Please enter a valid Indian mobile number (10 digits starting with 6, 7, 8 or 9).',
        data: { errors: [{ field: 'phone_number', code: 'E-10052', message: 'bad phone' }] },
      }),
    );
    const e = await failure(apiPatch('/user-profile', { phone_number: '1' }));
    expect(e.code).toBe('E-10052');
    expect(e.httpStatus).toBe(422);
    expect(e.fieldMap().phone_number.code).toBe('E-10052');
  });

  it("should give a Hindi reader the code's Hindi sentence, not the server's English one", async () => {
    await ensurePageMessages();
    await setLocale('hi-IN');
    try {
      stubFetch(async () =>
        json(422, { status: 'ERROR', status_code: 'E-10116', message: 'Incorrect answer.', data: null }),
      );
      const e = await failure(apiGet('/user-resource-activities/quiz/check'));
      expect(e.code).toBe('E-10116');
      expect(e.message).toMatch(/[\u0900-\u097F]/);
      // A code this bundle does not know keeps the server's words.
      stubFetch(async () => json(422, { status: 'ERROR', status_code: 'E-19999', message: 'Newer.', data: null }));
      expect((await failure(apiGet('/x'))).message).toBe('Newer.');
    } finally {
      await setLocale('en-IN');
    }
  });

  it('should report E-10010 / E-10016 to the session store when the browser held a session', async () => {
    vi.stubGlobal('document', { cookie: '__Host-fw_csrf=old' });
    stubFetch(async () => json(401, { status: 'ERROR', status_code: 'E-10010', message: 'expired', data: null }));
    const ended: string[] = [];
    const off = onSessionEnded((code) => ended.push(code));
    const e = await failure(apiGet('/user-profile'));
    off();
    expect(e.code).toBe('E-10010');
    expect(ended).toEqual(['E-10010']);
  });

  it('should turn a network failure into E-10074', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(apiGet('/health'))).code).toBe('E-10074');
  });

  it('should give up after 15 s with E-10075', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(apiGet('/slow'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 10);
    expect((await pending).code).toBe('E-10075');
  });

  it('should answer E-10001 when the reply is not an envelope', async () => {
    stubFetch(
      async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failure(apiGet('/health'))).code).toBe('E-10001');
  });
});
