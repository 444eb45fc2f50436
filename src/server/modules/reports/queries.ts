import type { Db } from '../../db/index.js';
import type { ReportDefinition } from '../../../shared/report-types.js';
import type { ReportFilters } from './filters.js';
import { ads } from './ad-queries.js';
import { assessments } from './assessment-queries.js';
import { counsellingStatus, feedback } from './counselling-queries.js';
import { viewEngagement } from './engagement-queries.js';
import { courseParticipation, elearningTimeBase, recordedWebinars } from './learning-queries.js';
import { discountCodes, masterPackages, masterUsers } from './master-queries.js';
import type { ReportRunner, RunOptions } from './report-runner.js';
import { companyWise, pageVisits, portalUsage, timeBaseUsage } from './usage-queries.js';

/**
 * The queries behind the report catalogue (src/shared/reports.ts; docs/reports.md): which runner answers
 * which report. Every report answers its rows in pages (`rows`), its totals over all rows and its chart
 * points through one `ReportRunner` (report-runner.ts); the preview, the Excel file and the PDF all read
 * through it, so they agree. The runners live by topic in usage-, counselling-, master-, learning-,
 * assessment-, engagement- and ad-queries.ts.
 */

const empty: ReportRunner = {
  rows: async () => ({ rows: [], total: 0 }),
  totals: async () => ({}),
  chart: async () => [],
};

const RUNNERS: Record<string, (db: Db, f: ReportFilters, o: RunOptions) => ReportRunner> = {
  'counselling-fin-tracking': counsellingStatus,
  'counselling-feedback': feedback,
  'portal-usage-analytics': portalUsage,
  'portal-usage-time-base': timeBaseUsage,
  'company-wise-portal-usage': companyWise,
  'portal-page-visits': pageVisits,
  'master-report-userdata': masterUsers,
  'master-report-packagedata': masterPackages,
  'discount-codes': discountCodes,
  'time-spent-recorded-webinar': recordedWebinars,
  'course-participation': courseParticipation,
  'e-learning-time-base': elearningTimeBase,
  'view-engagement': viewEngagement,
  'assessment-report': assessments,
  ads,
};

export function runnerFor(db: Db, def: ReportDefinition, f: ReportFilters, o: RunOptions = {}): ReportRunner {
  const make = def.available ? RUNNERS[def.api] : undefined;
  return make ? make(db, f, o) : empty;
}
