/**
 * The portal's locales (docs/i18n.md). `en-IN` is the source catalogue: every other locale must have every one of
 * its keys (tests/i18n/catalogues.test.ts). Hindi (`hi-IN`) joins this list with its catalogue.
 */
export const LOCALES = ['en-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-IN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
