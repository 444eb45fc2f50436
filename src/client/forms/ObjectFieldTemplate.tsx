import { useState, type ReactNode } from 'react';
import { descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { itemLabel } from './FieldTemplates';
import type { FormRecord } from './schema-validator';

/**
 * The form's fields in a responsive two-column grid; nested objects as bordered groups, or as a group that opens on
 * a click with `ui:options.collapsible` (the Hindi values: `"hi": { "ui:options": { "collapsible": true } }`).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps<FormRecord>) {
  const { title, description, properties, fieldPathId, registry, uiSchema, schema, required, formData } = props;
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
  const describe = description ? (
    <Description
      id={descriptionId(fieldPathId)}
      description={description}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    />
  ) : null;
  if (options.collapsible === true) {
    return (
      <CollapsibleGroup
        id={fieldPathId.$id}
        summary={itemLabel(options.title ?? title)}
        filled={Object.values((formData as Record<string, unknown> | undefined) ?? {}).some(
          (v) => v !== undefined && v !== null && v !== '',
        )}
        description={describe}
      >
        {fields}
      </CollapsibleGroup>
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
      {describe}
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

/**
 * A group the admin opens when needed (the Hindi values of a record's text: docs/i18n.md "Admin content in Hindi").
 * Open from the start when it holds a value, so nothing filled in is hidden; its fields are rendered only while it is
 * open, so a closed group adds no second "Title" field to the form.
 */
function CollapsibleGroup(props: {
  id: string;
  summary: ReactNode;
  filled: boolean;
  description: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(props.filled);
  return (
    <details
      id={props.id}
      className="rounded-xl border border-slate-200 p-4"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">{props.summary}</summary>
      {open && (
        <>
          {props.description && <div className="mt-2">{props.description}</div>}
          <div className="mt-3">{props.children}</div>
        </>
      )}
    </details>
  );
}
