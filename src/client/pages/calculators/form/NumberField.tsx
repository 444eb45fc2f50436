import type { FieldError } from '../../../../calculators/index';
import { describeValue, unitText } from './field-text';
import { useT, type MessageKey } from '../../../../i18n/browser';
import type { SliderRange } from './form-config-parts';
import { parseRaw } from './url-inputs';
import type { FieldSpec } from './schema-fields';
import { ErrorCodeDetail } from '../../../components/ErrorMessage';

export type NumberFieldProps = {
  field: FieldSpec;
  raw: string;
  error: FieldError | null;
  slider: SliderRange | null;
  hint: MessageKey | null;
  onChange: (raw: string) => void;
};

function clamp(value: number, { min, max }: SliderRange): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A number box (text, so "abc" or "12,34,567" can be typed and judged by the registry) with a
 * slider for practical ranges. Both write the same URL value; the error sits under the box with
 * its code and is linked to it for screen readers.
 */
export function NumberField({ field, raw, error, slider, hint, onChange }: NumberFieldProps) {
  const t = useT();
  const id = `field-${field.name}`;
  const parsed = parseRaw(field, raw);
  const value = typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
  const readout = value === null ? '' : describeValue(field, value);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const prefix = field.unit === 'rupees' ? '₹' : null;
  const suffix = field.unit === 'rupees' ? null : unitText(field);

  return (
    <div className="min-w-0" data-field={field.name}>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {field.label}
          {field.required && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {field.unit === 'rupees' && value !== null && value >= 1000 && (
          <span className="text-xs font-medium tabular-nums text-slate-500" aria-hidden="true">
            {readout}
          </span>
        )}
      </div>
      <div
        className={`flex items-stretch overflow-hidden rounded-lg border bg-white shadow-sm transition focus-within:ring-4 ${
          error
            ? 'border-red-500 focus-within:ring-red-100'
            : 'border-slate-300 focus-within:border-brand-500 focus-within:ring-brand-100'
        }`}
      >
        {prefix && (
          <span
            className="grid place-items-center border-r border-slate-200 bg-slate-50 px-3 text-slate-500"
            aria-hidden="true"
          >
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base tabular-nums text-slate-900 outline-none"
          value={raw}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={field.required || undefined}
          aria-describedby={describedBy}
          data-testid={`input-${field.name}`}
        />
        {suffix && (
          <span
            className="grid place-items-center whitespace-nowrap border-l border-slate-200 bg-slate-50 px-3 text-sm text-slate-500"
            aria-hidden="true"
          >
            {suffix}
          </span>
        )}
      </div>
      {slider && (
        <input
          type="range"
          className="calc-slider mt-3 block w-full accent-brand-600"
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={clamp(value ?? slider.min, slider)}
          onChange={(e) => onChange(e.target.value)}
          aria-label={t('calculators.unit.slider', { label: field.label })}
          aria-valuetext={value === null ? t('calculators.unit.noValue') : describeValue(field, clamp(value, slider))}
          data-testid={`slider-${field.name}`}
        />
      )}
      {error ? (
        <p
          id={`${id}-error`}
          className="mt-1.5 text-sm text-red-700"
          data-field-error={field.name}
          data-code={error.code}
        >
          {error.message}
          <ErrorCodeDetail code={error.code} />
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t(hint)}
        </p>
      ) : null}
    </div>
  );
}
