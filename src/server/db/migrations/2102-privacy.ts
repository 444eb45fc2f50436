import { sql, type Kysely } from 'kysely';

/**
 * Privacy self-service (docs/privacy.md): consents with their text version, deletion requests with
 * a grace period, and the moment an account was anonymised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE privacy_consents (
      id serial PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id),
      purpose text NOT NULL,
      text_version text NOT NULL,
      given_at timestamptz NOT NULL DEFAULT now(),
      withdrawn_at timestamptz
    );
    CREATE INDEX privacy_consents_user_idx ON privacy_consents (user_id, purpose, given_at DESC);
    CREATE TABLE deletion_requests (
      id serial PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id),
      requested_at timestamptz NOT NULL DEFAULT now(),
      due_at timestamptz NOT NULL,
      cancelled_at timestamptz,
      completed_at timestamptz
    );
    CREATE UNIQUE INDEX deletion_requests_open_uq ON deletion_requests (user_id)
      WHERE cancelled_at IS NULL AND completed_at IS NULL;
    CREATE INDEX deletion_requests_due_idx ON deletion_requests (due_at)
      WHERE cancelled_at IS NULL AND completed_at IS NULL;
    ALTER TABLE users ADD COLUMN anonymised_at timestamptz;
  `.execute(db);
}
