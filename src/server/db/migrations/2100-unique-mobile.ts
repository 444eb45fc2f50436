import { sql, type Kysely } from 'kysely';

/**
 * A mobile number belongs to at most one active user (issue 21: another user's number on one's own
 * profile turned mobile login off for its owner). Enforced by the database on the same normalised
 * expression the login lookup uses (0700-phone-lookup), over active users only, so a deactivated
 * account does not hold its number. Where two active users already share a number, the newer
 * accounts lose it (they can set it again on My profile, and are refused while the owner keeps it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users u SET phone_number = NULL, updated_at = now()
    WHERE u.status = 1 AND u.phone_number IS NOT NULL
      AND EXISTS (
        SELECT 1 FROM users o
        WHERE o.status = 1 AND o.phone_number IS NOT NULL AND o.id < u.id
          AND right(regexp_replace(o.phone_number, '[^0-9]', '', 'g'), 10)
            = right(regexp_replace(u.phone_number, '[^0-9]', '', 'g'), 10)
      );
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX users_active_phone_uq ON users ((right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10)))
      WHERE phone_number IS NOT NULL AND status = 1;
  `.execute(db);
}
