import { sql, type Kysely } from 'kysely';

/**
 * The default landing page (company key 0) as the data migrations that ship a new version of it read and write it
 * (2960, 3120): its head and the document of its latest revision, and a new revision added after it. Keep this to
 * what those migrations have always done: an earlier migration runs it again on a database that was never migrated.
 */
export type DefaultPageHead = { latest_revision: number; published_revision: number | null };

/** The head (locked for the migration's transaction) and the latest revision's document; null without a page. */
export async function latestDefaultPage(db: Kysely<unknown>): Promise<{ head: DefaultPageHead; doc: unknown } | null> {
  const { rows: heads } = await sql<DefaultPageHead>`
    SELECT latest_revision, published_revision FROM landing_page_heads WHERE company_key = 0 FOR UPDATE`.execute(db);
  const head = heads[0];
  if (!head) return null;
  const { rows } = await sql<{ doc: unknown }>`
    SELECT doc FROM landing_page_revisions WHERE company_key = 0 AND revision = ${head.latest_revision}`.execute(db);
  const doc = typeof rows[0]?.doc === 'string' ? (JSON.parse(rows[0].doc) as unknown) : rows[0]?.doc;
  return { head, doc };
}

/**
 * `doc` as the next revision of the default page: published when the latest revision was the published one, else
 * saved as the latest draft (an admin's unpublished work stays unpublished).
 */
export async function addDefaultPageRevision(
  db: Kysely<unknown>,
  head: DefaultPageHead,
  doc: unknown,
  note: string,
): Promise<void> {
  const revision = head.latest_revision + 1;
  await sql`
    INSERT INTO landing_page_revisions (company_key, revision, doc, note, created_by)
    VALUES (0, ${revision}, ${JSON.stringify(doc)}::jsonb, ${note}, NULL)`.execute(db);
  if (head.published_revision === head.latest_revision)
    await sql`
      UPDATE landing_page_heads SET latest_revision = ${revision}, published_revision = ${revision},
        published_at = now(), published_by = NULL
      WHERE company_key = 0`.execute(db);
  else await sql`UPDATE landing_page_heads SET latest_revision = ${revision} WHERE company_key = 0`.execute(db);
}
