/**
 * Migration 2960-default-page-with-room on a database seeded before it (docs/landing-pages.md "The default page"): the
 * default page that still has the full shipped layout gets the page with room as a new published revision, keeping
 * its widgets' stored settings; a company's own page is not touched; running it again changes nothing. Runs on PGlite
 * and on PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { up } from '../../src/server/db/migrations/2960-default-page-with-room.js';
import shipped from '../../src/server/db/migrations/shipped/2960-default-page-with-room.json';
import { assertPageWritable, type PageDocument } from '../../src/shared/landing/page-document.js';
import { DEFAULT_PAGE } from '../../widgets/default-page.js';
import { databaseBefore } from '../support/app.js';

let handle: DbHandle;

/** The earlier default page: the shipped layout, its settings (the edited hero heading is an admin's). */
const propsOf = (id: string, type: string): Record<string, unknown> => {
  const now = DEFAULT_PAGE.widgets.find((w) => w.id === id && w.type === type);
  if (id === 'hero-home') return { ...now!.props, heading: 'Edited by an admin' };
  if (now) return now.props;
  if (type === 'cta') return { title: 'Talk to a counsellor', button_label: 'Book now', route: '/client/counselling' };
  return { title: id };
};
const oldPage = (companyId: number | null): PageDocument => ({
  schemaVersion: 2,
  companyId,
  widgets: shipped.before.map((w) => ({
    id: w.id,
    type: w.type,
    typeVersion: w.type === 'hero' ? 2 : 1,
    grid: w.grid,
    props: propsOf(w.id, w.type),
  })),
});

const heads = () =>
  handle.db
    .selectFrom('landing_page_heads')
    .select(['company_key', 'latest_revision', 'published_revision'])
    .orderBy('company_key')
    .execute();
const docOf = async (companyKey: number, revision: number) =>
  (
    await handle.db
      .selectFrom('landing_page_revisions')
      .select('doc')
      .where('company_key', '=', companyKey)
      .where('revision', '=', revision)
      .executeTakeFirstOrThrow()
  ).doc as PageDocument;

beforeAll(async () => {
  handle = await databaseBefore('2303-content-hindi-counsellors-packages');
  // The default page (published revision 1) and Acme's own page (company 1), both with the full shipped layout.
  for (const [key, doc] of [
    [0, oldPage(null)],
    [1, oldPage(1)],
  ] as const) {
    await handle.db
      .insertInto('landing_page_revisions')
      .values({ company_key: key, revision: 1, doc: JSON.stringify(doc), note: 'before', created_by: null })
      .execute();
    await handle.db
      .insertInto('landing_page_heads')
      .values({ company_key: key, latest_revision: 1, published_revision: 1, published_at: new Date() })
      .execute();
  }
  await migrateToLatest(handle.db);
}, 120_000);
afterAll(async () => handle?.close());

describe('2960 gives a default page seeded before it room and the content widgets', () => {
  it('publishes the page with room as revision 2 of the default page; Acme’s own page stays as it was', async () => {
    expect(await heads()).toEqual([
      { company_key: 0, latest_revision: 2, published_revision: 2 },
      { company_key: 1, latest_revision: 1, published_revision: 1 },
    ]);
    expect(await docOf(1, 1)).toEqual(oldPage(1));
  });

  it('the new revision is a valid page with the new layout, free rows and the stored settings kept', async () => {
    const doc = await docOf(0, 2);
    expect(() => assertPageWritable(doc)).not.toThrow();
    expect(doc.widgets.map((w) => [w.id, w.grid])).toEqual(DEFAULT_PAGE.widgets.map((w) => [w.id, w.grid]));
    expect(doc.widgets.find((w) => w.id === 'hero-home')?.props.heading).toBe('Edited by an admin');
    expect(doc.widgets.map((w) => w.type)).toEqual(
      expect.arrayContaining(['monthly_spotlight', 'ad_banner', 'my_tasks', 'notifications']),
    );
    const covered = doc.widgets.reduce((n, w) => n + w.grid.w * w.grid.h, 0);
    expect(covered).toBe(144 - 24);
  });

  it('running it again, or on a default page an admin designed, changes nothing', async () => {
    await up(handle.db as never);
    expect((await heads())[0]).toEqual({ company_key: 0, latest_revision: 2, published_revision: 2 });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM landing_page_revisions`.execute(handle.db);
    expect(rows[0].n).toBe(3);
  });
});
