import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/app-error.js';
import type { FileStorage } from '../../storage/index.js';
import { checkPdf, reencodeImage } from './content-check.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PDF_MAX_BYTES = 20 * 1024 * 1024;

/** The types of the files served at /files/uploads, by extension (the names are the server's own). */
export const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type PendingUpload = {
  /** The public path the file will have once saved. */
  url: string;
  /** Writes the file; call it only once the request that carries it has been accepted. */
  save(): Promise<void>;
};

/**
 * Checks an uploaded image (size E-10065; content E-10534, see content-check.ts: detected by
 * content and re-encoded, so only pixels are kept) and names it (server-generated, never the
 * user's) without writing anything: a request refused later (422, 413) leaves no file behind.
 * `save()` stores the re-encoded image as `uploads/<folder>/<name>` in the file storage (DATA_DIR or S3).
 */
export async function prepareImage(opts: {
  storage: FileStorage;
  folder: string;
  data: Buffer;
}): Promise<PendingUpload> {
  if (opts.data.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
  const image = await reencodeImage(opts.data);
  return pendingFile({ storage: opts.storage, folder: opts.folder, ext: image.kind, data: image.data });
}

/** A PDF checked by content (E-10516, see content-check.ts), written only by `save()`. */
export async function preparePdf(opts: { storage: FileStorage; folder: string; data: Buffer }): Promise<PendingUpload> {
  if (opts.data.length > PDF_MAX_BYTES) throw new AppError('E-10300');
  await checkPdf(opts.data);
  return pendingFile({ storage: opts.storage, folder: opts.folder, ext: 'pdf', data: opts.data });
}

function pendingFile(opts: { storage: FileStorage; folder: string; ext: string; data: Buffer }): PendingUpload {
  const name = `${randomBytes(12).toString('hex')}.${opts.ext}`;
  return {
    url: `/files/uploads/${opts.folder}/${name}`,
    save: () => opts.storage.put(`uploads/${opts.folder}/${name}`, opts.data, UPLOAD_TYPES[opts.ext]),
  };
}
