import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { CtaInput } from '../../../shared/generated/entities/cta.js';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../../i18n/locales.js';
import { localisedAll } from '../../content-locale.js';
import { hindiValues } from '../../hindi-input.js';
import { HINDI_FIELDS } from './hindi.js';

/** Calls to action (docs/engagement.md): the admin's list and edits, the readers' list in their language. */

const CTA_COLUMNS = ['id', 'title', 'text', 'button_label', 'route', 'sort_order', 'status', 'hi'] as const;
type CtaRow = {
  id: number;
  title: string;
  text: string;
  button_label: string;
  route: string;
  sort_order: number;
  status: boolean;
  hi: Record<string, unknown>;
};
const toCta = ({ id, ...rest }: CtaRow) => ({ _id: id, ...rest });

export async function saveCta(db: Db, input: CtaInput, id: number | null) {
  const values = {
    title: input.title.trim(),
    text: input.text ?? '',
    button_label: input.button_label.trim(),
    route: input.route,
    sort_order: input.sort_order ?? 0,
    status: input.status,
    hi: JSON.stringify(hindiValues(input.hi, HINDI_FIELDS.cta)),
  };
  const row =
    id === null
      ? await db.insertInto('cta_options').values(values).returning(CTA_COLUMNS).executeTakeFirstOrThrow()
      : await db
          .updateTable('cta_options')
          .set({ ...values, updated_at: sql`now()` })
          .where('id', '=', id)
          .returning(CTA_COLUMNS)
          .executeTakeFirst();
  if (!row) throw new AppError('E-10733');
  return toCta(row);
}

/** The admin's list (with `hi`), or with a locale the readers' (in that language, without `hi`). */
export async function listCtas(db: Db, activeOnly?: boolean, limit?: number): Promise<Array<ReturnType<typeof toCta>>>;
export async function listCtas(
  db: Db,
  activeOnly: boolean,
  limit: number,
  locale: Locale,
): Promise<Array<Omit<ReturnType<typeof toCta>, 'hi'>>>;
export async function listCtas(db: Db, activeOnly = false, limit = 100, locale?: Locale) {
  let q = db.selectFrom('cta_options').select(CTA_COLUMNS);
  if (activeOnly) q = q.where('status', '=', true);
  const rows = (await q.orderBy('sort_order').orderBy('id').limit(limit).execute()).map(toCta);
  return locale ? localisedAll(rows, locale) : rows;
}

/** One call to action, with `hi` (the admin's edit form reads it). */
export async function getCta(db: Db, id: number) {
  const row = await db.selectFrom('cta_options').select(CTA_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('E-10733');
  return toCta(row);
}

export async function deleteCta(db: Db, id: number) {
  const gone = await db.deleteFrom('cta_options').where('id', '=', id).returning('id').executeTakeFirst();
  if (!gone) throw new AppError('E-10733');
  return { _id: gone.id };
}
