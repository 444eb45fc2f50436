/**
 * Migration 3120-default-hero-words (issue 34): a default page whose hero still says courses and counselling were
 * "chosen for you by your employer" (untrue for a paid user and for a partner without courses) gets the new sentence,
 * in English and Hindi, as a new published revision; a company's own page keeps its words; an admin's own words are
 * kept; running it again changes nothing. Runs on PGlite and on PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/index.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { NEW_WORDS, OLD_WORDS, up, withTrueWords } from '../../src/server/db/migrations/3120-default-hero-words.js';
import type { PageDocument } from '../../src/shared/landing/page-document.js';
import { DEFAULT_PAGE } from '../../widgets/default-page.js';
import { databaseBefore } from '../support/app.js';

let handle: DbHandle;

/** The default page as shipped before 3120: the hero with the old sentence in both languages. */
function pageWithOldWords(companyId: number | null): PageDocument {
  return {
    ...DEFAULT_PAGE,
    companyId,
    widgets: DEFAULT_PAGE.widgets.map((w) =>
      w.type === 'hero'
        ? {
            ...w,
            props: {
              ...w.props,
              subheading: OLD_WORDS.en,
              hi: { ...(w.props.hi as Record<string, unknown>), subheading: OLD_WORDS.hi },
            },
          }
        : w,
    ),
  };
}

const heroOf = (doc: PageDocument) => doc.widgets.find((w) => w.type === 'hero')!.props;
const docOf = async (companyKey: number, revision: number) =>
  (
    await handle.db
      .selectFrom('landing_page_revisions')
      .select('doc')
      .where('company_key', '=', companyKey)
      .where('revision', '=', revision)
      .executeTakeFirstOrThrow()
  ).doc as PageDocument;
const heads = () =>
  handle.db
    .selectFrom('landing_page_heads')
    .select(['company_key', 'latest_revision', 'published_revision'])
    .orderBy('company_key')
    .execute();

beforeAll(async () => {
  handle = await databaseBefore('3110-rate-limit-leases');
  for (const [key, doc] of [
    [0, pageWithOldWords(null)],
    [1, pageWithOldWords(1)],
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

describe('3120 gives the default hero true words', () => {
  it('publishes revision 2 of the default page with the new sentence in English and Hindi; Acme’s page is kept', async () => {
    expect(await heads()).toEqual([
      { company_key: 0, latest_revision: 2, published_revision: 2 },
      { company_key: 1, latest_revision: 1, published_revision: 1 },
    ]);
    const hero = heroOf(await docOf(0, 2));
    expect(hero.subheading).toBe(NEW_WORDS.en);
    expect((hero.hi as Record<string, unknown>).subheading).toBe(NEW_WORDS.hi);
    expect(hero.heading).toBe(DEFAULT_PAGE.widgets[0].props.heading);
    expect(heroOf(await docOf(1, 1)).subheading).toBe(OLD_WORDS.en);
    // What the seed now writes is the same sentence.
    expect(heroOf(DEFAULT_PAGE).subheading).toBe(NEW_WORDS.en);
  });

  it('keeps an admin’s own words and changes nothing when run again', async () => {
    const edited = { ...DEFAULT_PAGE, widgets: DEFAULT_PAGE.widgets.map((w) => ({ ...w })) };
    expect(withTrueWords(edited)).toBeNull();
    await up(handle.db as never);
    expect((await heads())[0]).toEqual({ company_key: 0, latest_revision: 2, published_revision: 2 });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM landing_page_revisions`.execute(handle.db);
    expect(rows[0].n).toBe(3);
  });
});
