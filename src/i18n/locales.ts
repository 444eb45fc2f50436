/**
 * The portal's locales (docs/i18n.md). `en-IN` is the source catalogue: every namespace another locale has must have
 * exactly its keys, and the namespaces not translated yet are listed in src/i18n/translation-pending.json
 * (tests/i18n/catalogues.test.ts). The admin area stays in English.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-IN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The display name of each locale, in its own script (the language switcher shows these). */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

/** The locale for a browser's language list (`navigator.languages`): Hindi when Hindi comes before English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi-IN';
    if (base === 'en') return 'en-IN';
  }
  return DEFAULT_LOCALE;
}
