import type { FastifyReply } from 'fastify';

/**
 * Sends a file answer: never sniffed by the browser, private to the caller (kept `max-age` seconds, 0: not stored), saved
 * under a safe `filename` (inline to open in the browser, else as a download).
 */
export function sendFile(
  reply: FastifyReply,
  data: Buffer,
  mime: string,
  filename: string,
  opts: { inline: boolean; maxAge?: number },
) {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 80) || 'file';
  const maxAge = opts.maxAge ?? 300;
  return reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', maxAge > 0 ? `private, max-age=${maxAge}` : 'private, no-store')
    .header('content-disposition', `${opts.inline ? 'inline' : 'attachment'}; filename="${safe}"`)
    .send(data);
}
