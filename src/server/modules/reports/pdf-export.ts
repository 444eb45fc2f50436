import type { Db } from '../../db/index.js';
import { createPdf } from '../../pdf/document.js';
import { cellText } from '../../../shared/report-format.js';
import type { ColumnType, ReportDefinition } from '../../../shared/report-types.js';
import { describeFilters, type ReportFilters } from './filters.js';
import { runnerFor } from './queries.js';
import { companyNames, istStamp, readRows, type ExportProgress } from './service.js';

/**
 * A report's PDF export: a landscape A4 table; the filters and the generation time (IST) on page 1; the
 * header row repeated on every page; a row never split across pages; "Page i of n" on every page.
 */

/** A PDF past this many rows stops with a notice pointing to the Excel file. */
export const PDF_MAX_ROWS = 5_000;
/**
 * Rows laid out between two drops of pdfkit's word layouts. Kept for 500 rows, the layouts lived long enough to
 * reach V8's old generation, which grew by some 180 MB of garbage at 5,000 rows; dropped every 50 rows they die
 * young, and the export is faster too (docs/reports.md).
 */
const LAYOUT_ROWS = 50;
/** Rows drawn between two progress reports. */
const PROGRESS_ROWS = 500;

/**
 * pdfkit keeps the glyph layout of every word it has drawn in an embedded font (`layoutCache`), for
 * the document's whole life: a report's words are mostly unique (e-mails, names), so a 5,000-row PDF
 * held some 200 MB of layouts. Dropped every LAYOUT_ROWS rows (the next words are laid out anew).
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
  // Pages are not buffered: each is finished (compressed and written out) when the next begins. The page count for
  // "Page i of n" is worked out from the rows' heights before the first row is drawn. Buffering every page until the
  // end kept each page's drawing operations as small buffers, about 90 MB at 5,000 rows (docs/reports.md).
  const { doc, body, bold, text, finish } = await createPdf({ title: def.title, margin, layout: 'landscape' });
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

  // The rows (at most maxRows of short strings) and each row's height.
  const header = def.columns.map((c) => c.label);
  const rows: string[][] = [];
  const total = await readRows(runner, maxRows, opts.cursor ?? false, async (batch) => {
    for (const r of batch) rows.push(def.columns.map((c) => text(cellText(c.type, r[c.key]))));
  });
  const heightOf = (cells: string[], isHeader: boolean) => {
    doc.font(isHeader ? bold : body).fontSize(fontSize);
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: colW[i] - pad * 2 }))) + pad * 2;
  };
  const headerHeight = heightOf(header, true);
  const heights = rows.map((cells, i) => {
    if (i % LAYOUT_ROWS === 0) forgetTextLayouts(doc);
    return heightOf(cells, false);
  });
  const capped = total > rows.length;
  const notice =
    rows.length === 0
      ? 'No rows for these filters.'
      : capped
        ? `Showing the first ${rows.length} of ${total} rows. Download the Excel file for all rows.`
        : null;
  // The closing notice: "no rows" in the body face, a capped export's notice in bold red.
  const noticeFont = () => doc.font(capped ? bold : body).fontSize(10);
  const noticeHeight = () => {
    doc.font(body).fontSize(fontSize);
    const gap = doc.currentLineHeight(true) * 0.5;
    return notice ? gap + noticeFont().heightOfString(notice, { width }) : 0;
  };

  // The page count: the same breaks drawRow makes below (a row that does not fit starts a page, which repeats the
  // header row), and a page for the closing notice when it does not fit.
  const top = doc.page.margins.top;
  let pages = 1;
  let y = doc.y;
  if (y + headerHeight > bottom()) [pages, y] = [pages + 1, top];
  y += headerHeight;
  for (const h of heights) {
    if (y + h > bottom()) [pages, y] = [pages + 1, top + headerHeight];
    y += h;
  }
  if (notice && y + noticeHeight() > bottom()) pages++;

  let page = 1;
  const footer = () => {
    const { x: atX, y: atY } = doc;
    // The footer sits in the bottom margin; without this pdfkit would open a page for it.
    const marginBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(body)
      .fontSize(8)
      .fillColor('#64748b')
      .text(`Page ${page} of ${pages}`, left, doc.page.height - margin - 8, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = marginBottom;
    doc.x = atX;
    doc.y = atY;
  };
  const newPage = () => {
    footer();
    doc.addPage();
    page++;
  };

  const drawRow = (cells: string[], h: number, isHeader: boolean) => {
    if (doc.y + h > bottom()) {
      newPage();
      if (!isHeader) drawRow(header, headerHeight, true);
    }
    doc.font(isHeader ? bold : body).fontSize(fontSize);
    const rowY = doc.y;
    if (isHeader) doc.rect(left, rowY, width, h).fill('#e2e8f0');
    let x = left;
    cells.forEach((c, i) => {
      const numeric = def.columns[i].type !== 'text';
      doc
        .fillColor('#0f172a')
        .text(c, x + pad, rowY + pad, { width: colW[i] - pad * 2, align: numeric ? 'right' : 'left' });
      x += colW[i];
    });
    doc
      .moveTo(left, rowY + h)
      .lineTo(left + width, rowY + h)
      .lineWidth(0.3)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.x = left;
    doc.y = rowY + h;
  };

  drawRow(header, headerHeight, true);
  for (let i = 0; i < rows.length; i++) {
    drawRow(rows[i], heights[i], false);
    if ((i + 1) % LAYOUT_ROWS === 0) forgetTextLayouts(doc);
    if ((i + 1) % PROGRESS_ROWS === 0 || i === rows.length - 1)
      await opts.onProgress?.(i + 1, Math.min(total, maxRows));
  }
  if (notice) {
    if (doc.y + noticeHeight() > bottom()) newPage();
    doc.font(body).fontSize(fontSize).moveDown(0.5);
    noticeFont();
    if (capped) doc.fillColor('#b91c1c');
    doc.text(notice, left);
  }
  footer();
  return { pdf: await finish(), rows: rows.length, capped };
}
