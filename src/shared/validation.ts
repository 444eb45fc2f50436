import type { ErrorObject, ValidateFunction } from 'ajv';
import { AppError, type FieldError } from './app-error.js';
import { messageFor } from './catalogue.js';
import { ajvSentence, fromOverlay, limitSentence } from './limit-words.js';

type CodedSchema = { 'x-error-codes'?: Record<string, string> };

/**
 * Maps ajv errors to the product's field errors. A schema names codes in `x-error-codes` by field
 * path ("first_name", "billing_address.pin_code"); the longest matching prefix wins, and a field
 * with no code gets E-10502 with ajv's reason. A key "<field>:required" names the code of a missing
 * field when the spec gives that case its own code (discount percentage: E-10392).
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, schema: unknown): FieldError[] {
  const codes = (schema as CodedSchema | undefined)?.['x-error-codes'] ?? {};
  const seen = new Set<string>();
  return (errors ?? []).flatMap((e) => {
    const params = e.params as Record<string, unknown>;
    const segments = e.instancePath
      .split('/')
      .filter(Boolean)
      .filter((s) => !/^\d+$/.test(s));
    const extra = params.missingProperty ?? params.additionalProperty;
    if (typeof extra === 'string') segments.push(extra);
    const field = segments.join('.') || '(body)';
    let code: string | undefined = typeof params.missingProperty === 'string' ? codes[`${field}:required`] : undefined;
    for (let n = segments.length; n > 0 && !code; n--)
      code = codes[segments.slice(0, n).join('.')] ?? codes[segments[n - 1]];
    // One entry per field: the first failing rule names it.
    if (seen.has(field)) return [];
    seen.add(field);
    if (params.additionalProperty) return [{ field, code: 'E-10502', message: `Unknown field "${field}".` }];
    if (!code) return [{ field, code: 'E-10502', message: `${field}: ${ajvSentence(e)}` }];
    // A limit a form's overlay tightened (discount up to 50 %) names that limit, not the core's range (issue 29).
    const limit = fromOverlay(e) ? limitSentence(e) : null;
    return [{ field, code, message: limit ?? messageFor(code) }];
  });
}

export function fieldErrorsToAppError(fields: FieldError[]): AppError {
  const first = fields[0] ?? { field: '(body)', code: 'E-10502', message: messageFor('E-10502') };
  // Prefer a specific code over the generic one when several fields fail.
  const lead = fields.find((f) => f.code !== 'E-10502') ?? first;
  return new AppError(lead.code, {
    message: lead.message,
    fields,
    httpStatus: lead.code === 'E-10502' ? 422 : undefined,
  });
}

/** Validates or throws the AppError of the first failing field. */
export function assertValid<T>(validate: ValidateFunction, value: unknown): T {
  if (validate(value)) return value as T;
  throw fieldErrorsToAppError(toFieldErrors(validate.errors, validate.schema));
}
