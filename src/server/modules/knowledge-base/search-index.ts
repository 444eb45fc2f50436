import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { addWords } from './search.js';
import { htmlToText } from './text.js';

/**
 * The knowledge base's search index (kb_search_docs; docs/knowledge-base.md "Search"): one document per
 * FAQ, article and scheme, rewritten whenever the record (or a level above an FAQ) changes.
 */

type Db = Kysely<Database>;

const hindiText = (hi: Record<string, unknown> | null | undefined, field: string): string => {
  const value = hi?.[field];
  return typeof value === 'string' ? value : '';
};

/** Writes (or rewrites) an FAQ's search document; its status is active only when every level above is. */
export async function indexFaqs(db: Db, where: { faqIds?: number[]; categoryId?: number }): Promise<void> {
  let q = db
    .selectFrom('kb_faqs as f')
    .innerJoin('kb_groups as g', 'g.id', 'f.group_id')
    .innerJoin('kb_sub_categories as s', 's.id', 'g.sub_category_id')
    .innerJoin('kb_categories as c', 'c.id', 's.category_id')
    .select(['f.id', 'f.question', 'f.answer_html', 'f.keywords', 'f.status', 'f.hi', 'c.id as category_id'])
    .select(
      sql<number>`CASE WHEN f.status = 1 AND g.status = 1 AND s.status = 1 AND c.status = 1 THEN 1 ELSE 2 END`.as(
        'effective',
      ),
    );
  if (where.faqIds) q = q.where('f.id', 'in', where.faqIds.length ? where.faqIds : [0]);
  if (where.categoryId) q = q.where('c.id', '=', where.categoryId);
  const rows = await q.execute();
  if (!rows.length) return;
  const docs = rows.map((r) => ({
    kind: 'faq' as const,
    ref_id: r.id,
    parent_id: r.category_id,
    title: r.question,
    // The Hindi values are searched too (a Hindi reader may type Hindi words); the title stays the English one.
    keywords: [...r.keywords, hindiText(r.hi, 'question')].join(' ').trim(),
    body: `${htmlToText(r.answer_html)} ${htmlToText(hindiText(r.hi, 'answer_html'))}`.trim(),
    status: r.effective,
  }));
  await upsertDocs(db, docs);
}

export async function indexArticles(db: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const rows = await db.selectFrom('kb_articles').selectAll().where('id', 'in', ids).execute();
  await upsertDocs(
    db,
    rows.map((a) => ({
      kind: a.kind,
      ref_id: a.id,
      parent_id: null,
      title: a.title,
      keywords: [...a.keywords, hindiText(a.hi, 'title')].join(' ').trim(),
      body: [a.summary, htmlToText(a.body_html), hindiText(a.hi, 'summary'), htmlToText(hindiText(a.hi, 'body_html'))]
        .join(' ')
        .trim(),
      status: a.status,
    })),
  );
}

export async function indexSchemes(db: Db): Promise<void> {
  const rows = await db.selectFrom('kb_schemes').selectAll().execute();
  await upsertDocs(
    db,
    rows.map((s) => ({
      kind: 'scheme' as const,
      ref_id: s.id,
      parent_id: null,
      title: `${s.name} (${s.short_name})`,
      keywords: s.short_name,
      body: [s.summary, s.eligibility, s.limits, s.rate_text, s.tenure, s.tax].join(' '),
      status: 1,
    })),
  );
}

type Doc = Parameters<typeof upsertDocs>[1][number];

export async function upsertDocs(
  db: Db,
  docs: Array<{
    kind: Database['kb_search_docs']['kind'];
    ref_id: number;
    parent_id: number | null;
    title: string;
    keywords: string;
    body: string;
    status: number;
  }>,
): Promise<void> {
  for (let i = 0; i < docs.length; i += 500) {
    const batch: Doc[] = docs.slice(i, i + 500);
    await db
      .insertInto('kb_search_docs')
      .values(batch)
      .onConflict((oc) =>
        oc.columns(['kind', 'ref_id']).doUpdateSet((eb) => ({
          parent_id: eb.ref('excluded.parent_id'),
          title: eb.ref('excluded.title'),
          keywords: eb.ref('excluded.keywords'),
          body: eb.ref('excluded.body'),
          status: eb.ref('excluded.status'),
        })),
      )
      .execute();
    await addWords(db, batch.map((d) => `${d.title} ${d.keywords} ${d.body}`).join(' '));
  }
}

/** Drops the search documents of FAQs that no longer exist (after a cascade delete). */
export async function pruneFaqDocs(db: Db): Promise<void> {
  await sql`DELETE FROM kb_search_docs d WHERE d.kind = 'faq' AND NOT EXISTS (SELECT 1 FROM kb_faqs f WHERE f.id = d.ref_id)`.execute(
    db,
  );
}
