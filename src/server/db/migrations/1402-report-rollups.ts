import { sql, type Kysely } from 'kysely';

/**
 * Report rollups and ad views (docs/reports.md "Rollups", "Ads").
 *
 * `report_usage_daily`: the usage reports' logins, activity-log entries, page visits and visible seconds
 * per IST day, IST time slot, person (0: an entry without one) and company (0: none), recomputed for
 * recent days by the scheduled task `reports.usage-rollup`. `report_rollup_state` records the last IST
 * day the rollup holds whole (`complete_through`): the reports read the rollup up to it and the base
 * tables after it, so their numbers are the same as from the base tables alone.
 *
 * `ad_views`: an ad shown on a page (at most once per ad per page view; `view_id` is the page view's
 * random id, `ad_key` 'w<widget item id>' or 'm<module id>').
 *
 * Also the activity log's plain time index: the usage reports read today's entries of every action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report_usage_daily (
      day date NOT NULL,
      slot text NOT NULL,
      user_id int NOT NULL,
      company_id int NOT NULL,
      logins int NOT NULL DEFAULT 0,
      activity int NOT NULL DEFAULT 0,
      visits int NOT NULL DEFAULT 0,
      seconds bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (day, slot, user_id, company_id)
    );
    CREATE INDEX report_usage_daily_company_idx ON report_usage_daily (company_id, day);
    CREATE TABLE report_rollup_state (
      name text PRIMARY KEY,
      complete_through date,
      refreshed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX user_activity_created_idx ON user_activity (created_at);
    CREATE TABLE ad_views (
      id bigserial PRIMARY KEY,
      view_id uuid NOT NULL,
      ad_key text NOT NULL CHECK (ad_key ~ '^[wm][0-9]{1,9}$'),
      item_id int REFERENCES widget_items(id) ON DELETE CASCADE,
      module_id int,
      user_id int REFERENCES users(id) ON DELETE SET NULL,
      company_id int REFERENCES companies(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (view_id, ad_key)
    );
    CREATE INDEX ad_views_item_idx ON ad_views (item_id, created_at) WHERE item_id IS NOT NULL;
    CREATE INDEX ad_views_created_idx ON ad_views (created_at);
  `.execute(db);
}
