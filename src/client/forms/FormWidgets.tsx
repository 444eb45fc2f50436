import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { groupTitleId } from './FieldTemplates';
import type { FormRecord } from './schema-validator';
import { t } from '../../i18n/browser';

type Props = WidgetProps<FormRecord>;

/** `null` in an enum ("no SSO provider") reads as "None", not "null". */
const labelOf = (label: string, value: unknown) =>
  value === null && (label === 'null' || label === '') ? 'None' : label;

export function SelectWidget({
  schema,
  id,
  options,
  value,
  required,
  disabled,
  readonly,
  multiple = false,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  placeholder,
  htmlName,
  rawErrors,
}: Props) {
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const read = (e: ChangeEvent<HTMLSelectElement>) =>
    multiple ? Array.from(e.target.selectedOptions).map((o) => o.value) : e.target.value;
  const selected = enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '');
  return (
    <select
      id={id}
      name={htmlName || id}
      multiple={multiple}
      className="input appearance-auto"
      value={selected as string | string[]}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(e) => onChange(enumOptionValueDecoder(read(e), enumOptions, format, emptyValue))}
      onBlur={(e) => onBlur(id, enumOptionValueDecoder(read(e), enumOptions, format, emptyValue))}
      onFocus={(e) => onFocus(id, enumOptionValueDecoder(read(e), enumOptions, format, emptyValue))}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {!multiple && schema.default === undefined && <option value="">{placeholder || t('common.choose')}</option>}
      {enumOptions.map((o, i) => (
        <option
          key={String(o.value)}
          value={enumOptionValueEncoder(o.value, i, format)}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(o.value)}
        >
          {labelOf(o.label, o.value)}
        </option>
      ))}
    </select>
  );
}

export function TextareaWidget({
  id,
  options,
  placeholder,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  rawErrors,
}: Props) {
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="input min-h-24"
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

export function CheckboxWidget({
  id,
  value,
  disabled,
  readonly,
  label,
  hideLabel,
  autofocus,
  onChange,
  onBlur,
  onFocus,
  htmlName,
  schema,
  rawErrors,
}: Props) {
  return (
    <div>
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
        <input
          type="checkbox"
          id={id}
          name={htmlName || id}
          checked={value === true}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={(e) => onBlur(id, e.target.checked)}
          onFocus={(e) => onFocus(id, e.target.checked)}
          className="size-4 rounded border-slate-300 accent-brand-600"
          aria-invalid={rawErrors?.length ? true : undefined}
          aria-describedby={ariaDescribedByIds(id)}
        />
        {!hideLabel && <span>{label}</span>}
      </label>
      {typeof schema.description === 'string' && (
        <p className="mt-1 pl-6 text-xs text-slate-500">{schema.description}</p>
      )}
    </div>
  );
}

export function RadioWidget({
  options,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  onBlur,
  onFocus,
  onChange,
  id,
  htmlName,
}: Props) {
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  return (
    <div id={id} role="radiogroup" className="flex flex-wrap gap-2" aria-describedby={ariaDescribedByIds(id)}>
      {enumOptions.map((o, i) => {
        const checked = enumOptionsIsSelected(o.value, value);
        return (
          <label
            key={String(o.value)}
            className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${checked ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            <input
              type="radio"
              id={optionId(id, i)}
              name={htmlName || id}
              checked={checked}
              required={required}
              value={enumOptionValueEncoder(o.value, i, format)}
              disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(o.value))}
              autoFocus={autofocus && i === 0}
              onChange={() => onChange(o.value)}
              onBlur={(e) => onBlur(id, enumOptionValueDecoder(e.target.value, enumOptions, format, emptyValue))}
              onFocus={(e) => onFocus(id, enumOptionValueDecoder(e.target.value, enumOptions, format, emptyValue))}
              className="accent-brand-600"
            />
            {labelOf(o.label, o.value)}
          </label>
        );
      })}
    </div>
  );
}

export function CheckboxesWidget({ id, disabled, options, value, readonly, onChange, htmlName, autofocus }: Props) {
  const { enumOptions = [], enumDisabled } = options;
  const values: unknown[] = Array.isArray(value) ? value : [];
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={groupTitleId(id)}
      className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map((o, i) => {
        const checked = enumOptionsIsSelected(o.value, values);
        return (
          <label
            key={String(o.value)}
            className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm ${checked ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
          >
            <input
              type="checkbox"
              id={optionId(id, i)}
              name={htmlName || id}
              checked={checked}
              autoFocus={autofocus && i === 0}
              disabled={disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(o.value))}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? enumOptionsSelectValue(i, values, enumOptions)
                    : enumOptionsDeselectValue(i, values, enumOptions),
                )
              }
              className="size-4 accent-brand-600"
            />
            {labelOf(o.label, o.value)}
          </label>
        );
      })}
    </div>
  );
}
