import catalogue from './errors.json' with { type: 'json' };

/** Every code the mutual-fund calculators can raise (the catalogue in errors.json). */
export type MfErrorCode = keyof typeof catalogue;

/**
 * A user-facing failure of a mutual-fund calculation: bad input or data that cannot answer the
 * question. Carries the catalogue code and its HTTP status so the server's error handler can
 * write the envelope without knowing about mutual funds; anything else thrown is a bug (500).
 */
export class MfError extends Error {
  readonly code: MfErrorCode;
  readonly http: number;
  readonly details?: Record<string, unknown>;

  constructor(code: MfErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? catalogue[code].message);
    this.name = 'MfError';
    this.code = code;
    this.http = catalogue[code].http;
    this.details = details;
  }
}

/** The catalogue entry for a code: HTTP status and default user message. */
export function getMfErrorInfo(code: MfErrorCode): { http: number; message: string } {
  return catalogue[code];
}
