import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';
import { todayIST } from '../../../shared/ist.js';
import type { SpotlightInput } from '../../../shared/generated/entities/spotlight.js';
import type { Db } from '../../db/index.js';
import { isRetail, type Reader } from './audience.js';
import { localised } from '../../content-locale.js';
import { hindiValues } from '../../hindi-input.js';
import { HINDI_FIELDS } from './hindi.js';

/**
 * Monthly spotlights (docs/engagement.md). Duplicate spotlights are refused by the database's unique indexes, so two
 * admins saving at once cannot both win.
 */

const SPOT_COLUMNS = [
  'id',
  'month',
  'title',
  'message',
  'image_url',
  'link_url',
  'target',
  'is_default',
  'company_ids',
  'status',
  'created_at',
  'hi',
] as const;

type SpotRow = {
  id: number;
  month: string;
  title: string;
  message: string;
  image_url: string | null;
  link_url: string | null;
  target: string;
  is_default: boolean;
  company_ids: number[];
  status: boolean;
  created_at: Date;
  hi: Record<string, unknown>;
};

export function toSpotlight(r: SpotRow) {
  const { id, month, ...rest } = r;
  return { _id: id, month: month.slice(0, 7), ...rest };
}

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return null;
  return [e.constraint, e.detail, e.message].filter((x) => typeof x === 'string').join(' ');
}

/** Saves a spotlight; a second one for the same month and audience is E-10433 / E-10434 / E-10435. */
export async function saveSpotlight(db: Db, input: SpotlightInput, id: number | null, by: number) {
  const month = `${input.month}-01`;
  const retail = input.target === 'retail';
  const isDefault = !retail && (input.is_default ?? false);
  const companies = retail || isDefault ? [] : (input.company_ids ?? []);
  if (companies.length) {
    const found = await db.selectFrom('companies').select('id').where('id', 'in', companies).execute();
    if (found.length !== companies.length) {
      throw new AppError('E-10729', {
        fields: [{ field: 'company_ids', code: 'E-10729', message: messageFor('E-10729') }],
      });
    }
  }
  const values = {
    month,
    title: input.title.trim(),
    message: input.message ?? '',
    image_url: input.image_url ?? null,
    link_url: input.link_url ?? null,
    target: input.target,
    is_default: isDefault,
    company_ids: companies,
    status: input.status,
    hi: JSON.stringify(hindiValues(input.hi, HINDI_FIELDS.spotlight)),
  };
  try {
    const row = await db.transaction().execute(async (trx) => {
      const saved =
        id === null
          ? await trx
              .insertInto('monthly_spotlights')
              .values({ ...values, created_by: by })
              .returning(SPOT_COLUMNS)
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable('monthly_spotlights')
              .set({ ...values, updated_at: sql`now()` })
              .where('id', '=', id)
              .returning(SPOT_COLUMNS)
              .executeTakeFirst();
      if (!saved) throw new AppError('E-10733');
      await trx.deleteFrom('monthly_spotlight_companies').where('spotlight_id', '=', saved.id).execute();
      if (companies.length) {
        await trx
          .insertInto('monthly_spotlight_companies')
          .values(companies.map((company_id) => ({ company_id, month, spotlight_id: saved.id })))
          .execute();
      }
      return saved;
    });
    return toSpotlight(row);
  } catch (err) {
    const what = uniqueViolation(err);
    if (what === null) throw err;
    const code = what.includes('retail') ? 'E-10434' : what.includes('default') ? 'E-10433' : 'E-10435';
    throw new AppError(code);
  }
}

export async function listSpotlights(db: Db) {
  const rows = await db
    .selectFrom('monthly_spotlights')
    .select(SPOT_COLUMNS)
    .orderBy('month', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { spotlights: rows.map(toSpotlight) };
}

export async function getSpotlight(db: Db, id: number) {
  const row = await db.selectFrom('monthly_spotlights').select(SPOT_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('E-10733');
  return toSpotlight(row);
}

export async function deleteSpotlight(db: Db, id: number) {
  const gone = await db.deleteFrom('monthly_spotlights').where('id', '=', id).returning('id').executeTakeFirst();
  if (!gone) throw new AppError('E-10733');
  return { _id: gone.id };
}

/**
 * This month's (India date) spotlight for the reader: their company's own, else the default
 * client/partner one; a retail user's is the retail one. Null when there is none. In the reader's language.
 */
export async function spotlightFor(db: Db, reader: Reader, now = Date.now()) {
  const month = `${todayIST(now).slice(0, 7)}-01`;
  const base = db.selectFrom('monthly_spotlights as s').select(SPOT_COLUMNS.map((c) => `s.${c}` as const));
  let row: SpotRow | undefined;
  if (reader.companyId !== null) {
    const cid = reader.companyId;
    row =
      (await base
        .innerJoin('monthly_spotlight_companies as c', 'c.spotlight_id', 's.id')
        .where('c.company_id', '=', cid)
        .where('c.month', '=', month)
        .where('s.status', '=', true)
        .executeTakeFirst()) ??
      (await base
        .where('s.month', '=', month)
        .where('s.is_default', '=', true)
        .where('s.target', '=', 'client_partner')
        .where('s.status', '=', true)
        .executeTakeFirst());
  } else if (isRetail(reader)) {
    row = await base
      .where('s.month', '=', month)
      .where('s.target', '=', 'retail')
      .where('s.status', '=', true)
      .executeTakeFirst();
  }
  return row ? localised(toSpotlight(row), reader.locale ?? 'en-IN') : null;
}
