import type { Db } from '../../db/index.js';
import { readAll, type FileStorage } from '../../storage/index.js';
import { learningKey } from './store.js';

/**
 * What the completion rules need to know about a stored learning file (docs/learning.md "Completion"): a video's
 * length in seconds (read from the WebM `Duration` or the MP4 `mvhd` box) and a PDF's page count. Files never change
 * once stored (their names are new for every upload), so an answer is kept for the life of the process. Whatever
 * cannot be read is null, and the rules fall back to the chapter's minutes or a default.
 */
export type MediaFacts = { durationSeconds: number | null; pages: number | null };
export type MediaFactsOf = (fileId: number | null) => Promise<MediaFacts>;

const NONE: MediaFacts = { durationSeconds: null, pages: null };
const HEAD_BYTES = 512 * 1024;
const TAIL_BYTES = 2 * 1024 * 1024;
const PDF_MAX_BYTES = 20 * 1024 * 1024;

/**
 * WebM/Matroska: Duration (0x4489, float) times TimecodeScale (0x2AD7B1, ns, default 1 ms), both inside the segment's
 * Info element (0x1549A966; its ID also appears in the SeekHead as a SeekID, 0x53AB 0x84, which is skipped).
 */
export function webmDuration(head: Buffer): number | null {
  if (head.length < 4 || head.readUInt32BE(0) !== 0x1a45dfa3) return null;
  const infoId = Buffer.from([0x15, 0x49, 0xa9, 0x66]);
  let at = head.indexOf(infoId);
  while (at >= 3 && head[at - 3] === 0x53 && head[at - 2] === 0xab && head[at - 1] === 0x84)
    at = head.indexOf(infoId, at + 4);
  if (at < 0) return null;
  const info = head.subarray(at, at + 512);
  let scale = 1_000_000;
  const s = info.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  if (s >= 0 && info[s + 3] >= 0x81 && info[s + 3] <= 0x86) scale = info.readUIntBE(s + 4, info[s + 3] - 0x80);
  const d = info.indexOf(Buffer.from([0x44, 0x89]));
  if (d < 0 || (info[d + 2] !== 0x84 && info[d + 2] !== 0x88) || d + 11 > info.length) return null;
  const value = info[d + 2] === 0x84 ? info.readFloatBE(d + 3) : info.readDoubleBE(d + 3);
  const seconds = (value * scale) / 1e9;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** MP4/QuickTime: the movie header box `mvhd` (timescale and duration, version 0 or 1). */
export function mp4Duration(buf: Buffer): number | null {
  const at = buf.indexOf('mvhd', 0, 'latin1');
  if (at < 0 || at + 32 > buf.length) return null;
  const version = buf[at + 4];
  const timescale = version === 1 ? buf.readUInt32BE(at + 24) : buf.readUInt32BE(at + 16);
  const duration = version === 1 ? Number(buf.readBigUInt64BE(at + 28)) : buf.readUInt32BE(at + 20);
  if (!timescale || !duration) return null;
  return duration / timescale;
}

/** Pages of a PDF: its `/Type /Page` objects (object streams hide them: then null). */
export function pdfPages(pdf: Buffer): number | null {
  const n = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return n > 0 ? n : null;
}

async function probe(db: Db, storage: FileStorage, fileId: number): Promise<MediaFacts> {
  const f = await db
    .selectFrom('learning_files')
    .select(['name', 'kind', 'size_bytes'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!f || f.size_bytes <= 0) return NONE;
  const read = async (start: number, end: number) =>
    (await readAll(storage, learningKey(f.name), { start, end })) ?? Buffer.alloc(0);
  if (f.kind === 'pdf') {
    if (f.size_bytes > PDF_MAX_BYTES) return NONE;
    return { durationSeconds: null, pages: pdfPages(await read(0, f.size_bytes - 1)) };
  }
  if (f.kind !== 'video') return NONE;
  const head = await read(0, Math.min(f.size_bytes, HEAD_BYTES) - 1);
  let seconds = webmDuration(head) ?? mp4Duration(head);
  // An MP4 written without "fast start" has its movie header at the end.
  if (seconds === null && f.size_bytes > HEAD_BYTES)
    seconds = mp4Duration(await read(Math.max(0, f.size_bytes - TAIL_BYTES), f.size_bytes - 1));
  return { durationSeconds: seconds, pages: null };
}

/** One reader per app (its file storage), shared by the course view and the completion calls. */
const perApp = new WeakMap<FileStorage, MediaFactsOf>();

/** The facts of learning files, read once per file and app; a file that cannot be read answers nulls. */
export function mediaFacts(db: Db, storage: FileStorage): MediaFactsOf {
  const existing = perApp.get(storage);
  if (existing) return existing;
  const known = new Map<number, MediaFacts>();
  const factsOf: MediaFactsOf = async (fileId) => {
    if (fileId === null) return NONE;
    const hit = known.get(fileId);
    if (hit) return hit;
    const facts = await probe(db, storage, fileId).catch(() => NONE);
    if (known.size > 10_000) known.clear();
    known.set(fileId, facts);
    return facts;
  };
  perApp.set(storage, factsOf);
  return factsOf;
}
