import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import {
  assertPageWritable,
  migratePageDocument,
  readWidget,
  type PageDocument,
} from '../../../shared/landing/page-document.js';
import type { Db } from '../../db/index.js';
import { findHead, findRevision, listRevisions } from './queries.js';
import { sanitizeRichText } from './sanitize.js';

export const companyKeyOf = (companyId: number | null) => companyId ?? 0;

async function assertCompany(db: Db, companyId: number | null): Promise<void> {
  if (companyId === null) return;
  const c = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!c) throw new AppError('E-10533');
}

/** The designer's view of one company's page (or the default page): latest draft, published revision, history. */
export async function getPageState(db: Db, companyId: number | null) {
  await assertCompany(db, companyId);
  const key = companyKeyOf(companyId);
  const head = await findHead(db, key);
  const latest = head ? await findRevision(db, key, head.latest_revision) : undefined;
  return {
    company_id: companyId,
    latest_revision: head?.latest_revision ?? 0,
    published_revision: head?.published_revision ?? null,
    published_at: head?.published_at ?? null,
    draft: latest ? migratePageDocument(latest.doc as Record<string, unknown>) : null,
    revisions: await listRevisions(db, key),
  };
}

export async function getRevisionDoc(db: Db, companyId: number | null, revision: number) {
  const row = await findRevision(db, companyKeyOf(companyId), revision);
  if (!row) throw new AppError('E-10529');
  return {
    revision: row.revision,
    note: row.note,
    created_at: row.created_at,
    doc: migratePageDocument(row.doc as Record<string, unknown>),
  };
}

/** A rich-text widget's HTML through the allow-list, its Hindi HTML too (an empty Hindi value is not kept). */
function cleanRichText(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...props, html: sanitizeRichText(String(props.html ?? '')) };
  const hi = props.hi as { html?: unknown } | undefined;
  if (hi && typeof hi === 'object') {
    const html = typeof hi.html === 'string' && hi.html.trim() !== '' ? sanitizeRichText(hi.html) : '';
    const { html: _old, ...rest } = hi;
    out.hi = html ? { ...rest, html } : rest;
  }
  return out;
}

function cleanDoc(doc: PageDocument, companyId: number | null): PageDocument {
  return {
    schemaVersion: doc.schemaVersion,
    companyId,
    widgets: doc.widgets.map((w) => (w.type === 'rich_text' ? { ...w, props: cleanRichText(w.props) } : w)),
  };
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/**
 * Saves a new draft revision. `baseRevision` is the revision the admin started from: if someone
 * saved since, the save is refused with E-10520 and nothing is overwritten (revisions are
 * immutable rows; the primary key stops two saves taking the same number even when racing).
 */
export async function saveDraft(
  db: Db,
  opts: { companyId: number | null; doc: unknown; baseRevision: number; userId: number; note?: string },
) {
  await assertCompany(db, opts.companyId);
  const page = assertPageWritable(opts.doc);
  const key = companyKeyOf(opts.companyId);
  const doc = cleanDoc(page, opts.companyId);
  try {
    return await db.transaction().execute(async (trx) => {
      const head = await trx
        .selectFrom('landing_page_heads')
        .selectAll()
        .where('company_key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      const latest = head?.latest_revision ?? 0;
      if (latest !== opts.baseRevision) throw new AppError('E-10520', { data: { latest_revision: latest } });
      const revision = latest + 1;
      await trx
        .insertInto('landing_page_revisions')
        .values({
          company_key: key,
          revision,
          doc: JSON.stringify(doc),
          note: opts.note ?? null,
          created_by: opts.userId,
        })
        .execute();
      if (head)
        await trx
          .updateTable('landing_page_heads')
          .set({ latest_revision: revision })
          .where('company_key', '=', key)
          .execute();
      else
        await trx
          .insertInto('landing_page_heads')
          .values({
            company_key: key,
            latest_revision: revision,
            published_revision: null,
            published_at: null,
            published_by: null,
          })
          .execute();
      return { revision, doc };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('E-10520');
    throw err;
  }
}

/**
 * Publishes a saved revision. `basePublishedRevision` is what the admin saw as published; a
 * concurrent publish makes the conditional update match nothing and answers E-10521.
 */
export async function publishRevision(
  db: Db,
  opts: { companyId: number | null; revision: number; basePublishedRevision: number | null; userId: number },
) {
  const key = companyKeyOf(opts.companyId);
  const row = await findRevision(db, key, opts.revision);
  if (!row) throw new AppError('E-10529');
  // A revision saved by older code must still be valid for today's widgets before it goes live.
  assertPageWritable(migrateForPublish(row.doc as Record<string, unknown>));
  const updated = await db
    .updateTable('landing_page_heads')
    .set({ published_revision: opts.revision, published_at: sql`now()`, published_by: opts.userId })
    .where('company_key', '=', key)
    .where(sql<boolean>`published_revision IS NOT DISTINCT FROM ${opts.basePublishedRevision}`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('E-10521');
  return { published_revision: opts.revision };
}

/** Brings a stored revision to today's widget versions; a widget that cannot be migrated blocks the publish. */
function migrateForPublish(raw: Record<string, unknown>): unknown {
  const doc = migratePageDocument(raw) as unknown as PageDocument;
  const widgets = doc.widgets.map(readWidget);
  const bad = widgets.find((w) => w.invalid);
  if (bad)
    throw new AppError(bad.invalid!.reason === 'unknown_type' ? 'E-10524' : 'E-10525', {
      message: `Widget "${bad.id}": ${bad.invalid!.detail}`,
    });
  return { ...doc, widgets: widgets.map(({ invalid: _i, ...w }) => w) };
}

/** Rolls back by copying an older revision into a new one and publishing that (history stays linear). */
export async function rollbackTo(
  db: Db,
  opts: { companyId: number | null; revision: number; basePublishedRevision: number | null; userId: number },
) {
  const key = companyKeyOf(opts.companyId);
  const old = await findRevision(db, key, opts.revision);
  if (!old) throw new AppError('E-10529');
  const head = await findHead(db, key);
  const saved = await saveDraft(db, {
    companyId: opts.companyId,
    doc: migratePageDocument(old.doc as Record<string, unknown>),
    baseRevision: head?.latest_revision ?? 0,
    userId: opts.userId,
    note: `Rollback to revision ${opts.revision}`,
  });
  return publishRevision(db, {
    companyId: opts.companyId,
    revision: saved.revision,
    basePublishedRevision: opts.basePublishedRevision,
    userId: opts.userId,
  });
}
