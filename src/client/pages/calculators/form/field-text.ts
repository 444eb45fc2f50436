import { formatINR, formatINRShort, formatNumber } from '../../../../shared/format';
import type { FieldSpec } from './schema-fields';

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
        ? `${formatNumber(value)} months (${formatNumber(years)} ${years === 1 ? 'year' : 'years'})`
        : `${formatNumber(value)} months`;
    }
    case 'years':
      return `${formatNumber(value)} ${value === 1 ? 'year' : 'years'}`;
    default:
      return formatNumber(value);
  }
}
