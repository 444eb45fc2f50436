import { describe, expect, it } from 'vitest';
// The admin sentences (designer-grid's refusals, page-checks' messages) load with the admin chunk: register them here.
import '../../../../i18n/admin-messages';
import { AppError } from '../../../../shared/app-error';
import { assertPageWritable, type PageDocument, type PageWidget } from '../../../../shared/landing/page-document';
import { DEFAULT_PAGE } from '../../../../../widgets/default-page';
import { checkPage, issuesByWidget, upgradeForEditing } from './page-checks';

const w = (
  id: string,
  type: string,
  grid: [number, number, number, number],
  props: Record<string, unknown>,
  typeVersion = 1,
): PageWidget => ({
  id,
  type,
  typeVersion,
  grid: { x: grid[0], y: grid[1], w: grid[2], h: grid[3] },
  props,
});
const page = (...widgets: PageWidget[]): PageDocument => ({ schemaVersion: 2, companyId: 1, widgets });
const cta = (
  id: string,
  grid: [number, number, number, number],
  props: Record<string, unknown> = { title: 'T', button_label: 'B', route: '/client/home' },
) => w(id, 'cta', grid, props);

/**
 * What the server would answer for a save: the set of (field, code). The server's document
 * errors (E-10526) name fields without array indices; the designer keeps them to badge the
 * widget, so both are compared without indices.
 */
const norm = (field: string) =>
  field
    .split('.')
    .filter((s) => !/^\d+$/.test(s))
    .join('.');
function serverVerdict(doc: unknown): string[] {
  try {
    assertPageWritable(doc);
    return [];
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [...new Set((err.fields ?? []).map((f) => `${norm(f.field)}|${f.code}`))].sort();
  }
}
const designerVerdict = (doc: PageDocument) =>
  [...new Set(checkPage(doc).map((f) => `${norm(f.field)}|${f.code}`))].sort();

describe('the designer’s instant checks agree with the server’s assertPageWritable', () => {
  it.each([
    ['the default page', DEFAULT_PAGE],
    ['overlap', page(cta('a', [0, 0, 4, 2]), cta('b', [2, 1, 4, 2]))],
    ['outside the grid and too small', page(cta('a', [10, 11, 4, 2]), cta('b', [0, 0, 1, 1]))],
    ['unknown type', page(w('x', 'carousel', [0, 0, 4, 2], {}))],
    ['old version', page(w('h', 'hero', [0, 0, 12, 2], { section: 'home', title: 'Hi' }, 1))],
    [
      'bad props',
      page(cta('a', [0, 0, 4, 2], { title: '', button_label: 'x'.repeat(41), route: 'https://x', extra: 1 })),
    ],
    ['duplicate ids', page(cta('a', [0, 0, 4, 2]), cta('a', [4, 0, 4, 2]))],
    ['document shape', { ...page(cta('a', [0, 0, 4, 2])), theme: 'dark' } as PageDocument],
    ['bad grid values', page({ ...cta('a bad id', [0, 0, 4, 2]), grid: { x: -1, y: 0, w: 13, h: 2 } })],
  ])('%s', (_name, doc) => {
    expect(designerVerdict(doc)).toEqual(serverVerdict(doc));
  });

  it('groups problems by widget for the canvas badges', () => {
    const doc = page(cta('a', [0, 0, 4, 2]), cta('b', [2, 1, 4, 2], { title: '' }));
    const { byId, page: pageLevel } = issuesByWidget(doc, checkPage(doc));
    expect([...byId.keys()]).toEqual(['b']);
    // title too short, button_label and route missing, and the overlap with "a".
    expect(
      byId
        .get('b')
        ?.map((e) => e.code)
        .sort(),
    ).toEqual(['E-10522', 'E-10525', 'E-10525', 'E-10525']);
    expect(pageLevel).toEqual([]);
  });

  it('opening a stored page upgrades its widgets with the registry migrations', () => {
    const doc = upgradeForEditing(
      page(
        w('h', 'hero', [0, 0, 12, 2], { section: 'home', title: 'Hi' }, 1),
        w('x', 'hero', [0, 2, 12, 2], { section: 'home' }, 1),
      ),
      1,
    );
    expect(doc.widgets[0]).toMatchObject({ typeVersion: 2, props: { heading: 'Hi', align: 'left' } });
    expect(doc.widgets[1].typeVersion).toBe(1); // cannot be migrated: kept for the admin to fix
    expect(checkPage(doc).map((f) => f.code)).toEqual(['E-10532']);
  });
});
