/**
 * Heavy libraries loaded on their first use instead of at start-up (issue 38: a new server answers within 3 s).
 * exceljs alone is ~300 ms of module loading and pdfkit ~160 ms; only exports, imports of spreadsheets, PDFs and
 * image checks need them. Each loader imports its library once per process.
 */
import type ExcelJS from 'exceljs';
import type PDFDocument from 'pdfkit';
import type sharp from 'sharp';

type Excel = typeof ExcelJS;
type PdfKit = typeof PDFDocument;
type Sharp = typeof sharp;

let excel: Promise<Excel> | undefined;
let pdfkit: Promise<PdfKit> | undefined;
let sharpLib: Promise<Sharp> | undefined;

/** exceljs (spreadsheet exports, roster and slot imports). */
export function loadExcel(): Promise<Excel> {
  return (excel ??= import('exceljs').then((m) => (m.default ?? m) as Excel));
}

/** pdfkit's document class (report exports, privacy export, knowledge-base PDFs). */
export function loadPdfKit(): Promise<PdfKit> {
  return (pdfkit ??= import('pdfkit').then((m) => (m.default ?? m) as PdfKit));
}

/** sharp (the re-encoding of uploaded images). */
export function loadSharp(): Promise<Sharp> {
  return (sharpLib ??= import('sharp').then((m) => (m.default ?? m) as Sharp));
}
