import { sql, type Kysely, type Selectable } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Database } from '../../db/types.js';
import type { KbArticleKind, KbArticlesTable, KbFaqsTable } from '../../db/tables/knowledge-base.js';
import type { KbArticleView } from '../../../shared/generated/api/knowledge-base/kb-article-view.js';
import type { KbCategoriesAnswer } from '../../../shared/generated/api/knowledge-base/kb-categories-answer.js';
import type { KbCategoryAnswer } from '../../../shared/generated/api/knowledge-base/kb-category-answer.js';
import type { KbFaqView } from '../../../shared/generated/api/knowledge-base/kb-faq-view.js';
import type { KbSchemesAnswer } from '../../../shared/generated/api/knowledge-base/kb-schemes-answer.js';
import type { Locale } from '../../../i18n/locales.js';
import { localised, localisedAll } from '../../content-locale.js';
import { hindiRead } from '../../hindi-input.js';
import { cleanHtml } from './text.js';

/**
 * The knowledge base's reads (docs/knowledge-base.md): categories with their FAQs, articles and
 * schemes, as the API views them. The search index is written by search-index.ts.
 */
type Db = Kysely<Database>;
type CategoryTree = KbCategoryAnswer['category'];

export const CHECKLIST_URL = '/files/financial-accounts-repository-checklist.xlsx';

/** Where an article's PDF is served (gated by its module); blogs have none. */
export function articleFileUrl(kind: KbArticleKind, id: number): string | null {
  if (kind === 'finguide') return `/api/v1/knowledge-base/finguides/${id}/pdf`;
  if (kind === 'handbook') return `/api/v1/knowledge-base/handbook/${id}/pdf`;
  if (kind === 'toolkit') return `/api/v1/knowledge-base/toolkit/${id}/pdf`;
  return null;
}

type FaqRow = Selectable<KbFaqsTable> & { file_name: string | null };

export function toFaqView(f: FaqRow): KbFaqView {
  return {
    id: f.id,
    group_id: f.group_id,
    question: f.question,
    answer_html: cleanHtml(f.answer_html),
    keywords: f.keywords,
    content_kind: f.content_kind,
    file_url: f.file_id ? `/api/v1/knowledge-base/faqs/${f.id}/file` : null,
    file_name: f.file_name,
    sequence: f.sequence,
    status: f.status,
    hi: hindiRead(f.hi, { answer_html: cleanHtml }),
  };
}

export function toArticleView(a: Selectable<KbArticlesTable>): KbArticleView {
  return {
    id: a.id,
    kind: a.kind,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    body_html: cleanHtml(a.body_html),
    keywords: a.keywords,
    author: a.author,
    published_on: a.published_on,
    file_url: articleFileUrl(a.kind, a.id),
    sequence: a.sequence,
    status: a.status,
    hi: hindiRead(a.hi, { body_html: cleanHtml }),
  };
}

const faqQuery = (db: Db) =>
  db
    .selectFrom('kb_faqs as f')
    .leftJoin('kb_files as file', 'file.id', 'f.file_id')
    .selectAll('f')
    .select('file.original_name as file_name');

// ---- reads ------------------------------------------------------------------------------------

/** A category tree in the reader's language (docs/i18n.md "Admin content in Hindi"): every level localised. */
export function localisedTree(tree: CategoryTree, locale: Locale): CategoryTree {
  return {
    ...localised(tree, locale),
    sub_categories: tree.sub_categories.map((s) => ({
      ...localised(s, locale),
      groups: s.groups.map((g) => ({ ...localised(g, locale), faqs: localisedAll(g.faqs, locale) })),
    })),
  };
}

/** The categories; a reader's (`locale`) in their language, an admin's (`all`) with `hi` beside the English. */
export async function listCategories(db: Db, opts: { all: boolean; locale?: Locale }): Promise<KbCategoriesAnswer> {
  const active = (col: string) => (opts.all ? sql`true` : sql`${sql.ref(col)} = 1`);
  const rows = await sql<KbCategoriesAnswer['categories'][number] & { hi: Record<string, string> }>`
    SELECT c.id, c.title, c.description, c.sequence, c.status, c.hi,
      (SELECT count(*)::int FROM kb_faqs f JOIN kb_groups g ON g.id = f.group_id
        JOIN kb_sub_categories s ON s.id = g.sub_category_id
        WHERE s.category_id = c.id AND ${active('f.status')} AND ${active('g.status')} AND ${active('s.status')}) AS faq_count
    FROM kb_categories c WHERE ${active('c.status')} ORDER BY c.sequence, c.id`.execute(db);
  return { categories: localisedAll(rows.rows, opts.locale ?? 'en-IN') };
}

/** Categories with their sub-categories, groups and FAQs; employees see active items only. */
export async function categoryTrees(db: Db, opts: { all: boolean; categoryId?: number }): Promise<CategoryTree[]> {
  let cq = db.selectFrom('kb_categories').selectAll().orderBy('sequence').orderBy('id');
  if (opts.categoryId) cq = cq.where('id', '=', opts.categoryId);
  if (!opts.all) cq = cq.where('status', '=', 1);
  const cats = await cq.execute();
  if (!cats.length) return [];
  const catIds = cats.map((c) => c.id);
  let sq = db.selectFrom('kb_sub_categories').selectAll().where('category_id', 'in', catIds);
  if (!opts.all) sq = sq.where('status', '=', 1);
  const subs = await sq.orderBy('sequence').orderBy('id').execute();
  const subIds = subs.map((s) => s.id);
  let gq = db
    .selectFrom('kb_groups')
    .selectAll()
    .where('sub_category_id', 'in', subIds.length ? subIds : [0]);
  if (!opts.all) gq = gq.where('status', '=', 1);
  const groups = await gq.orderBy('sequence').orderBy('id').execute();
  const groupIds = groups.map((g) => g.id);
  let fq = faqQuery(db).where('f.group_id', 'in', groupIds.length ? groupIds : [0]);
  if (!opts.all) fq = fq.where('f.status', '=', 1);
  const faqs = await fq.orderBy('f.sequence').orderBy('f.id').execute();
  return cats.map((c) => ({
    id: c.id,
    title: c.title,
    description: c.description,
    sequence: c.sequence,
    status: c.status,
    hi: hindiRead(c.hi),
    sub_categories: subs
      .filter((s) => s.category_id === c.id)
      .map((s) => ({
        id: s.id,
        category_id: s.category_id,
        title: s.title,
        description: s.description,
        sequence: s.sequence,
        status: s.status,
        hi: hindiRead(s.hi),
        groups: groups
          .filter((g) => g.sub_category_id === s.id)
          .map((g) => ({
            id: g.id,
            sub_category_id: g.sub_category_id,
            title: g.title,
            sequence: g.sequence,
            status: g.status,
            hi: hindiRead(g.hi),
            faqs: faqs.filter((f) => f.group_id === g.id).map(toFaqView),
          })),
      })),
  }));
}

export async function getCategory(db: Db, id: number, all: boolean): Promise<CategoryTree> {
  const [tree] = await categoryTrees(db, { all, categoryId: id });
  if (!tree) throw new AppError('E-10507');
  return tree;
}

/** One FAQ an employee may open: it and every level above it active. */
export async function getFaq(db: Db, id: number, all: boolean): Promise<{ faq: KbFaqView; categoryId: number }> {
  let q = faqQuery(db)
    .innerJoin('kb_groups as g', 'g.id', 'f.group_id')
    .innerJoin('kb_sub_categories as s', 's.id', 'g.sub_category_id')
    .innerJoin('kb_categories as c', 'c.id', 's.category_id')
    .select('c.id as category_id')
    .where('f.id', '=', id);
  if (!all)
    q = q.where('f.status', '=', 1).where('g.status', '=', 1).where('s.status', '=', 1).where('c.status', '=', 1);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { faq: toFaqView(row), categoryId: row.category_id };
}

export async function faqFile(db: Db, faqId: number): Promise<{ name: string; mime: string; original: string | null }> {
  const row = await db
    .selectFrom('kb_faqs as f')
    .innerJoin('kb_files as file', 'file.id', 'f.file_id')
    .select(['file.name', 'file.mime', 'file.original_name'])
    .where('f.id', '=', faqId)
    .where('f.status', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { name: row.name, mime: row.mime, original: row.original_name };
}

export async function listArticles(db: Db, kind: KbArticleKind | undefined, all: boolean): Promise<KbArticleView[]> {
  let q = db.selectFrom('kb_articles').selectAll();
  if (kind) q = q.where('kind', '=', kind);
  if (!all) q = q.where('status', '=', 1);
  return (await q.orderBy('kind').orderBy('sequence').orderBy('id').execute()).map(toArticleView);
}

export async function getArticle(db: Db, id: number, kind: KbArticleKind | null, all: boolean) {
  let q = db.selectFrom('kb_articles').selectAll().where('id', '=', id);
  if (kind) q = q.where('kind', '=', kind);
  if (!all) q = q.where('status', '=', 1);
  const row = await q.executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return row;
}

export async function articlePdfFile(db: Db, fileId: number) {
  return db.selectFrom('kb_files').select(['name', 'mime']).where('id', '=', fileId).executeTakeFirst();
}

export async function listSchemes(db: Db): Promise<KbSchemesAnswer> {
  const schemes = await db.selectFrom('kb_schemes').selectAll().orderBy('sequence').orderBy('id').execute();
  return {
    schemes: schemes.map(({ sequence: _s, ...s }) => s),
    checklist_url: CHECKLIST_URL,
  };
}
