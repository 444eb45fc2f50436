import {
  ariaDescribedByIds,
  getInputProps,
  getUiOptions,
  helpId,
  type BaseInputTemplateProps,
  type DescriptionFieldProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  type TitleFieldProps,
} from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import type { FormRecord } from './schema-validator';

/** Label, control, description, errors and help of one field. Checkboxes label themselves. */
export function FieldTemplate(props: FieldTemplateProps<FormRecord>) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    hidden,
    required,
    displayLabel,
    schema,
    uiSchema,
    rawErrors,
    classNames,
    fieldPathId,
  } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const isBoolean = schema.type === 'boolean' || getUiOptions(uiSchema).widget === 'checkbox';
  const isContainer = schema.type === 'object' || schema.type === 'array';
  // A choice of several values shown as checkboxes: its title names the group (CheckboxesWidget).
  const isCheckboxGroup = schema.type === 'array' && getUiOptions(uiSchema).widget === 'checkboxes';
  // A row of a list of plain values ("Email domains 2") keeps its label for screen readers only.
  const isListItem = typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number';
  // A schema description that lists an enum's codes ("1 Super admin, 2 Admin") documents the API;
  // the choice control already shows the names, so a person never sees the numbers (issue 20).
  const isEnumCodeHint =
    Array.isArray(schema.enum) && typeof schema.description === 'string' && /^\d+ \S/.test(schema.description);
  return (
    <div className={`min-w-0 ${classNames ?? ''}`} data-field={id} data-invalid={rawErrors?.length ? true : undefined}>
      {displayLabel && !isBoolean && !isContainer && (
        <label htmlFor={id} className={isListItem ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700'}>
          {itemLabel(label)}
          {required && !isListItem && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {displayLabel && isCheckboxGroup && label && (
        <p id={groupTitleId(id)} className="mb-1.5 block text-sm font-medium text-slate-700">
          {label}
          {required && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </p>
      )}
      {displayLabel && !isContainer && !isEnumCodeHint && description}
      {children}
      {errors}
      {help}
    </div>
  );
}

/** The id of a checkbox group's visible title (the group is aria-labelledby it). */
export function groupTitleId(id: string): string {
  return `${id}__title`;
}

/** RJSF names list rows "Title-1"; people read "Title 1". */
export function itemLabel(label: string): string {
  return label.replace(/-(\d+)$/, ' $1');
}

/** The `.input` look of the portal for every text-like input (text, email, url, date, number). */
export function BaseInputTemplate(props: BaseInputTemplateProps<FormRecord>) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    type,
    placeholder,
    required,
  } = props;
  const inputProps = getInputProps<FormRecord>(schema, type, options);
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer';
  const inputValue = isNumber ? (value || value === 0 ? value : '') : (value ?? '');
  const change = (e: ChangeEvent<HTMLInputElement>) =>
    onChange(e.target.value === '' ? options.emptyValue : e.target.value);
  return (
    <input
      id={id}
      name={htmlName || id}
      className="input"
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      required={required}
      value={inputValue as string | number}
      {...inputProps}
      onChange={onChangeOverride || change}
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
    />
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps<FormRecord>) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className="mt-1.5 text-xs text-slate-500">
      {help}
    </p>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps<FormRecord>) {
  if (!description) return null;
  return (
    <p id={id} className="mb-2 text-xs text-slate-500">
      {description}
    </p>
  );
}

export function TitleFieldTemplate({ id, title, required }: TitleFieldProps<FormRecord>) {
  return (
    <legend id={id} className="mb-3 text-sm font-semibold text-slate-900">
      {title}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </legend>
  );
}
