import { randomBytes } from 'node:crypto';
import { open, readFile, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { LearningFileKind } from '../../db/tables/learning.js';
import { checkPdf, reencodeImage } from '../uploads/content-check.js';
import type { FileStorage } from '../../storage/index.js';
import { learningKey } from './store.js';
import { scratchFile } from '../../storage/scratch.js';
import { assembleParts, partKey, partialUploads, removeParts } from './upload-parts.js';
import { CHUNK_BYTES, checkUploadStart, sniffPart } from './upload-checks.js';

/**
 * Learning-center files (docs/learning.md "Files"): course documents, chapter and e-learning videos,
 * thumbnails. Uploaded in resumable chunks, checked by size, extension and content (upload-checks.ts: the
 * same detector and PDF/image checks as every upload, docs/security.md "Uploads"), kept by the learning
 * file store (store.ts: `uploads/learning/` in the file storage, DATA_DIR or S3) with 128-bit names (never matched by the public
 * /files/uploads route), and served only through signed, expiring links issued to callers whose
 * package has the module (file-links.ts). This file holds the upload itself and the seed's own files.
 */

/** What the upload calls need: the database, the file storage, and DATA_DIR for local scratch files. */
export type UploadDeps = { db: Db; storage: FileStorage; dataDir: string };

export async function startUpload(
  deps: UploadDeps,
  userId: number,
  input: { kind: LearningFileKind; filename: string; size: number },
) {
  checkUploadStart(input.kind, input.filename, input.size);
  await sweepStaleUploads(deps);
  const id = randomBytes(16).toString('hex');
  await deps.db
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
 * Unfinished uploads idle for a day are given up: their stored chunks and rows are removed. Runs when
 * an upload starts and daily as the scheduled task `learning.sweep-stale-uploads` (jobs.ts), which also
 * removes chunks without an upload row (a server stopped between the two) idle as long.
 */
export async function sweepStaleUploads(
  { db, storage }: Pick<UploadDeps, 'db' | 'storage'>,
  opts: { idleHours?: number; now?: Date; orphans?: boolean } = {},
): Promise<{ uploads: number; orphan_files: number }> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.idleHours ?? 24) * 3600_000);
  const stale = await db
    .deleteFrom('learning_uploads')
    .where('file_id', 'is', null)
    .where('updated_at', '<', cutoff)
    .returning('id')
    .execute();
  for (const u of stale) await removeParts(storage, u.id);
  let orphans = 0;
  if (opts.orphans) {
    const partial = await partialUploads(storage);
    const ids = [...partial.keys()];
    const known = ids.length
      ? new Set(
          (await db.selectFrom('learning_uploads').select('id').where('id', 'in', ids).execute()).map((r) => r.id),
        )
      : new Set<string>();
    for (const [id, modified] of partial) {
      // A fresh chunk may belong to an upload whose row is being written: only idle ones go.
      if (known.has(id) || modified >= cutoff) continue;
      await removeParts(storage, id);
      orphans++;
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

/** Writes one request body to a local scratch file, refusing more than `room` bytes (E-10706). */
async function receiveChunk(dataDir: string, id: string, body: Readable, room: number) {
  const file = await scratchFile(dataDir, `${id}.chunk`);
  const fh = await open(file, 'w');
  let written = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > room || written > CHUNK_BYTES) throw new AppError('E-10706');
      await fh.write(chunk);
    }
  } catch (err) {
    await fh.close();
    await rm(file, { force: true });
    throw err;
  }
  await fh.close();
  return { file, written };
}

/**
 * Takes one chunk at `offset`, which must equal the bytes already received (E-10710 answers the real
 * offset so the client resumes from there, on this server or another). The chunk is stored whole before
 * it is acknowledged; the last one checks the whole file by content and stores it under its final name;
 * until then nothing of it can be served. A file refused by its content is deleted with its upload.
 */
export async function appendChunk(deps: UploadDeps, userId: number, id: string, offset: number, body: Readable) {
  const { db, storage, dataDir } = deps;
  const u = await ownUpload(db, userId, id);
  if (u.file_id !== null) return uploadState(u);
  const received = Number(u.received_bytes);
  if (offset !== received || busy.has(id)) {
    body.resume();
    throw new AppError('E-10710', { data: { offset: received } });
  }
  busy.add(id);
  let chunk: { file: string; written: number } | null = null;
  try {
    chunk = await receiveChunk(dataDir, id, body, Number(u.size_bytes) - received);
    const now = received + chunk.written;
    // The first chunk is checked at once, so a renamed executable is refused before the rest is sent.
    if (received === 0 && chunk.written > 0) await sniffPart(chunk.file, u.kind, now < 4100);
    if (chunk.written > 0) await storage.putFile(partKey(id, received), chunk.file);
    // Only from the offset this server read: a chunk another server took meanwhile is not counted twice.
    const moved = await db
      .updateTable('learning_uploads')
      .set({ received_bytes: now, updated_at: new Date() })
      .where('id', '=', id)
      .where('received_bytes', '=', received)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      throw new AppError('E-10710', { data: { offset: Number((await ownUpload(db, userId, id)).received_bytes) } });
    }
    if (now < Number(u.size_bytes)) return uploadState({ ...u, received_bytes: now });
    const fileId = await finishUpload(deps, u);
    return uploadState({ ...u, received_bytes: now, file_id: fileId });
  } catch (err) {
    if (err instanceof AppError && (err.code === 'E-10705' || err.code === 'E-10516')) {
      await discardUpload(deps, id);
    }
    throw err;
  } finally {
    if (chunk) await rm(chunk.file, { force: true });
    busy.delete(id);
  }
}

async function discardUpload({ db, storage }: UploadDeps, id: string) {
  await removeParts(storage, id);
  await db.deleteFrom('learning_uploads').where('id', '=', id).execute();
}

async function finishUpload(
  { db, storage, dataDir }: UploadDeps,
  u: { id: string; kind: LearningFileKind; original_name: string; user_id: number; size_bytes: number },
): Promise<number> {
  const whole = await scratchFile(dataDir, `${u.id}.whole`);
  try {
    if (!(await assembleParts(storage, u.id, Number(u.size_bytes), whole))) throw new AppError('E-10705');
    const real = await sniffPart(whole, u.kind, false);
    if (!real) throw new AppError('E-10705');
    if (real.kind === 'pdf') await checkPdf(await readFile(whole));
    if (real.kind === 'image') {
      const image = await reencodeImage(await readFile(whole)).catch(() => {
        throw new AppError('E-10705');
      });
      await writeFile(whole, image.data);
    }
    const name = `${randomBytes(16).toString('hex')}.${real.ext}`;
    const size = await storage.putFile(learningKey(name), whole, real.mime);
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
    await removeParts(storage, u.id);
    return row.id;
  } finally {
    await rm(whole, { force: true });
  }
}

/** Stores a file the server itself made (demo seed), with the same naming. */
export async function storeOwnFile(
  db: Db,
  storage: FileStorage,
  data: Buffer,
  meta: { kind: LearningFileKind; ext: string; mime: string; original: string },
): Promise<number> {
  const name = `${randomBytes(16).toString('hex')}.${meta.ext}`;
  await storage.put(learningKey(name), data, meta.mime);
  const row = await db
    .insertInto('learning_files')
    .values({ name, kind: meta.kind, mime: meta.mime, size_bytes: data.length, original_name: meta.original })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
