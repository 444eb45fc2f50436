import { sql } from 'kysely';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { pageFields } from '../../plugins/envelope.js';
import { registerRecordLoader, validateFormRecord } from '../forms/service.js';
import { sanitizeRichText } from '../landing/sanitize.js';
import { hindiValues } from '../../hindi-input.js';
import { HINDI_FIELDS } from '../engagement/hindi.js';

type Row = {
  id: number;
  title: string;
  message: string | null;
  image_url: string | null;
  link_url: string | null;
  placement: string;
  start_date: string;
  end_date: string;
  is_default: boolean;
  is_retail: boolean;
  company_ids: number[];
  status: number;
  extra: Record<string, unknown>;
  hi: Record<string, unknown>;
};

function toRecord(r: Row) {
  const { extra, id, ...rest } = r;
  return { _id: String(id), id, ...rest, ...extra };
}

registerRecordLoader('widget', async (db) => {
  const rows = await db.selectFrom('widget_items').selectAll().limit(500).execute();
  return rows.map((r) => {
    const { _id: _a, id: _b, ...rec } = toRecord(r as Row);
    return Object.fromEntries(Object.entries(rec).filter(([, v]) => v !== null));
  });
});

/** Rules across fields: end after start (E-10394), not both default and retail (E-10417). */
function checkRules(core: Record<string, unknown>) {
  if (String(core.end_date) <= String(core.start_date))
    throw fieldError('end_date', 'E-10394', 'The end date must be after the start date.');
  if (core.is_default === true && core.is_retail === true) throw fieldError('is_retail', 'E-10417');
}

/** The Hindi title and message (docs/i18n.md "Admin content in Hindi"); the message through the same allow-list. */
function hindiItem(hi: unknown) {
  return hindiValues(hi, HINDI_FIELDS.widgetItem, { message: sanitizeRichText });
}

async function values(db: Db, input: unknown) {
  const { core, extra } = await validateFormRecord(db, 'widget', input);
  checkRules(core);
  return {
    title: String(core.title),
    message: core.message ? sanitizeRichText(String(core.message)) : null,
    image_url: (core.image_url as string | null) ?? null,
    link_url: (core.link_url as string | null) ?? null,
    placement: String(core.placement),
    start_date: String(core.start_date),
    end_date: String(core.end_date),
    is_default: core.is_default === true,
    is_retail: core.is_retail === true,
    company_ids: (core.company_ids as number[] | undefined) ?? [],
    status: (core.status as number | undefined) ?? 1,
    extra: JSON.stringify(extra),
    hi: JSON.stringify(hindiItem(core.hi)),
  };
}

export async function listWidgetItems(db: Db, opts: { page: number; limit: number }) {
  const total = Number(
    (
      await db
        .selectFrom('widget_items')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await db
    .selectFrom('widget_items')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit)
    .execute();
  return { list: rows.map((r) => toRecord(r as Row)), total, ...pageFields(total, opts.page, opts.limit) };
}

export async function createWidgetItem(db: Db, input: unknown) {
  const row = await db
    .insertInto('widget_items')
    .values(await values(db, input))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row as Row);
}

export async function updateWidgetItem(db: Db, id: number, input: unknown) {
  const row = await db
    .updateTable('widget_items')
    .set({ ...(await values(db, input)), updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return toRecord(row as Row);
}

export async function deleteWidgetItem(db: Db, id: number) {
  const res = await db.deleteFrom('widget_items').where('id', '=', id).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw new AppError('E-10507');
}
