import { t, type MessageKey } from '../../../i18n/browser';

/**
 * What a person can do about each answer the mutual-fund calculators refuse with. The server's
 * message says what is wrong (with the scheme's name where it knows it); this says what to try.
 */
const HINTS: Record<string, MessageKey> = {
  'E-10206': 'mf.hint.E-10206',
  'E-10580': 'mf.hint.E-10580',
  'E-10581': 'mf.hint.E-10581',
  'E-10582': 'mf.hint.E-10582',
  'E-10583': 'mf.hint.E-10583',
  'E-10584': 'mf.hint.E-10584',
  'E-10585': 'mf.hint.E-10585',
  'E-10586': 'mf.hint.E-10586',
  'E-10587': 'mf.hint.E-10587',
  'E-10588': 'mf.hint.E-10588',
  'E-10589': 'mf.hint.E-10589',
  'E-10590': 'mf.hint.E-10590',
  'E-10591': 'mf.hint.E-10591',
  'E-10592': 'mf.hint.E-10592',
  'E-10593': 'mf.hint.E-10593',
  'E-10595': 'mf.hint.E-10595',
  'E-10074': 'mf.hint.E-10074',
  'E-10075': 'mf.hint.E-10075',
};

export function hintFor(code: string): string | null {
  const key = HINTS[code];
  return key ? t(key) : null;
}
