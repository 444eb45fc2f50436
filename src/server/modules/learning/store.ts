import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where finished learning files live: the one interface between the learning module and its storage
 * (docs/learning.md "Files"). Names are the server's own (`<32 hex>.<ext>`); the database row in
 * `learning_files` holds the type, size and original name. Partial uploads are staged on local disk
 * (`DATA_DIR/uploads/learning/.partial`, files.ts) because they are appended to, sniffed and
 * re-encoded in place; only a checked, finished file is handed to the store.
 *
 * Today the one implementation is the local disk under DATA_DIR/uploads/learning. An S3-compatible
 * store would implement these four calls (put = PutObject or a multipart upload of the staged file,
 * size = HeadObject, read = GetObject with a Range header) and be chosen in `learningStore` by
 * configuration; nothing else in the module touches the files' bytes.
 */
export interface LearningFileStore {
  /** Takes in a finished local file under `name` (the staged file is consumed); answers its size in bytes. */
  putFile(name: string, localPath: string): Promise<number>;
  /** Stores bytes the server made itself (demo seed) under `name`. */
  putBytes(name: string, data: Buffer): Promise<void>;
  /** The stored file's size in bytes, or null when it is missing. */
  size(name: string): Promise<number | null>;
  /** The stored bytes, or the inclusive byte range `start`-`end` of them, as a stream (never held whole). */
  read(name: string, range?: { start: number; end: number }): Readable;
}

/** DATA_DIR/uploads/learning: 128-bit names, never matched by the public /files/uploads route (24 hex). */
export const learningDir = (dataDir: string) => path.join(dataDir, 'uploads', 'learning');

/** The local-disk store under DATA_DIR/uploads/learning. */
export function localLearningStore(dataDir: string): LearningFileStore {
  const dir = learningDir(dataDir);
  const full = (name: string) => {
    // Names are generated here (hex + extension); anything else is a programming error, never a path.
    if (!/^[0-9a-f]{32}\.[a-z0-9]{2,5}$/.test(name)) throw new Error(`Not a learning file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async putFile(name, localPath) {
      await mkdir(dir, { recursive: true });
      await rename(localPath, full(name));
      return (await stat(full(name))).size;
    },
    async putBytes(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(full(name), data);
    },
    async size(name) {
      return stat(full(name)).then(
        (s) => s.size,
        () => null,
      );
    },
    read(name, range) {
      return createReadStream(full(name), range);
    },
  };
}

/** The store for this configuration (only the local disk today: docs/learning.md "Files"). */
export function learningStore(dataDir: string): LearningFileStore {
  return localLearningStore(dataDir);
}
