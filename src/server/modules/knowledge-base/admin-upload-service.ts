import { sql, type Kysely } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Database } from '../../db/types.js';
import type { KbArticleKind } from '../../db/tables/knowledge-base.js';
import type { KnowledgeBaseArticle as KbArticle } from '../../../shared/generated/entities/kb-article.js';
import type { KnowledgeBaseFAQ as KbFaq } from '../../../shared/generated/entities/kb-faq.js';
import type { Db as AppDb } from '../../db/index.js';
import { must, now, validated } from './admin-service.js';
import { checkKbFile, writeKbFile, type KbFileKind } from './files.js';
import { indexArticles, indexFaqs } from './search-index.js';
import { cleanHtml } from './text.js';
import { hindiColumn } from '../../hindi-input.js';
import type { FileStorage } from '../../storage/index.js';

/**
 * The admin's writes of FAQs and articles (multipart, with a file; manage-knowledge-base), checked and
 * indexed as in admin-service.ts; an uploaded file is checked and stored first (files.ts).
 */
type Db = Kysely<Database>;
export type Upload = { data: Buffer; filename: string };

async function storeFile(trx: Db, storage: FileStorage, upload: Upload, expect: KbFileKind | null): Promise<number> {
  const checked = await checkKbFile(upload.data, upload.filename, expect);
  const name = await writeKbFile(storage, checked.data, checked.ext);
  return (
    await trx
      .insertInto('kb_files')
      .values({
        name,
        kind: checked.kind,
        mime: checked.mime,
        size_bytes: checked.size,
        original_name: checked.originalName,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function saveFaq(
  db: AppDb,
  storage: FileStorage,
  id: number | null,
  body: unknown,
  upload: Upload | null,
): Promise<number> {
  const { core, extra } = await validated<KbFaq>(db, 'kb-faq', body);
  const kind = core.content_kind ?? 'html';
  if (upload && kind === 'html') throw new AppError('E-10603');
  return db.transaction().execute(async (trx) => {
    await must(trx.selectFrom('kb_groups').select('id').where('id', '=', core.group_id).executeTakeFirst(), 'E-10604');
    const fileId = upload ? await storeFile(trx, storage, upload, kind as KbFileKind) : undefined;
    const values = {
      group_id: core.group_id,
      question: core.question.trim(),
      answer_html: cleanHtml(core.answer_html),
      keywords: (core.keywords ?? []).map((k) => k.trim()).filter(Boolean),
      content_kind: kind,
      sequence: core.sequence ?? 0,
      status: core.status ?? 1,
      extra,
      hi: hindiColumn(core.hi, ['question', 'answer_html'], { answer_html: cleanHtml }),
      ...(fileId !== undefined ? { file_id: fileId } : kind === 'html' ? { file_id: null } : {}),
    };
    let faqId: number;
    if (id === null) {
      faqId = (await trx.insertInto('kb_faqs').values(values).returning('id').executeTakeFirstOrThrow()).id;
    } else {
      const before = await must(
        trx
          .selectFrom('kb_faqs as f')
          .leftJoin('kb_files as k', 'k.id', 'f.file_id')
          .select('k.kind')
          .where('f.id', '=', id)
          .executeTakeFirst(),
      );
      // A kept file must still match the content kind.
      if (!upload && kind !== 'html' && before.kind && before.kind !== kind) throw new AppError('E-10603');
      await trx
        .updateTable('kb_faqs')
        .set({ ...values, updated_at: now() })
        .where('id', '=', id)
        .execute();
      faqId = id;
    }
    await indexFaqs(trx, { faqIds: [faqId] });
    return faqId;
  });
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'article';

export async function saveArticle(
  db: AppDb,
  storage: FileStorage,
  id: number | null,
  body: unknown,
  upload: Upload | null,
): Promise<number> {
  const { core, extra } = await validated<KbArticle>(db, 'kb-article', body);
  const kind: KbArticleKind = core.kind;
  if (upload && kind === 'blog') throw new AppError('E-10603');
  return db.transaction().execute(async (trx) => {
    const fileId = upload ? await storeFile(trx, storage, upload, 'pdf') : undefined;
    const values = {
      kind,
      title: core.title.trim(),
      summary: core.summary.trim(),
      body_html: cleanHtml(core.body_html),
      keywords: (core.keywords ?? []).map((k) => k.trim()).filter(Boolean),
      author: core.author?.trim() || null,
      sequence: core.sequence ?? 0,
      status: core.status ?? 1,
      extra,
      hi: hindiColumn(core.hi, ['title', 'summary', 'body_html'], { body_html: cleanHtml }),
      ...(fileId !== undefined ? { file_id: fileId } : {}),
    };
    let articleId: number;
    if (id === null) {
      const slug = `${slugify(core.title)}-${Date.now().toString(36)}`;
      articleId = (
        await trx
          .insertInto('kb_articles')
          .values({ ...values, slug, published_on: sql<string>`current_date` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await must(
        trx
          .updateTable('kb_articles')
          .set({ ...values, updated_at: now() })
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst(),
      );
      articleId = id;
    }
    await indexArticles(trx, [articleId]);
    return articleId;
  });
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await must(trx.deleteFrom('kb_articles').where('id', '=', id).returning('id').executeTakeFirst());
    await trx
      .deleteFrom('kb_search_docs')
      .where('kind', 'in', ['blog', 'finguide', 'handbook', 'toolkit'])
      .where('ref_id', '=', id)
      .execute();
  });
}
