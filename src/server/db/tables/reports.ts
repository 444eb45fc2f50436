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

export type ReportTables = {
  page_visits: PageVisitsTable;
  report_exports: ReportExportsTable;
};
