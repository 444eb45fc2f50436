import { expect } from 'vitest';

export type EnvelopeBody = {
  status: 'success' | 'ERROR';
  status_code: string;
  message: string;
  data: unknown;
};

type InjectedResponse = { statusCode: number; body: string; headers: Record<string, unknown> };

/** Parses a response as the product's envelope, failing the test when it is not one. */
export function envelopeOf(res: InjectedResponse): EnvelopeBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    throw new Error(`not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`);
  }
  const body = parsed as Partial<EnvelopeBody>;
  expect(body.status === 'success' || body.status === 'ERROR', `status field in ${res.body.slice(0, 200)}`).toBe(true);
  expect(typeof body.status_code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body).toHaveProperty('data');
  return body as EnvelopeBody;
}

/** Asserts an error envelope with this HTTP status and E-code; returns the envelope. */
export function expectError(res: InjectedResponse, httpStatus: number, code: string): EnvelopeBody {
  const body = envelopeOf(res);
  expect({ http: res.statusCode, code: body.status_code, status: body.status }, res.body.slice(0, 300)).toEqual({
    http: httpStatus,
    code,
    status: 'ERROR',
  });
  return body;
}

/** Asserts a success envelope (HTTP 200 unless told) and returns its data. */
export function expectSuccess<T = Record<string, unknown>>(res: InjectedResponse, code?: string, httpStatus = 200): T {
  const body = envelopeOf(res);
  expect({ http: res.statusCode, status: body.status }, res.body.slice(0, 300)).toEqual({
    http: httpStatus,
    status: 'success',
  });
  if (code) expect(body.status_code).toBe(code);
  return body.data as T;
}

/** The field errors of an error envelope (data.errors). */
export function fieldErrors(body: EnvelopeBody): Array<{ field: string; code: string }> {
  const data = body.data as { errors?: Array<{ field: string; code: string }> } | null;
  return data?.errors ?? [];
}
