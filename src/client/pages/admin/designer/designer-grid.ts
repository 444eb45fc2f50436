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
 * Where a new widget of these sizes goes: in the free area that gives it the most cells. Every free rectangle of the
 * grid (cells no widget covers) that holds the minimum size is a candidate; in it the widget takes the rectangle's whole
 * width up to its maximum width (so no sliver is left beside it) and the rectangle's height up to its default height
 * (taller only adds empty space to its content). The candidate with the most cells wins, then the larger free
 * rectangle, then the higher and further left. Null when no free rectangle holds the minimum size.
 * After a 6×2 widget is deleted from a full page, a new rich text (default 6×3, minimum 2×1) fills that 6×2.
 */
export function findPlacement(
  widgets: PageWidget[],
  sizes: { defaultSize: Size; minSize: Size; maxSize: Size },
): GridPos | null {
  const taken = Array.from({ length: GRID_SIZE }, () => new Array<boolean>(GRID_SIZE).fill(false));
  for (const w of widgets)
    for (let y = Math.max(0, w.grid.y); y < Math.min(GRID_SIZE, w.grid.y + w.grid.h); y++)
      for (let x = Math.max(0, w.grid.x); x < Math.min(GRID_SIZE, w.grid.x + w.grid.w); x++) taken[y][x] = true;
  const capW = sizes.maxSize.w;
  const capH = Math.min(sizes.maxSize.h, Math.max(sizes.defaultSize.h, sizes.minSize.h));
  let best: { pos: GridPos; cells: number; room: number } | null = null;
  for (let y = 0; y < GRID_SIZE; y++) {
    for (let x = 0; x < GRID_SIZE; x++) {
      if (taken[y][x]) continue;
      // Rectangles with their top-left at (x, y): for each height, the widest free run that every row allows.
      let width = GRID_SIZE - x;
      for (let h = 1; y + h <= GRID_SIZE; h++) {
        let run = 0;
        while (run < width && !taken[y + h - 1][x + run]) run++;
        width = run;
        if (width < sizes.minSize.w) break;
        if (h < sizes.minSize.h) continue;
        const pos = { x, y, w: Math.min(width, capW), h: Math.min(h, capH) };
        const cells = pos.w * pos.h;
        const room = width * h;
        if (!best || cells > best.cells || (cells === best.cells && room > best.room)) best = { pos, cells, room };
      }
    }
  }
  return best?.pos ?? null;
}

/** Adds a widget of `type` in the largest free area (findPlacement). Null when there is no room. */
export function addWidget(widgets: PageWidget[], type: WidgetType): PageWidget | null {
  const def = getWidgetDefinition(type);
  const grid = findPlacement(widgets, def);
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
