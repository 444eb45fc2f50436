import { currentLocale, hasMessage, t, type MessageKey } from '../i18n/browser';

/**
 * Labels of the numeric enumerations (schemas/catalogue/enums.json, and the stock course's purchase status) in the
 * reader's language (docs/i18n.md "Enum labels"): the catalogue holds one sentence per value, `enums.<enum>.<value>`
 * (src/i18n/messages/<locale>/enums.json, a `pages` namespace), with the English exactly as the screens showed it.
 * The server keeps sending its English label (`status_label`, `difficulty_label`, a category's name): a value this
 * bundle does not know, or a catalogue part not loaded yet, shows that label instead.
 *
 * Call these during render of a component that uses `useT()`, so it renders again on a language switch.
 */
const ENUM_KEYS = {
  bookingStatus: {
    1: 'enums.bookingStatus.1',
    2: 'enums.bookingStatus.2',
    3: 'enums.bookingStatus.3',
    4: 'enums.bookingStatus.4',
    5: 'enums.bookingStatus.5',
    6: 'enums.bookingStatus.6',
    7: 'enums.bookingStatus.7',
  },
  purchaseStatus: {
    1: 'enums.purchaseStatus.1',
    2: 'enums.purchaseStatus.2',
    3: 'enums.purchaseStatus.3',
    4: 'enums.purchaseStatus.4',
    5: 'enums.purchaseStatus.5',
  },
  courseStatus: {
    1: 'enums.courseStatus.1',
    2: 'enums.courseStatus.2',
    3: 'enums.courseStatus.3',
    4: 'enums.courseStatus.4',
    5: 'enums.courseStatus.5',
  },
  difficulty: { 1: 'enums.difficulty.1', 2: 'enums.difficulty.2', 3: 'enums.difficulty.3' },
  sessionType: { 1: 'enums.sessionType.1', 2: 'enums.sessionType.2' },
  gender: { 1: 'enums.gender.1', 2: 'enums.gender.2', 3: 'enums.gender.3' },
  ageRange: {
    1: 'enums.ageRange.1',
    2: 'enums.ageRange.2',
    3: 'enums.ageRange.3',
    4: 'enums.ageRange.4',
    5: 'enums.ageRange.5',
  },
  preference: {
    1: 'enums.preference.1',
    2: 'enums.preference.2',
    3: 'enums.preference.3',
    4: 'enums.preference.4',
    5: 'enums.preference.5',
    6: 'enums.preference.6',
    7: 'enums.preference.7',
    8: 'enums.preference.8',
    9: 'enums.preference.9',
    10: 'enums.preference.10',
    11: 'enums.preference.11',
    12: 'enums.preference.12',
  },
  weekday: {
    1: 'enums.weekday.1',
    2: 'enums.weekday.2',
    3: 'enums.weekday.3',
    4: 'enums.weekday.4',
    5: 'enums.weekday.5',
    6: 'enums.weekday.6',
    7: 'enums.weekday.7',
  },
  weekdayShort: {
    1: 'enums.weekdayShort.1',
    2: 'enums.weekdayShort.2',
    3: 'enums.weekdayShort.3',
    4: 'enums.weekdayShort.4',
    5: 'enums.weekdayShort.5',
    6: 'enums.weekdayShort.6',
    7: 'enums.weekdayShort.7',
  },
  timeSlot: { 1: 'enums.timeSlot.1', 2: 'enums.timeSlot.2', 3: 'enums.timeSlot.3', 4: 'enums.timeSlot.4' },
  counsellorCategory: {
    1: 'enums.counsellorCategory.1',
    2: 'enums.counsellorCategory.2',
    3: 'enums.counsellorCategory.3',
  },
  videoCategory: {
    1: 'enums.videoCategory.1',
    2: 'enums.videoCategory.2',
    3: 'enums.videoCategory.3',
    4: 'enums.videoCategory.4',
    5: 'enums.videoCategory.5',
    6: 'enums.videoCategory.6',
    7: 'enums.videoCategory.7',
    8: 'enums.videoCategory.8',
    9: 'enums.videoCategory.9',
    10: 'enums.videoCategory.10',
    11: 'enums.videoCategory.11',
    12: 'enums.videoCategory.12',
  },
  module: {
    1: 'enums.module.1',
    2: 'enums.module.2',
    3: 'enums.module.3',
    4: 'enums.module.4',
    5: 'enums.module.5',
    6: 'enums.module.6',
    7: 'enums.module.7',
    8: 'enums.module.8',
    9: 'enums.module.9',
    10: 'enums.module.10',
  },
  role: {
    1: 'enums.role.1',
    2: 'enums.role.2',
    3: 'enums.role.3',
    4: 'enums.role.4',
    5: 'enums.role.5',
    6: 'enums.role.6',
    7: 'enums.role.7',
    8: 'enums.role.8',
    9: 'enums.role.9',
    10: 'enums.role.10',
    11: 'enums.role.11',
    12: 'enums.role.12',
  },
} as const satisfies Record<string, Record<number, MessageKey>>;

export type EnumName = keyof typeof ENUM_KEYS;

/**
 * The label of `value` of enum `name` in the current locale; `fallback` (the server's label) when the catalogue has
 * no sentence for it, else the value itself as text.
 */
export function enumLabel(name: EnumName, value: number | string | null | undefined, fallback?: string | null): string {
  const keys: Partial<Record<string, MessageKey>> = ENUM_KEYS[name];
  const key = value === null || value === undefined ? undefined : keys[String(value)];
  if (key && hasMessage(key)) return t(key);
  return fallback ?? (value === null || value === undefined ? '' : String(value));
}

/** The ISO 639-1 codes of the languages counsellors list by their English names. */
const LANGUAGE_CODES: Record<string, string> = {
  assamese: 'as',
  bengali: 'bn',
  bangla: 'bn',
  english: 'en',
  gujarati: 'gu',
  hindi: 'hi',
  kannada: 'kn',
  konkani: 'kok',
  malayalam: 'ml',
  marathi: 'mr',
  nepali: 'ne',
  odia: 'or',
  oriya: 'or',
  punjabi: 'pa',
  sanskrit: 'sa',
  sindhi: 'sd',
  tamil: 'ta',
  telugu: 'te',
  urdu: 'ur',
};
const languageNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A language named in English ("Marathi", as counsellor profiles store it) in the reader's language ("मराठी"),
 * through `Intl.DisplayNames`; a name it does not know stays as written.
 */
export function languageName(english: string): string {
  const code = LANGUAGE_CODES[english.trim().toLowerCase()];
  const locale = currentLocale();
  if (!code || locale === 'en-IN') return english;
  let names = languageNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
    languageNames.set(locale, names);
  }
  return names?.of(code) ?? english;
}
