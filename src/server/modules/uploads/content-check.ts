import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { loadSharp } from '../../lazy-libs.js';
import { AppError } from '../../../shared/app-error.js';

/**
 * Uploads are judged by their content, never by their name or the browser's type (docs/security.md
 * "Uploads"): a maintained detector (`file-type`) reads the whole header, images are decoded and
 * re-encoded so that only pixels survive (metadata, trailing bytes and polyglot payloads are
 * dropped), PDFs must be well-formed and carry no script or launch actions. SVG is refused: it is a
 * document that can carry script, not pixels.
 */
export type ImageKind = 'png' | 'jpg' | 'webp';

const IMAGE_MIMES: Record<string, ImageKind> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Decoding bombs: a 5 MB PNG can claim 100k x 100k pixels. 40 megapixels is far above any logo or photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The image kind by content, or null (not an image we accept, or not an image at all). */
export async function detectImage(data: Buffer): Promise<ImageKind | null> {
  const detected = await fileTypeFromBuffer(data);
  return detected ? (IMAGE_MIMES[detected.mime] ?? null) : null;
}

/**
 * A PNG, JPEG or WebP decoded and encoded again in the same format (E-10534 otherwise). The result
 * is a new file: EXIF/XMP/comments, ancillary chunks and anything after the image data are gone;
 * the EXIF orientation is applied to the pixels first.
 */
export async function reencodeImage(data: Buffer): Promise<{ kind: ImageKind; data: Buffer }> {
  const kind = await detectImage(data);
  if (!kind) throw new AppError('E-10534');
  try {
    const img = (await loadSharp())(data, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    }).rotate();
    const out =
      kind === 'png'
        ? await img.png({ compressionLevel: 9 }).toBuffer()
        : kind === 'jpg'
          ? await img.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
          : await img.webp({ quality: 90 }).toBuffer();
    return { kind, data: out };
  } catch {
    throw new AppError('E-10534');
  }
}

/** PDF names may escape characters as #xx (/J#61vaScript is /JavaScript). */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()%{}]+/g, (name) =>
    name.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The dictionary keys that run code or open other programs when a PDF is opened or clicked. */
const ACTIVE_PDF_NAMES =
  /\/(JS|JavaScript|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?![A-Za-z0-9])/;

/** The contents of the FlateDecode streams that inflate (object streams can hide dictionaries). */
function inflatedStreams(data: Buffer): string[] {
  const out: string[] = [];
  const text = data.toString('latin1');
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(data.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (or another filter): its raw bytes were scanned with the rest of the file.
    }
    re.lastIndex = end;
  }
  return out;
}

/**
 * A PDF as a document, not a program (E-10516 otherwise): detected as PDF, starts with a
 * `%PDF-1.x`/`%PDF-2.0` header, ends with `%%EOF` (within the last 1 KB, as readers allow), and has
 * no JavaScript, launch, embedded-file or form-submission action, in the file or in its deflated
 * streams, however its names are escaped.
 */
export async function checkPdf(data: Buffer): Promise<void> {
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime !== 'application/pdf') throw new AppError('E-10516');
  if (!/^%PDF-(1\.[0-7]|2\.0)/.test(data.subarray(0, 8).toString('latin1'))) throw new AppError('E-10516');
  if (
    !data
      .subarray(Math.max(0, data.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  )
    throw new AppError('E-10516');
  for (const text of [data.toString('latin1'), ...inflatedStreams(data)]) {
    if (ACTIVE_PDF_NAMES.test(decodeNames(text))) throw new AppError('E-10516');
  }
}
