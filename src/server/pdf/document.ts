import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadPdfKit } from '../lazy-libs.js';

/**
 * The PDFs the server writes (guides, "my data"): A4 pdfkit documents collected into a Buffer. The
 * PDF standard fonts have no rupee sign, so a TrueType font with ₹ is used where there is one —
 * `PDF_FONT` / `PDF_FONT_BOLD`, else DejaVu Sans from the system — and without one, text says "Rs."
 * instead of "₹" (`text()` does that).
 *
 * Devanagari (Hindi names and content, the Hindi labels of a Hindi reader's PDF) is set in Noto Sans Devanagari:
 * `PDF_FONT_DEVANAGARI` / `PDF_FONT_DEVANAGARI_BOLD`, else the WOFF files of `@fontsource/noto-sans-devanagari`
 * (a dependency the portal already serves to browsers; fontkit reads WOFF and pdfkit embeds the used glyphs as a
 * TrueType subset). The document's `text()` and `widthOfString()` split a string into Devanagari and other runs and
 * set each run in its font, so callers keep writing `doc.font(body).text(s)` for text in any script.
 */
const REGULAR = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf'];
const BOLD = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'];

function firstExisting(list: Array<string | undefined>): string | null {
  return list.find((f): f is string => !!f && existsSync(f)) ?? null;
}

/** The Devanagari face of the fontsource package at `weight`, or undefined when the package is not installed. */
function fontsourceDevanagari(weight: 400 | 700): string | undefined {
  try {
    return createRequire(import.meta.url).resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
    );
  } catch {
    return undefined;
  }
}

/** Devanagari letters and signs, the danda, the Vedic and extended blocks, and the joiners (ZWNJ, ZWJ). */
function isDevanagari(code: number): boolean {
  return (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0x1cd0 && code <= 0x1cf9) ||
    code === 0x200c ||
    code === 0x200d ||
    (code >= 0xa830 && code <= 0xa839) ||
    (code >= 0xa8e0 && code <= 0xa8ff)
  );
}

function hasDevanagari(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isDevanagari(s.charCodeAt(i))) return true;
  return false;
}

/**
 * `s` cut into runs, each with whether it is Devanagari ("नाम: राम" → "नाम", ": ", "राम"); spaces between two
 * Devanagari words stay in the Devanagari run (the face has a space).
 */
export function scriptRuns(s: string): Array<{ text: string; devanagari: boolean }> {
  const runs: Array<{ text: string; devanagari: boolean }> = [];
  let i = 0;
  while (i < s.length) {
    const devanagari = isDevanagari(s.charCodeAt(i));
    let j = i + 1;
    for (;;) {
      while (j < s.length && isDevanagari(s.charCodeAt(j)) === devanagari) j++;
      if (!devanagari || j >= s.length || s[j] !== ' ') break;
      let k = j;
      while (k < s.length && s[k] === ' ') k++;
      if (k >= s.length || !isDevanagari(s.charCodeAt(k))) break;
      j = k;
    }
    runs.push({ text: s.slice(i, j), devanagari });
    i = j;
  }
  return runs;
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

export async function createPdf(opts: {
  title: string;
  margin: number;
  /** Report tables are wide: 'landscape' (docs/reports.md). */
  layout?: 'portrait' | 'landscape';
  /** Keep pages to number them at the end ("Page 2 of 5"). */
  bufferPages?: boolean;
}): Promise<FinwellPdf> {
  const regular = firstExisting([process.env.PDF_FONT, ...REGULAR]);
  const bold = firstExisting([process.env.PDF_FONT_BOLD, ...BOLD]) ?? regular;
  const doc = new (await loadPdfKit())({
    size: 'A4',
    margin: opts.margin,
    layout: opts.layout ?? 'portrait',
    bufferPages: opts.bufferPages ?? false,
    info: { Title: opts.title, Author: 'FinWell', Creator: 'FinWell' },
  });
  if (regular) doc.registerFont('body', regular);
  if (bold) doc.registerFont('bold', bold);
  const devanagari = firstExisting([process.env.PDF_FONT_DEVANAGARI, fontsourceDevanagari(400)]);
  const devanagariBold = firstExisting([process.env.PDF_FONT_DEVANAGARI_BOLD, fontsourceDevanagari(700)]) ?? devanagari;
  if (devanagari && devanagariBold) {
    doc.registerFont('devanagari', devanagari);
    doc.registerFont('devanagari-bold', devanagariBold);
    setFontsByScript(doc, (font) => (/bold/i.test(font) ? 'devanagari-bold' : 'devanagari'));
  }
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

type TextArgs = [x?: number | PDFKit.Mixins.TextOptions, y?: number, options?: PDFKit.Mixins.TextOptions];

/**
 * Makes `doc.text()` and `doc.widthOfString()` set Devanagari runs in the Devanagari face of the current font
 * (`devanagariOf(fontName)`), every other run in the font the caller chose. A string without Devanagari goes
 * through untouched. The runs of one call are written as continued text, so wrapping and alignment stay pdfkit's.
 */
function setFontsByScript(doc: PDFKit.PDFDocument, devanagariOf: (font: string) => string): void {
  const setFont = doc.font.bind(doc) as (src: string, size?: number) => PDFKit.PDFDocument;
  const write = doc.text.bind(doc) as (text: string, ...args: TextArgs) => PDFKit.PDFDocument;
  const measure = doc.widthOfString.bind(doc);
  /** The font the caller chose last, and the font set now (a Devanagari run switches it for a moment). */
  let chosen = 'Helvetica';
  let active = chosen;
  const use = (font: string) => {
    active = font;
    setFont(font);
  };
  doc.font = ((src: string, ...rest: [number?]) => {
    if (typeof src === 'string') chosen = active = src;
    return setFont(src, ...rest);
  }) as typeof doc.font;
  doc.text = ((text: unknown, ...args: TextArgs) => {
    if (typeof text !== 'string' || !hasDevanagari(text)) return write(text as string, ...args);
    const [x, y, given] = typeof args[0] === 'object' ? [undefined, undefined, args[0]] : args;
    const options = given ?? {};
    const runs = scriptRuns(text);
    const base = chosen;
    setFont(base);
    // Both faces on the base font's baseline (pdfkit places a run by its own font's ascender otherwise).
    const state = doc as unknown as { _font: { ascender: number }; _fontSize: number };
    const baseline = options.baseline ?? -((state._font.ascender / 1000) * state._fontSize);
    runs.forEach((run, i) => {
      use(run.devanagari ? devanagariOf(base) : base);
      const last = i === runs.length - 1;
      const runOptions = { ...options, baseline, continued: last ? (options.continued ?? false) : true };
      if (i === 0 && typeof x === 'number') write(run.text, x, y, runOptions);
      else write(run.text, runOptions);
    });
    use(base);
    return doc;
  }) as typeof doc.text;
  doc.widthOfString = ((text: string, options?: PDFKit.Mixins.TextOptions) => {
    if (!hasDevanagari(text)) return measure(text, options);
    const before = active;
    let width = 0;
    for (const run of scriptRuns(text)) {
      use(run.devanagari ? devanagariOf(chosen) : chosen);
      width += measure(run.text, options);
    }
    use(before);
    return width;
  }) as typeof doc.widthOfString;
}
