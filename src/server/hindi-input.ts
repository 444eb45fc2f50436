/**
 * The Hindi values an admin sends with a record (`hi`, docs/i18n.md "Admin content in Hindi"), reduced to the text
 * fields the record translates: trimmed, empty values dropped (a reader then gets the English text), HTML fields
 * passed through the same cleaner as the English one. Answers the JSON text for the `hi` column, or `undefined`
 * when the body has no `hi` at all, so an update that leaves it out keeps the stored values.
 */
export function hindiColumn(
  hi: unknown,
  fields: readonly string[],
  clean: Partial<Record<string, (value: string) => string>> = {},
): string | undefined {
  if (hi === undefined) return undefined;
  const out: Record<string, string | string[]> = {};
  if (hi && typeof hi === 'object' && !Array.isArray(hi)) {
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
  }
  return JSON.stringify(out);
}

/** The stored `hi` of a record with each HTML field cleaned again on read (as the English HTML is). */
export function hindiRead(
  hi: Record<string, string | string[]> | null | undefined,
  clean: Partial<Record<string, (value: string) => string>> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(hi ?? {})) {
    if (typeof value !== 'string') continue;
    out[field] = clean[field] ? clean[field](value) : value;
  }
  return out;
}
