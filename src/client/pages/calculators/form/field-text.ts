import { formatINR, formatINRShort, formatNumber } from '../../../../shared/format';
import type { FieldSpec } from './schema-fields';
import { monthsText, yearsText } from '../results/format-output';
import { t } from '../../../../i18n/browser';

/** The word beside a number box: the schema's own unit ("% p.a."), or years / months from the catalogue. */
export function unitText(field: FieldSpec): string | null {
  if (field.unit === 'years') return t('calculators.unit.yearsWord');
  if (field.unit === 'months') return t('calculators.unit.monthsWord');
  return field.unitLabel;
}

/** How a field's current value reads aloud and beside the label: "₹12,34,567 (12.3 L)", "240 months (20 years)". */
export function describeValue(field: FieldSpec, value: number): string {
  if (!Number.isFinite(value)) return '';
  switch (field.unit) {
    case 'rupees':
      return value >= 1000 ? `${formatINR(value)} (${formatINRShort(value)})` : formatINR(value);
    case 'percent':
      return `${formatNumber(value)} ${field.unitLabel ?? '%'}`;
    case 'months': {
      const years = value / 12;
      return Number.isInteger(years) && years > 0
        ? t('calculators.unit.monthsInYears', { months: monthsText(value), years: yearsText(years) })
        : monthsText(value);
    }
    case 'years':
      return yearsText(value);
    default:
      return formatNumber(value);
  }
}
