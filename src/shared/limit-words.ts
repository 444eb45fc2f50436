/**
 * Plain sentences for ajv's errors, shared by the server (field errors, form-definition checks) and the admin forms
 * (issue 29: a form definition's errors read as sentences, and a limit tightened by an overlay names the real limit).
 */
type AjvLike = { keyword?: string; name?: string; params?: unknown; message?: string };

const LIMIT_KEYWORDS = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

/** The sentence of a limit ("Must be 50 or less."), or null when the error is not about a limit. */
export function limitSentence(error: AjvLike): string | null {
  const keyword = error.keyword ?? error.name ?? '';
  if (!LIMIT_KEYWORDS.has(keyword)) return null;
  const limit = String((error.params as { limit?: unknown } | undefined)?.limit);
  switch (keyword) {
    case 'minimum':
      return `Must be ${limit} or more.`;
    case 'maximum':
      return `Must be ${limit} or less.`;
    case 'exclusiveMinimum':
      return `Must be more than ${limit}.`;
    case 'exclusiveMaximum':
      return `Must be less than ${limit}.`;
    case 'minLength':
      return limit === '1' ? 'Please fill this in.' : `Use at least ${limit} characters.`;
    case 'maxLength':
      return `Use at most ${limit} characters.`;
    case 'minItems':
      return limit === '1' ? 'Choose at least one.' : `Choose at least ${limit}.`;
    default:
      return `Choose at most ${limit}.`;
  }
}

/** Whether an error comes from the overlay of a form's combined schema (`allOf[core, overlay]`, the second part). */
export const fromOverlay = (error: { schemaPath?: string }) => (error.schemaPath ?? '').startsWith('#/allOf/1/');

/** A sentence for any ajv error: the limit's, else plain words per keyword, else ajv's own text with a capital. */
export function ajvSentence(error: AjvLike): string {
  const limit = limitSentence(error);
  if (limit) return limit;
  const p = (error.params ?? {}) as Record<string, unknown>;
  switch (error.keyword ?? error.name) {
    case 'required':
      return `"${String(p.missingProperty)}" is required.`;
    case 'additionalProperties':
      return `"${String(p.additionalProperty)}" is not allowed here.`;
    case 'type':
      return `Must be ${String(p.type).replace(/,/g, ' or ')}.`;
    case 'enum':
      return Array.isArray(p.allowedValues)
        ? `Must be one of: ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}.`
        : 'Must be one of the allowed values.';
    case 'const':
      return `Must be ${JSON.stringify(p.allowedValue)}.`;
    case 'pattern':
      return 'Is not in the expected format.';
    case 'format':
      return `Must be a valid ${String(p.format)}.`;
    case 'uniqueItems':
      return 'Each value may appear only once.';
    default: {
      const text = (error.message ?? 'is not valid').trim();
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`;
    }
  }
}

/** Where an ajv error is, for a person: "/properties/discount_per/maximum" -> "properties › discount_per › maximum". */
export function placeOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join(' › ');
}
