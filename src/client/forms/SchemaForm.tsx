import { withTheme, type IChangeEvent } from '@rjsf/core';
import type { RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useRef, type ReactNode } from 'react';
import type { ApiFieldError } from '../api/api-error';
import { InlineAlert } from '../components/StateViews';
import {
  AddButton,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
  SubmitButton,
} from './ArrayTemplates';
import { ErrorCodeDetail } from '../components/ErrorMessage';
import {
  adminFieldMessage,
  propertiesOf,
  splitCoded,
  toErrorSchema,
  valueAtPath,
  type JsonSchema,
} from './error-codes';
import { ErrorListTemplate, FieldErrorTemplate } from './ErrorTemplates';
import {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  TitleFieldTemplate,
} from './FieldTemplates';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget, TextareaWidget } from './FormWidgets';
import { DateTimeWidget, TimeWidget } from './TimeWidgets';
import { EntityPickerWidget } from './EntityPickerWidget';
import { mergeUi, pickerUiSchema } from './picker-ui';
import { createErrorTransformer, schemaValidator, type FormRecord } from './schema-validator';

/** RJSF 6 with the portal's Tailwind templates and widgets. */
const ThemedForm = withTheme<FormRecord>({
  templates: {
    FieldTemplate,
    BaseInputTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    DescriptionFieldTemplate,
    TitleFieldTemplate,
    ObjectFieldTemplate,
    ErrorListTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    ButtonTemplates: { AddButton, RemoveButton, MoveUpButton, MoveDownButton, CopyButton, ClearButton, SubmitButton },
  },
  widgets: {
    SelectWidget,
    TextareaWidget,
    CheckboxWidget,
    RadioWidget,
    CheckboxesWidget,
    DateTimeWidget,
    TimeWidget,
    time: TimeWidget,
    entityPicker: EntityPickerWidget,
  },
});

export type SchemaFormProps = {
  /** The form's JSON Schema, e.g. the server's combined `allOf[core, overlay]` with x-error-codes. */
  schema: JsonSchema;
  uiSchema?: UiSchema<FormRecord>;
  formData: FormRecord;
  onChange?: (data: FormRecord) => void;
  /** Called with valid data only (the browser checks the same schema the server enforces). */
  onSubmit?: (data: FormRecord) => void;
  /** Field errors the server answered with (ApiError.fields): shown under their fields until edited. */
  serverErrors?: ApiFieldError[];
  liveValidate?: boolean;
  disabled?: boolean;
  /** The E-code for browser-side errors of fields without their own x-error-codes entry. */
  fallbackCode?: string;
  /** Prefix of the field ids; give each form on a page its own. */
  idPrefix?: string;
  /** Extra widgets a page adds for its own fields (e.g. a package picker), named in the uiSchema. */
  widgets?: RegistryWidgetsType<FormRecord>;
  /** Buttons rendered inside the <form> (a type="submit" button submits). */
  children?: ReactNode;
  className?: string;
};

/**
 * The one way admin forms are built: a JSON Schema (+ uiSchema) rendered by RJSF 6, validated in
 * the browser by ajv 8 with the product's keywords, errors worded with the spec's E-code messages
 * (x-error-codes), and the server's field errors mapped back onto their fields.
 */
export function SchemaForm({
  schema,
  uiSchema,
  formData,
  onChange,
  onSubmit,
  serverErrors,
  liveValidate = false,
  disabled,
  fallbackCode,
  widgets,
  idPrefix = 'root',
  children,
  className = '',
}: SchemaFormProps) {
  const transformErrors = useMemo(() => createErrorTransformer(schema, fallbackCode), [schema, fallbackCode]);
  // A field the schema marks as holding database ids is a picker of names, whatever the uiSchema says.
  const ui = useMemo(
    () => mergeUi((uiSchema ?? {}) as Record<string, unknown>, pickerUiSchema(schema)) as UiSchema<FormRecord>,
    [uiSchema, schema],
  );

  // A server error stays on its field until that field's value changes.
  const snapshot = useRef<{ errors: ApiFieldError[] | undefined; data: FormRecord }>({
    errors: undefined,
    data: formData,
  });
  if (snapshot.current.errors !== serverErrors) snapshot.current = { errors: serverErrors, data: formData };
  const active = (serverErrors ?? []).filter(
    (f) =>
      JSON.stringify(valueAtPath(snapshot.current.data, f.field)) === JSON.stringify(valueAtPath(formData, f.field)),
  );
  const activeKey = JSON.stringify(active);
  const { errorSchema, unplaced } = useMemo(
    () => toErrorSchema(JSON.parse(activeKey) as ApiFieldError[], schema),
    [activeKey, schema],
  );

  return (
    <div className={className}>
      {unplaced.length > 0 && (
        <div className="mb-4">
          <InlineAlert>
            <ul className="space-y-0.5">
              {unplaced.map((f) => (
                <li key={`${f.field}:${f.code}`}>
                  {splitCoded(adminFieldMessage(f)).sentence}
                  <ErrorCodeDetail code={f.code} />
                </li>
              ))}
            </ul>
          </InlineAlert>
        </div>
      )}
      <ThemedForm
        schema={schema as RJSFSchema}
        uiSchema={ui}
        formData={formData}
        validator={schemaValidator}
        widgets={widgets}
        idPrefix={idPrefix}
        disabled={disabled}
        liveValidate={liveValidate ? 'onChange' : undefined}
        noHtml5Validate
        showErrorList="top"
        focusOnFirstError
        transformErrors={transformErrors}
        extraErrors={errorSchema}
        onChange={(e: IChangeEvent<FormRecord>) => onChange?.(e.formData ?? {})}
        onSubmit={(e: IChangeEvent<FormRecord>) => onSubmit?.(e.formData ?? {})}
        // The errors are on the form (list and fields, first one focused); no console noise.
        onError={() => undefined}
      >
        {children ?? null}
      </ThemedForm>
    </div>
  );
}

/** Keeps only the fields a form's schema declares (lists return extra columns like _id or created_at). */
export function pickSchemaFields(record: Record<string, unknown>, schema: JsonSchema): FormRecord {
  const allowed = new Set(Object.keys(propertiesOf(schema)));
  return Object.fromEntries(Object.entries(record).filter(([k, v]) => allowed.has(k) && v !== undefined));
}
