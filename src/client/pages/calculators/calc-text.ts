import type { FieldError } from '../../../calculators/index';
import type { DatedConstant } from '../../../calculators/rate-types';
import type { RateId } from '../../../calculators/rates';
import { RATES } from '../../../calculators/rates';
import { formatAsOf } from '../../../calculators/rates-by-calculator';
import { formatDateIST } from '../../../shared/format';
import type { NPS_FUND_LABELS } from '../../../calculators/nps-lifecycle-allocation';
import { fieldTitle } from '../../../calculators/schema-field';
import { calculators, type CalculatorKey } from '../../../calculators/index';
import { fieldLabel } from '../../../calculators/text-keys';
import type { TaxYear } from '../../../calculators/tax-years';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales';
import { currentLocale, t, type MessageKey } from '../../../i18n/browser';
import type { FieldSpec } from './form/schema-fields';

/**
 * The calculators' own words (the registry's schemas, rates and messages are English, shared with the server)
 * in the reader's language, from the `calcText` namespace. English readers get the registry's text unchanged.
 */

const UNIT_LABELS: Record<string, MessageKey> = {
  '% p.a.': 'calcText.unit.perYear',
  '% per month': 'calcText.unit.perMonth',
  '% of balance': 'calcText.unit.ofBalance',
};

/** The form's fields with their labels and unit words in `locale`; names, units and limits stay as read. */
export function localiseFields(key: CalculatorKey, fields: FieldSpec[], locale: Locale): FieldSpec[] {
  if (locale === DEFAULT_LOCALE) return fields;
  return fields.map((f) => {
    const unitKey = f.unitLabel === null ? undefined : UNIT_LABELS[f.unitLabel];
    return {
      ...f,
      label: fieldLabel(t, key, f.name, f.label),
      unitLabel: unitKey ? t(unitKey) : f.unitLabel,
    };
  });
}

/** The label of input `field` of calculator `key` in the reader's language (the schema title when English). */
function labelOf(key: CalculatorKey, field: string): string {
  const schema = calculators[key].inputSchema;
  const props = (schema.properties ?? {}) as Record<string, { title?: string } | undefined>;
  const spec = props[field];
  const title = fieldTitle(schema, field);
  if (!spec) return title;
  const base = title.replace(/\s*\([^()]*\)\s*$/, '');
  return fieldLabel(t, key, field, base);
}

type Rule = { key: MessageKey; values?: (m: RegExpExecArray) => Record<string, string> };

/** The registry's wordings after the field's title (src/calculators/schema-field.ts and the cross-field checks). */
const RULES: Array<[RegExp, Rule]> = [
  [/^is required\.$/, { key: 'calcText.error.required' }],
  [/^must be a whole number\.$/, { key: 'calcText.error.wholeNumber' }],
  [/^must be a number\.$/, { key: 'calcText.error.number' }],
  [/^must be true or false\.$/, { key: 'calcText.error.trueFalse' }],
  [/^must be one of: (.+)\.$/, { key: 'calcText.error.oneOf', values: (m) => ({ options: m[1] }) }],
  [/^must be at least (.+)\.$/, { key: 'calcText.error.atLeast', values: (m) => ({ n: m[1] }) }],
  [/^must be more than (.+)\.$/, { key: 'calcText.error.moreThan', values: (m) => ({ n: m[1] }) }],
  [/^must be at most (.+)\.$/, { key: 'calcText.error.atMost', values: (m) => ({ n: m[1] }) }],
  [/^must be a multiple of (.+)\.$/, { key: 'calcText.error.multipleOf', values: (m) => ({ n: m[1] }) }],
  [
    /^cannot exceed the outstanding balance of (₹[\d,.]+) after EMI (\d+)\.$/,
    { key: 'calcText.error.notAboveOutstanding', values: (m) => ({ amount: m[1], month: m[2] }) },
  ],
  [/^is not valid\.$/, { key: 'calcText.error.notValid' }],
];

/** Rules naming another field by its title: "must be greater than Current age (years)." */
const FIELD_RULES: Array<[RegExp, MessageKey]> = [
  [/^must be greater than (.+)\.$/, 'calcText.error.greaterThanField'],
  [/^must be less than (.+)\.$/, 'calcText.error.lessThanField'],
  [/^cannot exceed (.+)\.$/, 'calcText.error.notAboveField'],
  [/^cannot be more than (.+)\.$/, 'calcText.error.notMoreThanField'],
];

/**
 * A field message of the registry (English, shared with the server) in `locale`: the field's title is followed by one
 * of the registry's fixed wordings, so the sentence is rebuilt from the catalogue with the fields' labels. A wording
 * this list does not know keeps the registry's English sentence (never a half-translated one).
 */
export function localiseFieldError(key: CalculatorKey, error: FieldError, locale: Locale): FieldError {
  if (locale === DEFAULT_LOCALE || !error.field) return error;
  const schema = calculators[key].inputSchema;
  const title = fieldTitle(schema, error.field);
  if (!error.message.startsWith(`${title} `)) return error;
  const rest = error.message.slice(title.length + 1);
  const field = labelOf(key, error.field);
  const names = Object.keys(schema.properties ?? {});
  for (const [pattern, messageKey] of FIELD_RULES) {
    const m = pattern.exec(rest);
    const other = m && names.find((n) => fieldTitle(schema, n) === m[1]);
    if (other) return { ...error, message: t(messageKey, { field, other: labelOf(key, other) }) };
  }
  for (const [pattern, rule] of RULES) {
    const m = pattern.exec(rest);
    if (m) return { ...error, message: t(rule.key, { field, ...(rule.values?.(m) ?? {}) }) };
  }
  // "must be less than 25" (a number, not a field) is the exclusive maximum.
  const less = /^must be less than (.+)\.$/.exec(rest);
  if (less) return { ...error, message: t('calcText.error.lessThan', { field, n: less[1] }) };
  return error;
}

type RateText = { label: MessageKey; display: MessageKey; source?: MessageKey; unconfirmed?: MessageKey };

const RATE_TEXT: Record<RateId, RateText> = {
  ppf: {
    label: 'calcText.rate.ppf.label',
    display: 'calcText.rate.ppf.display',
    source: 'calcText.rate.ppf.source',
    unconfirmed: 'calcText.rate.ppf.unconfirmed',
  },
  ssy: {
    label: 'calcText.rate.ssy.label',
    display: 'calcText.rate.ssy.display',
    source: 'calcText.rate.ssy.source',
    unconfirmed: 'calcText.rate.ssy.unconfirmed',
  },
  epf: {
    label: 'calcText.rate.epf.label',
    display: 'calcText.rate.epf.display',
    source: 'calcText.rate.epf.source',
    unconfirmed: 'calcText.rate.epf.unconfirmed',
  },
  nps_exit: {
    label: 'calcText.rate.nps_exit.label',
    display: 'calcText.rate.nps_exit.display',
    source: 'calcText.rate.nps_exit.source',
  },
  nps_lifecycle: {
    label: 'calcText.rate.nps_lifecycle.label',
    display: 'calcText.rate.nps_lifecycle.display',
    source: 'calcText.rate.nps_lifecycle.source',
    unconfirmed: 'calcText.rate.nps_lifecycle.unconfirmed',
  },
  tax_new_regime_fy2024_25: {
    label: 'calcText.rate.tax_new_regime_fy2024_25.label',
    display: 'calcText.rate.tax_new_regime_fy2024_25.display',
    source: 'calcText.rate.tax_new_regime_fy2024_25.source',
  },
  tax_new_regime_fy2025_26: {
    label: 'calcText.rate.tax_new_regime_fy2025_26.label',
    display: 'calcText.rate.tax_new_regime_fy2025_26.display',
    source: 'calcText.rate.tax_new_regime_fy2025_26.source',
  },
  tax_new_regime_fy2026_27: {
    label: 'calcText.rate.tax_new_regime_fy2026_27.label',
    display: 'calcText.rate.tax_new_regime_fy2026_27.display',
    source: 'calcText.rate.tax_new_regime_fy2026_27.source',
    unconfirmed: 'calcText.rate.tax_new_regime_fy2026_27.unconfirmed',
  },
  tax_old_regime: {
    label: 'calcText.rate.tax_old_regime.label',
    display: 'calcText.rate.tax_old_regime.display',
    source: 'calcText.rate.tax_old_regime.source',
  },
  tax_surcharge: {
    label: 'calcText.rate.tax_surcharge.label',
    display: 'calcText.rate.tax_surcharge.display',
    source: 'calcText.rate.tax_surcharge.source',
  },
  tax_cess: {
    label: 'calcText.rate.tax_cess.label',
    display: 'calcText.rate.tax_cess.display',
    source: 'calcText.rate.tax_cess.source',
  },
};

/** A dated constant with its words in `locale` (figures and dates unchanged). */
export function localiseRate(rate: DatedConstant<unknown>, locale: Locale): DatedConstant<unknown> {
  if (locale === DEFAULT_LOCALE) return rate;
  const id = (Object.keys(RATES) as RateId[]).find((r) => RATES[r].label === rate.label);
  const text = id && RATE_TEXT[id];
  if (!text) return rate;
  return {
    ...rate,
    label: t(text.label),
    display: t(text.display),
    source: text.source ? t(text.source) : rate.source,
    unconfirmed: rate.unconfirmed && text.unconfirmed ? t(text.unconfirmed) : rate.unconfirmed,
  };
}

const TAX_YEAR_TEXT: Record<TaxYear['key'], MessageKey> = {
  tax_regime_fy2026_27: 'calcText.taxYear.fy2026_27',
  tax_regime_fy2025_26: 'calcText.taxYear.fy2025_26',
  tax_regime_fy2024_25: 'calcText.taxYear.fy2024_25',
};

/** "Tax year 2026-27 (Income-tax Act 2025)" in the reader's language. */
export function taxYearLabel(year: TaxYear, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? year.label : t(TAX_YEAR_TEXT[year.key]);
}

/** Why a card balance is never cleared (the registry's English reason) in the reader's language. */
export function payoffReason(reason: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return reason;
  if (reason === 'The monthly payment does not cover the monthly interest and GST.')
    return t('calcText.reason.fixedNotCovered');
  if (reason === 'The minimum due does not cover the monthly interest and GST.')
    return t('calcText.reason.minimumNotCovered');
  const years = /^The balance is not cleared within (\d+) years at this payment\.$/.exec(reason);
  return years ? t('calcText.reason.notCleared', { years: years[1] }) : reason;
}

const FUND_TEXT: Record<keyof typeof NPS_FUND_LABELS, MessageKey> = {
  LC75: 'calcText.fund.LC75',
  LC50: 'calcText.fund.LC50',
  LC25: 'calcText.fund.LC25',
};

/** An NPS auto-choice fund's name ("Aggressive") in the reader's language. */
export function npsFundName(code: keyof typeof NPS_FUND_LABELS): string {
  return t(FUND_TEXT[code]);
}

/** A dated constant's date ("1 Apr 2026"; "1 अप्रैल 2026" in Hindi). */
export function rateAsOf(iso: string, locale: Locale = currentLocale()): string {
  return locale === DEFAULT_LOCALE ? formatAsOf(iso) : formatDateIST(`${iso}T00:00:00+05:30`);
}
