import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, checkPrefix, type FileStorage } from './file-storage.js';

/**
 * The local folder (DATA_DIR): the embedded default. Writes go to a temporary name in the same folder and are
 * renamed into place, so a server stopped mid-write leaves no half file under the key.
 */
export function localStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, checkKey(key));
  const staged = async (key: string) => {
    const file = full(key);
    await mkdir(path.dirname(file), { recursive: true });
    return { file, tmp: `${file}.${randomBytes(6).toString('hex')}.tmp` };
  };
  return {
    kind: 'local',
    async put(key, data) {
      const { file, tmp } = await staged(key);
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async putFile(key, localPath) {
      const { file, tmp } = await staged(key);
      try {
        await rename(localPath, tmp);
      } catch (err) {
        // Another file system (a temporary folder elsewhere): copy, then drop the original.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(localPath, tmp);
        await rm(localPath, { force: true });
      }
      await rename(tmp, file);
      return (await stat(file)).size;
    },
    async size(key) {
      return stat(full(key)).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
    },
    async read(key, range) {
      const file = full(key);
      const s = await stat(file).catch(() => null);
      return s?.isFile() ? createReadStream(file, range) : null;
    },
    async remove(key) {
      await rm(full(key), { force: true });
    },
    async list(prefix) {
      const dir = path.join(root, checkPrefix(prefix));
      const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
      const out: Array<{ key: string; modified: Date }> = [];
      for (const name of names) {
        const s = await stat(path.join(dir, name)).catch(() => null);
        if (s?.isFile() && !name.endsWith('.tmp')) {
          out.push({ key: prefix + name.split(path.sep).join('/'), modified: s.mtime });
        }
      }
      return out;
    },
  };
}
