import type { RJSFValidationError } from '@rjsf/utils';
import { ajvSchemaValidator } from './ajv-validator';
import { codedMessage, codeForPath, collectErrorCodes, type JsonSchema } from './error-codes';
import { createInterpretingValidator } from './interpreting-validator';
import { fromOverlay, limitSentence } from '../../shared/limit-words';
import { createSwitchingValidator } from './switching-validator';

export type FormRecord = Record<string, unknown>;

/**
 * The validator of every SchemaForm: @rjsf/validator-ajv8 configured like the server's ajv
 * (x-error-codes registered), falling back to the interpreting validator where the page's CSP
 * forbids ajv's generated code. Both give ajv's error shape, so the E-code mapping below reads
 * the same errors as the server's.
 */
export const schemaValidator = createSwitchingValidator<FormRecord>(
  ajvSchemaValidator,
  createInterpretingValidator<FormRecord>(),
);

/** The field path of an RJSF error (".client_configuration.0.end_date" -> ["client_configuration", "0", "end_date"]). */
export function errorPath(error: RJSFValidationError): string[] {
  const property = error.property ?? '';
  const segments = property
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const missing = (error.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  if (error.name === 'required' && typeof missing === 'string' && segments[segments.length - 1] !== missing)
    segments.push(missing);
  return segments;
}

/** Plain words for ajv's messages ("must NOT have fewer than 1 characters" -> "This field is required."). */
export function friendlyMessage(error: { name?: string; params?: unknown; message?: string }): string {
  const p = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'required':
      return 'This field is required.';
    case 'minLength':
      return p.limit === 1 ? 'This field is required.' : `Use at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `Use at most ${String(p.limit)} characters.`;
    case 'minimum':
      return `Must be ${String(p.limit)} or more.`;
    case 'maximum':
      return `Must be ${String(p.limit)} or less.`;
    case 'minItems':
      return p.limit === 1 ? 'Choose at least one.' : `Choose at least ${String(p.limit)}.`;
    case 'uniqueItems':
      return 'Each value may appear only once.';
    case 'enum':
      return 'Choose one of the options.';
    case 'type':
      return `Must be ${String(p.type).replace(/,/g, ' or ')}.`;
    case 'format':
      return p.format === 'uri'
        ? 'Enter a full web address (https://…).'
        : p.format === 'email'
          ? 'Enter a valid email address.'
          : p.format === 'date'
            ? 'Enter a date.'
            : `Must be a valid ${String(p.format)}.`;
    case 'pattern':
      return 'This is not in the expected format.';
    default:
      return error.message ?? 'This value is not valid.';
  }
}

/**
 * Gives each browser-side error the spec's E-code message the server would answer with, from the
 * schema's x-error-codes, so the form and the API say the same thing. Fields without their own
 * code get plain words and, if given, the form's fallback code (E-10525 for widget settings).
 */
export function createErrorTransformer(schema: JsonSchema, fallbackCode?: string) {
  const codes = collectErrorCodes(schema);
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((e) => {
      const code = codeForPath(codes, errorPath(e));
      // A limit the published overlay tightened names that limit ("Must be 50 or less."), as the server does.
      const limit = code && fromOverlay(e) ? limitSentence(e) : null;
      const message = code
        ? limit
          ? `${limit} (${code})`
          : codedMessage(code)
        : `${friendlyMessage(e)}${fallbackCode ? ` (${fallbackCode})` : ''}`;
      const field = errorPath(e).join('.');
      return { ...e, message, stack: field ? `${field}: ${message}` : message };
    });
}
