import { useLocale } from './browser';
import type { Locale } from './locales';

/**
 * The language of admin-authored text, for its `lang` attribute (docs/i18n.md "Admin content in Hindi"). Content is
 * written in English, with an optional Hindi version per field; a Hindi reader gets the Hindi value where one exists
 * and the English one where not (the server's `localised`). In a Hindi page, text without a Devanagari letter is
 * that English fallback: it is marked `lang="en-IN"` so a screen reader reads it with an English voice and the
 * browser hyphenates and spell-checks it as English. In an English page nothing needs marking.
 *
 * Use it only on text an admin wrote (titles, descriptions, FAQ answers, names of services…), never on the portal's
 * own words: those come from the catalogue in the reader's language.
 */
export function authoredLang(text: string | null | undefined, page: Locale): 'en-IN' | undefined {
  if (page === 'en-IN' || !text) return undefined;
  return /[\u0900-\u097F]/.test(text) || !/[A-Za-z]/.test(text) ? undefined : 'en-IN';
}

/** `authoredLang` for a component: `const lang = useAuthoredLang(); <h3 lang={lang(course.title)}>`. */
export function useAuthoredLang(): (text: string | null | undefined) => 'en-IN' | undefined {
  const page = useLocale();
  return (text) => authoredLang(text, page);
}
