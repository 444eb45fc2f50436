import { createWriteStream } from 'node:fs';
import { finished, pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../storage/index.js';

/**
 * The chunks of unfinished learning uploads (docs/learning.md "Files"): each acknowledged chunk is its own
 * stored file `uploads/learning-partial/<upload id>/<offset, 12 digits>`, in the shared file storage, so the
 * next chunk may reach any server and a server stopped mid-chunk leaves only a chunk that was never
 * acknowledged (the client sends it again at the same offset, which replaces it).
 */
export const PARTIAL_PREFIX = 'uploads/learning-partial/';

export const partKey = (id: string, offset: number) => `${PARTIAL_PREFIX}${id}/${String(offset).padStart(12, '0')}`;

/** The stored chunks of one upload, by offset. */
async function partsOf(storage: FileStorage, id: string): Promise<Array<{ key: string; offset: number }>> {
  const listed = await storage.list(`${PARTIAL_PREFIX}${id}/`);
  return listed
    .map((p) => ({ key: p.key, offset: Number(p.key.slice(p.key.lastIndexOf('/') + 1)) }))
    .filter((p) => Number.isInteger(p.offset))
    .sort((a, b) => a.offset - b.offset);
}

/**
 * Writes the chunks from offset 0 to `size` one after another into the local file `target`; false when a
 * chunk is missing or they do not add up (the upload cannot be finished from what is stored).
 */
export async function assembleParts(storage: FileStorage, id: string, size: number, target: string): Promise<boolean> {
  const parts = await partsOf(storage, id);
  const out = createWriteStream(target);
  let at = 0;
  try {
    for (const p of parts) {
      if (p.offset !== at) continue;
      const body = await storage.read(p.key);
      if (!body) break;
      let n = 0;
      body.on('data', (c: Buffer) => (n += c.length));
      await pipeline(body, out, { end: false });
      at += n;
      if (at >= size) break;
    }
  } finally {
    out.end();
    await finished(out).catch(() => undefined);
  }
  return at === size;
}

export async function removeParts(storage: FileStorage, id: string): Promise<void> {
  for (const p of await partsOf(storage, id)) await storage.remove(p.key);
}

/** Upload ids with stored chunks, each with its newest chunk's time (the orphan sweep). */
export async function partialUploads(storage: FileStorage): Promise<Map<string, Date>> {
  const byId = new Map<string, Date>();
  for (const p of await storage.list(PARTIAL_PREFIX)) {
    const id = p.key.slice(PARTIAL_PREFIX.length).split('/')[0];
    if (!/^[0-9a-f]{32}$/.test(id)) continue;
    const seen = byId.get(id);
    if (!seen || seen < p.modified) byId.set(id, p.modified);
  }
  return byId;
}
