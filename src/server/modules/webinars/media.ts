import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/app-error.js';
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
 * every upload, stored under uploads/webinars) and optional `video` (MP4/WebM, streamed to disk,
 * at most VIDEO_MAX_BYTES, E-10655). A JSON body (no files) is accepted too.
 */
export async function readWebinarUpload(req: FastifyRequest, dataDir: string): Promise<WebinarUpload> {
  if (!req.isMultipart()) return { data: req.body, banner: null, bannerFile: null, video: null };
  let data: unknown = undefined;
  let bannerFile: PendingUpload | null = null;
  let video: string | null = null;
  for await (const part of req.parts({ limits: { fileSize: VIDEO_MAX_BYTES + 1, files: 2, fields: 5 } })) {
    if (part.type === 'file') {
      if (part.fieldname === 'banner') {
        const buf = await part.toBuffer();
        if (part.file.truncated || buf.length > IMAGE_MAX_BYTES) throw new AppError('E-10065');
        bannerFile = await prepareImage({ dataDir, folder: 'webinars', data: buf });
      } else if (part.fieldname === 'video') {
        video = await storeVideo(dataDir, part.file);
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

async function storeVideo(dataDir: string, stream: AsyncIterable<Buffer> & { truncated: boolean }): Promise<string> {
  const dir = path.join(dataDir, 'uploads', VIDEO_FOLDER);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
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
  } catch (err) {
    await fh.close();
    await rm(tmp, { force: true });
    throw err;
  }
  await fh.close();
  const kind = sniffVideo(head);
  if (stream.truncated || !kind || size === 0) {
    await rm(tmp, { force: true });
    throw new AppError('E-10655');
  }
  const name = `${randomBytes(12).toString('hex')}.${kind}`;
  await rename(tmp, path.join(dir, name));
  return name;
}

/** Sends a stored video with byte-range support (the player seeks with Range requests). */
export function sendVideo(req: FastifyRequest, reply: FastifyReply, dataDir: string, name: string) {
  const file = path.join(dataDir, 'uploads', VIDEO_FOLDER, name);
  if (!existsSync(file)) throw new AppError('E-10507');
  const size = statSync(file).size;
  const type = name.endsWith('.webm') ? 'video/webm' : 'video/mp4';
  reply.header('content-type', type).header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  const m = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (m && (m[1] || m[2])) {
    const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
    const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      return reply.status(416).header('content-range', `bytes */${size}`).send();
    }
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(createReadStream(file, { start, end }));
  }
  reply.header('content-length', size);
  return reply.send(createReadStream(file));
}
