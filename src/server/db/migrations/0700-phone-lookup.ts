import { sql, type Kysely } from 'kysely';

/**
 * Login by mobile number looks the account up by the normalised last 10 digits of phone_number
 * (stored forms differ: 9876543210, +91 98765 43210). An expression index on exactly that
 * expression keeps the lookup an index scan however large `users` grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX users_phone_digits_idx ON users ((right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10)))
      WHERE phone_number IS NOT NULL;
  `.execute(db);
}
