/**
 * The report catalogue (docs/reports.md), shared by the server (queries, Excel, PDF) and the admin
 * pages (tiles, filters, table, chart): one definition per report, so the preview, the Excel file and
 * the PDF show the same columns, formatted by the same `cellText` (report-format.ts). The definitions
 * live by topic in report-defs-*.ts; their types and filter values in report-types.ts.
 */
import type { ReportDefinition } from './report-types.js';
import { COUNSELLING_FEEDBACK_REPORT, COUNSELLING_STATUS_REPORT } from './report-defs-counselling.js';
import {
  ASSESSMENTS_REPORT,
  COURSE_PARTICIPATION_REPORT,
  E_LEARNING_TIME_BASE_REPORT,
  RECORDED_WEBINARS_REPORT,
} from './report-defs-learning.js';
import {
  ADS_REPORT,
  DISCOUNT_CODES_REPORT,
  MASTER_PACKAGE_DATA_REPORT,
  MASTER_USER_DATA_REPORT,
} from './report-defs-master.js';
import {
  COMPANY_WISE_USAGE_REPORT,
  PAGE_VISITS_REPORT,
  PORTAL_USAGE_REPORT,
  TIME_BASE_USAGE_REPORT,
  VIEW_ENGAGEMENT_REPORT,
} from './report-defs-usage.js';

/** Every report, in the order of the tiles. */
export const REPORTS: ReportDefinition[] = [
  COURSE_PARTICIPATION_REPORT,
  E_LEARNING_TIME_BASE_REPORT,
  VIEW_ENGAGEMENT_REPORT,
  COUNSELLING_STATUS_REPORT,
  COUNSELLING_FEEDBACK_REPORT,
  PORTAL_USAGE_REPORT,
  TIME_BASE_USAGE_REPORT,
  COMPANY_WISE_USAGE_REPORT,
  MASTER_USER_DATA_REPORT,
  MASTER_PACKAGE_DATA_REPORT,
  PAGE_VISITS_REPORT,
  ASSESSMENTS_REPORT,
  DISCOUNT_CODES_REPORT,
  ADS_REPORT,
  RECORDED_WEBINARS_REPORT,
];

/** The 14 tiles of /admin/manage-reports; the master tile opens both master reports. */
export const REPORT_TILES: Array<{ route: string; title: string; description: string; reports: string[] }> = [];
for (const r of REPORTS) {
  const tile = REPORT_TILES.find((t) => t.route === r.route);
  if (tile) tile.reports.push(r.api);
  else
    REPORT_TILES.push({
      route: r.route,
      title: r.api.startsWith('master-') ? 'Master' : r.title,
      description: r.api.startsWith('master-') ? 'User data and package data.' : r.description,
      reports: [r.api],
    });
}

export function reportByApi(api: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.api === api);
}

/** Exports with more rows than this run as a background job with progress (docs/reports.md "Background exports"). */
export const BACKGROUND_EXPORT_ROWS = 5_000;
