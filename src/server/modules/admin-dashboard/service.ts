import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { ACTION } from '../activity/log-activity.js';

/**
 * The admin dashboard cards (docs/product-rules.md "Admin area"). Company counts come from companies; the
 * usage cards count the activity log, where every module records what its users do, so a module
 * with no data yet shows 0.
 */
export async function getDashboardCounts(db: Db) {
  const companies = await db
    .selectFrom('companies')
    .select([
      sql<number>`count(*) FILTER (WHERE user_type = 3 AND status = 1)`.as('active_clients'),
      sql<number>`count(*) FILTER (WHERE user_type = 3 AND status = 2)`.as('inactive_clients'),
      sql<number>`count(*) FILTER (WHERE user_type = 9 AND status = 1)`.as('active_partners'),
      sql<number>`count(*) FILTER (WHERE user_type = 9 AND status = 2)`.as('inactive_partners'),
    ])
    .executeTakeFirstOrThrow();
  const activity = await db
    .selectFrom('user_activity')
    .select([
      sql<number>`count(DISTINCT user_id) FILTER (WHERE feature_id = 2 AND action_id = ${ACTION.BOOKED})`.as(
        'counsellors_booked',
      ),
      sql<number>`count(*) FILTER (WHERE feature_id = 2 AND action_id = ${ACTION.BOOKED})`.as('counselling_sessions'),
      sql<number>`count(*) FILTER (WHERE feature_id = 1 AND action_id = ${ACTION.ENROLL})`.as('course_enrollments'),
      sql<number>`count(*) FILTER (WHERE feature_id = 3 AND action_id = ${ACTION.VIEWED})`.as('calculator_usages'),
      sql<number>`count(*) FILTER (WHERE feature_id = 4 AND action_id IN (${ACTION.PLAY}, ${ACTION.JOIN}))`.as(
        'webinars_watched',
      ),
      sql<number>`count(DISTINCT user_id) FILTER (WHERE feature_id = 1)`.as('elearning_enrollment'),
      sql<number>`count(*) FILTER (WHERE feature_id = 5)`.as('knowledge_base_usage'),
      sql<number>`count(*) FILTER (WHERE action_id = ${ACTION.LOGIN})`.as('system_logins'),
      sql<number>`count(*) FILTER (WHERE feature_id = 4 AND action_id = ${ACTION.REGISTER})`.as('webinar_enrollment'),
    ])
    .executeTakeFirstOrThrow();
  // count(*) arrives as text (bigint) on PostgreSQL: every column becomes a number, keeping its name.
  const num = <T extends Record<string, unknown>>(o: T) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)])) as { [K in keyof T]: number };
  return { ...num(companies), ...num(activity) };
}
