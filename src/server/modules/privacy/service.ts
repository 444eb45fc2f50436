import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { formatDateIST, withFormatLocale } from '../../../shared/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales.js';
import { translator } from '../../i18n.js';
import { MAIL_QUEUE, type Mailer } from '../../plugins/mailer.js';
import { clearSessionCache } from '../auth/session.js';
import { forgetProfile } from '../profile/service.js';
import { CONSENT_PURPOSE, listConsents } from './consent.js';

export { CONSENT_PURPOSE, CONSENT_TEXT_VERSION, giveConsent, listConsents } from './consent.js';

/**
 * Privacy self-service as the privacy policy promises (docs/privacy.md): a person's data as JSON
 * (and PDF, pdf.ts), deletion after a grace period by irreversible anonymisation, consents with
 * their text version, and the 7-year retention job.
 */

/** Days between the request and the anonymisation; the person can cancel until then. */
export const DELETION_GRACE_DAYS = 14;
/** The privacy policy keeps data for 7 years. */
export const RETENTION_YEARS = 7;

const DAY = 86_400_000;

function anonymisedEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
}

// ---- export ---------------------------------------------------------------------------------

/**
 * Everything the portal holds about the person, by table. Course progress and assessment answers
 * have no tables yet: those modules add theirs here when they land (docs/privacy.md).
 */
export async function collectMyData(db: Db, userId: number) {
  const p = db;
  const profile = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'u.unique_user_no',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone_number',
      'u.gender',
      'u.age_range',
      'u.preferences',
      'u.address',
      'u.pin_code',
      'u.city_name',
      'u.state',
      'u.country',
      'u.billing_address',
      'u.coupon_code',
      'u.user_type',
      'u.consent_at',
      'u.last_login_at',
      'u.created_at',
      'u.extra',
      'c.company_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!profile) throw new AppError('E-10507');
  const q = sql`SELECT b.id, b.booking_date, b.slot_time, b.starts_at, b.status, b.session_type, b.price_paise,
      b.discount_paise, b.amount_paise, b.phone_number, b.source, b.cancel_reason, b.paid_at, b.created_at,
      s.title AS service, c.first_name || ' ' || c.last_name AS counsellor
    FROM counselling_bookings b
    JOIN counselling_services s ON s.id = b.service_id
    LEFT JOIN counsellors c ON c.id = b.counsellor_id
    WHERE b.user_id = ${userId} ORDER BY b.created_at`;
  const bookings = (await q.execute(db)).rows as Array<Record<string, unknown>>;
  const payments = (
    await sql`SELECT p.booking_id, p.provider, p.amount_paise, p.status, p.paid_at, p.refunded_at, p.created_at
      FROM payments p JOIN counselling_bookings b ON b.id = p.booking_id
      WHERE b.user_id = ${userId} ORDER BY p.created_at`.execute(db)
  ).rows as Array<Record<string, unknown>>;
  const feedback = (
    await sql`SELECT booking_id, rating, feedback, created_at FROM counselling_feedback
      WHERE user_id = ${userId} ORDER BY created_at`.execute(db)
  ).rows as Array<Record<string, unknown>>;
  const activity = (
    await sql`SELECT action_id, feature_id, navigation_url, calculator_id, webinar_id, widget_id, created_at
      FROM user_activity WHERE user_id = ${userId} ORDER BY created_at`.execute(db)
  ).rows as Array<Record<string, unknown>>;
  const favourites = (
    await sql`SELECT calculator_id, created_at FROM calculator_favourites WHERE user_id = ${userId}
      ORDER BY created_at`.execute(db)
  ).rows as Array<Record<string, unknown>>;
  const sessions = (
    await sql`SELECT created_at, last_seen_at, revoked_at, ip, user_agent FROM sessions
      WHERE user_id = ${userId} ORDER BY created_at`.execute(db)
  ).rows as Array<Record<string, unknown>>;
  const consents = await p
    .selectFrom('privacy_consents')
    .select(['purpose', 'text_version', 'given_at', 'withdrawn_at'])
    .where('user_id', '=', userId)
    .orderBy('given_at')
    .execute();
  const deletion = await p
    .selectFrom('deletion_requests')
    .select(['requested_at', 'due_at', 'cancelled_at', 'completed_at'])
    .where('user_id', '=', userId)
    .orderBy('requested_at')
    .execute();
  return {
    generated_at: new Date().toISOString(),
    profile,
    bookings,
    payments,
    feedback,
    activity,
    calculator_favourites: favourites,
    sessions,
    consents,
    deletion_requests: deletion,
    course_progress: [],
    assessment_answers: [],
  };
}

export type MyData = Awaited<ReturnType<typeof collectMyData>>;

/**
 * Withdraws consent: recorded with its time, and the person is asked again at the next page load
 * (the first-login consent dialog shows while consent_at is empty).
 */
export async function withdrawConsent(db: Db, userId: number, purpose = CONSENT_PURPOSE) {
  const p = db;
  const res = await p
    .updateTable('privacy_consents')
    .set({ withdrawn_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new AppError('E-10507');
  if (purpose === CONSENT_PURPOSE) {
    await db
      .updateTable('users')
      .set({ consent_at: null, is_new_user: true, updated_at: sql`now()` } as never)
      .where('id', '=', userId)
      .execute();
    forgetProfile(userId);
  }
  return listConsents(db, userId);
}

// ---- deletion -----------------------------------------------------------------------------

export async function openDeletionRequest(db: Db, userId: number) {
  return db
    .selectFrom('deletion_requests')
    .select(['id', 'requested_at', 'due_at'])
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
}

/** Asks for deletion: due after the grace period, confirmed by e-mail (E-10517 if one is open). */
export async function requestDeletion(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  opts: { userId: number; now?: Date; graceDays?: number; locale?: Locale },
) {
  const now = opts.now ?? new Date();
  const due = new Date(now.getTime() + (opts.graceDays ?? DELETION_GRACE_DAYS) * DAY);
  if (await openDeletionRequest(deps.db, opts.userId)) throw new AppError('E-10517');
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'first_name', 'locale'])
    .where('id', '=', opts.userId)
    .executeTakeFirstOrThrow();
  try {
    await deps.db
      .insertInto('deletion_requests')
      .values({ user_id: opts.userId, requested_at: now, due_at: due })
      .execute();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw new AppError('E-10517');
    throw err;
  }
  // The person's language (their account's choice, else the page they asked from). English keeps the ISO date.
  const locale = user.locale ?? opts.locale ?? DEFAULT_LOCALE;
  const dueText =
    locale === 'en-IN' ? due.toISOString().slice(0, 10) : withFormatLocale(locale, () => formatDateIST(due));
  const t = translator(locale);
  await deps.mailer.queue({
    to: user.email,
    subject: t('mail.deletion.subject'),
    text:
      `${t('mail.common.hello', { name: user.first_name ?? '' })}\n\n${t('mail.deletion.asked', { date: dueText })}\n\n` +
      `${t('mail.deletion.changedMind', { link: `${deps.publicUrl}/client/my-profile` })}\n\n${t('mail.deletion.kept')}\n`,
  });
  return { due_at: due.toISOString(), grace_days: opts.graceDays ?? DELETION_GRACE_DAYS };
}

export async function cancelDeletion(db: Db, userId: number) {
  const res = await db
    .updateTable('deletion_requests')
    .set({ cancelled_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new AppError('E-10507');
}

/**
 * Irreversible anonymisation of one person, in one transaction. Removed: name, e-mail, phone,
 * address, preferences, favourites, feedback text, sessions' addresses, their e-mails and codes.
 * Kept without identity: bookings and payments (dates, amounts, status, provider references: what
 * tax law requires), ratings, activity rows (report counts), consent records (proof), the audit log.
 */
export async function anonymiseUser(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return;
    const email = user.email.toLowerCase();
    await trx
      .updateTable('users')
      .set({
        email: anonymisedEmail(userId),
        first_name: null,
        last_name: null,
        phone_number: null,
        gender: null,
        age_range: null,
        preferences: [],
        address: null,
        pin_code: null,
        city_name: null,
        state: null,
        country: null,
        billing_address: null,
        coupon_code: null,
        consent_at: null,
        status: 2,
        extra: '{}',
        updated_at: sql<Date>`now()`,
        anonymised_at: sql<Date>`now()`,
      } as never)
      .where('id', '=', userId)
      .execute();
    await sql`UPDATE sessions SET revoked_at = coalesce(revoked_at, now()), ip = NULL, user_agent = NULL
      WHERE user_id = ${userId}`.execute(trx);
    await sql`UPDATE counselling_bookings SET guest_name = NULL, guest_email = NULL, phone_number = NULL,
      cancel_reason = NULL, redirect_url = NULL, updated_at = now() WHERE user_id = ${userId}`.execute(trx);
    await sql`UPDATE counselling_feedback SET feedback = '' WHERE user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM calculator_favourites WHERE user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM otp_challenges WHERE lower(email) = ${email}`.execute(trx);
    await sql`DELETE FROM mail_outbox WHERE lower(to_address) = ${email}`.execute(trx);
    // Queued e-mails to the person: the pg-boss mail queue (src/server/plugins/mailer.ts), and the
    // hand-written table it replaced where a database has not started since (it is dropped on start).
    if (await tableExists(trx, 'pgboss.job'))
      await sql`DELETE FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND lower(data->>'to') = ${email}`.execute(trx);
    if (await tableExists(trx, 'pgboss.archive'))
      await sql`DELETE FROM pgboss.archive WHERE name = ${MAIL_QUEUE} AND lower(data->>'to') = ${email}`.execute(trx);
    if (await tableExists(trx, 'mail_queue'))
      await sql`DELETE FROM mail_queue WHERE lower(message->>'to') = ${email}`.execute(trx);
    await scrubJsonColumn(trx, 'booking_uploads', 'rows', email, anonymisedEmail(userId));
    await scrubJsonColumn(trx, 'payment_events', 'payload', email, anonymisedEmail(userId));
  });
  forgetProfile(userId);
  // The sessions were revoked in SQL above: drop this process's resolved sessions too, or the person's open tab keeps
  // working from the cache for its lifetime (SESSION_CACHE_MS), as revokeUserSessions does.
  clearSessionCache();
}

async function tableExists(db: Db, name: string): Promise<boolean> {
  const r = await sql<{ t: string | null }>`SELECT to_regclass(${name})::text AS t`.execute(db);
  return Boolean(r.rows[0]?.t);
}

/**
 * Replaces the person's e-mail address (any case, anywhere in the document) in one jsonb column:
 * bulk-upload rows and payment-provider webhook payloads keep it in free-form JSON. In an upload
 * row that names the person, the name and phone in the same row are removed too. Rows are found by
 * a case-insensitive text match, so only the few that mention the address are read and rewritten.
 */
async function scrubJsonColumn(
  db: Db,
  table: 'booking_uploads' | 'payment_events',
  column: 'rows' | 'payload',
  email: string,
  replacement: string,
): Promise<void> {
  const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await sql<{ id: number; doc: unknown }>`SELECT id, ${sql.ref(column)} AS doc FROM ${sql.table(table)}
    WHERE ${sql.ref(column)}::text ILIKE ${pattern}`.execute(db);
  const needle = new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(needle, replacement);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      const names = typeof obj.email === 'string' && obj.email.toLowerCase() === email && table === 'booking_uploads';
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(obj)) {
        out[k] = names && (k === 'first_name' || k === 'last_name' || k === 'phone_number') ? null : scrub(v);
      }
      return out;
    }
    return value;
  };
  for (const row of found.rows) {
    const doc: unknown = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${JSON.stringify(scrub(doc))}::jsonb
      WHERE id = ${row.id}`.execute(db);
  }
}

// ---- scheduled work -----------------------------------------------------------------------

/**
 * The privacy job (registered in app.ts as the hourly "privacy" task; a plain function so the
 * pg-boss move can schedule it as it is): carries out deletion requests whose grace period is over,
 * then applies the 7-year retention.
 */
export async function runPrivacyJobs(db: Db, now: Date = new Date()) {
  const due = await db
    .selectFrom('deletion_requests')
    .select(['id', 'user_id'])
    .where('cancelled_at', 'is', null)
    .where('completed_at', 'is', null)
    .where('due_at', '<=', now)
    .execute();
  for (const r of due) {
    await anonymiseUser(db, r.user_id);
    await db.updateTable('deletion_requests').set({ completed_at: now }).where('id', '=', r.id).execute();
  }
  const retention = await applyRetention(db, now);
  return { deleted_accounts: due.length, ...retention };
}

/**
 * Data older than 7 years (the privacy policy): activity (log, page visits, ad views, usage rollup), sessions,
 * e-mails and codes are removed;
 * bookings keep their tax fields without names or contacts; feedback keeps its rating; accounts
 * (not admins) unused for 7 years are anonymised.
 */
export async function applyRetention(db: Db, now: Date = new Date()) {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  const n = (r: { numAffectedRows?: bigint }) => Number(r.numAffectedRows ?? 0n);
  // Activity in every form it is kept: the log, page visits, ad views and the reports' daily usage rollup.
  const activity =
    n(await sql`DELETE FROM user_activity WHERE created_at < ${cutoff}`.execute(db)) +
    n(await sql`DELETE FROM page_visits WHERE started_at < ${cutoff}`.execute(db)) +
    n(await sql`DELETE FROM ad_views WHERE created_at < ${cutoff}`.execute(db)) +
    n(await sql`DELETE FROM report_usage_daily WHERE day < ${cutoff}::date`.execute(db));
  const sessions = n(await sql`DELETE FROM sessions WHERE last_seen_at < ${cutoff}`.execute(db));
  await sql`DELETE FROM otp_challenges WHERE expires_at < ${cutoff}`.execute(db);
  await sql`DELETE FROM mail_outbox WHERE created_at < ${cutoff}`.execute(db);
  // Sent mail in the pg-boss queue is removed by pg-boss itself within weeks; the legacy table only
  // exists on a database that has not started since the move.
  if (await tableExists(db, 'mail_queue'))
    await sql`DELETE FROM mail_queue WHERE created_at < ${cutoff} AND status <> 'pending'`.execute(db);
  const bookings = n(
    await sql`UPDATE counselling_bookings SET guest_name = NULL, phone_number = NULL, cancel_reason = NULL,
      guest_email = CASE WHEN guest_email IS NULL THEN NULL ELSE 'anonymised@deleted.invalid' END, updated_at = now()
      WHERE created_at < ${cutoff} AND (guest_name IS NOT NULL OR phone_number IS NOT NULL OR cancel_reason IS NOT NULL
        OR (guest_email IS NOT NULL AND guest_email <> 'anonymised@deleted.invalid'))`.execute(db),
  );
  await sql`UPDATE counselling_feedback SET feedback = '' WHERE created_at < ${cutoff} AND feedback <> ''`.execute(db);
  const stale = await db
    .selectFrom('users')
    .select('id')
    .where('user_type', 'not in', [1, 2])
    .where(sql<boolean>`anonymised_at IS NULL`)
    .where(sql<boolean>`coalesce(last_login_at, created_at) < ${cutoff}`)
    .execute();
  for (const u of stale) await anonymiseUser(db, u.id);
  return {
    activity_removed: activity,
    sessions_removed: sessions,
    bookings_anonymised: bookings,
    accounts_anonymised: stale.length,
  };
}
