import { sql, type Kysely } from 'kysely';

/**
 * E-mails that must not be lost (booking confirmations, invites, cancellations, refunds) go
 * through a delivery queue: stored first, sent at once, retried with back-off when the mail server
 * refuses or is down, and marked failed (not dropped) after the last attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mail_queue (
      id bigserial PRIMARY KEY,
      message jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE status = 'pending';
  `.execute(db);
}
