import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { collectModuleData } from './my-data-modules.js';

/** A person's data export (docs/privacy.md "My data (access)"): the JSON answer, also rendered as a PDF by pdf.ts. */

/**
 * Everything the portal holds about the person, by table, their rows only: the account and counselling here, the
 * feature modules (learning with `course_progress` and `assessment_answers`, journey and resources, webinars, reports,
 * engagement, commerce, enterprise login) in my-data-modules.ts. A module that adds a table with personal data adds
 * its query there, a PDF heading in pdf.ts and a line in docs/privacy.md.
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
  const modules = await collectModuleData(db, userId);
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
    ...modules,
  };
}

export type MyData = Awaited<ReturnType<typeof collectMyData>>;
