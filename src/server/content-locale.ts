import type { Locale } from '../i18n/locales.js';

/**
 * Admin-authored text in the reader's language (docs/i18n.md "Admin content in Hindi"). A record an admin writes
 * (a widget's config, a FAQ, a notification, a course) may carry `hi`: the Hindi values of some of its text fields,
 * under the same names (`{ title: 'SIP', hi: { title: 'एसआईपी' } }`). A Hindi reader gets the Hindi value where one
 * is written and the English one where not, never an empty field; an English reader gets the English fields. The
 * answer never carries `hi` itself (readers do not need both).
 *
 * A string replaces a string; a list of strings replaces a list of strings (key points) when every entry is
 * filled. Anything else in `hi` is ignored, so a stray or stale value cannot change a field's type.
 */
export function localised<T extends object>(record: T, locale: Locale): Omit<T, 'hi'> {
  const { hi, ...rest } = record as T & { hi?: unknown };
  if (locale !== 'hi-IN' || !hi || typeof hi !== 'object' || Array.isArray(hi)) return rest;
  const out: Record<string, unknown> = { ...rest };
  for (const [field, value] of Object.entries(hi as Record<string, unknown>)) {
    const english = out[field];
    if (typeof english === 'string' && typeof value === 'string' && value.trim() !== '') out[field] = value;
    else if (
      Array.isArray(english) &&
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((v) => typeof v === 'string' && v.trim() !== '')
    )
      out[field] = value;
  }
  return out as Omit<T, 'hi'>;
}

/** `localised` over a list. */
export function localisedAll<T extends object>(records: readonly T[], locale: Locale): Array<Omit<T, 'hi'>> {
  return records.map((r) => localised(r, locale));
}

/**
 * For a Hindi reader, the Hindi list of a list answered by position (a quiz question's options, a risk question's
 * option labels): `hi[field]` when it has one filled string for each of the `count` English entries, else null (the
 * English stays, so an answer's index names the same option in both languages). Null for any other reader.
 */
export function hindiInOrder(record: { hi?: unknown }, field: string, count: number, locale: Locale): string[] | null {
  const { hi } = record;
  if (locale !== 'hi-IN' || !hi || typeof hi !== 'object' || Array.isArray(hi)) return null;
  const list = (hi as Record<string, unknown>)[field];
  if (!Array.isArray(list) || list.length !== count) return null;
  return list.every((v) => typeof v === 'string' && v.trim() !== '') ? (list as string[]) : null;
}
