import type { Writable } from 'node:stream';
import { loadExcel } from '../../lazy-libs.js';
import type { Db } from '../../db/index.js';
import type { ReportDefinition } from '../../../shared/report-types.js';
import { describeFilters, type ReportFilters } from './filters.js';
import { runnerFor } from './queries.js';
import type { Row } from './report-runner.js';
import { companyNames, istStamp, readRows, type ExportProgress } from './service.js';
import { drained, EXCEL_FORMATS, excelValue, rowXml, sheetXmlWriter } from './excel-xml.js';

/** A report's Excel export: the Report sheet with every row, and the About sheet (filters, totals, notices). */

/** Excel's last row is 1,048,576; the header takes one (docs/reports.md, "Excel"). */
export const EXCEL_MAX_ROWS = 1_048_575;
/** Rows joined into one write to the worksheet stream. */
const ROWS_PER_WRITE = 100;

/** Streams the whole report (every row, not one page) as an xlsx file into `out`. */
export async function writeExcel(
  db: Db,
  def: ReportDefinition,
  f: ReportFilters,
  out: Writable,
  opts: {
    now?: Date;
    maxRows?: number;
    onProgress?: ExportProgress;
    /** Read through a server-side cursor where the report has one (PostgreSQL only: see `ReportRunner.cursor`). */
    cursor?: boolean;
  } = {},
): Promise<{ rows: number; capped: boolean }> {
  const now = opts.now ?? new Date();
  const maxRows = opts.maxRows ?? EXCEL_MAX_ROWS;
  const runner = runnerFor(db, def, f);
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'FinWell';
  const sheet = wb.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = def.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.type === 'text' ? 28 : c.type === 'datetime' ? 20 : 16,
    style: EXCEL_FORMATS[c.type] ? { numFmt: EXCEL_FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const fast = sheetXmlWriter(wb, sheet, out, (await loadExcel()).ValueType);
  const cols = def.columns.map((c) => ({ ...c, ...fast.column(EXCEL_FORMATS[c.type]) }));
  let rowNumber = 1;
  let written = 0;
  let total = 0;
  const take = async (rows: Row[], t: number) => {
    total = t;
    for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) {
      const xml: string[] = [];
      for (const r of rows.slice(i, i + ROWS_PER_WRITE)) {
        xml.push(rowXml(++rowNumber, cols, (c) => excelValue(c.type, r[c.key])));
      }
      await fast.write(xml.join(''));
    }
    written += rows.length;
    // Back-pressure: let the file (or the response) take what was written before reading more.
    if (out.writableNeedDrain) await drained(out, out);
    await opts.onProgress?.(written, Math.min(total, maxRows));
  };
  total = await readRows(runner, maxRows, opts.cursor ?? false, take);
  await sheet.commit();
  const capped = total > written;
  const about = wb.addWorksheet('About');
  about.columns = [{ width: 28 }, { width: 60 }];
  about.addRow([def.title]).font = { bold: true, size: 14 };
  about.addRow(['Generated', istStamp(now)]);
  for (const [k, v] of describeFilters(f, await companyNames(db, f))) about.addRow([k, v]);
  about.addRow(['Rows', written]);
  if (capped) {
    about.addRow([
      'Notice',
      `The report has ${total} rows; Excel holds at most ${maxRows}, so only the first ${written} are in this file. Narrow the filters to see the rest.`,
    ]).font = { bold: true, color: { argb: 'FFB91C1C' } };
  }
  if (!def.available && def.emptyNote) about.addRow(['Notice', def.emptyNote]);
  const totals = await runner.totals();
  const totalCols = def.columns.filter((c) => c.key in totals);
  if (totalCols.length) {
    about.addRow([]);
    about.addRow(['Totals (all rows)']).font = { bold: true };
    for (const c of totalCols) {
      const row = about.addRow([c.label, excelValue(c.type, totals[c.key])]);
      const fmt = EXCEL_FORMATS[c.type];
      if (fmt) row.getCell(2).numFmt = fmt;
    }
  }
  await about.commit();
  await wb.commit();
  return { rows: written, capped };
}
