import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/index.js';
import { createPdf } from '../../pdf/document.js';
import { IST_OFFSET_MS } from '../../../shared/ist.js';
import { cellText, formatReportDate, type ColumnType, type ReportDefinition } from '../../../shared/reports.js';
import { describeFilters, type ReportFilters } from './filters.js';
import { runnerFor } from './queries.js';
import type { ReportRunner, Row } from './report-runner.js';

/** Excel's last row is 1,048,576; the header takes one (docs/reports.md, "Excel"). */
export const EXCEL_MAX_ROWS = 1_048_575;
/** A PDF past this many rows stops with a notice pointing to the Excel file. */
export const PDF_MAX_ROWS = 5_000;
const BATCH = 2_000;
/** Rows a cursor read hands over at a time (PostgreSQL exports): small, so each batch dies young. */
const CURSOR_BATCH = 250;

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
export const EXCEL_FORMATS: Record<ColumnType, string | undefined> = {
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

// The Report sheet's data rows are written as XML straight into exceljs's worksheet stream: the XML
// exceljs itself writes for the same values (tests/api/reports/excel-rows.test.ts compares the two),
// without its per-cell Row / Cell / model objects, which allocate about 30 kB a row; at 100,000 rows
// that garbage is what raised the server's RSS (docs/reports.md "Excel memory").

/** Rows joined into one write to the worksheet stream. */
const ROWS_PER_WRITE = 100;

type CellValue = string | number | Date | null;
/** The kind of value in a cell: exceljs picks a cell's style id by its column's style and this. */
type CellKind = 'number' | 'string' | 'date' | 'empty';
/** A column of the fast path: its style ids by kind (registered with exceljs on first use, as exceljs does). */
export type XmlColumn = { styleId: (kind: CellKind) => number };

/** `A`, `B`, … `Z`, `AA`, …: a column's letters (1-based). */
export function columnLetters(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(65 + ((k - 1) % 26)) + out;
  return out;
}

const XML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&apos;', '<': '&lt;', '>': '&gt;' };
/** exceljs's own escaping: the five entities, and control characters other than tab, newline and return dropped. */
// eslint-disable-next-line no-control-regex
const xmlText = (s: string) => s.replace(/[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g, (ch) => XML_ESCAPES[ch] ?? '');

/** Excel's serial day number of an instant (days since 30 Dec 1899), as exceljs writes it. */
const excelSerial = (d: Date) => 25569 + d.getTime() / 86_400_000;

/**
 * One `<row>` as exceljs's streaming writer writes it: every column gets a cell, a null cell only when
 * its column has a style; a row of nulls only is not written at all (as exceljs skips a row without values).
 */
export function rowXml<C extends XmlColumn>(rowNumber: number, cols: readonly C[], value: (c: C) => CellValue): string {
  let cells = '';
  let any = false;
  for (let i = 0; i < cols.length; i++) {
    const v = value(cols[i]);
    const ref = `${columnLetters(i + 1)}${rowNumber}`;
    const col = cols[i];
    if (v === null) {
      const s = col.styleId('empty');
      if (s) cells += `<c r="${ref}" s="${s}"/>`;
      continue;
    }
    any = true;
    if (typeof v === 'number') {
      const s = col.styleId('number');
      cells += `<c r="${ref}"${s ? ` s="${s}"` : ''}><v>${String(v)}</v></c>`;
    } else if (v instanceof Date) {
      const s = col.styleId('date');
      cells += `<c r="${ref}"${s ? ` s="${s}"` : ''}><v>${String(excelSerial(v))}</v></c>`;
    } else {
      const s = col.styleId('string');
      cells += `<c r="${ref}"${s ? ` s="${s}"` : ''} t="str"><v>${xmlText(v)}</v></c>`;
    }
  }
  return any ? `<row r="${rowNumber}" spans="1:${cols.length}" x14ac:dyDescent="0.25">${cells}</row>` : '';
}

type XmlSink = {
  write(chunk: string): unknown;
  pipes?: unknown;
};
type DrainingStream = {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
};
type StyleRegistry = { addStyleModel(model: object, type: ExcelJS.ValueType): number };

/**
 * Waits for `s` to drain; fails when the export's output closes first (a download the browser dropped),
 * so the export ends and gives its database connection back instead of waiting for ever.
 */
function drained(s: DrainingStream, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.destroyed) {
      reject(new Error('report export: the output was closed before the file was written'));
      return;
    }
    const closed = () => reject(new Error('report export: the output was closed before the file was written'));
    out.once('close', closed);
    s.once('drain', () => {
      out.off('close', closed);
      resolve();
    });
  });
}

/**
 * Writes XML into a streaming worksheet whose header row is committed, waiting whenever the zip
 * entry's input is full: exceljs pushes a sheet's XML into the compressor without back-pressure, so
 * without the wait a fast producer piles the XML up in front of zlib.
 */
export function sheetXmlWriter(wb: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, out: Writable) {
  const stream: unknown = Reflect.get(sheet, 'stream');
  const registry: unknown = Reflect.get(wb, 'styles');
  if (!stream || typeof stream !== 'object' || typeof Reflect.get(stream, 'write') !== 'function') {
    throw new Error('exceljs: the worksheet writer has no stream');
  }
  if (!registry || typeof registry !== 'object' || typeof Reflect.get(registry, 'addStyleModel') !== 'function') {
    throw new Error('exceljs: the workbook writer has no style registry');
  }
  const sink = stream as XmlSink;
  const styleIds = registry as StyleRegistry;
  const pipes = (): DrainingStream[] => (Array.isArray(sink.pipes) ? (sink.pipes as DrainingStream[]) : []);
  const full = (p: DrainingStream) => Boolean(p.writableNeedDrain ?? p._writableState?.needDrain);
  return {
    /** A column with this number format: the style id exceljs gives each kind of cell in it, registered on first use. */
    column(numFmt: string | undefined): XmlColumn {
      const ids = new Map<CellKind, number>();
      const types: Record<CellKind, ExcelJS.ValueType> = {
        number: ExcelJS.ValueType.Number,
        string: ExcelJS.ValueType.String,
        date: ExcelJS.ValueType.Date,
        empty: ExcelJS.ValueType.Null,
      };
      return {
        styleId(kind) {
          let id = ids.get(kind);
          if (id === undefined) {
            // exceljs merges the column's style into a fresh object for every cell: `{}` without a format.
            id = styleIds.addStyleModel(numFmt ? { numFmt } : {}, types[kind]);
            ids.set(kind, id);
          }
          return id;
        },
      };
    },
    async write(xml: string) {
      if (!xml) return;
      void sink.write(xml);
      for (const p of pipes()) if (full(p)) await drained(p, out);
    },
  };
}

/**
 * Reads a report's rows in order, at most `max`, handing them over batch by batch: through the
 * runner's server-side cursor when asked and it has one (PostgreSQL), else in pages of BATCH
 * (keyset pages for the master user data). Answers how many rows the report has in all.
 */
async function readRows(
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
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
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
  const fast = sheetXmlWriter(wb, sheet, out);
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

// ---------------------------------------------------------------------------------------------
// PDF: a landscape A4 table; the filters and the generation time (IST) on page 1; the header row
// repeated on every page; a row never split across pages; "Page i of n" on every page.

/**
 * pdfkit keeps the glyph layout of every word it has drawn in an embedded font (`layoutCache`), for
 * the document's whole life: a report's words are mostly unique (e-mails, names), so a 5,000-row PDF
 * held some 200 MB of layouts. Dropped after each batch of rows (the next words are laid out anew).
 */
function forgetTextLayouts(doc: PDFKit.PDFDocument) {
  const families: unknown = Reflect.get(doc, '_fontFamilies');
  if (!families || typeof families !== 'object') return;
  for (const font of Object.values(families)) {
    if (font && typeof font === 'object' && Reflect.has(font, 'layoutCache')) {
      Reflect.set(font, 'layoutCache', Object.create(null));
    }
  }
}

export async function renderPdf(
  db: Db,
  def: ReportDefinition,
  f: ReportFilters,
  opts: { now?: Date; maxRows?: number; onProgress?: ExportProgress; cursor?: boolean } = {},
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
  const total = await readRows(runner, maxRows, opts.cursor ?? false, async (rows, t) => {
    for (const r of rows)
      drawRow(
        def.columns.map((c) => text(cellText(c.type, r[c.key]))),
        false,
      );
    written += rows.length;
    forgetTextLayouts(doc);
    await opts.onProgress?.(written, Math.min(t, maxRows));
  });
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
