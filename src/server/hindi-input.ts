/*
 * The Hindi values an admin sends with a record (`hi`, docs/i18n.md "Admin content in Hindi"), for every module:
 * reduced to the text fields the record translates, empty values dropped (a reader then gets the English text), HTML
 * fields passed through the same cleaner as the English one.
 */
type Cleaners = Partial<Record<string, (value: string) => string>>;

/**
 * The Hindi values an admin sent (`hi`), reduced to the named fields: a string trimmed (an HTML field through its
 * cleaner), a list of strings kept only when every entry is filled; empty values and other fields are dropped.
 */
export function hindiValues(
  hi: unknown,
  fields: readonly string[],
  clean: Cleaners = {},
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!hi || typeof hi !== 'object' || Array.isArray(hi)) return out;
  const given = hi as Record<string, unknown>;
  for (const field of fields) {
    const value = given[field];
    if (typeof value === 'string' && value.trim() !== '') {
      const cleaned = (clean[field] ?? ((v: string) => v.trim()))(value);
      if (cleaned.trim() !== '') out[field] = cleaned;
    } else if (Array.isArray(value)) {
      const items = value.filter((v): v is string => typeof v === 'string').map((v) => v.trim());
      if (items.length && items.every(Boolean)) out[field] = items;
    }
  }
  return out;
}

/** `hindiValues` as the JSON text of the `hi` column, or `undefined` when the body has no `hi` (keep the stored). */
export function hindiColumn(hi: unknown, fields: readonly string[], clean: Cleaners = {}): string | undefined {
  return hi === undefined ? undefined : JSON.stringify(hindiValues(hi, fields, clean));
}

/** The stored `hi` of a record with each HTML field cleaned again on read (as the English HTML is). */
export function hindiRead(
  hi: Record<string, string | string[]> | null | undefined,
  clean: Cleaners = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(hi ?? {})) {
    if (typeof value !== 'string') continue;
    out[field] = clean[field] ? clean[field](value) : value;
  }
  return out;
}
