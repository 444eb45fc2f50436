import { ErrorCodeDetail } from '../components/ErrorMessage';
import {
  ariaDescribedByIds,
  descriptionId,
  errorId,
  getInputProps,
  getTemplate,
  getUiOptions,
  helpId,
  titleId,
  type BaseInputTemplateProps,
  type DescriptionFieldProps,
  type ErrorListProps,
  type FieldErrorProps,
  type FieldHelpProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
  type TitleFieldProps,
} from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { AlertIcon } from '../components/Icons';
import type { FormRecord } from './schema-validator';
import { splitCoded } from './error-codes';

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

/** A field error: the sentence, and its E-code (if any) in the detail line, not in the sentence (issue 20). */
function CodedSentence({ raw }: { raw: string }) {
  const { sentence, code } = splitCoded(raw);
  return (
    <>
      {sentence}
      {code && <ErrorCodeDetail code={code} />}
    </>
  );
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps<FormRecord>) {
  const list = errors.filter(Boolean);
  if (list.length === 0) return null;
  return (
    <ul id={errorId(fieldPathId)} className="mt-1.5 space-y-0.5 text-sm text-red-700" data-field-error>
      {list.map((e, i) => (
        <li key={i}>{typeof e === 'string' ? <CodedSentence raw={e} /> : e}</li>
      ))}
    </ul>
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

/** The form's fields in a responsive two-column grid; nested objects as bordered groups. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps<FormRecord>) {
  const { title, description, properties, fieldPathId, registry, uiSchema, schema, required } = props;
  const isRoot = fieldPathId.$id === registry.globalFormOptions.idPrefix;
  const options = getUiOptions<FormRecord>(uiSchema);
  const Title = getTemplate<'TitleFieldTemplate', FormRecord>('TitleFieldTemplate', registry, options);
  const Description = getTemplate<'DescriptionFieldTemplate', FormRecord>(
    'DescriptionFieldTemplate',
    registry,
    options,
  );
  const fields = (
    <div className="grid grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">
      {properties
        .filter((p) => !p.hidden)
        .map((p) => {
          const wide = isWideField(p.name, schema);
          return (
            <div key={p.name} className={wide ? 'sm:col-span-2' : ''}>
              {p.content}
            </div>
          );
        })}
      {properties
        .filter((p) => p.hidden)
        .map((p) => (
          <div key={p.name} className="hidden">
            {p.content}
          </div>
        ))}
    </div>
  );
  if (isRoot) return fields;
  if (typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number') {
    // A row of a list already sits in its own card: no second border.
    return (
      <fieldset id={fieldPathId.$id} className="min-w-0">
        {title && (
          <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {itemLabel(options.title ?? title)}
          </legend>
        )}
        {fields}
      </fieldset>
    );
  }
  return (
    <fieldset id={fieldPathId.$id} className="rounded-xl border border-slate-200 p-4">
      {title && (
        <Title
          id={titleId(fieldPathId)}
          title={itemLabel(options.title ?? title)}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {description && (
        <Description
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {fields}
    </fieldset>
  );
}

/** Arrays, objects, long text and booleans take the full row. */
function isWideField(name: string, parent: ObjectFieldTemplateProps<FormRecord>['schema']): boolean {
  const s = (parent.properties as Record<string, { type?: unknown; maxLength?: number }> | undefined)?.[name];
  if (!s) return false;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return (
    types.includes('array') ||
    types.includes('object') ||
    (typeof s.maxLength === 'number' && s.maxLength > 300) ||
    (types.includes('string') && s.maxLength === undefined && /message|html|text|disclaimer|terms/i.test(name))
  );
}

/** The field's title from the schema ("First name" for "first_name"), walking nested properties. */
function fieldLabel(schema: unknown, path: string): string {
  let node: unknown = schema;
  let label = '';
  for (const seg of path.replace(/^\./, '').split('.')) {
    if (/^\d+$/.test(seg)) {
      node = (node as { items?: unknown } | null)?.items;
      continue;
    }
    node = (node as { properties?: Record<string, unknown> } | null)?.properties?.[seg];
    const title = (node as { title?: unknown } | null)?.title;
    label = typeof title === 'string' ? title : seg.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  }
  return label;
}

/**
 * "Label: sentence" for browser and server errors alike (RJSF words them "field: message" or
 * ".field message"); the E-code in the message moves to a small detail line (issue 20).
 */
function listItem(e: { stack: string; property?: string; message?: string }, schema: unknown) {
  const { sentence, code } = splitCoded(e.message ?? e.stack);
  const path = e.property && e.property !== '.' ? e.property : '';
  return (
    <>
      {path ? `${fieldLabel(schema, path)}: ${sentence}` : sentence}
      {code && <ErrorCodeDetail code={code} />}
    </>
  );
}

/** All errors at the top of the form, so a screen reader hears them on submit. */
export function ErrorListTemplate({ errors, schema }: ErrorListProps<FormRecord>) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mb-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertIcon size={16} /> Please fix {errors.length === 1 ? 'this field' : `these ${errors.length} fields`}:
      </p>
      <ul className="mt-1.5 list-disc space-y-0.5 pl-6">
        {errors.map((e, i) => (
          <li key={i}>{listItem(e, schema)}</li>
        ))}
      </ul>
    </div>
  );
}
