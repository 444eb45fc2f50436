import type { MessageKey } from '../../i18n/browser';
import type { A11ySettings } from './a11y-settings';

/** A choice's words are a catalogue key (`label`); a size or a factor is shown as written (`text`). */
type Choice<K extends keyof A11ySettings> = { value: A11ySettings[K]; label: MessageKey | null; text?: string };
export type OptionOf<K extends keyof A11ySettings> = { key: K; label: MessageKey; choices: Array<Choice<K>> };
export type A11yOption = { [K in keyof A11ySettings]: OptionOf<K> }[keyof A11ySettings];

const OFF_ON: Array<{ value: boolean; label: MessageKey }> = [
  { value: false, label: 'a11y.choice.off' },
  { value: true, label: 'a11y.choice.on' },
];

/**
 * The panel renders these in order; every option is a small set of choices (a radio group). Their values are exactly
 * A11Y_VALUES (a11y-settings.ts, which validates stored settings without these words); a11y-options.test.ts checks it.
 */
export const A11Y_OPTIONS: A11yOption[] = [
  {
    key: 'contrast',
    label: 'a11y.option.contrast',
    choices: [
      { value: 'default', label: 'a11y.choice.default' },
      { value: 'high', label: 'a11y.choice.high' },
      { value: 'invert', label: 'a11y.choice.inverted' },
    ],
  },
  { key: 'highlightLinks', label: 'a11y.option.highlightLinks', choices: OFF_ON },
  {
    key: 'textSize',
    label: 'a11y.option.textSize',
    choices: [16, 20, 24, 28].map((n) => ({ value: n as A11ySettings['textSize'], label: null, text: `${n} px` })),
  },
  { key: 'textSpacing', label: 'a11y.option.textSpacing', choices: OFF_ON },
  { key: 'hideImages', label: 'a11y.option.hideImages', choices: OFF_ON },
  { key: 'dyslexiaFriendly', label: 'a11y.option.dyslexiaFriendly', choices: OFF_ON },
  {
    key: 'lineHeight',
    label: 'a11y.option.lineHeight',
    choices: [
      { value: 'default', label: 'a11y.choice.default' },
      { value: 1.5, label: null, text: '1.5x' },
      { value: 1.75, label: null, text: '1.75x' },
      { value: 2, label: null, text: '2x' },
    ],
  },
  {
    key: 'textAlign',
    label: 'a11y.option.textAlign',
    choices: [
      { value: 'default', label: 'a11y.choice.default' },
      { value: 'left', label: 'a11y.choice.left' },
      { value: 'center', label: 'a11y.choice.centre' },
      { value: 'justify', label: 'a11y.choice.justify' },
    ],
  },
  {
    key: 'saturation',
    label: 'a11y.option.saturation',
    choices: [
      { value: 'default', label: 'a11y.choice.default' },
      { value: 'low', label: 'a11y.choice.low' },
      { value: 'high', label: 'a11y.choice.high' },
      { value: 'monochrome', label: 'a11y.choice.mono' },
    ],
  },
  {
    key: 'cursor',
    label: 'a11y.option.cursor',
    choices: [
      { value: 'default', label: 'a11y.choice.default' },
      { value: 'big', label: 'a11y.choice.big' },
    ],
  },
];
