import type { Db } from '../../db/index.js';
import { formatReportDate } from '../../../shared/report-format.js';
import type { ReportDefinition } from '../../../shared/report-types.js';
import { describeFilters, type ReportFilters } from './filters.js';
import { runnerFor } from './queries.js';
import type { ReportRunner, Row } from './report-runner.js';

/**
 * A report's preview page (docs/reports.md), and what the exports share: the named companies, the
 * batched reading of all rows, the file name and the IST time stamp. The Excel file is written by
 * excel-export.ts, the PDF by pdf-export.ts.
 */

/** Rows a page read takes at a time (exports without a cursor). */
const BATCH = 2_000;
/** Rows a cursor read hands over at a time (PostgreSQL exports): small, so each batch dies young. */
const CURSOR_BATCH = 250;

/** The names of the companies the filters pick, for the filter description. */
export async function companyNames(db: Db, f: ReportFilters): Promise<Map<number, string>> {
  if (!f.companyIds.length) return new Map();
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('id', 'in', f.companyIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.company_name]));
}

export async function preview(
  db: Db,
  def: ReportDefinition,
  f: ReportFilters,
  page: number,
  limit: number,
  now = new Date(),
) {
  const runner = runnerFor(db, def, f);
  const [{ rows, total }, totals, points, extra, names] = await Promise.all([
    runner.rows((page - 1) * limit, limit),
    runner.totals(),
    def.chart ? runner.chart() : Promise.resolve([] as Row[]),
    runner.extra ? runner.extra() : Promise.resolve({} as Record<string, unknown>),
    companyNames(db, f),
  ]);
  const answer = {
    report: {
      api: def.api,
      title: def.title,
      available: def.available,
      note: def.available ? null : (def.emptyNote ?? null),
    },
    filters: { from: f.fromDay, to: f.toDay, range: f.range, described: describeFilters(f, names) },
    columns: def.columns,
    list: rows,
    page: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
    totals,
    chart: def.chart ? { ...def.chart, points } : null,
    generated_at: now.toISOString(),
    ...extra,
  };
  // The contract's named fields (docs/product-rules.md "Reports").
  if (def.api === 'portal-usage-analytics') return { ...answer, analytics_details: totals, analytics_report: rows };
  if (def.api === 'course-participation') {
    return { ...answer, participation_report: { list: rows, page, limit, total } };
  }
  return answer;
}

/** An export's file name: the report and the IST minute it was asked for (`ads-202603151430.xlsx`). */
export const exportFileName = (def: ReportDefinition, ext: string, now: Date) =>
  `${def.api}-${new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace(/[-:T]/g, '')}.${ext}`;

/** "24 Nov 2026 14:05 IST". */
export function istStamp(d: Date): string {
  return `${formatReportDate(d.toISOString(), true)} IST`;
}

/**
 * Reads a report's rows in order, at most `max`, handing them over batch by batch: through the
 * runner's server-side cursor when asked and it has one (PostgreSQL), else in pages of BATCH
 * (keyset pages for the master user data). Answers how many rows the report has in all.
 */
export async function readRows(
  runner: ReportRunner,
  max: number,
  cursor: boolean,
  take: (rows: Row[], total: number) => Promise<void>,
): Promise<number> {
  if (cursor && runner.cursor) {
    // One sorted read, small batches: no batch of rows lives long enough to reach the old generation.
    return (await runner.cursor(CURSOR_BATCH, max, take)).total;
  }
  let done = 0;
  let total = 0;
  for (let offset = 0; done < max; offset += BATCH) {
    const page = await runner.rows(offset, Math.min(BATCH, max - done));
    total = page.total;
    done += page.rows.length;
    await take(page.rows, total);
    if (page.rows.length === 0 || done >= total) break;
  }
  return total;
}

export type ExportProgress = (doneRows: number, totalRows: number) => void | Promise<void>;
