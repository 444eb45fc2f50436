import { sql, type Kysely } from 'kysely';

/**
 * Reports (docs/reports.md): the page visits recorded by `capture-time-spent` (one row per visit of
 * one page in one browser tab, its visible seconds raised by later beacons of the same visit, never
 * lowered), the export files of background export jobs, and the indexes the report queries use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE page_visits (
      id bigserial PRIMARY KEY,
      visit_id uuid NOT NULL UNIQUE,
      user_id int NOT NULL REFERENCES users(id),
      company_id int REFERENCES companies(id),
      session_id int NOT NULL,
      path text NOT NULL CHECK (length(path) BETWEEN 1 AND 300),
      seconds int NOT NULL CHECK (seconds BETWEEN 0 AND 14400),
      started_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX page_visits_started_idx ON page_visits (started_at);
    CREATE INDEX page_visits_company_idx ON page_visits (company_id, started_at);
    CREATE INDEX page_visits_session_idx ON page_visits (session_id);
    CREATE INDEX user_activity_action_time_idx ON user_activity (action_id, created_at);
    CREATE INDEX counselling_bookings_created_idx ON counselling_bookings (created_at);
    CREATE INDEX counselling_feedback_created_idx ON counselling_feedback (created_at);
    CREATE INDEX webinar_watch_started_idx ON webinar_watch_sessions (started_at);
    CREATE TABLE report_exports (
      id uuid PRIMARY KEY,
      user_id int NOT NULL REFERENCES users(id),
      report text NOT NULL,
      format text NOT NULL CHECK (format IN ('xlsx', 'pdf')),
      filters jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
      total_rows int,
      done_rows int NOT NULL DEFAULT 0,
      file_name text,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      expires_at timestamptz NOT NULL DEFAULT now() + interval '1 day'
    );
    CREATE INDEX report_exports_user_idx ON report_exports (user_id, created_at DESC);
  `.execute(db);
}
