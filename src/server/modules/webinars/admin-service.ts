import { sql } from 'kysely';
import { hindiColumn } from '../../hindi-input.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { WebinarAdminListQuery } from '../../../shared/generated/api/webinars/admin-list-query.js';
import type { WebinarInput } from '../../../shared/generated/api/webinars/webinar-input.js';
import type { WebinarAdmin } from '../../../shared/generated/entities/webinar-admin.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { registrationCounts, toAdminView, type Row } from './admin-view.js';
import { deliverWebinarMails, queueWebinarMails } from './mails.js';
import { webinarQuery } from './queries.js';
import { fromIST } from './time.js';

/** The admin's webinars: list, read, add, update and delete (speakers: speaker-service.ts). */

/** webinar-list (admin): paged, newest start first, with the current registration count. */
export async function listForAdmin(db: Db, q: WebinarAdminListQuery, now = new Date()) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  let base = webinarQuery(db).where('webinars.status', '=', 1);
  if (q.search) base = base.where('webinars.name', 'ilike', `%${q.search.replace(/[%_\\]/g, '\\$&')}%`);
  if (q.webinar_type) base = base.where('webinars.webinar_type', '=', q.webinar_type);
  if (q.when === 'upcoming') base = base.where('webinars.ends_at', '>', now);
  if (q.when === 'past') base = base.where('webinars.ends_at', '<=', now);
  const total = await base
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('webinars.starts_at', 'desc')
    .orderBy('webinars.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const counts = await registrationCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    webinars: rows.map((r) => toAdminView(r, counts.get(r.id) ?? 0)),
    total: Number(total.n),
    page,
    limit,
  };
}

export async function getForAdmin(db: Db, id: number): Promise<WebinarAdmin> {
  const r = await webinarQuery(db).where('webinars.id', '=', id).where('webinars.status', '=', 1).executeTakeFirst();
  if (!r) throw new AppError('E-10507');
  return toAdminView(r, (await registrationCounts(db, [id])).get(id) ?? 0);
}

/** Checks the parts of an input that depend on the database and the files; answers the row values. */
async function rowValues(
  db: Db,
  input: WebinarInput,
  files: { banner: string | null; video: string | null },
  before: Row | null,
) {
  const speaker = await db
    .selectFrom('webinar_speakers')
    .select('id')
    .where('id', '=', input.speaker_id)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!speaker) throw fieldError('speaker_id', 'E-10124');
  const recorded = input.webinar_type === 4;
  const video = files.video ?? (recorded ? (before?.video ?? null) : null);
  if (recorded && !video) throw fieldError('video', 'E-10153');
  const startsAt = fromIST(input.date, input.start_time);
  if (Number.isNaN(startsAt.getTime())) throw fieldError('date', 'E-10125');
  const endsAt = recorded
    ? new Date(startsAt.getTime() + (input.duration ?? 1) * 60_000)
    : fromIST(input.date, input.end_time ?? input.start_time);
  if (endsAt.getTime() <= startsAt.getTime())
    throw fieldError('end_time', 'E-10126', 'The end time must be after the start time.');
  const open = input.webinar_type === 3;
  const types = open ? [] : (input.client_type ?? []);
  const check = async (ids: number[], userType: number, field: string, code: string) => {
    if (ids.length === 0) return;
    const found = await db
      .selectFrom('companies')
      .select('id')
      .where('id', 'in', ids)
      .where('user_type', '=', userType)
      .execute();
    if (found.length !== new Set(ids).size) throw fieldError(field, code);
  };
  const clients = types.includes(1) ? (input.specific_clients ?? []) : [];
  const partners = types.includes(4) ? (input.specific_partners ?? []) : [];
  await check(clients, 3, 'specific_clients', 'E-10357');
  await check(partners, 9, 'specific_partners', 'E-10358');
  return {
    webinar_type: input.webinar_type,
    name: input.name.trim(),
    presenter: input.presenter.trim(),
    speaker_id: input.speaker_id,
    description: input.description?.trim() || null,
    starts_at: startsAt,
    ends_at: endsAt,
    join_url: recorded ? null : (input.join_url ?? null),
    keywords: input.keyword.map((k) => k.trim()),
    banner: files.banner ?? (input.remove_banner ? null : (before?.banner ?? null)),
    video: recorded ? video : null,
    duration_minutes: recorded ? (input.duration ?? null) : null,
    client_types: types,
    specific_clients: clients,
    specific_partners: partners,
    hi: hindiColumn(input.hi, ['name', 'description']),
  };
}

export async function addWebinar(
  ctx: AppContext,
  input: WebinarInput,
  files: { banner: string | null; video: string | null },
  adminId: number,
) {
  const values = await rowValues(ctx.db, input, files, null);
  const row = await ctx.db
    .insertInto('webinars')
    .values({ ...values, created_by: adminId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getForAdmin(ctx.db, row.id);
}

/**
 * Update keeps the registrations. When the time, name or type changed, every current registration
 * gets an updated invite (same UID, SEQUENCE + 1), queued in the same transaction as the change.
 */
export async function updateWebinar(
  ctx: AppContext,
  id: number,
  input: WebinarInput,
  files: { banner: string | null; video: string | null },
  log?: (err: unknown) => void,
) {
  const before = await webinarQuery(ctx.db)
    .where('webinars.id', '=', id)
    .where('webinars.status', '=', 1)
    .executeTakeFirst();
  if (!before) throw new AppError('E-10507');
  const values = await rowValues(ctx.db, input, files, before);
  const changed =
    new Date(before.starts_at).getTime() !== values.starts_at.getTime() ||
    new Date(before.ends_at).getTime() !== values.ends_at.getTime() ||
    before.name !== values.name ||
    before.webinar_type !== values.webinar_type;
  const mailIds = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webinars')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return changed ? mailRegistered(trx, ctx, id, 'updated') : [];
  });
  await deliverWebinarMails(ctx, mailIds, log);
  return { webinar: await getForAdmin(ctx.db, id), invites_updated: mailIds.length };
}

/**
 * Everyone registered gets the changed invite (`updated`) or its CANCEL (`deleted`): the same UID with a
 * higher SEQUENCE, so calendars replace the event. Queued in the caller's transaction.
 */
async function mailRegistered(trx: Db, ctx: AppContext, webinarId: number, kind: 'updated' | 'deleted') {
  const regs = await trx
    .updateTable('webinar_registrations')
    .set({ ics_sequence: sql`ics_sequence + 1` })
    .where('webinar_id', '=', webinarId)
    .where('status', '=', 1)
    .returning('id')
    .execute();
  return queueWebinarMails(
    trx,
    ctx,
    kind,
    regs.map((r) => r.id),
  );
}

/** Delete (soft: kept for reports): registered people get a CANCEL of their invite if it had not ended. */
export async function deleteWebinar(ctx: AppContext, id: number, log?: (err: unknown) => void, now = new Date()) {
  const mailIds = await ctx.db.transaction().execute(async (trx) => {
    const w = await trx
      .updateTable('webinars')
      .set({ status: 3, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 1)
      .returning(['id', 'ends_at'])
      .executeTakeFirst();
    if (!w) throw new AppError('E-10507');
    if (new Date(w.ends_at).getTime() <= now.getTime()) return [];
    return mailRegistered(trx, ctx, id, 'deleted');
  });
  await deliverWebinarMails(ctx, mailIds, log);
  return { _id: id, cancellations: mailIds.length };
}
