import { httpStatusFor, messageFor } from './catalogue.js';

export type FieldError = { field: string; code: string; message: string };

/**
 * The one error type of the product. Thrown anywhere (server services, shared validators); the
 * server's error handler turns it into the envelope with the HTTP status from the catalogue.
 */
export class AppError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly fields?: FieldError[];
  readonly data?: unknown;

  constructor(
    code: string,
    options: { message?: string; fields?: FieldError[]; data?: unknown; httpStatus?: number } = {},
  ) {
    super(options.message ?? messageFor(code));
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = options.httpStatus ?? httpStatusFor(code);
    this.fields = options.fields;
    this.data = options.data;
  }
}

/** A field-level validation failure: the code's message, naming the field. */
export function fieldError(field: string, code: string, message?: string): AppError {
  const msg = message ?? messageFor(code);
  return new AppError(code, { message: msg, fields: [{ field, code, message: msg }] });
}
