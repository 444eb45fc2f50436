import { sql } from 'kysely';
import { chapterFormRecord } from '../../../shared/learning-form-records.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { ChapterContentType, ChapterFileType } from '../../db/tables/learning.js';
import type { CourseChapterRecord as ChapterInput } from '../../../shared/generated/entities/course-chapter.js';
import { hindiColumn, hindiRead } from '../../hindi-input.js';
import { registerRecordLoader } from '../forms/service.js';
import { editableCourse, fileOfKind } from './admin-courses.js';

/** The admin side of a course's chapters (docs/learning.md "Admin"): add, edit, hide, and their form records. */

const FILE_TYPE: Record<ChapterContentType, ChapterFileType> = {
  Document: 'pdf',
  Video: 'mp4',
  Url: 'url',
  Assignment: 'doc',
};

async function chapterValues(db: Db, input: ChapterInput) {
  const type = input.content_type;
  let fileId: number | null = null;
  let url: string | null = null;
  const body = input.body ?? '';
  if (type === 'Document') fileId = await fileOfKind(db, input.file_id, 'pdf', 'file_id', 'E-10704');
  if (type === 'Video') fileId = await fileOfKind(db, input.file_id, 'video', 'file_id', 'E-10704');
  if (type === 'Url') {
    if (!input.url) throw fieldError('url', 'E-10704');
    url = input.url;
  }
  if (type === 'Assignment' && !body.trim()) throw fieldError('body', 'E-10704');
  return {
    title: input.title.trim(),
    content_type: type,
    file_type: FILE_TYPE[type],
    file_id: fileId,
    url,
    body,
    duration_minutes: input.duration ?? 1,
    is_mandatory: input.is_mandatory ?? true,
    // Only an assignment has a submission to review (docs/learning.md "Assignments").
    review_required: type === 'Assignment' && input.review_required === true,
    hi: hindiColumn(input.hi, ['title', 'body']),
  };
}

async function sectionOf(db: Db, courseId: number, sectionId: number) {
  await editableCourse(db, courseId);
  const s = await db
    .selectFrom('course_sections')
    .select('id')
    .where('id', '=', sectionId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!s) throw new AppError('E-10507');
}

export async function createChapter(db: Db, courseId: number, sectionId: number, input: ChapterInput) {
  await sectionOf(db, courseId, sectionId);
  const values = await chapterValues(db, input);
  const max = await db
    .selectFrom('course_chapters')
    .select(sql<number>`coalesce(max(sequence), 0)::int`.as('m'))
    .where('section_id', '=', sectionId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('course_chapters')
    .values({
      ...values,
      course_id: courseId,
      section_id: sectionId,
      sequence: input.sequence ?? Number(max.m) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { _id: row.id };
}

export async function updateChapter(
  db: Db,
  courseId: number,
  sectionId: number,
  chapterId: number,
  input: ChapterInput,
) {
  await sectionOf(db, courseId, sectionId);
  const values = await chapterValues(db, input);
  const row = await db
    .updateTable('course_chapters')
    .set({ ...values, ...(input.sequence !== undefined ? { sequence: input.sequence } : {}), updated_at: new Date() })
    .where('id', '=', chapterId)
    .where('section_id', '=', sectionId)
    .where('status', '=', 1)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { _id: row.id };
}

/** A chapter is hidden (status 3), never deleted: completions and time records stay for reports. */
export async function deleteChapter(db: Db, courseId: number, sectionId: number, chapterId: number) {
  await sectionOf(db, courseId, sectionId);
  const row = await db
    .updateTable('course_chapters')
    .set({ status: 3, updated_at: new Date() })
    .where('id', '=', chapterId)
    .where('section_id', '=', sectionId)
    .where('status', '=', 1)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { _id: row.id };
}

/** A chapter as the chapter form would submit it. */
export async function chapterFormRecords(db: Db): Promise<Array<Record<string, unknown>>> {
  const rows = await db
    .selectFrom('course_chapters')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((c) => chapterFormRecord({ ...c, duration: c.duration_minutes, hi: hindiRead(c.hi) }));
}

registerRecordLoader('course-chapter', chapterFormRecords);
