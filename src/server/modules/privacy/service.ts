import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { anonymiseUser, tableExists } from './anonymise.js';

/**
 * Privacy self-service as the privacy policy promises (docs/privacy.md): a person's data as JSON
 * (my-data.ts, and PDF, pdf.ts), deletion after a grace period (deletion.ts) by irreversible
 * anonymisation (anonymise.ts), consents with their text version (consent.ts), and here the scheduled
 * work: deletions that are due and the 7-year retention.
 */

/** The privacy policy keeps data for 7 years. */
export const RETENTION_YEARS = 7;

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
