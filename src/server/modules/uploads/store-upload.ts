import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../shared/app-error.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Sniffs the real type from the first bytes; the file name and the browser's type are not trusted. */
export function sniffImage(buf: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export type PendingUpload = {
  /** The public path the file will have once saved. */
  url: string;
  /** Writes the file; call it only once the request that carries it has been accepted. */
  save(): Promise<void>;
};

/**
 * Checks an uploaded image (size E-10065, content E-10534) and names it (server-generated, never
 * the user's) without writing anything: a request refused later (422, 413) leaves no file behind.
 * `save()` writes it under DATA_DIR/uploads/<folder>.
 */
export function prepareImage(opts: { dataDir: string; folder: string; data: Buffer }): PendingUpload {
  if (opts.data.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
  const kind = sniffImage(opts.data);
  if (!kind) throw new AppError('E-10534');
  const name = `${randomBytes(12).toString('hex')}.${kind}`;
  const dir = path.join(opts.dataDir, 'uploads', opts.folder);
  return {
    url: `/files/uploads/${opts.folder}/${name}`,
    async save() {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), opts.data);
    },
  };
}
