import type { FinwellPdf } from './document.js';

/**
 * Writes `label(page, total)` ("Page 2 of 5") at the foot of every page, right-aligned in the bottom margin, once the
 * content is laid out: the document must be made with `bufferPages: true` (createPdf), so every page is still open
 * to `switchToPage` and the total is known. Call it just before `finish()`.
 */
export function numberPages(pdf: FinwellPdf, label: (page: number, total: number) => string): void {
  const { doc } = pdf;
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    const { margins, width, height } = doc.page;
    const text = pdf.text(label(i + 1, count));
    doc.font(pdf.body).fontSize(8).fillColor('#64748b');
    // The foot sits in the bottom margin; without this pdfkit would open a new page for it.
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc.text(text, width - margins.right - doc.widthOfString(text), height - bottom / 2 - 4, { lineBreak: false });
    margins.bottom = bottom;
  }
}
