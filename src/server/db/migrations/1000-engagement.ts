import { sql, type Kysely } from 'kysely';

/**
 * Notifications, their audience, per-person read receipts, e-mail delivery log, unsubscribes and
 * reminders (docs/engagement.md). A notification is stored once with its audience (companies and/or
 * every retail user); a receipt row exists only once a person has read it, so a company of 100,000
 * people costs one row per company, not one per person. The unread count is one query over the
 * audience index and the receipts' primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reminders (
      id serial PRIMARY KEY,
      header text NOT NULL,
      message text NOT NULL,
      frequency text NOT NULL CHECK (frequency IN ('Weekly', 'Fortnightly', 'Monthly', 'Quarterly')),
      reminder_days integer[] NOT NULL CHECK (cardinality(reminder_days) > 0),
      starts_on date NOT NULL,
      type integer NOT NULL DEFAULT 1 CHECK (type IN (1, 2)),
      priority integer NOT NULL DEFAULT 2 CHECK (priority IN (1, 2)),
      delivery text[] NOT NULL DEFAULT '{in_app}',
      client_type integer[] NOT NULL DEFAULT '{}',
      specific_clients integer[] NOT NULL DEFAULT '{}',
      specific_partners integer[] NOT NULL DEFAULT '{}',
      status boolean NOT NULL DEFAULT true,
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE notifications (
      id serial PRIMARY KEY,
      header text NOT NULL,
      preview_message text NOT NULL,
      message text NOT NULL,
      type integer NOT NULL CHECK (type IN (1, 2)),
      priority integer NOT NULL CHECK (priority IN (1, 2)),
      delivery text[] NOT NULL,
      client_type integer[] NOT NULL DEFAULT '{}',
      specific_clients integer[] NOT NULL DEFAULT '{}',
      specific_partners integer[] NOT NULL DEFAULT '{}',
      to_retail boolean NOT NULL DEFAULT false,
      start_date timestamptz NOT NULL,
      end_date timestamptz,
      status boolean NOT NULL DEFAULT true,
      preview_img text,
      reminder_id integer REFERENCES reminders(id),
      occurrence date,
      email_done_at timestamptz,
      email_cursor integer NOT NULL DEFAULT 0,
      deleted_at timestamptz,
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR end_date > start_date)
    );
    CREATE UNIQUE INDEX notifications_reminder_occurrence ON notifications (reminder_id, occurrence)
      WHERE reminder_id IS NOT NULL;
    CREATE INDEX notifications_email_due ON notifications (start_date)
      WHERE email_done_at IS NULL AND deleted_at IS NULL AND 'email' = ANY(delivery);
    CREATE INDEX notifications_retail ON notifications (start_date DESC, id DESC)
      WHERE to_retail AND deleted_at IS NULL;
    CREATE TABLE notification_audiences (
      company_id integer NOT NULL REFERENCES companies(id),
      notification_id integer NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
      PRIMARY KEY (company_id, notification_id)
    );
    CREATE INDEX notification_audiences_notification ON notification_audiences (notification_id);
    CREATE TABLE notification_receipts (
      user_id integer NOT NULL REFERENCES users(id),
      notification_id integer NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
      read_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, notification_id)
    );
    CREATE TABLE notification_mails (
      notification_id integer NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id),
      queued_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (notification_id, user_id)
    );
    CREATE TABLE mail_unsubscribes (
      user_id integer NOT NULL REFERENCES users(id),
      kind text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind)
    );
    CREATE INDEX users_company_id_id ON users (company_id, id) WHERE status = 1;
    ALTER TABLE mail_outbox ADD COLUMN headers jsonb;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox DROP COLUMN headers;
    DROP INDEX IF EXISTS users_company_id_id;
    DROP TABLE mail_unsubscribes, notification_mails, notification_receipts, notification_audiences, notifications, reminders;
  `.execute(db);
}
