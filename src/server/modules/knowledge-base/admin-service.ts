import { sql, type Kysely } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Database } from '../../db/types.js';
import type { KbOrderBody } from '../../../shared/generated/api/knowledge-base/kb-order.js';
import type { KnowledgeBaseCategory as KbCategory } from '../../../shared/generated/entities/kb-category.js';
import type { KnowledgeBaseGroup as KbGroup } from '../../../shared/generated/entities/kb-group.js';
import type { KnowledgeBaseSubCategory as KbSubCategory } from '../../../shared/generated/entities/kb-sub-category.js';
import { validateFormRecord } from '../forms/service.js';
import type { Db as AppDb } from '../../db/index.js';
import type { KbFormKey } from './form-files.js';
import { indexFaqs, pruneFaqDocs } from './search-index.js';
import { hindiColumn } from '../../hindi-input.js';

/**
 * The admin's writes (manage-knowledge-base): categories, sub-categories, groups, deletes and the order
 * here; FAQs and articles (with their files) in admin-upload-service.ts. Every record is checked against
 * its published form definition (schemas/forms/kb-*.form.json plus any overlay; overlay-only fields go to
 * `extra`), HTML is sanitised before it is stored, and the search index is rewritten in the same transaction.
 */
type Db = Kysely<Database>;

/** The body checked against its form: the core fields, and the overlay-only ones as `extra` JSON. */
export async function validated<T>(db: AppDb, key: KbFormKey, body: unknown): Promise<{ core: T; extra: string }> {
  const { core, extra } = await validateFormRecord(db, key, body);
  return { core: core as T, extra: JSON.stringify(extra) };
}

export const now = () => new Date();

/** The row, or the error `code` (not found) when there is none. */
export async function must<T>(row: Promise<T | undefined>, code = 'E-10507'): Promise<T> {
  const r = await row;
  if (!r) throw new AppError(code);
  return r;
}

// ---- categories, sub-categories, groups --------------------------------------------------------

export async function saveCategory(db: AppDb, id: number | null, body: unknown): Promise<number> {
  const { core, extra } = await validated<KbCategory>(db, 'kb-category', body);
  const values = {
    title: core.title.trim(),
    description: core.description ?? '',
    sequence: core.sequence ?? 0,
    status: core.status ?? 1,
    extra,
    hi: hindiColumn(core.hi, ['title', 'description']),
  };
  return db.transaction().execute(async (trx) => {
    if (id === null) {
      return (await trx.insertInto('kb_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
    }
    await must(
      trx
        .updateTable('kb_categories')
        .set({ ...values, updated_at: now() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    );
    await indexFaqs(trx, { categoryId: id });
    return id;
  });
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await must(trx.deleteFrom('kb_categories').where('id', '=', id).returning('id').executeTakeFirst());
    await pruneFaqDocs(trx);
  });
}

export async function saveSubCategory(db: AppDb, id: number | null, body: unknown): Promise<number> {
  const { core, extra } = await validated<KbSubCategory>(db, 'kb-sub-category', body);
  return db.transaction().execute(async (trx) => {
    await must(
      trx.selectFrom('kb_categories').select('id').where('id', '=', core.category_id).executeTakeFirst(),
      'E-10604',
    );
    const values = {
      category_id: core.category_id,
      title: core.title.trim(),
      description: core.description ?? '',
      sequence: core.sequence ?? 0,
      status: core.status ?? 1,
      extra,
      hi: hindiColumn(core.hi, ['title', 'description']),
    };
    if (id === null) {
      return (await trx.insertInto('kb_sub_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
    }
    const before = await must(
      trx.selectFrom('kb_sub_categories').select('category_id').where('id', '=', id).executeTakeFirst(),
    );
    await trx
      .updateTable('kb_sub_categories')
      .set({ ...values, updated_at: now() })
      .where('id', '=', id)
      .execute();
    await indexFaqs(trx, { categoryId: core.category_id });
    if (before.category_id !== core.category_id) await indexFaqs(trx, { categoryId: before.category_id });
    return id;
  });
}

export async function saveGroup(db: AppDb, id: number | null, body: unknown): Promise<number> {
  const { core, extra } = await validated<KbGroup>(db, 'kb-group', body);
  return db.transaction().execute(async (trx) => {
    await must(
      trx.selectFrom('kb_sub_categories').select('id').where('id', '=', core.sub_category_id).executeTakeFirst(),
      'E-10604',
    );
    const values = {
      sub_category_id: core.sub_category_id,
      title: core.title.trim(),
      sequence: core.sequence ?? 0,
      status: core.status ?? 1,
      extra,
      hi: hindiColumn(core.hi, ['title']),
    };
    if (id === null) {
      return (await trx.insertInto('kb_groups').values(values).returning('id').executeTakeFirstOrThrow()).id;
    }
    const faqIds = await trx.selectFrom('kb_faqs').select('id').where('group_id', '=', id).execute();
    await must(
      trx
        .updateTable('kb_groups')
        .set({ ...values, updated_at: now() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    );
    await indexFaqs(trx, { faqIds: faqIds.map((f) => f.id) });
    return id;
  });
}

export async function deleteRow(db: Db, table: 'kb_sub_categories' | 'kb_groups' | 'kb_faqs', id: number) {
  await db.transaction().execute(async (trx) => {
    const gone = await sql`DELETE FROM ${sql.table(table)} WHERE id = ${id}`.execute(trx);
    if (!Number(gone.numAffectedRows ?? 0)) throw new AppError('E-10507');
    await pruneFaqDocs(trx);
  });
}

const ORDER_TABLES = {
  category: 'kb_categories',
  sub_category: 'kb_sub_categories',
  group: 'kb_groups',
  faq: 'kb_faqs',
  article: 'kb_articles',
} as const;

/** Sets `sequence` of the listed siblings to their position (10, 20, 30 ...). */
export async function reorder(db: Db, order: KbOrderBody): Promise<void> {
  const table = ORDER_TABLES[order.type];
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of order.ids.entries()) {
      await sql`UPDATE ${sql.table(table)} SET sequence = ${(i + 1) * 10}, updated_at = now() WHERE id = ${id}`.execute(
        trx,
      );
    }
  });
}
