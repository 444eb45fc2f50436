import { describe, expect, it } from 'vitest';
// The admin sentences (designer-grid's refusals, page-checks' messages) load with the admin chunk: register them here.
import '../../../../i18n/admin-messages';
import { checkGrid, type PageWidget } from '../../../../shared/landing/page-document';
import { DEFAULT_PAGE } from '../../../../../widgets/default-page';
import {
  addWidget,
  applyLayout,
  defaultPropsFor,
  findFreeSpot,
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

  it('finds the first free spot row by row and adds widgets with schema defaults', () => {
    expect(findFreeSpot(page, { w: 4, h: 2 })).toEqual({ x: 8, y: 0, w: 4, h: 2 });
    expect(findFreeSpot([w('full', 'rich_text', 0, 0, 12, 12)], { w: 1, h: 1 })).toBeNull();
    const added = addWidget(page, 'cta');
    expect(added).toMatchObject({ id: 'cta-1', type: 'cta', typeVersion: 1, grid: { x: 8, y: 0, w: 4, h: 2 } });
    expect(added?.props).toEqual(defaultPropsFor('cta'));
    expect(newWidgetId('cta', [...page, { ...added!, id: 'cta-1' }])).toBe('cta-2');
  });

  it('rejects a canvas layout that breaks the grid rules', () => {
    expect(applyLayout(page, [{ i: 'b', x: 2, y: 0, w: 4, h: 2 }])).toBeNull();
    expect(applyLayout(page, [{ i: 'b', x: 6, y: 3, w: 4, h: 2 }])?.[1].grid).toEqual({ x: 6, y: 3, w: 4, h: 2 });
  });
});

describe('making room on a full grid (issue 20)', () => {
  it('the default page leaves no free space, and making room adds the widget within 12 rows without overlaps', () => {
    const full = DEFAULT_PAGE.widgets;
    expect(addWidget(full, 'cta')).toBeNull();
    const room = makeRoomFor(full, 'cta');
    expect(room).not.toBeNull();
    expect(room!.widgets).toHaveLength(full.length + 1);
    expect(checkGrid(room!.widgets)).toEqual([]);
    expect(room!.widgets.every((x) => x.grid.y + x.grid.h <= 12)).toBe(true);
  });
});
