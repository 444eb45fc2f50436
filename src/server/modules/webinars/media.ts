import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error.js';
import type { FileStorage } from '../../storage/index.js';
import { scratchFile } from '../../storage/scratch.js';
import { sendStored } from '../../storage/send-stored.js';
import { IMAGE_MAX_BYTES, prepareImage, type PendingUpload } from '../uploads/store-upload.js';

export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_FOLDER = 'webinar-videos';

/** MP4 (ftyp box) or WebM (EBML header), from the first bytes; the name and the browser's type are not trusted. */
export function sniffVideo(head: Buffer): 'mp4' | 'webm' | null {
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

export type WebinarUpload = {
  data: unknown;
  /** The banner's public path once saved. */
  banner: string | null;
  /** The checked, re-encoded banner: written by `save()` only after the webinar is accepted. */
  bannerFile: PendingUpload | null;
  video: string | null;
};

/**
 * The multipart add/update body: `data` (the JSON record), optional `banner` image (checked like
 * every upload, stored under uploads/webinars) and optional `video` (MP4/WebM, streamed to a scratch file, then into the file storage,
 * at most VIDEO_MAX_BYTES, E-10655). A JSON body (no files) is accepted too.
 */
export async function readWebinarUpload(
  req: FastifyRequest,
  files: { storage: FileStorage; dataDir: string },
): Promise<WebinarUpload> {
  if (!req.isMultipart()) return { data: req.body, banner: null, bannerFile: null, video: null };
  let data: unknown = undefined;
  let bannerFile: PendingUpload | null = null;
  let video: string | null = null;
  for await (const part of req.parts({ limits: { fileSize: VIDEO_MAX_BYTES + 1, files: 2, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname === 'banner') {
        const buf = await part.toBuffer();
        if (part.file.truncated || buf.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
        bannerFile = await prepareImage({ storage: files.storage, folder: 'webinars', data: buf });
      } else if (part.fieldname === 'video') {
        video = await storeVideo(files, part.file);
      } else {
        throw new AppError('E-10502', { message: `Unexpected file "${part.fieldname}".` });
      }
    } else if (part.fieldname === 'data') {
      try {
        data = JSON.parse(String(part.value));
      } catch {
        throw new AppError('E-10501');
      }
    }
  }
  return { data, banner: bannerFile?.url ?? null, bannerFile, video };
}

async function storeVideo(
  files: { storage: FileStorage; dataDir: string },
  stream: AsyncIterable<Buffer> & { truncated: boolean },
): Promise<string> {
  const tmp = await scratchFile(files.dataDir, 'webinar-video');
  const fh = await open(tmp, 'w');
  let head = Buffer.alloc(0);
  let size = 0;
  try {
    for await (const chunk of stream) {
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      size += chunk.length;
      if (size > VIDEO_MAX_BYTES) throw new AppError('E-10655');
      await fh.write(chunk);
    }
    await fh.close();
    const kind = sniffVideo(head);
    if (stream.truncated || !kind || size === 0) throw new AppError('E-10655');
    const name = `${randomBytes(12).toString('hex')}.${kind}`;
    await files.storage.putFile(videoKey(name), tmp, videoType(name));
    return name;
  } finally {
    await fh.close().catch(() => undefined);
    await rm(tmp, { force: true });
  }
}

export const videoKey = (name: string) => `uploads/${VIDEO_FOLDER}/${name}`;
const videoType = (name: string) => (name.endsWith('.webm') ? 'video/webm' : 'video/mp4');

/** Sends a stored video with byte-range support (the player seeks with Range requests). */
export function sendVideo(req: FastifyRequest, reply: FastifyReply, storage: FileStorage, name: string) {
  return sendStored(req, reply, storage, videoKey(name), videoType(name));
}
