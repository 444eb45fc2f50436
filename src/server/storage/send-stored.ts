import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.js';
import { isKey, type FileStorage } from './file-storage.js';

/**
 * Sends a stored file streamed from the file storage (never held whole in memory), with its checked type,
 * nosniff and byte ranges (a video player seeks with Range requests; a range is read from the store as a
 * range). A missing key, or one no stored file can have, is E-10507. The caller sets its own caching and disposition headers first.
 */
export async function sendStored(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  mime: string,
) {
  // A key built from a request's path that no stored file can have (a folder "-a") is simply not found.
  if (!isKey(key)) throw new AppError('E-10507');
  const size = await storage.size(key);
  if (size === null) throw new AppError('E-10507');
  reply.header('content-type', mime).header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  const m = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (m && (m[1] || m[2])) {
    const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
    const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    if (start >= size || start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
    const body = await storage.read(key, { start, end });
    if (!body) throw new AppError('E-10507');
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(body);
  }
  const body = await storage.read(key);
  if (!body) throw new AppError('E-10507');
  return reply.header('content-length', size).send(body);
}
