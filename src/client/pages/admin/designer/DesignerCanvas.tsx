import { useMemo, useState, type KeyboardEvent } from 'react';
import { getCompactor, GridLayout, useContainerWidth, type Layout, type LayoutItem } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import './designer.css';
import type { FieldError } from '../../../../shared/app-error';
import type { PageWidget } from '../../../../shared/landing/page-document';
import { getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';
import { AlertIcon } from '../../../components/Icons';
import { describeGrid, type GridStep } from './designer-grid';
import { WidgetTypeIcon } from './WidgetTypeIcon';
import { useT } from '../../../../i18n/browser';

export const CANVAS_ROW_HEIGHT = 44;
const MARGIN = 8;
const GRID_CONFIG = {
  cols: 12,
  rowHeight: CANVAS_ROW_HEIGHT,
  maxRows: 12,
  margin: [MARGIN, MARGIN] as const,
  containerPadding: [0, 0] as const,
};
/** compactType null: widgets stay where they are put; preventCollision: a drag never pushes a neighbour. */
const COMPACTOR = getCompactor(null, false, true);
const DRAG_CONFIG = { enabled: true, bounded: true, cancel: '.no-drag', threshold: 4 };
const RESIZE_CONFIG = { enabled: true, handles: ['se', 'e', 's'] as const };
const CANVAS_HEIGHT = 12 * CANVAS_ROW_HEIGHT + 11 * MARGIN;

export type DesignerCanvasProps = {
  widgets: PageWidget[];
  selectedId: string | null;
  issues: Map<string, FieldError[]>;
  onSelect: (id: string) => void;
  onStep: (id: string, step: GridStep) => boolean;
  onRemove: (id: string) => void;
  /** A drag or resize ended; false when the result was refused (the canvas then snaps back). */
  onLayout: (layout: Layout) => boolean;
};

const KEY_STEPS: Record<string, [GridStep, GridStep]> = {
  ArrowLeft: [{ dx: -1 }, { dw: -1 }],
  ArrowRight: [{ dx: 1 }, { dw: 1 }],
  ArrowUp: [{ dy: -1 }, { dh: -1 }],
  ArrowDown: [{ dy: 1 }, { dh: 1 }],
};

function summaryOf(w: PageWidget): string | null {
  const p = w.props;
  const text = [p.heading, p.title, p.button_label, p.alt, p.placement].find((v) => typeof v === 'string' && v.trim());
  return typeof text === 'string' ? text : null;
}

/**
 * The 12x12 canvas (react-grid-layout 2.x): drag and resize bounded to the grid, no compaction,
 * no collisions. A selected widget also moves with the arrow keys, resizes with Shift+arrows and
 * is removed with Delete; every step is checked with the same grid rules as the server.
 */
export function DesignerCanvas({
  widgets,
  selectedId,
  issues,
  onSelect,
  onStep,
  onRemove,
  onLayout,
}: DesignerCanvasProps) {
  const t = useT();
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const [resetKey, setResetKey] = useState(0);

  const layout: LayoutItem[] = useMemo(
    () =>
      widgets.map((w) => {
        const def = isWidgetType(w.type) ? getWidgetDefinition(w.type) : null;
        return {
          i: w.id,
          ...w.grid,
          ...(def ? { minW: def.minSize.w, minH: def.minSize.h, maxW: def.maxSize.w, maxH: def.maxSize.h } : {}),
        };
      }),
    [widgets],
  );

  const stop = (next: Layout) => {
    if (!onLayout(next)) setResetKey((k) => k + 1);
  };

  const keyDown = (e: KeyboardEvent<HTMLDivElement>, id: string) => {
    const steps = KEY_STEPS[e.key];
    if (steps) {
      e.preventDefault();
      onStep(id, e.shiftKey ? steps[1] : steps[0]);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onRemove(id);
    }
  };

  return (
    <div ref={containerRef} className="designer-canvas relative select-none" style={{ height: CANVAS_HEIGHT }}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 grid grid-cols-12 gap-2"
        style={{ gridTemplateRows: `repeat(12, ${CANVAS_ROW_HEIGHT}px)` }}
      >
        {Array.from({ length: 144 }, (_, i) => (
          <div key={i} className="rounded-md border border-dashed border-slate-200 bg-slate-50/60" />
        ))}
      </div>
      {mounted && (
        <GridLayout
          key={resetKey}
          width={width}
          layout={layout}
          gridConfig={GRID_CONFIG}
          compactor={COMPACTOR}
          dragConfig={DRAG_CONFIG}
          resizeConfig={RESIZE_CONFIG}
          autoSize={false}
          style={{ height: CANVAS_HEIGHT }}
          onDragStop={stop}
          onResizeStop={stop}
        >
          {widgets.map((w) => {
            const def = isWidgetType(w.type) ? getWidgetDefinition(w.type) : null;
            const selected = w.id === selectedId;
            const problems = issues.get(w.id) ?? [];
            const summary = summaryOf(w);
            return (
              <div key={w.id} className={selected ? 'is-selected' : ''}>
                <div
                  role="button"
                  tabIndex={0}
                  aria-pressed={selected}
                  aria-describedby={`tile-desc-${w.id}`}
                  data-widget-id={w.id}
                  onFocus={() => onSelect(w.id)}
                  onMouseDown={() => onSelect(w.id)}
                  onKeyDown={(e) => keyDown(e, w.id)}
                  className={`@container flex h-full cursor-grab flex-col overflow-hidden rounded-xl border-2 bg-white p-2.5 text-left shadow-sm transition-colors active:cursor-grabbing ${
                    selected
                      ? 'border-brand-500 ring-4 ring-brand-100'
                      : problems.length
                        ? 'border-amber-400'
                        : 'border-slate-200 hover:border-brand-300'
                  }`}
                >
                  {/* Narrow tiles (3 of 12 columns on a laptop, most on a phone) drop the size, then the icon, and wrap the
                      name, rather than cutting it to "Pop…". */}
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="hidden size-7 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 @min-[9rem]:grid">
                      <WidgetTypeIcon type={w.type} size={15} />
                    </span>
                    <span
                      className={`min-w-0 flex-1 text-sm leading-tight font-semibold break-words text-slate-900 ${w.grid.h > 1 ? 'line-clamp-2' : 'line-clamp-1'}`}
                    >
                      {def?.title ?? t('adminDesigner.canvas.unknownType', { type: w.type })}
                    </span>
                    {problems.length > 0 && <AlertIcon size={16} className="shrink-0 text-amber-600" />}
                    <span className="hidden shrink-0 rounded bg-slate-100 px-1.5 text-[11px] font-medium text-slate-600 tabular-nums @min-[10rem]:inline">
                      {w.grid.w}×{w.grid.h}
                    </span>
                  </div>
                  {w.grid.h > 1 && (summary || problems.length > 0) && (
                    <p
                      className={`mt-1.5 line-clamp-2 text-xs ${problems.length ? 'text-amber-800' : 'text-slate-600'}`}
                    >
                      {problems.length ? problems[0].message : summary}
                    </p>
                  )}
                </div>
                {/* The tile's name is its visible text (axe label-content-name-mismatch); the rest is its description. */}
                <span id={`tile-desc-${w.id}`} className="sr-only">
                  {t('adminDesigner.canvas.tileDescription', {
                    id: w.id,
                    position: describeGrid(w.grid),
                    problems: problems.length,
                  })}
                </span>
              </div>
            );
          })}
        </GridLayout>
      )}
    </div>
  );
}
