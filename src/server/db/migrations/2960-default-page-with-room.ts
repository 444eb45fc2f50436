import type { Kysely } from 'kysely';
import { addDefaultPageRevision, latestDefaultPage } from './default-page-revision.js';
import shipped from './shipped/2960-default-page-with-room.json';

/**
 * The default landing page with room (issue 29, docs/landing-pages.md "The default page"). The page shipped before
 * covered all 144 cells of the grid, so a company's copy answered "no free space" to "Add a widget", and it had no
 * spotlight, ad, tasks or notifications widget, so what admins published reached no one.
 *
 * A database seeded with that page gets the new one as a new revision of the default page (company key 0), only while
 * the default page's latest revision still has the shipped layout (the same widget ids, types and places): an admin
 * who designed the default page keeps it. Widgets the two pages share keep their stored settings (an admin's edited
 * heading, its Hindi) and take their new places; the others come from the frozen copy beside this migration
 * (`shipped/2960-default-page-with-room.json`). The new revision is published when the old latest one was the
 * published one, else saved as the latest draft. Companies' own pages (company keys above 0) are never touched, and
 * an empty database gets nothing here (the seed writes the new page).
 *
 * Before (latest revision 1, published): `hero-home` 12×2, `features` 12×2, `streak`, `quick`, `cta`, … `disclaimer`
 * at row 12, no free cell. After: revision 2, published, with `spotlight`, `tasks`, `notifications`, `ads`, rows 10
 * and 11 free.
 */
type Grid = { x: number; y: number; w: number; h: number };
type Widget = { id: string; type: string; typeVersion: number; grid: Grid; props: Record<string, unknown> };
type Doc = { schemaVersion: number; companyId: number | null; widgets: Widget[] };

const NOTE = 'Default page with room for new widgets, and the spotlight, ads, tasks and notifications (migration 2960)';

const layoutKey = (widgets: ReadonlyArray<{ id: string; type: string; grid: Grid }>) =>
  widgets
    .map((w) => `${w.id}:${w.type}:${w.grid.x},${w.grid.y},${w.grid.w},${w.grid.h}`)
    .sort()
    .join('|');

/** The new default page, keeping the stored settings of the widgets both pages have. */
export function pageWithRoom(stored: Doc): Doc {
  const after = shipped.after as Doc;
  const byId = new Map(stored.widgets.map((w) => [w.id, w]));
  return {
    ...after,
    widgets: after.widgets.map((w) => {
      const old = byId.get(w.id);
      return old && old.type === w.type ? { ...old, grid: w.grid } : w;
    }),
  };
}

/** True when the stored page still has the layout the earlier default page shipped with. */
export function hasShippedLayout(doc: unknown): doc is Doc {
  const widgets = (doc as Partial<Doc> | null)?.widgets;
  if (!Array.isArray(widgets) || widgets.some((w) => !w || typeof w !== 'object' || !w.grid)) return false;
  return layoutKey(widgets) === layoutKey(shipped.before);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const page = await latestDefaultPage(db);
  if (!page || !hasShippedLayout(page.doc)) return;
  await addDefaultPageRevision(db, page.head, pageWithRoom(page.doc), NOTE);
}

/** Nothing to undo in the schema; the revision stays in the default page's history (an admin can roll back). */
export async function down(): Promise<void> {}
