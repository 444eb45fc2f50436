/**
 * The Hindi values of an admin-authored engagement record (docs/i18n.md "Admin content in Hindi"): `hi` holds some of
 * its text fields under the same names, and readers apply them with `localised()` (src/server/content-locale.ts).
 */

/** What is stored: the named text fields with a value; a field left empty is not kept (the reader gets English). */
export function hindiValues(hi: unknown, fields: readonly string[]): Record<string, string> {
  if (!hi || typeof hi !== 'object' || Array.isArray(hi)) return {};
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = (hi as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') out[field] = value.trim();
  }
  return out;
}

/** `hi` in an admin answer (the edit form shows it again). */
export const hindiSchema = { type: 'object', additionalProperties: { type: 'string' } };

/** The Hindi text fields of each record kind (as in its schemas/entities file's `hi`). */
export const HINDI_FIELDS = {
  notification: ['header', 'preview_message', 'message'],
  reminder: ['header', 'message'],
  spotlight: ['title', 'message'],
  cta: ['title', 'text', 'button_label'],
  widgetItem: ['title', 'message'],
} as const;
