import {
  checkGrid,
  GRID_SIZE,
  overlaps,
  PAGE_SCHEMA_VERSION,
  type PageDocument,
  type PageWidget,
} from '../../../../shared/landing/page-document';
import { currentSchema, getWidgetDefinition, isWidgetType } from '../../../../../widgets/registry';
import type { GridPos, Size } from '../../../../../widgets/types';
import type { WidgetType } from '../../../../../widgets/registry';
import { t } from '../../../../i18n/browser';

/** A keyboard step: arrows move by one cell, Shift+arrows resize by one cell. */
export type GridStep = { dx?: number; dy?: number; dw?: number; dh?: number };

export type StepResult = { ok: true; widgets: PageWidget[]; grid: GridPos } | { ok: false; reason: string };

export function emptyPage(companyId: number | null): PageDocument {
  return { schemaVersion: PAGE_SCHEMA_VERSION, companyId, widgets: [] };
}

/** The first free top-left cell (row by row) where a widget of this size fits, or null when the grid is full. */
export function findFreeSpot(widgets: PageWidget[], size: Size): GridPos | null {
  for (let y = 0; y + size.h <= GRID_SIZE; y++) {
    for (let x = 0; x + size.w <= GRID_SIZE; x++) {
      const g = { x, y, w: size.w, h: size.h };
      if (!widgets.some((w) => overlaps(w.grid, g))) return g;
    }
  }
  return null;
}

/** A new widget id: `<type>-<n>`, unique on the page and valid for the layout schema. */
export function newWidgetId(type: WidgetType, widgets: PageWidget[]): string {
  const base = type.replace(/_/g, '-');
  const ids = new Set(widgets.map((w) => w.id));
  let n = 1;
  while (ids.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The props a new widget starts with: each property's schema default. */
export function defaultPropsFor(type: WidgetType): Record<string, unknown> {
  const schema = currentSchema(type) as { properties?: Record<string, { default?: unknown }> };
  const props: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(schema.properties ?? {}))
    if (s.default !== undefined) props[k] = structuredClone(s.default);
  return props;
}

/**
 * Adds a widget of `type` at its default size in the first free spot (its minimum size if the
 * default does not fit). Null when there is no room.
 */
export function addWidget(widgets: PageWidget[], type: WidgetType): PageWidget | null {
  const def = getWidgetDefinition(type);
  const grid = findFreeSpot(widgets, def.defaultSize) ?? findFreeSpot(widgets, def.minSize);
  if (!grid) return null;
  return { id: newWidgetId(type, widgets), type, typeVersion: def.version, grid, props: defaultPropsFor(type) };
}

const titleOf = (w: PageWidget) => (isWidgetType(w.type) ? getWidgetDefinition(w.type).title : w.type);

/**
 * Moves or resizes one widget by a keyboard step, kept inside the 12x12 grid, within its type's
 * sizes and off its neighbours (the same checkGrid the server runs). Refused steps say why.
 */
export function stepWidget(widgets: PageWidget[], id: string, step: GridStep): StepResult {
  const index = widgets.findIndex((w) => w.id === id);
  if (index < 0) return { ok: false, reason: t('adminDesigner.grid.gone') };
  const w = widgets[index];
  const g = {
    x: w.grid.x + (step.dx ?? 0),
    y: w.grid.y + (step.dy ?? 0),
    w: w.grid.w + (step.dw ?? 0),
    h: w.grid.h + (step.dh ?? 0),
  };
  if (g.x < 0 || g.y < 0 || g.x + g.w > GRID_SIZE || g.y + g.h > GRID_SIZE)
    return { ok: false, reason: t('adminDesigner.grid.edge', { title: titleOf(w) }) };
  if (isWidgetType(w.type)) {
    const def = getWidgetDefinition(w.type);
    if (g.w < def.minSize.w || g.h < def.minSize.h)
      return {
        ok: false,
        reason: t('adminDesigner.grid.tooSmall', { title: def.title, w: def.minSize.w, h: def.minSize.h }),
      };
    if (g.w > def.maxSize.w || g.h > def.maxSize.h)
      return {
        ok: false,
        reason: t('adminDesigner.grid.tooLarge', { title: def.title, w: def.maxSize.w, h: def.maxSize.h }),
      };
  }
  const blocker = widgets.find((o) => o.id !== id && overlaps(o.grid, g));
  if (blocker)
    return { ok: false, reason: t('adminDesigner.grid.overlap', { title: titleOf(blocker), id: blocker.id }) };
  const next = widgets.map((o, i) => (i === index ? { ...o, grid: g } : o));
  if (checkGrid(next).length > checkGrid(widgets).length)
    return { ok: false, reason: t('adminDesigner.grid.notAllowed') };
  return { ok: true, widgets: next, grid: g };
}

/** Applies grid positions from the canvas (react-grid-layout), refusing any result checkGrid rejects. */
export function applyLayout(
  widgets: PageWidget[],
  layout: ReadonlyArray<{ i: string; x: number; y: number; w: number; h: number }>,
): PageWidget[] | null {
  const byId = new Map(layout.map((l) => [l.i, l]));
  const next = widgets.map((w) => {
    const l = byId.get(w.id);
    return l ? { ...w, grid: { x: l.x, y: l.y, w: l.w, h: l.h } } : w;
  });
  return checkGrid(next).length > checkGrid(widgets).length ? null : next;
}

/** "column 3, row 2, 4 wide and 2 high" for screen readers. */
export function describeGrid(g: GridPos): string {
  return t('adminDesigner.grid.position', { column: g.x + 1, row: g.y + 1, w: g.w, h: g.h });
}

/** Moves every widget up as far as it goes without overlapping (react-grid-layout's vertical compaction). */
export function compactVertically(widgets: PageWidget[]): PageWidget[] {
  const order = [...widgets].sort((a, b) => a.grid.y - b.grid.y || a.grid.x - b.grid.x);
  const placed: PageWidget[] = [];
  for (const w of order) {
    let y = w.grid.y;
    while (y > 0 && !placed.some((p) => overlaps(p.grid, { ...w.grid, y: y - 1 }))) y--;
    placed.push({ ...w, grid: { ...w.grid, y } });
  }
  return widgets.map((w) => placed.find((p) => p.id === w.id) ?? w);
}

/**
 * Makes room for a widget of `type` on a full grid, within the 12 rows: first compacts the others
 * upwards, then also shortens them to their type's smallest height, then to their smallest size. Returns the rearranged
 * widgets with the new one, or null when even that leaves no space.
 */
export function makeRoomFor(
  widgets: PageWidget[],
  type: WidgetType,
): { widgets: PageWidget[]; added: PageWidget; shrunk: boolean } | null {
  const compacted = compactVertically(widgets);
  const first = addWidget(compacted, type);
  if (first) return { widgets: [...compacted, first], added: first, shrunk: false };
  const shortened = compactVertically(
    widgets.map((w) =>
      isWidgetType(w.type) ? { ...w, grid: { ...w.grid, h: getWidgetDefinition(w.type).minSize.h } } : w,
    ),
  );
  const second = addWidget(shortened, type);
  if (second) return { widgets: [...shortened, second], added: second, shrunk: true };
  // Last: every widget at its type's smallest size (narrower too), which frees cells on the right.
  const smallest = compactVertically(
    widgets.map((w) =>
      isWidgetType(w.type) ? { ...w, grid: { ...w.grid, ...getWidgetDefinition(w.type).minSize } } : w,
    ),
  );
  const third = addWidget(smallest, type);
  return third ? { widgets: [...smallest, third], added: third, shrunk: true } : null;
}
