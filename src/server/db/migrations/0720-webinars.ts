import { sql, type Kysely } from 'kysely';

/**
 * Webinars and speakers (docs/webinars.md). Times are instants (timestamptz); the IST date and
 * time people see are derived. A webinar is soft-deleted (status 3) so its registrations and watch
 * time stay for the enrolment and time-spent reports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webinar_speakers (
      id serial PRIMARY KEY,
      user_id integer UNIQUE REFERENCES users(id),
      name text NOT NULL,
      email text NOT NULL UNIQUE,
      designation text,
      bio text,
      status integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE webinars (
      id serial PRIMARY KEY,
      webinar_type integer NOT NULL CHECK (webinar_type BETWEEN 1 AND 4),
      name text NOT NULL,
      presenter text NOT NULL,
      speaker_id integer NOT NULL REFERENCES webinar_speakers(id),
      description text,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      join_url text,
      keywords text[] NOT NULL DEFAULT '{}',
      banner text,
      video text,
      duration_minutes integer,
      client_types integer[] NOT NULL DEFAULT '{}',
      specific_clients integer[] NOT NULL DEFAULT '{}',
      specific_partners integer[] NOT NULL DEFAULT '{}',
      status integer NOT NULL DEFAULT 1,
      created_by integer REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    );
    CREATE INDEX webinars_starts_idx ON webinars (starts_at) WHERE status = 1;
    CREATE TABLE webinar_registrations (
      id serial PRIMARY KEY,
      webinar_id integer NOT NULL REFERENCES webinars(id),
      user_id integer NOT NULL REFERENCES users(id),
      status integer NOT NULL DEFAULT 1,
      ics_uid text NOT NULL,
      ics_sequence integer NOT NULL DEFAULT 0,
      registered_at timestamptz NOT NULL DEFAULT now(),
      unregistered_at timestamptz,
      reminder_sent_at timestamptz,
      joined_at timestamptz,
      UNIQUE (webinar_id, user_id)
    );
    CREATE INDEX webinar_registrations_reminder_idx ON webinar_registrations (webinar_id)
      WHERE status = 1 AND reminder_sent_at IS NULL;
    CREATE TABLE webinar_watch_sessions (
      id serial PRIMARY KEY,
      webinar_id integer NOT NULL REFERENCES webinars(id),
      user_id integer NOT NULL REFERENCES users(id),
      started_at timestamptz NOT NULL DEFAULT now(),
      last_beat_at timestamptz NOT NULL DEFAULT now(),
      last_seq integer NOT NULL DEFAULT 0,
      seconds integer NOT NULL DEFAULT 0,
      closed boolean NOT NULL DEFAULT false
    );
    CREATE INDEX webinar_watch_user_idx ON webinar_watch_sessions (webinar_id, user_id);
  `.execute(db);
}
