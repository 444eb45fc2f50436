import type { FieldError } from '../../../../shared/app-error';
import type { PageWidget } from '../../../../shared/landing/page-document';
import { currentSchema, getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';
import { Button } from '../../../components/Button';
import { ErrorCodeDetail } from '../../../components/ErrorMessage';
import { InlineAlert } from '../../../components/StateViews';
import { SchemaForm } from '../../../forms/SchemaForm';
import { describeGrid } from './designer-grid';
import { WidgetTypeIcon } from './WidgetTypeIcon';
import { useT } from '../../../../i18n/browser';

export type WidgetSettingsPanelProps = {
  widget: PageWidget | null;
  /** The server's field errors for this widget's props (paths relative to its props). */
  propErrors: FieldError[];
  gridErrors: FieldError[];
  onChange: (props: Record<string, unknown>) => void;
  onRemove: () => void;
};

/** The selected widget's settings: an RJSF form from its type's current props schema. */
export function WidgetSettingsPanel({ widget, propErrors, gridErrors, onChange, onRemove }: WidgetSettingsPanelProps) {
  const t = useT();
  if (!widget) {
    return (
      <section aria-labelledby="settings-heading" className="card p-5">
        <h2 id="settings-heading" className="text-sm font-semibold text-slate-900">
          {t('adminDesigner.settings.heading')}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t('adminDesigner.settings.hint')}</p>
      </section>
    );
  }
  const type = isWidgetType(widget.type) ? widget.type : null;
  const def = type ? getWidgetDefinition(type) : null;
  return (
    <section aria-labelledby="settings-heading" className="card flex flex-col">
      <header className="flex items-center gap-3 border-b border-slate-100 px-5 py-3">
        <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <WidgetTypeIcon type={widget.type} size={16} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="settings-heading" className="truncate text-sm font-semibold text-slate-900">
            {def?.title ?? widget.type}
            <span className="sr-only">{t('adminDesigner.settings.srSuffix')}</span>
          </h2>
          <p className="truncate text-xs text-slate-600" title={describeGrid(widget.grid)}>
            {t('adminDesigner.settings.position', {
              id: widget.id,
              column: widget.grid.x + 1,
              row: widget.grid.y + 1,
              w: widget.grid.w,
              h: widget.grid.h,
            })}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove} className="text-red-700 hover:bg-red-50">
          {t('adminDesigner.settings.remove')}
        </Button>
      </header>
      <div className="space-y-4 p-5">
        {gridErrors.map((e) => (
          <InlineAlert key={e.field + e.message}>
            {e.message}
            <ErrorCodeDetail code={e.code} />
          </InlineAlert>
        ))}
        {!type || !def ? (
          <InlineAlert>
            {t('adminDesigner.settings.unknownType')}
            <ErrorCodeDetail code="E-10524" />
          </InlineAlert>
        ) : (
          <>
            {def.description && (
              <p className="text-xs text-slate-600">
                {def.description}{' '}
                {t('adminDesigner.settings.sizeRange', {
                  minW: def.minSize.w,
                  minH: def.minSize.h,
                  maxW: def.maxSize.w,
                  maxH: def.maxSize.h,
                })}
              </p>
            )}
            <SchemaForm
              key={widget.id}
              idPrefix={`w-${widget.id}`}
              schema={currentSchema(type)}
              uiSchema={getWidgetDefinition(type).uiSchema}
              formData={widget.props}
              onChange={onChange}
              serverErrors={propErrors}
              liveValidate
              fallbackCode="E-10525"
            >
              <span />
            </SchemaForm>
          </>
        )}
      </div>
    </section>
  );
}
