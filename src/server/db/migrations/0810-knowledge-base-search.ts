import { sql, type Kysely } from 'kysely';

/**
 * Knowledge-base search speed (docs/knowledge-base.md "Search" and "Figures"):
 * - `head`, a tsvector of the title (A) and keywords (B) alone, with its own GIN index, so the
 *   first tier (every word in a title or the keywords) is an index lookup instead of a recheck of
 *   the weights of every body match in the heap;
 * - both GIN indexes without the pending list (`fastupdate = off`): with it, bulk-written documents
 *   sat in an unsorted list that every search read in full (about 480 pages, 8 ms per statement on
 *   PostgreSQL); content is written rarely, so the slower insert costs nothing that matters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE kb_search_docs ADD COLUMN head tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', keywords), 'B')
    ) STORED;
    CREATE INDEX kb_search_docs_head_idx ON kb_search_docs USING gin (head) WITH (fastupdate = off);
    ALTER INDEX kb_search_docs_tsv_idx SET (fastupdate = off);
  `.execute(db);
  await sql`SELECT gin_clean_pending_list('kb_search_docs_tsv_idx'::regclass)`.execute(db);
}
