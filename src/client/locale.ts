import { currentLocale, onLocaleChange, setLocale } from '../i18n/browser';
import { isLocale, localeFromLanguages, type Locale } from '../i18n/locales';
import { setFormatLocale } from '../shared/format-locale';

/**
 * The person's language (docs/i18n.md "Choosing the language"): their saved choice on this device, else the
 * browser's languages (Hindi first → Hindi), until they sign in; the account's saved language then wins
 * (`applyAccountLocale`), so the choice follows them to other devices. Money, numbers and dates follow the locale.
 */
export const LOCALE_STORAGE_KEY = 'finwell_locale';

function savedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

onLocaleChange((next) => {
  setFormatLocale(next);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
});

/** Before the first render: the device's choice or the browser's language (its catalogue chunk is fetched first). */
export async function initLocale(): Promise<void> {
  const initial = savedLocale() ?? localeFromLanguages(navigator.languages ?? [navigator.language]);
  if (initial !== currentLocale()) await setLocale(initial).catch(() => undefined);
}

/** The signed-in account's saved language, if it has one, replaces the device's. */
export function applyAccountLocale(locale: string | null | undefined): void {
  if (isLocale(locale) && locale !== currentLocale()) void setLocale(locale).catch(() => undefined);
}
