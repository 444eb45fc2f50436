import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../i18n/locales.js';
import { AppError } from '../../../shared/app-error.js';
import { expiryAfter, readSignedPayload, signPayload } from '../../crypto/signed-payload.js';
import type { FileStorage } from '../../storage/index.js';
import { sendStored } from '../../storage/send-stored.js';
import { learningKey } from './store.js';

/** Signed, expiring links to learning files, and sending a linked file (docs/learning.md "Files"). */

/** How long a file link works: long enough to watch a long video, short enough not to be shared. */
export const LINK_SECONDS = 6 * 60 * 60;

export type FileLinks = (fileId: number | null) => string | null;

const LINK_PURPOSE = 'learning-file';

/**
 * A link to a file for one user, valid LINK_SECONDS (issued only after the module check). A link made for a Hindi
 * reader (`locale` hi-IN) says so, and serves the file's Hindi version where it has one (`learning_files.hi_file_id`,
 * docs/learning.md "Hindi"): the pages keep naming the English file, the reader gets the clip in their language.
 */
export function fileLinks(secret: string, userId: number, now = Date.now(), locale?: Locale): FileLinks {
  const exp = expiryAfter(LINK_SECONDS, now);
  const hindi = locale === 'hi-IN' ? '.hi' : '';
  return (fileId) => {
    if (fileId === null) return null;
    // The fields are base64url-encoded so the link's token is one path segment without dots but the MAC's.
    const payload = Buffer.from(`${fileId}.${userId}.${exp}${hindi}`).toString('base64url');
    return `/api/v1/learning/files/${signPayload(secret, LINK_PURPOSE, payload)}`;
  };
}

/** What a valid, unexpired link names: the file, and whether it was made for a Hindi reader (E-10716 otherwise). */
export function readLink(secret: string, token: string, now = Date.now()): { fileId: number; hindi: boolean } {
  const payload = readSignedPayload(secret, LINK_PURPOSE, token);
  if (payload === undefined) throw new AppError('E-10716');
  const fields = Buffer.from(payload, 'base64url').toString('latin1').split('.');
  const [fileId, , exp] = fields.map(Number);
  if (!Number.isInteger(fileId) || !Number.isInteger(exp) || exp * 1000 < now) throw new AppError('E-10716');
  return { fileId, hindi: fields[3] === 'hi' };
}

/** The file id of a valid, unexpired link (E-10716 otherwise). */
export function verifyLink(secret: string, token: string, now = Date.now()): number {
  return readLink(secret, token, now).fileId;
}

/** Sends a linked learning file (inline, framed by this site only; ranges: storage/send-stored.ts). */
export async function sendLearningFile(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { name: string; mime: string; original_name: string | null },
) {
  const filename = (file.original_name ?? file.name).replace(/[^\w. -]/g, '_');
  reply
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', `inline; filename="${filename}"`)
    // The course page shows PDFs in an <iframe> of this site: framing by the same origin only. The
    // answer is never HTML (checked type, nosniff), so the page-wide CSP has nothing else to guard here.
    .header('content-security-policy', "frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN');
  return sendStored(req, reply, storage, learningKey(file.name), file.mime);
}
