import { DEFAULT_LOCALE, localeFromLanguages, type Locale } from '../i18n/locales.js';

/**
 * The locale a request asks for (docs/i18n.md "Choosing the language"): the browser sends the portal's current
 * language as `Accept-Language` on every API call, so an e-mail sent in answer (an OTP) reads like the page the person
 * is on. Quality values are ignored: the portal sends one tag; a browser's own list is read in order.
 */
export function requestLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0].trim())
    .filter(Boolean);
  return tags.length ? localeFromLanguages(tags) : DEFAULT_LOCALE;
}

/** The locale a request asks for, from its `Accept-Language` header (the one way routes read it). */
export function localeOf(req: { headers: { 'accept-language'?: string | string[] } }): Locale {
  return requestLocale(req.headers['accept-language']);
}
