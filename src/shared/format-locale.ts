/**
 * The locale of the formatters in format.ts (docs/i18n.md): `en-IN` unless the browser switched it (`setFormatLocale`,
 * called on a language switch) or the server formats for one recipient (`withFormatLocale`). Its own module, so the
 * browser's start-up code sets the locale without carrying the formatters (docs/performance.md).
 */
export type FormatLocale = 'en-IN' | 'hi-IN';
let active: FormatLocale = 'en-IN';

/** The locale the formatters use now. */
export function formatLocale(): FormatLocale {
  return active;
}

/** The browser's locale switch sets this for every formatter. */
export function setFormatLocale(locale: FormatLocale): void {
  active = locale;
}

/** Runs `fn` (synchronous) with the formatters in `locale`: an e-mail for a Hindi reader. */
export function withFormatLocale<T>(locale: FormatLocale, fn: () => T): T {
  const before = active;
  active = locale;
  try {
    return fn();
  } finally {
    active = before;
  }
}
