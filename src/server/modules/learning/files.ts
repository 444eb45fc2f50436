import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../../shared/app-error.js';
import { expiryAfter, readSignedPayload, signPayload } from '../../crypto/signed-payload.js';
import type { Db } from '../../db/index.js';
import type { LearningFileKind } from '../../db/tables/learning.js';
import { checkPdf, reencodeImage } from '../uploads/content-check.js';
import { learningDir, learningStore } from './store.js';

/**
 * Learning-center files (docs/learning.md "Files"): course documents, chapter and e-learning videos,
 * thumbnails. Uploaded in resumable chunks, checked by size, extension and content (the same
 * detector and PDF/image checks as every upload, docs/security.md "Uploads"), kept by the learning
 * file store (store.ts: DATA_DIR/uploads/learning) with 128-bit names (never matched by the public
 * /files/uploads route), and served only through signed, expiring links issued to callers whose
 * package has the module.
 */
export const MAX_BYTES: Record<LearningFileKind, number> = {
  video: 2 * 1024 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  image: 5 * 1024 * 1024,
};
/** The largest chunk one PATCH may carry. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

const EXTENSIONS: Record<LearningFileKind, string[]> = {
  video: ['mp4', 'webm'],
  pdf: ['pdf'],
  image: ['jpg', 'jpeg', 'png'],
};
const DETECTED: Record<string, { kind: LearningFileKind; ext: string; mime: string }> = {
  'video/mp4': { kind: 'video', ext: 'mp4', mime: 'video/mp4' },
  'video/webm': { kind: 'video', ext: 'webm', mime: 'video/webm' },
  'application/pdf': { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
  'image/png': { kind: 'image', ext: 'png', mime: 'image/png' },
  'image/jpeg': { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
};

const partialDir = (dataDir: string) => path.join(learningDir(dataDir), '.partial');
const partialPath = (dataDir: string, id: string) => path.join(partialDir(dataDir), `${id}.part`);

/** Extension and size of an upload about to start (E-10705, E-10706). */
export function checkUploadStart(kind: LearningFileKind, filename: string, size: number): void {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!EXTENSIONS[kind].includes(ext)) throw new AppError('E-10705');
  if (size > MAX_BYTES[kind]) throw new AppError('E-10706');
}

export async function startUpload(
  db: Db,
  dataDir: string,
  userId: number,
  input: { kind: LearningFileKind; filename: string; size: number },
) {
  checkUploadStart(input.kind, input.filename, input.size);
  await sweepStaleUploads(db, dataDir);
  const id = randomBytes(16).toString('hex');
  await mkdir(partialDir(dataDir), { recursive: true });
  await writeFile(partialPath(dataDir, id), Buffer.alloc(0));
  await db
    .insertInto('learning_uploads')
    .values({
      id,
      user_id: userId,
      kind: input.kind,
      original_name: input.filename.slice(0, 200),
      size_bytes: input.size,
    })
    .execute();
  return uploadState({ id, size_bytes: input.size, received_bytes: 0, file_id: null });
}

/**
 * Unfinished uploads idle for a day are given up: their partial files and rows are removed. Runs when
 * an upload starts and daily as the scheduled task `learning.sweep-stale-uploads` (jobs.ts), which also
 * removes partial files without an upload row (a process stopped between the two) idle as long.
 */
export async function sweepStaleUploads(
  db: Db,
  dataDir: string,
  opts: { idleHours?: number; now?: Date; orphans?: boolean } = {},
): Promise<{ uploads: number; orphan_files: number }> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.idleHours ?? 24) * 3600_000);
  const stale = await db
    .deleteFrom('learning_uploads')
    .where('file_id', 'is', null)
    .where('updated_at', '<', cutoff)
    .returning('id')
    .execute();
  for (const u of stale) await rm(partialPath(dataDir, u.id), { force: true });
  let orphans = 0;
  if (opts.orphans) {
    const names = await readdir(partialDir(dataDir)).catch(() => [] as string[]);
    const ids = names.filter((n) => /^[0-9a-f]{32}\.part$/.test(n)).map((n) => n.slice(0, 32));
    const known = ids.length
      ? new Set(
          (await db.selectFrom('learning_uploads').select('id').where('id', 'in', ids).execute()).map((r) => r.id),
        )
      : new Set<string>();
    for (const id of ids) {
      if (known.has(id)) continue;
      const file = partialPath(dataDir, id);
      const mtime = await stat(file).then(
        (st) => st.mtime,
        () => null,
      );
      // A fresh file may belong to an upload whose row is being written: only idle ones go.
      if (mtime && mtime < cutoff) {
        await rm(file, { force: true });
        orphans++;
      }
    }
  }
  return { uploads: stale.length, orphan_files: orphans };
}

function uploadState(u: { id: string; size_bytes: number; received_bytes: number; file_id: number | null }) {
  return {
    upload_id: u.id,
    size: Number(u.size_bytes),
    offset: Number(u.received_bytes),
    chunk_size: CHUNK_BYTES,
    file_id: u.file_id,
    complete: u.file_id !== null,
  };
}

async function ownUpload(db: Db, userId: number, id: string) {
  const u = await db
    .selectFrom('learning_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!u) throw new AppError('E-10507');
  return u;
}

export async function uploadStatus(db: Db, userId: number, id: string) {
  return uploadState(await ownUpload(db, userId, id));
}

/** Uploads with a chunk being written in this process (a second writer is told to resume instead). */
const busy = new Set<string>();

/**
 * Appends one chunk at `offset` (which must equal the bytes already received: E-10710 answers the
 * real offset so the client resumes from there). The last chunk checks the whole file by content and
 * moves it to its final name; until then nothing of it can be served. A file refused by its content
 * is deleted with its upload.
 */
export async function appendChunk(db: Db, dataDir: string, userId: number, id: string, offset: number, body: Readable) {
  const u = await ownUpload(db, userId, id);
  if (u.file_id !== null) return uploadState(u);
  const received = Number(u.received_bytes);
  if (offset !== received || busy.has(id)) {
    body.resume();
    throw new AppError('E-10710', { data: { offset: received } });
  }
  busy.add(id);
  const part = partialPath(dataDir, id);
  let written = 0;
  try {
    const fh = await open(part, 'r+');
    try {
      // A chunk whose write failed half-way is cut back to the last confirmed offset first.
      await fh.truncate(received);
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (received + written > Number(u.size_bytes) || written > CHUNK_BYTES) throw new AppError('E-10706');
        await fh.write(chunk, 0, chunk.length, received + written - chunk.length);
      }
    } finally {
      await fh.close();
    }
    const now = received + written;
    // The first chunk is checked at once, so a renamed executable is refused before the rest is sent.
    if (received === 0 && written > 0) await sniffPart(part, u.kind, now < 4100);
    await db
      .updateTable('learning_uploads')
      .set({ received_bytes: now, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    if (now < Number(u.size_bytes)) return uploadState({ ...u, received_bytes: now });
    const fileId = await finishUpload(db, dataDir, u);
    return uploadState({ ...u, received_bytes: now, file_id: fileId });
  } catch (err) {
    if (err instanceof AppError && (err.code === 'E-10705' || err.code === 'E-10516')) {
      await discardUpload(db, dataDir, id);
    } else {
      await open(part, 'r+')
        .then(async (fh) => {
          await fh.truncate(received);
          await fh.close();
        })
        .catch(() => undefined);
    }
    throw err;
  } finally {
    busy.delete(id);
  }
}

async function discardUpload(db: Db, dataDir: string, id: string) {
  await rm(partialPath(dataDir, id), { force: true });
  await db.deleteFrom('learning_uploads').where('id', '=', id).execute();
}

/** The content of (the start of) a partial file must be of the upload's kind. */
async function sniffPart(file: string, kind: LearningFileKind, mayDefer: boolean) {
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  const real = detected ? DETECTED[detected.mime] : undefined;
  if (real && real.kind === kind) return real;
  // A tiny file may be too short for the detector; the final check decides then.
  if (!detected && mayDefer) return null;
  throw new AppError('E-10705');
}

async function finishUpload(
  db: Db,
  dataDir: string,
  u: { id: string; kind: LearningFileKind; original_name: string; user_id: number },
): Promise<number> {
  const part = partialPath(dataDir, u.id);
  const real = await sniffPart(part, u.kind, false);
  if (!real) throw new AppError('E-10705');
  if (real.kind === 'pdf') await checkPdf(await readFile(part));
  if (real.kind === 'image') {
    const image = await reencodeImage(await readFile(part)).catch(() => {
      throw new AppError('E-10705');
    });
    await writeFile(part, image.data);
  }
  const name = `${randomBytes(16).toString('hex')}.${real.ext}`;
  const size = await learningStore(dataDir).putFile(name, part);
  const row = await db
    .insertInto('learning_files')
    .values({
      name,
      kind: real.kind,
      mime: real.mime,
      size_bytes: size,
      original_name: u.original_name,
      created_by: u.user_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('learning_uploads').set({ file_id: row.id }).where('id', '=', u.id).execute();
  return row.id;
}

/** Stores a file the server itself made (demo seed), with the same naming. */
export async function storeOwnFile(
  db: Db,
  dataDir: string,
  data: Buffer,
  meta: { kind: LearningFileKind; ext: string; mime: string; original: string },
): Promise<number> {
  const name = `${randomBytes(16).toString('hex')}.${meta.ext}`;
  await learningStore(dataDir).putBytes(name, data);
  const row = await db
    .insertInto('learning_files')
    .values({ name, kind: meta.kind, mime: meta.mime, size_bytes: data.length, original_name: meta.original })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---- signed links -------------------------------------------------------------------------------

/** How long a file link works: long enough to watch a long video, short enough not to be shared. */
export const LINK_SECONDS = 6 * 60 * 60;

export type FileLinks = (fileId: number | null) => string | null;

const LINK_PURPOSE = 'learning-file';

/** A link to a file for one user, valid LINK_SECONDS (issued only after the module check). */
export function fileLinks(secret: string, userId: number, now = Date.now()): FileLinks {
  const exp = expiryAfter(LINK_SECONDS, now);
  return (fileId) => {
    if (fileId === null) return null;
    // The fields are base64url-encoded so the link's token is one path segment without dots but the MAC's.
    const payload = Buffer.from(`${fileId}.${userId}.${exp}`).toString('base64url');
    return `/api/v1/learning/files/${signPayload(secret, LINK_PURPOSE, payload)}`;
  };
}

/** The file id of a valid, unexpired link (E-10716 otherwise). */
export function verifyLink(secret: string, token: string, now = Date.now()): number {
  const payload = readSignedPayload(secret, LINK_PURPOSE, token);
  if (payload === undefined) throw new AppError('E-10716');
  const [fileId, , exp] = Buffer.from(payload, 'base64url').toString('latin1').split('.').map(Number);
  if (!Number.isInteger(fileId) || !Number.isInteger(exp) || exp * 1000 < now) throw new AppError('E-10716');
  return fileId;
}

/**
 * Sends a stored file streamed from disk (never read into memory), with its checked type, nosniff
 * and byte ranges (a video player seeks with Range requests).
 */
export async function sendLearningFile(
  req: FastifyRequest,
  reply: FastifyReply,
  dataDir: string,
  file: { name: string; mime: string; original_name: string | null },
) {
  const store = learningStore(dataDir);
  const size = await store.size(file.name);
  if (size === null) throw new AppError('E-10507');
  const filename = (file.original_name ?? file.name).replace(/[^\w. -]/g, '_');
  reply
    .header('content-type', file.mime)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', `inline; filename="${filename}"`)
    // The course page shows PDFs in an <iframe> of this site: framing by the same origin only. The
    // answer is never HTML (checked type, nosniff), so the page-wide CSP has nothing else to guard here.
    .header('content-security-policy', "frame-ancestors 'self'")
    .header('x-frame-options', 'SAMEORIGIN');
  const m = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (m && (m[1] || m[2])) {
    const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
    const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    if (start >= size || start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(store.read(file.name, { start, end }));
  }
  reply.header('content-length', size);
  return reply.send(store.read(file.name));
}
