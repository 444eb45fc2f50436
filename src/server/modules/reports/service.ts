import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/index.js';
import { createPdf } from '../../pdf/document.js';
import { IST_OFFSET_MS } from '../../../shared/ist.js';
import { cellText, formatReportDate, type ColumnType, type ReportDefinition } from '../../../shared/reports.js';
import { describeFilters, type ReportFilters } from './filters.js';
import { runnerFor, type Row } from './queries.js';

/** Excel's last row is 1,048,576; the header takes one (docs/reports.md, "Excel"). */
export const EXCEL_MAX_ROWS = 1_048_575;
/** A PDF past this many rows stops with a notice pointing to the Excel file. */
export const PDF_MAX_ROWS = 5_000;
const BATCH = 2_000;

async function companyNames(db: Db, f: ReportFilters): Promise<Map<number, string>> {
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

/** "24 Nov 2026 14:05 IST". */
/** An export's file name: the report and the IST minute it was asked for (`ads-202603151430.xlsx`). */
export const exportFileName = (def: ReportDefinition, ext: string, now: Date) =>
  `${def.api}-${new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace(/[-:T]/g, '')}.${ext}`;

export function istStamp(d: Date): string {
  return `${formatReportDate(d.toISOString(), true)} IST`;
}

// ---------------------------------------------------------------------------------------------
// Excel: real number and date cells; rupees with Indian (lakh/crore) grouping; dates in IST.

const INR_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';
const INT_FORMAT = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;#,##0';
const FORMATS: Record<ColumnType, string | undefined> = {
  text: undefined,
  int: INT_FORMAT,
  inr: INR_FORMAT,
  seconds: '[h]:mm:ss',
  rating: '0.0',
  percent: '0.0%',
  date: 'dd mmm yyyy',
  datetime: 'dd mmm yyyy hh:mm',
};

/** The value written to an Excel cell: Excel has no time zones, so an instant is shifted to IST wall-clock time. */
export function excelValue(type: ColumnType, v: unknown): string | number | Date | null {
  if (v === null || v === undefined || v === '') return null;
  switch (type) {
    case 'int':
    case 'inr':
    case 'rating':
      return Number(v);
    case 'percent':
      return Number(v) / 100;
    case 'seconds':
      return Number(v) / 86_400;
    case 'date':
      return new Date(`${String(v)}T00:00:00Z`);
    case 'datetime':
      return new Date(new Date(String(v)).getTime() + IST_OFFSET_MS);
    default:
      return String(v);
  }
}

export type ExportProgress = (doneRows: number, totalRows: number) => void | Promise<void>;

/** Streams the whole report (every row, not one page) as an xlsx file into `out`. */
export async function writeExcel(
  db: Db,
  def: ReportDefinition,
  f: ReportFilters,
  out: Writable,
  opts: { now?: Date; maxRows?: number; onProgress?: ExportProgress } = {},
): Promise<{ rows: number; capped: boolean }> {
  const now = opts.now ?? new Date();
  const maxRows = opts.maxRows ?? EXCEL_MAX_ROWS;
  const runner = runnerFor(db, def, f);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'FinWell';
  const sheet = wb.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = def.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.type === 'text' ? 28 : c.type === 'datetime' ? 20 : 16,
    style: FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  let written = 0;
  let total = 0;
  for (let offset = 0; written < maxRows; offset += BATCH) {
    const { rows, total: t } = await runner.rows(offset, Math.min(BATCH, maxRows - written));
    total = t;
    for (const r of rows) {
      sheet.addRow(def.columns.map((c) => excelValue(c.type, r[c.key]))).commit();
    }
    written += rows.length;
    // Back-pressure: let the file (or the response) take what was written before reading more.
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    await opts.onProgress?.(written, Math.min(total, maxRows));
    if (rows.length === 0 || written >= total) break;
  }
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
      const fmt = FORMATS[c.type];
      if (fmt) row.getCell(2).numFmt = fmt;
    }
  }
  await about.commit();
  await wb.commit();
  return { rows: written, capped };
}

// ---------------------------------------------------------------------------------------------
// PDF: a landscape A4 table; the filters and the generation time (IST) on page 1; the header row
// repeated on every page; a row never split across pages; "Page i of n" on every page.

export async function renderPdf(
  db: Db,
  def: ReportDefinition,
  f: ReportFilters,
  opts: { now?: Date; maxRows?: number; onProgress?: ExportProgress } = {},
): Promise<{ pdf: Buffer; rows: number; capped: boolean }> {
  const now = opts.now ?? new Date();
  const maxRows = opts.maxRows ?? PDF_MAX_ROWS;
  const runner = runnerFor(db, def, f);
  const margin = 36;
  const { doc, body, bold, text, finish } = createPdf({
    title: def.title,
    margin,
    layout: 'landscape',
    bufferPages: true,
  });
  const left = margin;
  const width = doc.page.width - margin * 2;
  const bottom = () => doc.page.height - margin - 18;

  doc.font(bold).fontSize(18).fillColor('#0f172a').text(text(def.title));
  doc.moveDown(0.3);
  doc
    .font(body)
    .fontSize(10)
    .fillColor('#334155')
    .text(`Generated ${istStamp(now)}`);
  for (const [k, v] of describeFilters(f, await companyNames(db, f))) doc.text(text(`${k}: ${v}`));
  if (!def.available && def.emptyNote) doc.moveDown(0.3).text(text(def.emptyNote));
  const totals = await runner.totals();
  const totalCols = def.columns.filter((c) => c.key in totals);
  if (totalCols.length) {
    doc.moveDown(0.3).font(bold).text('Totals (all rows): ', { continued: true }).font(body);
    doc.text(text(totalCols.map((c) => `${c.label} ${cellText(c.type, totals[c.key])}`).join(' · ')));
  }
  doc.moveDown(0.8);

  // Column widths: text columns share what the number columns leave.
  const fixed = (t: ColumnType) =>
    t === 'datetime' ? 92 : t === 'date' ? 70 : t === 'inr' ? 80 : t === 'text' ? 0 : 62;
  const fixedSum = def.columns.reduce((s, c) => s + fixed(c.type), 0);
  const textCols = def.columns.filter((c) => c.type === 'text').length;
  const widths = def.columns.map((c) => fixed(c.type) || Math.max(60, (width - fixedSum) / Math.max(1, textCols)));
  const scale = Math.min(1, width / widths.reduce((s, w) => s + w, 0));
  const colW = widths.map((w) => w * scale);
  const pad = 3;
  const fontSize = 8;

  const drawRow = (cells: string[], isHeader: boolean) => {
    doc.font(isHeader ? bold : body).fontSize(fontSize);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: colW[i] - pad * 2 }));
    const h = Math.max(...heights) + pad * 2;
    if (doc.y + h > bottom()) {
      doc.addPage();
      if (!isHeader)
        drawRow(
          def.columns.map((c) => c.label),
          true,
        );
      doc.font(isHeader ? bold : body).fontSize(fontSize);
    }
    const y = doc.y;
    if (isHeader) doc.rect(left, y, width, h).fill('#e2e8f0');
    let x = left;
    cells.forEach((c, i) => {
      const numeric = def.columns[i].type !== 'text';
      doc
        .fillColor('#0f172a')
        .text(c, x + pad, y + pad, { width: colW[i] - pad * 2, align: numeric ? 'right' : 'left' });
      x += colW[i];
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.3)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.x = left;
    doc.y = y + h;
  };

  drawRow(
    def.columns.map((c) => c.label),
    true,
  );
  let written = 0;
  let total = 0;
  for (let offset = 0; written < maxRows; offset += BATCH) {
    const { rows, total: t } = await runner.rows(offset, Math.min(BATCH, maxRows - written));
    total = t;
    for (const r of rows)
      drawRow(
        def.columns.map((c) => text(cellText(c.type, r[c.key]))),
        false,
      );
    written += rows.length;
    await opts.onProgress?.(written, Math.min(total, maxRows));
    if (rows.length === 0 || written >= total) break;
  }
  if (written === 0) doc.moveDown(0.5).font(body).fontSize(10).text('No rows for these filters.', left);
  const capped = total > written;
  if (capped) {
    doc
      .moveDown(0.5)
      .font(bold)
      .fontSize(10)
      .fillColor('#b91c1c')
      .text(`Showing the first ${written} of ${total} rows. Download the Excel file for all rows.`, left);
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would open a page for it.
    doc.page.margins.bottom = 0;
    doc
      .font(body)
      .fontSize(8)
      .fillColor('#64748b')
      .text(`Page ${i - range.start + 1} of ${range.count}`, left, doc.page.height - margin - 8, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  return { pdf: await finish(), rows: written, capped };
}
