import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import { messageFor } from '../../../shared/catalogue.js';
import { todayIST } from '../../../shared/ist.js';
import type { CtaInput } from '../../../shared/generated/entities/cta.js';
import type { SpotlightInput } from '../../../shared/generated/entities/spotlight.js';
import type { Db } from '../../db/index.js';
import { isRetail, type Reader } from './audience.js';
import type { Locale } from '../../../i18n/locales.js';
import { localised, localisedAll } from '../../content-locale.js';
import { hindiValues } from '../../hindi-input.js';
import { HINDI_FIELDS } from './hindi.js';

/**
 * Monthly spotlights, calls to action and tasks (docs/engagement.md). Duplicate spotlights are
 * refused by the database's unique indexes, so two admins saving at once cannot both win.
 */

// ---- monthly spotlights ----
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

// ---- calls to action ----
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

// ---- tasks ----
/**
 * Task navigation (a task item leads to a route by its feature or module: docs/product-rules.md "Client home and navigation"):
 * a task's own route, else its feature's route (enums featureRoute), else its module's.
 */
export const FEATURE_ROUTE: Record<number, string> = {
  1: '/client/learning-center',
  2: '/client/counselling',
  3: '/client/calculators',
  4: '/client/webinars',
  5: '/client/knowledgebase',
  6: '/client/handbook',
};
export const MODULE_ROUTE: Record<number, string> = {
  1: '/client/learning-center',
  2: '/client/calculators',
  3: '/client/counselling',
  4: '/client/webinars',
  5: '/client/knowledgebase',
  6: '/client/learning-center',
  7: '/client/knowledgebase',
  8: '/client/handbook',
  9: '/client/home',
  10: '/client/financial-planner',
};

export function taskRoute(t: { route: string | null; feature_id: number | null; module_id: number | null }) {
  return (
    t.route ??
    (t.feature_id !== null ? FEATURE_ROUTE[t.feature_id] : undefined) ??
    (t.module_id !== null ? MODULE_ROUTE[t.module_id] : undefined) ??
    '/client/home'
  );
}

type TaskRow = {
  id: number;
  title: string;
  description: string;
  source: string;
  feature_id: number | null;
  module_id: number | null;
  route: string | null;
  user_status: string | null;
  on_list: boolean;
  completed_at: Date | null;
  hi: Record<string, unknown>;
};

/**
 * The tasks the reader may do: active, and with a module their package has (or none). `on_list`:
 * every HeadstartTask is on everyone's list; a ResourceTask once the person adds it (my-tasks POST).
 */
async function readerTasks(db: Db, userId: number, modules: number[], locale: Locale = 'en-IN') {
  const { rows } = await sql<TaskRow>`
    SELECT t.id, t.title, t.description, t.source, t.feature_id, t.module_id, t.route, t.hi,
      ut.status AS user_status, (t.source = 'HeadstartTasks' OR ut.user_id IS NOT NULL) AS on_list, ut.completed_at
    FROM tasks t LEFT JOIN user_tasks ut ON ut.task_id = t.id AND ut.user_id = ${userId}
    WHERE t.status AND (t.module_id IS NULL OR t.module_id = ANY(${modules}::int[]))
    ORDER BY t.sort_order, t.id`.execute(db);
  return rows.map((row) => {
    const t = localised(row, locale);
    return {
      _id: t.id,
      title: t.title,
      description: t.description,
      source: t.source,
      status: t.user_status ?? 'Incomplete',
      route: taskRoute(t),
      on_list: t.on_list,
      completed_at: t.completed_at,
    };
  });
}

export async function allTasks(db: Db, userId: number, modules: number[], locale: Locale = 'en-IN') {
  return { tasks: await readerTasks(db, userId, modules, locale) };
}

export async function myTasks(db: Db, userId: number, modules: number[], locale: Locale = 'en-IN') {
  const tasks = (await readerTasks(db, userId, modules, locale)).filter((t) => t.on_list);
  const completed = tasks.filter((t) => t.status === 'Completed').length;
  return {
    tasks,
    progress: {
      completed,
      total: tasks.length,
      percent: tasks.length ? Math.round((completed / tasks.length) * 100) : 0,
    },
  };
}

/** Adds a task to the list (POST) or sets its status (PATCH); a task outside the package is E-10733. */
export async function changeTask(
  db: Db,
  userId: number,
  modules: number[],
  body: { task_id: number; status?: 'Incomplete' | 'Completed' },
  locale: Locale = 'en-IN',
) {
  const known = (await readerTasks(db, userId, modules)).find((t) => t._id === body.task_id);
  if (!known) throw new AppError('E-10733');
  const status = body.status ?? known.status;
  await db
    .insertInto('user_tasks')
    .values({
      user_id: userId,
      task_id: body.task_id,
      status,
      completed_at: status === 'Completed' ? sql`now()` : null,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'task_id']).doUpdateSet({
        status,
        completed_at: status === 'Completed' ? sql`coalesce(user_tasks.completed_at, now())` : null,
      }),
    )
    .execute();
  return myTasks(db, userId, modules, locale);
}

// ---- banner ads ----
/**
 * public/banner-ads: the active ads of the widget placement shown to retail visitors (anonymous
 * pages). A failure answers E-10409, which the pages hide (suppressed, ads cleared: docs/product-rules.md "The API wrapper and session storage").
 */
export async function publicBannerAds(db: Db, locale: Locale = 'en-IN') {
  try {
    const today = todayIST();
    const rows = await db
      .selectFrom('widget_items')
      .select(['id', 'title', 'message', 'image_url', 'link_url', 'hi'])
      .where('placement', '=', 'widget')
      .where('status', '=', 1)
      .where('is_retail', '=', true)
      .where('start_date', '<=', today)
      .where('end_date', '>=', today)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    return {
      banner_ads: localisedAll(rows, locale).map((r) => ({
        _id: r.id,
        title: r.title,
        message: r.message,
        image_url: r.image_url,
        link_url: r.link_url,
      })),
      click_delay_ms: 500,
    };
  } catch {
    throw new AppError('E-10409');
  }
}
