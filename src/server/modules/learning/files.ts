import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { LearningFileKind } from '../../db/tables/learning.js';
import { checkPdf, reencodeImage } from '../uploads/content-check.js';
import { learningDir, learningStore } from './store.js';
import { CHUNK_BYTES, checkUploadStart, sniffPart } from './upload-checks.js';

/**
 * Learning-center files (docs/learning.md "Files"): course documents, chapter and e-learning videos,
 * thumbnails. Uploaded in resumable chunks, checked by size, extension and content (upload-checks.ts: the
 * same detector and PDF/image checks as every upload, docs/security.md "Uploads"), kept by the learning
 * file store (store.ts: DATA_DIR/uploads/learning) with 128-bit names (never matched by the public
 * /files/uploads route), and served only through signed, expiring links issued to callers whose
 * package has the module (file-links.ts). This file holds the upload itself and the seed's own files.
 */

const partialDir = (dataDir: string) => path.join(learningDir(dataDir), '.partial');
const partialPath = (dataDir: string, id: string) => path.join(partialDir(dataDir), `${id}.part`);

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
