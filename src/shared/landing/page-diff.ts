import type { GridPos, Props } from '../../../widgets/types.js';

/** The parts of a page document a diff reads (a stored revision or the designer's canvas). */
export type DiffablePage = {
  widgets: ReadonlyArray<{ id: string; type: string; typeVersion?: number; grid: GridPos; props: Props }>;
};

export type PageChange =
  | { kind: 'added'; id: string; type: string; grid: GridPos }
  | { kind: 'removed'; id: string; type: string; grid: GridPos }
  | { kind: 'moved'; id: string; type: string; from: GridPos; to: GridPos }
  | { kind: 'resized'; id: string; type: string; from: GridPos; to: GridPos }
  | { kind: 'settings'; id: string; type: string; fields: string[] };

export type PageDiff = { changes: PageChange[]; unchanged: number };

/** Stable JSON (object keys sorted), so `{a,b}` and `{b,a}` compare equal. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Top-level props whose values differ (added, removed or changed), sorted. */
function changedFields(before: Props, after: Props): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => stableJson(before[k]) !== stableJson(after[k])).sort();
}

/**
 * What changed between two versions of a page, widget by widget (matched by id): added, removed,
 * moved (x/y changed), resized (w/h changed) and settings changed (the props that differ; a type
 * change counts as removed + added). A widget both moved and resized yields both entries.
 * Changes come in reading order of the newer page (y, then x), removals last. Pure.
 * @example
 *   diffPages({ widgets: [{ id: 'a', type: 'cta', grid: { x: 0, y: 0, w: 4, h: 2 }, props: { title: 'Hi' } }] },
 *             { widgets: [{ id: 'a', type: 'cta', grid: { x: 4, y: 0, w: 4, h: 2 }, props: { title: 'Hello' } }] })
 *   // -> { changes: [{ kind: 'moved', id: 'a', ... }, { kind: 'settings', id: 'a', type: 'cta', fields: ['title'] }], unchanged: 0 }
 */
export function diffPages(before: DiffablePage, after: DiffablePage): PageDiff {
  const old = new Map(before.widgets.map((w) => [w.id, w]));
  const seen = new Set<string>();
  const changes: PageChange[] = [];
  let unchanged = 0;
  const ordered = [...after.widgets].sort((a, b) => a.grid.y - b.grid.y || a.grid.x - b.grid.x);
  for (const w of ordered) {
    const prev = old.get(w.id);
    if (!prev || prev.type !== w.type) {
      if (prev) changes.push({ kind: 'removed', id: prev.id, type: prev.type, grid: prev.grid });
      changes.push({ kind: 'added', id: w.id, type: w.type, grid: w.grid });
      seen.add(w.id);
      continue;
    }
    seen.add(w.id);
    const before0 = changes.length;
    if (prev.grid.x !== w.grid.x || prev.grid.y !== w.grid.y)
      changes.push({ kind: 'moved', id: w.id, type: w.type, from: prev.grid, to: w.grid });
    if (prev.grid.w !== w.grid.w || prev.grid.h !== w.grid.h)
      changes.push({ kind: 'resized', id: w.id, type: w.type, from: prev.grid, to: w.grid });
    const fields = changedFields(prev.props, w.props);
    if (fields.length) changes.push({ kind: 'settings', id: w.id, type: w.type, fields });
    if (changes.length === before0) unchanged++;
  }
  for (const w of before.widgets) {
    if (!seen.has(w.id)) changes.push({ kind: 'removed', id: w.id, type: w.type, grid: w.grid });
  }
  return { changes, unchanged };
}

const cell = (g: GridPos) => `column ${g.x + 1}, row ${g.y + 1}`;
const size = (g: GridPos) => `${g.w}×${g.h}`;

/** One readable sentence per change, for the revision history ("Hero "hero-home" moved from …"). */
export function describeChange(change: PageChange, titleOf: (type: string) => string = (t) => t): string {
  const name = `${titleOf(change.type)} “${change.id}”`;
  switch (change.kind) {
    case 'added':
      return `${name} added at ${cell(change.grid)} (${size(change.grid)})`;
    case 'removed':
      return `${name} removed from ${cell(change.grid)}`;
    case 'moved':
      return `${name} moved from ${cell(change.from)} to ${cell(change.to)}`;
    case 'resized':
      return `${name} resized from ${size(change.from)} to ${size(change.to)}`;
    case 'settings':
      return `${name} settings changed: ${change.fields.join(', ')}`;
  }
}
