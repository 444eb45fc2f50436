import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { AssignmentState } from '../../db/tables/learning.js';
import type { FileStorage } from '../../storage/index.js';
import { checkPdf, reencodeImage } from '../uploads/content-check.js';
import type { Learner } from './courses.js';
import { learnerChapter } from './chapter-progress.js';
import { learnerChanged } from './course-view.js';
import { complete } from './enrolment.js';
import type { MediaFactsOf } from './media-facts.js';

/**
 * Assignment chapters (issue 32, docs/learning.md "Assignments"): the learner submits a text answer and/or one file
 * (PDF, JPG or PNG up to 10 MB, judged by its content as every upload: docs/security.md "Uploads"); the chapter
 * completes on submission, or on an admin's acceptance when the chapter says it is reviewed (`review_required`). A
 * returned submission carries the reviewer's comment and may be submitted again. The rule itself is
 * assignments-rule.ts (called by courses/completed through chapter-progress.ts).
 */

export const ASSIGNMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ANSWER_MAX_CHARS = 8000;
export const COMMENT_MAX_CHARS = 2000;

const TYPES: Record<string, { kind: 'pdf' | 'image'; ext: string; mime: string }> = {
  pdf: { kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
  jpg: { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { kind: 'image', ext: 'jpg', mime: 'image/jpeg' },
  png: { kind: 'image', ext: 'png', mime: 'image/png' },
};
const DETECTED: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export type AssignmentUpload = { data: Buffer; filename: string };
type CheckedFile = { ext: string; mime: string; data: Buffer; name: string };

/**
 * Extension (E-10843), size (E-10844) and content: the detected type must be the one the name says (a renamed
 * executable or HTML page is E-10843); images are decoded and re-encoded (only pixels survive), PDFs refused with
 * script or launch actions (E-10516), as uploads/content-check.ts does for every upload.
 */
export async function checkAssignmentFile(upload: AssignmentUpload): Promise<CheckedFile> {
  const byName = TYPES[path.extname(upload.filename).slice(1).toLowerCase()];
  if (!byName) throw new AppError('E-10843');
  if (upload.data.length > ASSIGNMENT_MAX_BYTES) throw new AppError('E-10844');
  const detected = await fileTypeFromBuffer(upload.data).catch(() => undefined);
  const real = detected ? TYPES[DETECTED[detected.mime] ?? ''] : undefined;
  if (!real || real.kind !== byName.kind) throw new AppError('E-10843');
  let data = upload.data;
  if (real.kind === 'image') {
    try {
      data = (await reencodeImage(upload.data)).data;
    } catch {
      throw new AppError('E-10843');
    }
  } else await checkPdf(upload.data);
  // The name shown and offered on download: the person's own, without any folder, kept short.
  const base = path.basename(upload.filename.replace(/\\/g, '/')).replace(/[^\p{L}\p{N} ._()-]/gu, '_');
  return { ext: real.ext, mime: real.mime, data, name: base.slice(0, 120) || `assignment.${real.ext}` };
}

/** Where a submitted file lives in the file storage: the server's own name, never the person's. */
export const assignmentKey = (ext: string) => `uploads/assignments/${randomBytes(16).toString('hex')}.${ext}`;
export const isAssignmentKey = (key: string) => /^uploads\/assignments\/[0-9a-f]{32}\.(pdf|jpg|png)$/.test(key);

export type SubmissionRow = {
  id: number;
  chapter_id: number;
  course_id: number;
  answer: string;
  file_key: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  state: AssignmentState;
  review_comment: string | null;
  reviewed_at: Date | null;
  submitted_at: Date;
};
export const SUBMISSION_COLUMNS = [
  's.id',
  's.chapter_id',
  's.course_id',
  's.answer',
  's.file_key',
  's.file_name',
  's.file_mime',
  's.file_size',
  's.state',
  's.review_comment',
  's.reviewed_at',
  's.submitted_at',
] as const;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A submission as its owner and the admins see it (the file's storage key is never shown). */
export function submissionView(row: SubmissionRow, reviewRequired: boolean) {
  return {
    _id: row.id,
    chapter_id: row.chapter_id,
    course_id: row.course_id,
    answer: row.answer,
    file: row.file_key
      ? { name: row.file_name ?? 'assignment', mime: row.file_mime ?? '', size: row.file_size ?? 0 }
      : null,
    state: row.state,
    review_required: reviewRequired,
    review_comment: row.review_comment,
    reviewed_at: iso(row.reviewed_at),
    submitted_at: iso(row.submitted_at)!,
  };
}

async function ownRow(db: Db, userId: number, chapterId: number) {
  return (await db
    .selectFrom('course_assignment_submissions as s')
    .select(SUBMISSION_COLUMNS)
    .where('s.user_id', '=', userId)
    .where('s.chapter_id', '=', chapterId)
    .executeTakeFirst()) as SubmissionRow | undefined;
}

/** GET courses/chapters/:id/submission: the caller's own submission of an assignment they may open, or null. */
export async function mySubmission(db: Db, who: Learner, chapterId: number) {
  const { ch } = await learnerChapter(db, who, chapterId, 'Assignment');
  const row = await ownRow(db, who.userId, chapterId);
  return { review_required: ch.review_required, submission: row ? submissionView(row, ch.review_required) : null };
}

/**
 * POST courses/chapters/:id/submission: records the answer and/or file (E-10842 with neither, E-10848 too long) and
 * completes the chapter at once unless the chapter is reviewed. A submission waiting for review or accepted is not
 * replaced (E-10845); a returned one is, with its file. The file is stored before the row is written and removed
 * again when the row is not, so no row ever names a missing file.
 */
export async function submitAssignment(
  deps: { db: Db; storage: FileStorage; factsOf: MediaFactsOf },
  who: Learner,
  chapterId: number,
  input: { answer: string; file: AssignmentUpload | null },
) {
  const { db, storage } = deps;
  const { ch } = await learnerChapter(db, who, chapterId, 'Assignment');
  const answer = input.answer.replace(/\r\n/g, '\n').trim();
  if (answer.length > ANSWER_MAX_CHARS) throw new AppError('E-10848');
  if (!answer && !input.file) throw new AppError('E-10842');
  const before = await ownRow(db, who.userId, chapterId);
  if (before && before.state !== 'returned') throw new AppError('E-10845');
  const file = input.file ? await checkAssignmentFile(input.file) : null;
  const key = file ? assignmentKey(file.ext) : null;
  if (file && key) await storage.put(key, file.data, file.mime);
  const values = {
    answer,
    file_key: key,
    file_name: file?.name ?? null,
    file_mime: file?.mime ?? null,
    file_size: file?.data.length ?? null,
    state: 'submitted' as const,
    review_comment: null,
    reviewed_by: null,
    reviewed_at: null,
    submitted_at: new Date(),
  };
  let replacedKey: string | null = null;
  try {
    if (!before) {
      // Two first submissions at once: the unique pair lets one in; the other is E-10845.
      const inserted = await db
        .insertInto('course_assignment_submissions')
        .values({ ...values, user_id: who.userId, chapter_id: ch.id, course_id: ch.course_id })
        .onConflict((oc) => oc.columns(['user_id', 'chapter_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new AppError('E-10845');
    } else {
      // Only a returned submission is replaced (a second resubmission at once finds it submitted: E-10845).
      const updated = await db
        .updateTable('course_assignment_submissions')
        .set(values)
        .where('id', '=', before.id)
        .where('state', '=', 'returned')
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new AppError('E-10845');
      replacedKey = before.file_key;
    }
  } catch (err) {
    if (key) await storage.remove(key);
    throw err;
  }
  if (replacedKey && isAssignmentKey(replacedKey)) await storage.remove(replacedKey);
  learnerChanged(who.userId);
  const completion = ch.review_required
    ? null
    : await complete(db, who, ch.course_id, ch.id, deps.factsOf).catch(() => null);
  const row = (await ownRow(db, who.userId, chapterId))!;
  return { submission: submissionView(row, ch.review_required), completion };
}

/** The stored file of a submission the caller owns (GET courses/chapters/:id/submission/file), or E-10507. */
export async function myFile(db: Db, who: Learner, chapterId: number) {
  const row = await ownRow(db, who.userId, chapterId);
  if (!row) throw new AppError('E-10507');
  return storedFileOf(row);
}

/** A submission's stored file as the download routes send it (E-10507 when it has none). */
export function storedFileOf(row: Pick<SubmissionRow, 'file_key' | 'file_mime' | 'file_name'>) {
  if (!row.file_key || !isAssignmentKey(row.file_key)) throw new AppError('E-10507');
  return { key: row.file_key, mime: row.file_mime ?? 'application/octet-stream', name: row.file_name ?? 'assignment' };
}
