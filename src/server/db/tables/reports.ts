import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../column-types.js';

/** Tables of the reports (migration 1400-reports; docs/reports.md). */

/** One visit of one page in one tab; `seconds` is the visible time, raised by later beacons. */
export type PageVisitsTable = {
  id: Generated<number>;
  visit_id: string;
  user_id: number;
  company_id: number | null;
  session_id: number;
  path: string;
  seconds: number;
  started_at: Timestamp;
  updated_at: Timestamp;
};

/** A background export (Excel or PDF) and its file, kept for a day. */
export type ReportExportsTable = {
  id: string;
  user_id: number;
  report: string;
  format: string;
  filters: Json<unknown>;
  status: Generated<string>;
  total_rows: number | null;
  done_rows: Generated<number>;
  file_name: string | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: Date | null;
  expires_at: Timestamp;
};

/** The usage reports' daily rollup (migration 1402; docs/reports.md "Rollups"). 0 = no person / company. */
export type ReportUsageDailyTable = {
  day: string;
  slot: string;
  user_id: number;
  company_id: number;
  logins: Generated<number>;
  activity: Generated<number>;
  visits: Generated<number>;
  seconds: Generated<number>;
};

/** How far a rollup holds whole IST days. */
export type ReportRollupStateTable = {
  name: string;
  complete_through: string | null;
  refreshed_at: Generated<Date>;
};

/** An ad shown on a page, once per ad per page view (docs/reports.md "Ads"). */
export type AdViewsTable = {
  id: Generated<number>;
  view_id: string;
  ad_key: string;
  item_id: number | null;
  module_id: number | null;
  user_id: number | null;
  company_id: number | null;
  created_at: Generated<Date>;
};

export type ReportTables = {
  page_visits: PageVisitsTable;
  report_exports: ReportExportsTable;
  report_usage_daily: ReportUsageDailyTable;
  report_rollup_state: ReportRollupStateTable;
  ad_views: AdViewsTable;
};
