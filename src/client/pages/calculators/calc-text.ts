import type { FieldError, FieldRule } from '../../../calculators/index';
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

/** The catalogue sentence of each rule (src/calculators/types.ts `FieldRule`). */
const RULE_KEYS: Record<FieldRule['id'], MessageKey> = {
  required: 'calcText.error.required',
  wholeNumber: 'calcText.error.wholeNumber',
  number: 'calcText.error.number',
  trueFalse: 'calcText.error.trueFalse',
  notValid: 'calcText.error.notValid',
  oneOf: 'calcText.error.oneOf',
  atLeast: 'calcText.error.atLeast',
  moreThan: 'calcText.error.moreThan',
  atMost: 'calcText.error.atMost',
  lessThan: 'calcText.error.lessThan',
  multipleOf: 'calcText.error.multipleOf',
  greaterThanField: 'calcText.error.greaterThanField',
  lessThanField: 'calcText.error.lessThanField',
  notAboveField: 'calcText.error.notAboveField',
  notMoreThanField: 'calcText.error.notMoreThanField',
  notAboveOutstanding: 'calcText.error.notAboveOutstanding',
};

/**
 * A field message of the registry (English, shared with the server) in `locale`: rebuilt from the rule it carries,
 * naming the fields by their labels in the reader's language. An error without a rule keeps the registry's sentence.
 */
export function localiseFieldError(key: CalculatorKey, error: FieldError, locale: Locale): FieldError {
  if (locale === DEFAULT_LOCALE || !error.rule || !error.field) return error;
  const { id, ...rest } = error.rule;
  const values: Record<string, string> = { ...rest, field: labelOf(key, error.field) };
  if ('other' in error.rule) values.other = labelOf(key, error.rule.other);
  return { ...error, message: t(RULE_KEYS[id], values) };
}

type RateText = { label: MessageKey; display: MessageKey; source?: MessageKey; unconfirmed?: MessageKey };

const RATE_TEXT: Record<RateId, RateText> = {
  epf_wage_ceiling: {
    label: 'calcText.rate.epf_wage_ceiling.label',
    display: 'calcText.rate.epf_wage_ceiling.display',
    source: 'calcText.rate.epf_wage_ceiling.source',
  },
  gst_card_interest: {
    label: 'calcText.rate.gst_card_interest.label',
    display: 'calcText.rate.gst_card_interest.display',
    source: 'calcText.rate.gst_card_interest.source',
  },
  tax_employer_nps_limit: {
    label: 'calcText.rate.tax_employer_nps_limit.label',
    display: 'calcText.rate.tax_employer_nps_limit.display',
    source: 'calcText.rate.tax_employer_nps_limit.source',
    unconfirmed: 'calcText.rate.tax_employer_nps_limit.unconfirmed',
  },
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
