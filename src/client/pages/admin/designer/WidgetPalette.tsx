import { getWidgetDefinition, WIDGET_TYPES, type WidgetType } from '../../../../../widgets/registry';
import { WidgetTypeIcon } from './WidgetTypeIcon';
import { useT } from '../../../../i18n/browser';

/** Every widget type the registry knows; "Add" places one in the largest free area (designer-grid findPlacement). */
export function WidgetPalette({ onAdd }: { onAdd: (type: WidgetType) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="palette-heading" className="card flex max-h-[28rem] flex-col overflow-hidden">
      <h2 id="palette-heading" className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
        {t('adminDesigner.palette.heading')}
      </h2>
      <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto">
        {WIDGET_TYPES.map((type) => {
          const def = getWidgetDefinition(type);
          return (
            <li key={type}>
              <button
                type="button"
                onClick={() => onAdd(type)}
                className="group flex w-full items-start gap-3 px-4 py-2.5 text-left hover:bg-brand-50/60 focus-visible:bg-brand-50"
                data-palette-type={type}
              >
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600 group-hover:bg-brand-100 group-hover:text-brand-700">
                  <WidgetTypeIcon type={type} size={16} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900">
                    {def.title}
                    <span className="sr-only">
                      {t('adminDesigner.palette.addAt', { w: def.defaultSize.w, h: def.defaultSize.h })}
                    </span>
                  </span>
                  <span className="line-clamp-2 block text-xs text-slate-600">{def.description}</span>
                </span>
                <span
                  className="mt-1 shrink-0 text-xs font-semibold text-brand-700 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
                  aria-hidden="true"
                >
                  {t('adminDesigner.palette.add')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
