import { describe, expect, it } from 'vitest';
import { describeChange, diffPages, type DiffablePage } from './page-diff.js';

const w = (id: string, type: string, grid: [number, number, number, number], props: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  grid: { x: grid[0], y: grid[1], w: grid[2], h: grid[3] },
  props,
});

const base: DiffablePage = {
  widgets: [
    w('hero', 'hero', [0, 0, 12, 2], { section: 'home', heading: 'Hello' }),
    w('cta', 'cta', [0, 2, 4, 2], { title: 'Talk', button_label: 'Book', route: '/client/counselling' }),
    w('tiles', 'feature_tiles', [4, 2, 8, 2], { features: [1, 2, 3] }),
  ],
};

describe('diffPages', () => {
  it('should report nothing for identical pages, whatever the key order of props', () => {
    const same: DiffablePage = {
      widgets: base.widgets.map((x) => ({ ...x, props: Object.fromEntries(Object.entries(x.props).reverse()) })),
    };
    expect(diffPages(base, same)).toEqual({ changes: [], unchanged: 3 });
  });

  it('should report added and removed widgets', () => {
    const after: DiffablePage = {
      widgets: [base.widgets[0], base.widgets[2], w('img', 'image', [0, 4, 4, 2], { src: '/files/a.png', alt: 'A' })],
    };
    const { changes, unchanged } = diffPages(base, after);
    expect(changes).toEqual([
      { kind: 'added', id: 'img', type: 'image', grid: { x: 0, y: 4, w: 4, h: 2 } },
      { kind: 'removed', id: 'cta', type: 'cta', grid: { x: 0, y: 2, w: 4, h: 2 } },
    ]);
    expect(unchanged).toBe(2);
  });

  it('should tell a move from a resize, and report both when both happened', () => {
    const after: DiffablePage = {
      widgets: [
        base.widgets[0],
        { ...base.widgets[1], grid: { x: 0, y: 4, w: 4, h: 2 } },
        { ...base.widgets[2], grid: { x: 5, y: 2, w: 7, h: 3 } },
      ],
    };
    const kinds = diffPages(base, after).changes.map((c) => `${c.id}:${c.kind}`);
    expect(kinds).toEqual(['tiles:moved', 'tiles:resized', 'cta:moved']);
  });

  it('should list exactly the props that changed, were added or were removed', () => {
    const after: DiffablePage = {
      widgets: [
        { ...base.widgets[0], props: { section: 'home', heading: 'Hi', align: 'center' } },
        { ...base.widgets[1], props: { title: 'Talk', button_label: 'Book' } },
        { ...base.widgets[2], props: { features: [1, 3, 2] } },
      ],
    };
    const settings = diffPages(base, after).changes.filter((c) => c.kind === 'settings');
    expect(settings).toEqual([
      { kind: 'settings', id: 'hero', type: 'hero', fields: ['align', 'heading'] },
      { kind: 'settings', id: 'cta', type: 'cta', fields: ['route'] },
      { kind: 'settings', id: 'tiles', type: 'feature_tiles', fields: ['features'] },
    ]);
  });

  it('should treat a changed type under the same id as a removal and an addition', () => {
    const after: DiffablePage = {
      widgets: [w('hero', 'rich_text', [0, 0, 12, 2], { html: '<p>x</p>' }), base.widgets[1], base.widgets[2]],
    };
    expect(diffPages(base, after).changes.map((c) => `${c.kind}:${c.type}`)).toEqual([
      'removed:hero',
      'added:rich_text',
    ]);
  });

  it('should compare against an empty page', () => {
    expect(diffPages({ widgets: [] }, base).changes.every((c) => c.kind === 'added')).toBe(true);
    expect(diffPages(base, { widgets: [] }).changes.map((c) => c.kind)).toEqual(['removed', 'removed', 'removed']);
  });
});

describe('describeChange', () => {
  it('should write one readable sentence per change, in 1-based cells', () => {
    const after: DiffablePage = { widgets: [{ ...base.widgets[1], grid: { x: 4, y: 6, w: 6, h: 3 } }] };
    const lines = diffPages({ widgets: [base.widgets[1]] }, after).changes.map((c) =>
      describeChange(c, (t) => (t === 'cta' ? 'Call to action' : t)),
    );
    expect(lines).toEqual([
      'Call to action “cta” moved from column 1, row 3 to column 5, row 7',
      'Call to action “cta” resized from 4×2 to 6×3',
    ]);
  });
});
