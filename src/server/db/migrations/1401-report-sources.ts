import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the reports wired to the learning, engagement, journey and commerce tables
 * (docs/reports.md): each report filters its source rows by a time column, so each time column gets
 * an index (partial where most rows have no value).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX course_enrolments_enrolled_idx ON course_enrolments (enrolled_at);
    CREATE INDEX course_enrolments_completed_idx ON course_enrolments (completed_at) WHERE completed_at IS NOT NULL;
    CREATE INDEX course_chapter_completions_time_idx ON course_chapter_completions (completed_at);
    CREATE INDEX course_time_sessions_started_idx ON course_time_sessions (started_at);
    CREATE INDEX assessment_attempts_created_idx ON assessment_attempts (created_at);
    CREATE INDEX quiz_attempts_created_idx ON quiz_attempts (created_at);
    CREATE INDEX fra_results_created_idx ON fra_results (created_at);
    CREATE INDEX notification_receipts_read_idx ON notification_receipts (read_at);
    CREATE INDEX user_tasks_completed_idx ON user_tasks (completed_at) WHERE completed_at IS NOT NULL;
    CREATE INDEX user_activity_ad_click_idx ON user_activity (ad_feature_id, created_at)
      WHERE action_id = 11 AND ad_feature_id IS NOT NULL;
    CREATE INDEX coupons_used_idx ON coupons (used_at) WHERE used_at IS NOT NULL;
  `.execute(db);
}
