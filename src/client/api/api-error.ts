import { messageFor, t } from '../../i18n/browser';

export type ApiFieldError = { field: string; code: string; message: string };

/**
 * Every failed call becomes an ApiError carrying the catalogue code (E-1xxxx): the server's own
 * code when it answered, else E-10074 (network), E-10075 (timeout) or E-10001.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly httpStatus: number | null;
  readonly fields: ApiFieldError[];
  readonly data: unknown;

  constructor(
    code: string,
    opts: { message?: string; httpStatus?: number | null; fields?: ApiFieldError[]; data?: unknown } = {},
  ) {
    super(opts.message || messageFor(code));
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = opts.httpStatus ?? null;
    this.fields = opts.fields ?? [];
    this.data = opts.data ?? null;
  }

  /** The field errors keyed by field path ("billing_address.pin_code"), first one per field. */
  fieldMap(): Record<string, ApiFieldError> {
    const map: Record<string, ApiFieldError> = {};
    for (const f of this.fields) map[f.field] ??= f;
    return map;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Aborted calls (a page left before its data came) are not failures to report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: unknown } | null)?.name === 'AbortError';
}

export function toApiError(error: unknown): ApiError {
  return isApiError(error) ? error : new ApiError('E-10001');
}

/**
 * The sentence a person reads ("The OTP is incorrect. Please check it and try again."). The
 * E-code is not part of it: components show it in a separate detail line (ErrorMessage).
 */
export function describeError(error: unknown): string {
  return toApiError(error).message;
}

/**
 * One line for places that hold plain text (a field's message, a picker's status): the sentence first, then its code
 * in brackets ("The OTP is incorrect. (code E-10007)"). Components show the code as a detail instead (ErrorMessage).
 */
export function errorLine(error: Pick<ApiError, 'code' | 'message'>): string {
  return `${error.message} (${t('common.errorCode', { code: error.code })})`;
}
