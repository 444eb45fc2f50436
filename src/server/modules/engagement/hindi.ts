/**
 * The Hindi values of an admin-authored engagement record (docs/i18n.md "Admin content in Hindi"): `hi` holds some of
 * its text fields under the same names, stored through `hindiValues()` (src/server/hindi-input.ts), and readers apply
 * them with `localised()` (src/server/content-locale.ts).
 */

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
