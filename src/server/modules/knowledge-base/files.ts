import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createPdf } from '../../pdf/document.js';
import { readAll, type FileStorage } from '../../storage/index.js';
import { AppError } from '../../../shared/app-error.js';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES } from '../uploads/store-upload.js';
import { checkPdf, reencodeImage } from '../uploads/content-check.js';

/**
 * Knowledge-base files (FAQ media, uploaded guide PDFs): the same checks as the other uploads
 * (size, extension, content by the `file-type` detector; images re-encoded, PDFs checked for script
 * actions, as docs/security.md "Uploads" says; server-generated names), stored outside the public uploads folder
 * and served only through the knowledge-base routes, which check the caller's package first.
 */
export type KbFileKind = 'video' | 'image' | 'pdf';
export const KB_MAX_BYTES: Record<KbFileKind, number> = {
  image: IMAGE_MAX_BYTES,
  pdf: 20 * 1024 * 1024,
  video: 20 * 1024 * 1024,
};
const EXTENSIONS: Record<string, { kind: KbFileKind; ext: string; mime: string }> = {
  mp4: { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  webm: { kind: 'video', ext: 'webm', mime: 'video/webm' },
  jpg: { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  png: { kind: 'image', ext: 'png', mime: 'image/png' },
  pdf: { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
};
export const MIME_OF_EXT: Record<string, string> = Object.fromEntries(
  Object.values(EXTENSIONS).map((e) => [e.ext, e.mime]),
);

const DETECTED: Record<string, 'png' | 'jpg' | 'pdf' | 'mp4' | 'webm'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** The real type by content: png/jpg (not WebP: the spec lists jpg, jpeg, png), PDF, MP4, WebM. */
export async function sniffKbFile(buf: Buffer): Promise<'png' | 'jpg' | 'pdf' | 'mp4' | 'webm' | null> {
  const detected = await fileTypeFromBuffer(buf);
  return detected ? (DETECTED[detected.mime] ?? null) : null;
}

export type CheckedFile = {
  kind: KbFileKind;
  ext: string;
  mime: string;
  size: number;
  originalName: string;
  /** What to store: images re-encoded (only pixels survive), other files as sent. */
  data: Buffer;
};

/**
 * Size (E-10605), extension and content (E-10603), and the kind the record expects (E-10603);
 * images are re-encoded and PDFs refused when they carry script or launch actions (E-10516).
 */
export async function checkKbFile(data: Buffer, filename: string, expect: KbFileKind | null): Promise<CheckedFile> {
  const extension = path.extname(filename).slice(1).toLowerCase();
  const byExt = EXTENSIONS[extension];
  if (!byExt) throw new AppError('E-10603');
  if (data.length > KB_MAX_BYTES[byExt.kind]) throw new AppError('E-10605');
  const sniffed = await sniffKbFile(data);
  if (!sniffed || EXTENSIONS[sniffed].kind !== byExt.kind) throw new AppError('E-10603');
  if (expect && byExt.kind !== expect) throw new AppError('E-10603');
  const real = EXTENSIONS[sniffed];
  let stored = data;
  if (real.kind === 'image') {
    try {
      stored = (await reencodeImage(data)).data;
    } catch {
      throw new AppError('E-10603');
    }
  }
  if (real.kind === 'pdf') await checkPdf(data);
  return {
    kind: real.kind,
    ext: real.ext,
    mime: real.mime,
    size: stored.length,
    originalName: filename.slice(0, 200),
    data: stored,
  };
}

/** Writes a checked file as `kb-files/<random name>` in the file storage (outside the public uploads); answers the name. */
export async function writeKbFile(storage: FileStorage, data: Buffer, ext: string): Promise<string> {
  const name = `${randomBytes(12).toString('hex')}.${ext}`;
  await storage.put(`kb-files/${name}`, data, MIME_OF_EXT[ext]);
  return name;
}

export async function readKbFile(storage: FileStorage, name: string): Promise<Buffer> {
  if (!/^[a-f0-9]{24}\.(mp4|webm|jpg|png|pdf)$/.test(name)) throw new AppError('E-10507');
  const data = await readAll(storage, `kb-files/${name}`);
  if (!data) throw new AppError('E-10507');
  return data;
}

export type PdfSection = { heading: string; lines: string[] };

/** A guide's PDF from its text (finguides, handbook and toolkit items without an uploaded PDF). */
export async function renderGuidePdf(opts: {
  title: string;
  summary: string;
  sections: PdfSection[];
}): Promise<Buffer> {
  const { doc, body, bold, text, finish } = await createPdf({ title: opts.title, margin: 56 });
  doc.fillColor('#0f766e').font(bold).fontSize(10).text('FinWell', { characterSpacing: 1 });
  doc.moveDown(0.5);
  doc.fillColor('#0f172a').fontSize(22).text(text(opts.title));
  doc.moveDown(0.4);
  doc.fillColor('#475569').font(body).fontSize(12).text(text(opts.summary));
  for (const s of opts.sections) {
    doc.moveDown(1);
    if (s.heading) doc.fillColor('#0f172a').font(bold).fontSize(14).text(text(s.heading));
    doc.moveDown(0.3).font(body).fontSize(11).fillColor('#1e293b');
    for (const line of s.lines) {
      if (line.startsWith('- ')) doc.list([text(line.slice(2))], { bulletRadius: 2, textIndent: 12 });
      else doc.text(text(line), { align: 'left' });
      doc.moveDown(0.4);
    }
  }
  doc.moveDown(1.5);
  doc
    .fillColor('#64748b')
    .fontSize(9)
    .text(
      'For education only, not investment advice. Rates and rules as of March 2026; check current figures before acting.',
    );
  return finish();
}
