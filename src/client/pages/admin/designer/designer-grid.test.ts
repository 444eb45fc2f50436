import { describe, expect, it } from 'vitest';
// The admin sentences (designer-grid's refusals, page-checks' messages) load with the admin chunk: register them here.
import '../../../../i18n/admin-messages';
import { checkGrid, type PageWidget } from '../../../../shared/landing/page-document';
import { DEFAULT_PAGE } from '../../../../../widgets/default-page';
import {
  addWidget,
  applyLayout,
  defaultPropsFor,
  findPlacement,
  makeRoomFor,
  newWidgetId,
  stepWidget,
} from './designer-grid';

const w = (id: string, type: string, x: number, y: number, wd: number, h: number): PageWidget => ({
  id,
  type,
  typeVersion: 1,
  grid: { x, y, w: wd, h },
  props: {},
});
const page = [w('a', 'cta', 0, 0, 4, 2), w('b', 'cta', 4, 0, 4, 2)];
/** The default page with its free rows filled: every one of the 144 cells is covered. */
const fullPage = () => [...DEFAULT_PAGE.widgets, w('filler', 'rich_text', 0, 9, 12, 2)];

describe('designer grid rules (keyboard and canvas)', () => {
  it('arrows move one cell and are refused at the edges', () => {
    const right = stepWidget(page, 'b', { dx: 1 });
    expect(right.ok && right.grid).toEqual({ x: 5, y: 0, w: 4, h: 2 });
    expect(stepWidget(page, 'a', { dx: -1 })).toEqual({
      ok: false,
      reason: 'Call to action is at the edge of the grid.',
    });
    expect(stepWidget([w('c', 'cta', 8, 10, 4, 2)], 'c', { dy: 1 }).ok).toBe(false);
  });

  it('a move onto a neighbour is refused and names it', () => {
    const r = stepWidget(page, 'a', { dx: 1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/overlap Call to action “b”/);
  });

  it('Shift+arrows resize within the type’s min and max size', () => {
    expect(stepWidget(page, 'a', { dh: 1 }).ok).toBe(true);
    expect(stepWidget([w('a', 'cta', 0, 0, 3, 2)], 'a', { dw: -1 })).toEqual({
      ok: false,
      reason: 'Call to action cannot be smaller than 3×2.',
    });
    expect(stepWidget([w('a', 'cta', 0, 0, 12, 4)], 'a', { dh: 1 })).toEqual({
      ok: false,
      reason: 'Call to action cannot be larger than 12×4.',
    });
  });

  it('adds a widget with its schema defaults and a unique id', () => {
    const added = addWidget(page, 'cta');
    expect(added).toMatchObject({ id: 'cta-1', type: 'cta', typeVersion: 1 });
    expect(added?.props).toEqual(defaultPropsFor('cta'));
    expect(newWidgetId('cta', [...page, { ...added!, id: 'cta-1' }])).toBe('cta-2');
  });

  it('rejects a canvas layout that breaks the grid rules', () => {
    expect(applyLayout(page, [{ i: 'b', x: 2, y: 0, w: 4, h: 2 }])).toBeNull();
    expect(applyLayout(page, [{ i: 'b', x: 6, y: 3, w: 4, h: 2 }])?.[1].grid).toEqual({ x: 6, y: 3, w: 4, h: 2 });
  });
});

describe('placing a new widget in the largest free area (issue 29)', () => {
  const sizes = (d: [number, number], min: [number, number], max: [number, number]) => ({
    defaultSize: { w: d[0], h: d[1] },
    minSize: { w: min[0], h: min[1] },
    maxSize: { w: max[0], h: max[1] },
  });
  /** A full 12×12 page of 6×2 tiles, with the tiles named in `gone` removed. */
  const fullOfTiles = (...gone: string[]) =>
    Array.from({ length: 12 }, (_, i) => w(`t${i}`, 'cta', (i % 2) * 6, Math.floor(i / 2) * 2, 6, 2)).filter(
      (x) => !gone.includes(x.id),
    );

  it('after a 6×2 widget is deleted from a full page, the new one fills that 6×2, not its minimum size', () => {
    const widgets = fullOfTiles('t5');
    expect(findPlacement(widgets, sizes([6, 3], [2, 1], [12, 12]))).toEqual({ x: 6, y: 4, w: 6, h: 2 });
    // The real types: rich text (default 6×3, minimum 2×1) and a call to action (4×2, at most 12×4) both fill it.
    expect(addWidget(widgets, 'rich_text')?.grid).toEqual({ x: 6, y: 4, w: 6, h: 2 });
    expect(addWidget(widgets, 'cta')?.grid).toEqual({ x: 6, y: 4, w: 6, h: 2 });
  });

  it('picks the largest of several free areas, not the first one', () => {
    // A 3×2 hole near the top and a 6×2 hole lower down: the 6×2 one wins.
    const widgets = [
      ...fullOfTiles('t1', 't9'),
      w('a', 'cta', 6, 0, 3, 2), // half of the t1 hole is taken again: a 3×2 hole is left at x 9
    ];
    expect(findPlacement(widgets, sizes([4, 2], [3, 2], [12, 4]))).toEqual({ x: 6, y: 8, w: 6, h: 2 });
  });

  it('grows up to the maximum width and the default height, never beyond the free rectangle', () => {
    // An empty page: the whole width (max 12), the default height, at the top.
    expect(findPlacement([], sizes([6, 3], [2, 1], [12, 12]))).toEqual({ x: 0, y: 0, w: 12, h: 3 });
    // A type at most 8 wide takes 8 of a 12-wide area, from its left.
    expect(findPlacement([], sizes([4, 2], [3, 2], [8, 4]))).toEqual({ x: 0, y: 0, w: 8, h: 2 });
    // A free area lower than the default height: the widget takes that height (at least its minimum).
    const twoRowsFree = [w('top', 'rich_text', 0, 0, 12, 10)];
    expect(findPlacement(twoRowsFree, sizes([4, 4], [3, 2], [12, 8]))).toEqual({ x: 0, y: 10, w: 12, h: 2 });
  });

  it('answers null when no free area holds the minimum size', () => {
    expect(findPlacement([w('full', 'rich_text', 0, 0, 12, 12)], sizes([1, 1], [1, 1], [12, 12]))).toBeNull();
    // A 12×1 strip is free, but the type needs two rows.
    expect(findPlacement([w('x', 'rich_text', 0, 1, 12, 11)], sizes([4, 2], [3, 2], [12, 4]))).toBeNull();
    expect(findPlacement([w('x', 'rich_text', 0, 1, 12, 11)], sizes([4, 2], [3, 1], [12, 4]))).toEqual({
      x: 0,
      y: 0,
      w: 12,
      h: 1,
    });
  });

  it('on ties keeps the higher, then further-left area', () => {
    const widgets = fullOfTiles('t2', 't3'); // row 2 (y 2..3) is free across the grid
    expect(findPlacement(widgets, sizes([4, 2], [3, 2], [6, 4]))).toEqual({ x: 0, y: 2, w: 6, h: 2 });
  });
});

describe('the default page has room (issue 29)', () => {
  it('adding a widget to the default page fills its free 12×2 rows above the disclaimer', () => {
    const added = addWidget(DEFAULT_PAGE.widgets, 'rich_text');
    expect(added?.grid).toEqual({ x: 0, y: 9, w: 12, h: 2 });
    expect(checkGrid([...DEFAULT_PAGE.widgets, added!])).toEqual([]);
  });

  it('shows the spotlight, an ad slot, my tasks and notifications', () => {
    const types = DEFAULT_PAGE.widgets.map((x) => x.type);
    expect(types).toEqual(expect.arrayContaining(['monthly_spotlight', 'ad_banner', 'my_tasks', 'notifications']));
  });
});

describe('making room on a full grid (issue 20)', () => {
  it('a full page makes room: the widget is added within 12 rows without overlaps', () => {
    const full = fullPage();
    expect(addWidget(full, 'cta')).toBeNull();
    const room = makeRoomFor(full, 'cta');
    expect(room).not.toBeNull();
    expect(room!.widgets).toHaveLength(full.length + 1);
    expect(checkGrid(room!.widgets)).toEqual([]);
    expect(room!.widgets.every((x) => x.grid.y + x.grid.h <= 12)).toBe(true);
  });
});
