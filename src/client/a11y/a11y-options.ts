import type { MessageKey } from '../../i18n/browser';
import { A11Y_VALUES, type A11ySettings } from './a11y-settings';

/** A choice's words are a catalogue key (`label`); a size or a factor is shown as written (`text`). */
type Choice<K extends keyof A11ySettings> = { value: A11ySettings[K]; label: MessageKey | null; text?: string };
export type OptionOf<K extends keyof A11ySettings> = { key: K; label: MessageKey; choices: Array<Choice<K>> };
export type A11yOption = { [K in keyof A11ySettings]: OptionOf<K> }[keyof A11ySettings];

/** The words of a choice whose value is a word (catalogue keys written out, as the key check needs). */
const WORD: Record<string, MessageKey> = {
  default: 'a11y.choice.default',
  high: 'a11y.choice.high',
  invert: 'a11y.choice.inverted',
  left: 'a11y.choice.left',
  center: 'a11y.choice.centre',
  justify: 'a11y.choice.justify',
  low: 'a11y.choice.low',
  monochrome: 'a11y.choice.mono',
  big: 'a11y.choice.big',
};

/** The option's heading words, by setting. */
const LABEL: { [K in keyof A11ySettings]: MessageKey } = {
  contrast: 'a11y.option.contrast',
  highlightLinks: 'a11y.option.highlightLinks',
  textSize: 'a11y.option.textSize',
  textSpacing: 'a11y.option.textSpacing',
  hideImages: 'a11y.option.hideImages',
  dyslexiaFriendly: 'a11y.option.dyslexiaFriendly',
  lineHeight: 'a11y.option.lineHeight',
  textAlign: 'a11y.option.textAlign',
  saturation: 'a11y.option.saturation',
  cursor: 'a11y.option.cursor',
};

/** Off/on for a switch, a size in px, a factor as "1.5x", a word from the catalogue. */
function choiceOf<K extends keyof A11ySettings>(key: K, value: A11ySettings[K]): Choice<K> {
  if (typeof value === 'boolean') return { value, label: value ? 'a11y.choice.on' : 'a11y.choice.off' };
  if (typeof value === 'number') return { value, label: null, text: key === 'textSize' ? `${value} px` : `${value}x` };
  return { value, label: WORD[value] };
}

/**
 * The panel renders these in order (A11Y_VALUES' order); every option is a small set of choices (a radio group) whose
 * values are A11Y_VALUES (a11y-settings.ts, which validates stored settings without these words).
 */
export const A11Y_OPTIONS: A11yOption[] = (Object.keys(A11Y_VALUES) as Array<keyof A11ySettings>).map(
  <K extends keyof A11ySettings>(key: K) =>
    ({
      key,
      label: LABEL[key],
      choices: (A11Y_VALUES[key] as ReadonlyArray<A11ySettings[K]>).map((v) => choiceOf(key, v)),
    }) as OptionOf<K> as A11yOption,
);
