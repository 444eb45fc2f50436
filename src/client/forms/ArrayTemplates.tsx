import {
  buttonId,
  getTemplate,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type IconButtonProps,
} from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { FormRecord } from './schema-validator';
import { t } from '../../i18n/browser';

/** A list of rows with an "Add" button; each row is a card with its own move/remove buttons. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps<FormRecord>) {
  const { title, items, canAdd, onAddClick, disabled, readonly, fieldPathId, uiSchema, registry, required, schema } =
    props;
  const options = getUiOptions<FormRecord>(uiSchema);
  const { AddButton } = registry.templates.ButtonTemplates;
  const label = options.title ?? title;
  return (
    <fieldset id={fieldPathId.$id} className="min-w-0">
      {label && (
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {label}
          {required && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </legend>
      )}
      {typeof schema.description === 'string' && <p className="mb-2 text-xs text-slate-500">{schema.description}</p>}
      <div className="flex flex-col gap-3">{items}</div>
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
          className="mt-3"
        />
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps<FormRecord>) {
  const { children, buttonsProps, hasToolbar, registry, uiSchema } = props;
  const options = getUiOptions<FormRecord>(uiSchema);
  const Buttons = getTemplate<'ArrayFieldItemButtonsTemplate', FormRecord>(
    'ArrayFieldItemButtonsTemplate',
    registry,
    options,
  );
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50/50 p-3">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar && (
        <div className="flex shrink-0 gap-1">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

function SmallButton({
  label,
  children,
  tone = 'default',
  ...rest
}: Omit<IconButtonProps<FormRecord>, 'registry' | 'uiSchema'> & {
  label: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const { iconType: _i, icon: _c, ...buttonProps } = rest;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...buttonProps}
      className={`grid size-9 place-items-center rounded-lg border text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-40 ${tone === 'danger' ? 'border-red-200 text-red-700 hover:bg-red-50' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'} ${rest.className ?? ''}`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

type ButtonProps = IconButtonProps<FormRecord>;
const strip = ({ registry: _r, uiSchema: _u, ...rest }: ButtonProps) => rest;

export const MoveUpButton = (p: ButtonProps) => (
  <SmallButton {...strip(p)} label={t('forms.moveUp')}>
    ↑
  </SmallButton>
);
export const MoveDownButton = (p: ButtonProps) => (
  <SmallButton {...strip(p)} label={t('forms.moveDown')}>
    ↓
  </SmallButton>
);
export const CopyButton = (p: ButtonProps) => (
  <SmallButton {...strip(p)} label={t('forms.copy')}>
    ⧉
  </SmallButton>
);
export const RemoveButton = (p: ButtonProps) => (
  <SmallButton {...strip(p)} label={t('forms.remove')} tone="danger">
    ✕
  </SmallButton>
);
export const ClearButton = (p: ButtonProps) => (
  <SmallButton {...strip(p)} label={t('forms.clear')}>
    ✕
  </SmallButton>
);

export function AddButton(p: ButtonProps) {
  const { className = '', iconType: _i, icon: _c, ...rest } = strip(p);
  return (
    <button
      type="button"
      {...rest}
      className={`inline-flex h-9 items-center gap-1.5 rounded-lg border border-dashed border-brand-400 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40 ${className}`}
    >
      <span aria-hidden="true">+</span> {t('forms.add')}
    </button>
  );
}

/** Forms render their own submit buttons (SchemaForm's children); this one is never shown. */
export function SubmitButton() {
  return null;
}
