import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { KbArticleKind } from '../../db/tables/knowledge-base.js';
import { BLOGS } from './content/blogs.js';
import { FINGUIDES, type SeedArticle } from './content/guides.js';
import { SEED_CATEGORIES } from './content/faqs.js';
import { HANDBOOK, type SeedItem } from './content/handbook.js';
import { SCHEMES } from './content/schemes.js';
import { TOOLKIT } from './content/toolkit.js';
import { indexArticles, indexFaqs, indexSchemes } from './search-index.js';
import { escapeHtml } from '../../html.js';

/** Seed text -> HTML: headings, paragraphs, and "- " lines as lists. */
export function sectionsToHtml(sections: SeedArticle['sections']): string {
  return sections
    .map((s) => {
      const out: string[] = s.h ? [`<h2>${escapeHtml(s.h)}</h2>`] : [];
      let list: string[] = [];
      const flush = () => {
        if (list.length) out.push(`<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
        list = [];
      };
      for (const line of s.lines) {
        if (line.startsWith('- ')) list.push(line.slice(2));
        else {
          flush();
          out.push(`<p>${escapeHtml(line)}</p>`);
        }
      }
      flush();
      return out.join('');
    })
    .join('');
}

const itemToArticle = (i: SeedItem): SeedArticle => ({
  slug: i.slug,
  title: i.title,
  summary: i.description,
  keywords: i.keywords,
  sections: [
    { h: 'In this guide', lines: [i.description] },
    { h: 'Key points', lines: i.points.map((p) => `- ${p}`) },
  ],
});

/**
 * The knowledge base's starting content (docs/knowledge-base.md "Content"): categories and FAQs,
 * the six finguides, blogs, handbook and toolkit items, and the government schemes. Only into an
 * empty knowledge base, in one transaction, so a second run changes nothing. The PDFs of guides
 * are generated from the same text when first opened (files.ts renderGuidePdf).
 */
export async function seedKnowledgeBase(db: Kysely<Database>): Promise<boolean> {
  const any = await db.selectFrom('kb_categories').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE kb_categories IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('kb_categories').select('id').limit(1).executeTakeFirst()) return false;
    for (const [ci, c] of SEED_CATEGORIES.entries()) {
      const categoryId = (
        await trx
          .insertInto('kb_categories')
          .values({
            title: c.title,
            description: c.description,
            sequence: (ci + 1) * 10,
            extra: '{}',
            hi: JSON.stringify(c.hi ?? {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      for (const [si, s] of c.subs.entries()) {
        const subId = (
          await trx
            .insertInto('kb_sub_categories')
            .values({
              category_id: categoryId,
              title: s.title,
              description: s.description,
              sequence: (si + 1) * 10,
              extra: '{}',
              hi: JSON.stringify(s.hi ?? {}),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
        for (const [gi, g] of s.groups.entries()) {
          const groupId = (
            await trx
              .insertInto('kb_groups')
              .values({
                sub_category_id: subId,
                title: g.title,
                sequence: (gi + 1) * 10,
                extra: '{}',
                hi: JSON.stringify(g.hi ?? {}),
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
          await trx
            .insertInto('kb_faqs')
            .values(
              g.faqs.map((f, fi) => ({
                group_id: groupId,
                question: f.q,
                answer_html: f.a,
                keywords: f.k,
                content_kind: 'html' as const,
                sequence: (fi + 1) * 10,
                extra: '{}',
                hi: JSON.stringify(f.hi ?? {}),
              })),
            )
            .execute();
        }
      }
    }
    const articles: Array<{ kind: KbArticleKind; a: SeedArticle }> = [
      ...FINGUIDES.map((a) => ({ kind: 'finguide' as const, a })),
      ...BLOGS.map((a) => ({ kind: 'blog' as const, a })),
      ...HANDBOOK.map((i) => ({ kind: 'handbook' as const, a: itemToArticle(i) })),
      ...TOOLKIT.map((i) => ({ kind: 'toolkit' as const, a: itemToArticle(i) })),
    ];
    const ids = await trx
      .insertInto('kb_articles')
      .values(
        articles.map(({ kind, a }, i) => ({
          kind,
          slug: a.slug,
          title: a.title,
          summary: a.summary,
          body_html: sectionsToHtml(a.sections),
          keywords: a.keywords,
          author: a.author ?? null,
          published_on: a.published_on ?? null,
          sequence: (i + 1) * 10,
          extra: '{}',
        })),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('kb_schemes')
      .values(SCHEMES.map((s, i) => ({ ...s, sequence: (i + 1) * 10 })))
      .execute();
    await indexFaqs(trx, { categoryId: undefined });
    await indexArticles(
      trx,
      ids.map((r) => r.id),
    );
    await indexSchemes(trx);
    return true;
  });
}
