import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * The PDFs the server writes (guides, "my data"): A4 pdfkit documents collected into a Buffer. The
 * PDF standard fonts have no rupee sign, so a TrueType font with ₹ is used where there is one —
 * `PDF_FONT` / `PDF_FONT_BOLD`, else DejaVu Sans from the system — and without one, text says "Rs."
 * instead of "₹" (`text()` does that).
 */
const REGULAR = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf'];
const BOLD = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'];

function firstExisting(list: Array<string | undefined>): string | null {
  return list.find((f): f is string => !!f && existsSync(f)) ?? null;
}

export type FinwellPdf = {
  doc: PDFKit.PDFDocument;
  /** Font names to pass to `doc.font()`. */
  body: string;
  bold: string;
  /** The text as this document can show it (₹ becomes "Rs." without a font that has it). */
  text: (s: string) => string;
  /** Ends the document; resolves with its bytes. */
  finish: () => Promise<Buffer>;
};

export function createPdf(opts: {
  title: string;
  margin: number;
  /** Report tables are wide: 'landscape' (docs/reports.md). */
  layout?: 'portrait' | 'landscape';
  /** Keep pages to number them at the end ("Page 2 of 5"). */
  bufferPages?: boolean;
}): FinwellPdf {
  const regular = firstExisting([process.env.PDF_FONT, ...REGULAR]);
  const bold = firstExisting([process.env.PDF_FONT_BOLD, ...BOLD]) ?? regular;
  const doc = new PDFDocument({
    size: 'A4',
    margin: opts.margin,
    layout: opts.layout ?? 'portrait',
    bufferPages: opts.bufferPages ?? false,
    info: { Title: opts.title, Author: 'FinWell', Creator: 'FinWell' },
  });
  if (regular) doc.registerFont('body', regular);
  if (bold) doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    body: regular ? 'body' : 'Helvetica',
    bold: bold ? 'bold' : 'Helvetica-Bold',
    text: regular ? (s) => s : (s) => s.replace(/₹\s?/g, 'Rs. '),
    finish: () => {
      doc.end();
      return done;
    },
  };
}
