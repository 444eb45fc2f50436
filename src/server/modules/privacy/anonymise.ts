import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { MAIL_QUEUE } from '../../plugins/mailer.js';
import { clearSessionCache } from '../auth/session.js';
import { forgetProfile } from '../profile/service.js';

/** The irreversible anonymisation of one person (docs/privacy.md), after a deletion request or by retention. */

function anonymisedEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
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
    // A certificate carries the name: it goes, so its code verifies nothing afterwards.
    await sql`DELETE FROM course_certificates WHERE user_id = ${userId}`.execute(trx);
    // What the person watched and opened, second by second, is theirs: it goes too (completions stay, as other rows).
    await sql`DELETE FROM course_chapter_progress WHERE user_id = ${userId}`.execute(trx);
    // Assignment answers and files are the person's own work: the rows go now, their stored files with the next
    // sweep of files no row names (learning.sweep-assignment-files, hourly; docs/learning.md "Assignments").
    await sql`DELETE FROM course_assignment_submissions WHERE user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM media_watch_progress WHERE user_id = ${userId}`.execute(trx);
    await sql`DELETE FROM calculator_favourites WHERE user_id = ${userId}`.execute(trx);
    // The assistant's conversations hold the person's questions (docs/assistant.md "Conversations").
    await sql`DELETE FROM assistant_conversations WHERE user_id = ${userId}`.execute(trx);
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

/** Whether a table (possibly schema-qualified) exists in this database. */
export async function tableExists(db: Db, name: string): Promise<boolean> {
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
