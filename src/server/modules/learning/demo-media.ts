import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromProjectRoot } from '../../paths.js';

/**
 * The demo's own video clips (docs/learning.md "Demo media"): one short clip per demo video title, a slide showing the
 * title and one line about it with the same words spoken, made once by scripts/make-demo-media.ts with Debian's
 * ffmpeg and espeak-ng and committed under data-seed/media (index.json maps each title to its file and length).
 */
export const DEMO_MEDIA_DIR = fromProjectRoot('data-seed', 'media');

/**
 * `hi`: the same clip in Hindi (Devanagari slide, Hindi narration) with the same length, for the title's Hindi
 * version (docs/learning.md "Hindi").
 */
export type DemoClip = {
  title: string;
  file: string;
  seconds: number;
  hi?: { title: string; file: string; seconds: number };
};

let index: Map<string, DemoClip> | undefined;

/**
 * The clip made for a demo video's title, or null (a title added later plays no made-up clip); `hiPath`: its Hindi
 * clip's file, null when it has none.
 */
export function demoClip(title: string): (DemoClip & { path: string; hiPath: string | null }) | null {
  if (!index) {
    const file = path.join(DEMO_MEDIA_DIR, 'index.json');
    const list: DemoClip[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoClip[]) : [];
    index = new Map(list.map((c) => [c.title, c]));
  }
  const clip = index.get(title);
  if (!clip) return null;
  const full = path.join(DEMO_MEDIA_DIR, clip.file);
  if (!existsSync(full)) return null;
  const hiPath = clip.hi ? path.join(DEMO_MEDIA_DIR, clip.hi.file) : null;
  return { ...clip, path: full, hiPath: hiPath && existsSync(hiPath) ? hiPath : null };
}

/** A clip's length as the library shows it: whole minutes, at least one. */
export const clipMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
