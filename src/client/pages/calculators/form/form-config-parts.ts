import type { MessageKey } from '../../../../i18n/browser';

export type SliderRange = { min: number; max: number; step: number };
export type FormValues = Record<string, unknown>;

/**
 * What the schema cannot say about a form: practical slider ranges (the schema's limits are
 * validation limits, often far wider), labels for enum values, which fields a mode hides, and
 * how fields are grouped. Field names are the registry's.
 */
export type FormConfig = {
  order?: string[];
  /** Titles, notes, labels and hints are catalogue keys, translated where the form renders. */
  groups?: Array<{ title?: MessageKey; note?: MessageKey; fields: string[] }>;
  sliders?: Record<string, SliderRange>;
  enumLabels?: Record<string, Record<string, MessageKey>>;
  showWhen?: Record<string, (values: FormValues) => boolean>;
  hints?: Record<string, MessageKey>;
};

/** The building blocks of the calculator forms' configs (form-config.ts, tax-form-config.ts). */
export const r = (min: number, max: number, step: number): SliderRange => ({ min, max, step });
export const L = 100000;
export const CR = 100 * L;

export const pctReturn = r(0, 30, 0.5);
export const inflation = r(0, 15, 0.5);
export const goalYears = r(1, 40, 1);
export const regimeLabels: Record<string, MessageKey> = {
  old: 'calculators.form.regime.old',
  new: 'calculators.form.regime.new',
  compare: 'calculators.form.regime.compare',
};
export const is = (field: string, value: string) => (v: FormValues) => v[field] === value;
export const isNot = (field: string, value: string) => (v: FormValues) => v[field] !== value;
