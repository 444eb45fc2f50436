import { readFileSync } from 'node:fs';
import type { Trx } from '../../db/index.js';
import type { FileStorage } from '../../storage/index.js';
import { clipMinutes, demoClip } from './demo-media.js';
import { storeOwnFile } from './files.js';

/** A demo video's stored file and its length in whole minutes (null: the shared fallback clip, length unknown). */
export type DemoVideo = { fileId: number; minutes: number | null };
export type DemoVideoOf = (title: string) => Promise<DemoVideo>;

/**
 * The demo seed's video for each title: the clip made for it (demo-media.ts, stored once per title) with its Hindi
 * clip stored beside it as the file's Hindi version (`learning_files.hi_file_id`, docs/learning.md "Hindi"), else the
 * shared fallback file `fallbackId` (a title without a clip).
 */
export function demoVideos(trx: Trx, storage: FileStorage, fallbackId: number): DemoVideoOf {
  const made = new Map<string, DemoVideo>();
  return async (title) => {
    const hit = made.get(title);
    if (hit) return hit;
    const clip = demoClip(title);
    const store = (file: string, original: string) =>
      storeOwnFile(trx, storage, readFileSync(file), { kind: 'video', ext: 'webm', mime: 'video/webm', original });
    const video: DemoVideo = clip
      ? { fileId: await store(clip.path, clip.file), minutes: clipMinutes(clip.seconds) }
      : { fileId: fallbackId, minutes: null };
    if (clip?.hi && clip.hiPath) {
      const hiFileId = await store(clip.hiPath, clip.hi.file);
      await trx.updateTable('learning_files').set({ hi_file_id: hiFileId }).where('id', '=', video.fileId).execute();
    }
    made.set(title, video);
    return video;
  };
}
