import { sql, type Kysely } from 'kysely';

/**
 * The language a visitor booked counselling in (the request's Accept-Language), so the booking's later e-mails
 * (the confirmation after payment, reminders, changes) read in it (docs/i18n.md "Choosing the language"). NULL for
 * bookings of registered users: their account's `users.locale` decides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE counselling_bookings ADD COLUMN guest_locale text CHECK (guest_locale IN ('en-IN', 'hi-IN'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE counselling_bookings DROP COLUMN guest_locale`.execute(db);
}
