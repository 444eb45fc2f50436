import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { fieldErrorsToAppError, toFieldErrors } from '../../shared/validation.js';
import { httpStatusFor, messageFor } from '../../shared/catalogue.js';

/** The success envelope. Every handler returns one of these (never a bare object). */
export type Envelope<T> = { status: 'success' | 'ERROR'; status_code: string; message: string; data: T };

export function ok<T>(data: T, code = 'S-10001'): Envelope<T> {
  return { status: 'success', status_code: code, message: messageFor(code), data };
}

/** The paging fields of a list answer (page numbers from 1; an empty list still has one page). */
export function pageFields(
  total: number,
  page: number,
  limit: number,
): { current_page: number; next_page: number | null; total_page: number } {
  const totalPage = Math.max(1, Math.ceil(total / limit));
  return { current_page: page, next_page: page < totalPage ? page + 1 : null, total_page: totalPage };
}

/** Turns a Fastify (ajv) validation failure into the product's E-code via the schema's x-error-codes. */
function validationToAppError(error: FastifyError, request: FastifyRequest): AppError {
  const part = error.validationContext ?? 'body';
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
  return fieldErrorsToAppError(toFieldErrors(error.validation as never, schema));
}

/**
 * A PostgreSQL data exception (SQLSTATE class 22: a number out of range for its column, text that
 * is not valid for the type) is caused by input a route let through, so it answers 422, not 500.
 */
function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown } | null;
  return typeof e?.code === 'string' && typeof e.severity === 'string' && e.code.startsWith('22');
}

function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const fe = error as FastifyError;
  if (fe && fe.validation) return validationToAppError(fe, request);
  if (isDataException(error)) return new AppError('E-10502');
  switch (fe?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('E-10501');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('E-10300');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('E-10510');
  }
  if (fe instanceof SyntaxError && fe.statusCode === 400) return new AppError('E-10501');
  if (fe?.statusCode === 429) return new AppError('E-10503');
  if (fe?.statusCode === 413) return new AppError('E-10300');
  if (fe?.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError('E-10502', { httpStatus: fe.statusCode, message: messageFor('E-10502') });
  }
  return new AppError('E-10001');
}

export function errorEnvelope(err: AppError): Envelope<unknown> {
  const data = err.fields ? { errors: err.fields, ...(err.data as object | undefined) } : (err.data ?? null);
  return { status: 'ERROR', status_code: err.code, message: err.message, data };
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing, such as a path whose
 * percent-encoding is not valid UTF-8 (FST_ERR_BAD_URL), answer in the envelope with an E-code too
 * (found by tests/api/schema-fuzz.test.ts).
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error, request);
  void reply.status(appError.httpStatus || httpStatusFor(appError.code)).send(errorEnvelope(appError));
}

/** One error handler and one not-found handler: every failure answers in the envelope, no stack traces. */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const appError = toAppError(error, request);
    if (appError.code === 'E-10001') request.log.error({ err: error }, 'unexpected error');
    if (
      reply.getHeader('retry-after') === undefined &&
      appError.httpStatus === 429 &&
      (error as { retryAfter?: number }).retryAfter
    ) {
      reply.header('retry-after', (error as { retryAfter?: number }).retryAfter);
    }
    return reply.status(appError.httpStatus || httpStatusFor(appError.code)).send(errorEnvelope(appError));
  });
}
