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
