import type { Locale } from './locales';

/**
 * The web fonts a locale's script needs (docs/i18n.md "Fonts"), loaded before the locale's text is shown. Chromium
 * lays out text that arrives while its unicode-range face is still loading in the system fallback (boxes on a machine
 * without a Devanagari font) and does not always lay it out again when the face arrives: seen on the bold hero heading
 * and the first navigation item after a switch. Loading the four weights the portal uses first avoids that; a slow
 * network never holds the switch longer than `timeoutMs`.
 */
const SCRIPT_FONTS: Partial<Record<Locale, { family: string; sample: string }>> = {
  'hi-IN': { family: 'Noto Sans Devanagari', sample: 'कि' },
};
const WEIGHTS = [400, 500, 600, 700];

export function loadScriptFonts(locale: Locale, timeoutMs = 2000): Promise<void> {
  const font = SCRIPT_FONTS[locale];
  if (!font || typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const loads = Promise.all(
    WEIGHTS.map((w) => document.fonts.load(`${w} 16px "${font.family}"`, font.sample).catch(() => [])),
  ).then(() => undefined);
  return Promise.race([loads, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
