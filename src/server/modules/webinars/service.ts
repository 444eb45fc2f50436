import { sql } from 'kysely';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import { watchedSecondsOf } from '../learning/media-watch.js';
import { AppError } from '../../../shared/app-error.js';
import type { Webinar } from '../../../shared/generated/entities/webinar.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import { deliverWebinarMails, queueWebinarMails } from './mails.js';
import { audienceOf, videoUrl, visibleTo, webinarQuery, type Audience, type WebinarRow } from './queries.js';
import { JOIN_OPENS_BEFORE_MS, toIST } from './time.js';

/** Feature id of webinars in the activity log (feature 4: docs/product-rules.md "Activity log"). */
export const WEBINAR_FEATURE = 4;

export type Viewer = { userId: number; companyId: number | null };
type Log = (err: unknown) => void;

type Row = WebinarRow & { speaker_name: string };

function isLive(type: number): boolean {
  return type !== 4;
}

/** Types 2 and 3 take registrations (docs/product-rules.md "Webinar popup type"); 1 is joined directly, 4 watched. */
export function takesRegistration(type: number): boolean {
  return type === 2 || type === 3;
}

export function inJoinWindow(r: { starts_at: Date; ends_at: Date }, now: Date): boolean {
  const t = now.getTime();
  return t >= new Date(r.starts_at).getTime() - JOIN_OPENS_BEFORE_MS && t < new Date(r.ends_at).getTime();
}

/** The employee's view of one webinar row. */
export function toWebinarView(
  r: Row,
  registered: boolean,
  watchedSeconds: number,
  now: Date,
  locale: Locale = 'en-IN',
): Webinar {
  // The name and description in the reader's language (docs/i18n.md "Admin content in Hindi").
  const text = localised({ name: r.name, description: r.description, hi: r.hi }, locale);
  const startsAt = new Date(r.starts_at);
  const endsAt = new Date(r.ends_at);
  const ist = toIST(startsAt);
  const ended = endsAt.getTime() <= now.getTime();
  const canJoin = isLive(r.webinar_type) && inJoinWindow(r, now) && (!takesRegistration(r.webinar_type) || registered);
  return {
    _id: r.id,
    webinar_type: r.webinar_type as Webinar['webinar_type'],
    name: text.name,
    presenter: r.presenter,
    speaker: r.speaker_name,
    description: text.description,
    date: ist.date,
    time: ist.time,
    start_time: startsAt.toISOString(),
    end_time: endsAt.toISOString(),
    is_registered: registered,
    join_url: canJoin ? r.join_url : null,
    keyword: r.keywords,
    popup_type: r.webinar_type === 4 ? 'Video' : r.webinar_type === 1 || registered ? 'Join' : 'Register',
    can_join: canJoin,
    can_register: takesRegistration(r.webinar_type) && !registered && !ended,
    has_ended: isLive(r.webinar_type) && ended,
    join_opens_at: new Date(startsAt.getTime() - JOIN_OPENS_BEFORE_MS).toISOString(),
    banner: r.banner,
    video_url: r.webinar_type === 4 ? videoUrl(r.video) : null,
    duration: r.duration_minutes,
    watched_seconds: watchedSeconds,
  };
}

async function viewsFor(db: Db, rows: Row[], userId: number, now: Date, locale: Locale): Promise<Webinar[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const regs = await db
    .selectFrom('webinar_registrations')
    .select('webinar_id')
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .where('webinar_id', 'in', ids)
    .execute();
  // The merged time actually watched (media_watch_progress, docs/learning.md "Completion"), not wall-clock time.
  const seconds = await watchedSecondsOf(db, userId, 'webinar', ids);
  const registered = new Set(regs.map((r) => r.webinar_id));
  return rows.map((r) => toWebinarView(r, registered.has(r.id), Math.round(seconds.get(r.id) ?? 0), now, locale));
}

/** GET webinar: upcoming live webinars (not ended, soonest first) and recorded ones (newest first). */
export async function listForUser(
  db: Db,
  viewer: Viewer,
  opts: { webinarId?: number; now?: Date; limit?: number; locale?: Locale },
) {
  const now = opts.now ?? new Date();
  const locale = opts.locale ?? 'en-IN';
  const aud = await audienceOf(db, viewer.companyId);
  const base = webinarQuery(db).where(visibleTo(aud));
  const upcoming = await base
    .where('webinars.webinar_type', '!=', 4)
    .where('webinars.ends_at', '>', now)
    .orderBy('webinars.starts_at')
    .limit(opts.limit ?? 100)
    .execute();
  const recorded = await base
    .where('webinars.webinar_type', '=', 4)
    .orderBy('webinars.starts_at', 'desc')
    .limit(opts.limit ?? 100)
    .execute();
  let selected: Webinar | null = null;
  if (opts.webinarId !== undefined) {
    const one = await base.where('webinars.id', '=', opts.webinarId).executeTakeFirst();
    if (!one) throw new AppError('E-10507');
    selected = (await viewsFor(db, [one], viewer.userId, now, locale))[0];
  }
  return {
    upcoming: await viewsFor(db, upcoming, viewer.userId, now, locale),
    recorded: await viewsFor(db, recorded, viewer.userId, now, locale),
    selected,
  };
}

export async function visibleWebinar(db: Db, aud: Audience, id: number): Promise<Row> {
  const row = await webinarQuery(db).where(visibleTo(aud)).where('webinars.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return row;
}

const uidOf = (webinarId: number, userId: number) => `webinar-${webinarId}-user-${userId}@finwell`;

/**
 * webinar/register: once (E-10650 when already registered), only for types 2 and 3 (E-10653),
 * not after the end (E-10652). The registration and its invite mail commit together.
 */
export async function register(ctx: AppContext, viewer: Viewer, webinarId: number, log?: Log, now = new Date()) {
  const db = ctx.db;
  const w = await visibleWebinar(db, await audienceOf(db, viewer.companyId), webinarId);
  if (!takesRegistration(w.webinar_type)) throw new AppError('E-10653');
  if (new Date(w.ends_at).getTime() <= now.getTime()) throw new AppError('E-10652');
  const mailIds = await db.transaction().execute(async (trx) => {
    // Atomic: a second register (even a concurrent one) finds status 1 and changes nothing.
    const reg = await trx
      .insertInto('webinar_registrations')
      .values({ webinar_id: w.id, user_id: viewer.userId, ics_uid: uidOf(w.id, viewer.userId) })
      .onConflict((oc) =>
        oc
          .columns(['webinar_id', 'user_id'])
          .doUpdateSet({
            status: 1,
            registered_at: sql`now()`,
            unregistered_at: null,
            ics_sequence: sql`webinar_registrations.ics_sequence + 1`,
          })
          .where('webinar_registrations.status', '=', 2),
      )
      .returning('id')
      .executeTakeFirst();
    if (!reg) throw new AppError('E-10650');
    return queueWebinarMails(trx, ctx, 'registered', [reg.id]);
  });
  await deliverWebinarMails(ctx, mailIds, log);
  await logActivity(db, {
    userId: viewer.userId,
    companyId: viewer.companyId,
    actionId: ACTION.REGISTER,
    featureId: WEBINAR_FEATURE,
    webinarId: w.id,
  });
  return { webinar_id: w.id, is_registered: true };
}

/** webinar/un-register: only when registered (E-10651); mails a CANCEL of the same UID with a higher SEQUENCE. */
export async function unregister(ctx: AppContext, viewer: Viewer, webinarId: number, log?: Log, now = new Date()) {
  const db = ctx.db;
  const w = await visibleWebinar(db, await audienceOf(db, viewer.companyId), webinarId);
  const mailIds = await db.transaction().execute(async (trx) => {
    const reg = await trx
      .updateTable('webinar_registrations')
      .set({ status: 2, unregistered_at: now, ics_sequence: sql`ics_sequence + 1` })
      .where('webinar_id', '=', w.id)
      .where('user_id', '=', viewer.userId)
      .where('status', '=', 1)
      .returning('id')
      .executeTakeFirst();
    if (!reg) throw new AppError('E-10651');
    // After the end there is no calendar entry left to cancel.
    return new Date(w.ends_at).getTime() > now.getTime() ? queueWebinarMails(trx, ctx, 'cancelled', [reg.id]) : [];
  });
  await deliverWebinarMails(ctx, mailIds, log);
  await logActivity(db, {
    userId: viewer.userId,
    companyId: viewer.companyId,
    actionId: ACTION.UN_REGISTER,
    featureId: WEBINAR_FEATURE,
    webinarId: w.id,
  });
  return { webinar_id: w.id, is_registered: false };
}

/**
 * webinar/join: the join URL, inside the join window only (E-10654), and for types 2 and 3 only
 * when registered (E-10651). Logs Join and stamps the registration's first join.
 */
export async function join(ctx: AppContext, viewer: Viewer, webinarId: number, now = new Date()) {
  const db = ctx.db;
  const w = await visibleWebinar(db, await audienceOf(db, viewer.companyId), webinarId);
  if (!isLive(w.webinar_type) || !w.join_url) throw new AppError('E-10654');
  if (takesRegistration(w.webinar_type)) {
    const reg = await db
      .selectFrom('webinar_registrations')
      .select('id')
      .where('webinar_id', '=', w.id)
      .where('user_id', '=', viewer.userId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!reg) throw new AppError('E-10651');
  }
  if (!inJoinWindow(w, now)) throw new AppError('E-10654');
  await db
    .updateTable('webinar_registrations')
    .set({ joined_at: now })
    .where('webinar_id', '=', w.id)
    .where('user_id', '=', viewer.userId)
    .where('joined_at', 'is', null)
    .execute();
  await logActivity(db, {
    userId: viewer.userId,
    companyId: viewer.companyId,
    actionId: ACTION.JOIN,
    featureId: WEBINAR_FEATURE,
    webinarId: w.id,
  });
  return { webinar_id: w.id, join_url: w.join_url };
}
