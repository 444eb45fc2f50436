import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { CourseOrder } from '../../../shared/generated/api/learning/course-order.js';
import type { SectionInput } from '../../../shared/generated/api/learning/section-input.js';
import type { FileLinks } from './file-links.js';
import { hindiColumn, hindiRead } from '../../hindi-input.js';
import { adminCourse, editableCourse } from './admin-courses.js';

/** The admin's course outline (docs/learning.md "Admin"): a course with its sections and chapters, sections, order. */

/** One course with its sections and every active chapter (file links for the admin's preview). */
export async function adminCourse1(db: Db, courseId: number, links: FileLinks) {
  const c = await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  if (!c) throw new AppError('E-10507');
  const sections = await db
    .selectFrom('course_sections')
    .select(['id', 'title', 'sequence', 'hi'])
    .where('course_id', '=', courseId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const chapters = await db
    .selectFrom('course_chapters')
    .leftJoin('learning_files as f', 'f.id', 'course_chapters.file_id')
    .select([
      'course_chapters.id',
      'course_chapters.section_id',
      'course_chapters.title',
      'course_chapters.content_type',
      'course_chapters.file_type',
      'course_chapters.file_id',
      'course_chapters.url',
      'course_chapters.body',
      'course_chapters.duration_minutes',
      'course_chapters.is_mandatory',
      'course_chapters.review_required',
      'course_chapters.sequence',
      'course_chapters.hi',
      'f.original_name',
      'f.mime',
    ])
    .where('course_chapters.course_id', '=', courseId)
    .where('course_chapters.status', '=', 1)
    .orderBy('course_chapters.sequence')
    .orderBy('course_chapters.id')
    .execute();
  return {
    course: adminCourse(c, links),
    sections: sections.map((s) => ({
      _id: s.id,
      title: s.title,
      sequence: s.sequence,
      hi: hindiRead(s.hi),
      chapters: chapters
        .filter((ch) => ch.section_id === s.id)
        .map((ch) => ({
          _id: ch.id,
          title: ch.title,
          content_type: ch.content_type,
          file_type: ch.file_type,
          file_id: ch.file_id,
          file_name: ch.original_name,
          file_url: links(ch.file_id),
          mime: ch.mime,
          url: ch.url,
          body: ch.body,
          duration: ch.duration_minutes,
          is_mandatory: ch.is_mandatory,
          review_required: ch.review_required,
          sequence: ch.sequence,
          hi: hindiRead(ch.hi),
        })),
    })),
  };
}

export async function listSections(db: Db, courseId: number) {
  await editableCourse(db, courseId);
  const rows = await db
    .selectFrom('course_sections')
    .select(['id', 'title', 'sequence', 'hi'])
    .where('course_id', '=', courseId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ _id: r.id, title: r.title, sequence: r.sequence, hi: hindiRead(r.hi) }));
}

export async function createSection(db: Db, courseId: number, input: SectionInput) {
  await editableCourse(db, courseId);
  const max = await db
    .selectFrom('course_sections')
    .select(sql<number>`coalesce(max(sequence), 0)::int`.as('m'))
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('course_sections')
    .values({
      course_id: courseId,
      title: input.title.trim(),
      sequence: input.sequence ?? Number(max.m) + 1,
      hi: hindiColumn(input.hi, ['title']),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { _id: row.id };
}

export async function updateSection(db: Db, courseId: number, sectionId: number, input: SectionInput) {
  await editableCourse(db, courseId);
  const row = await db
    .updateTable('course_sections')
    .set({
      title: input.title.trim(),
      hi: hindiColumn(input.hi, ['title']),
      ...(input.sequence !== undefined ? { sequence: input.sequence } : {}),
    })
    .where('id', '=', sectionId)
    .where('course_id', '=', courseId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { _id: row.id };
}

/** Drag-and-drop order: every section and active chapter of the course, each exactly once. */
export async function reorder(db: Db, courseId: number, order: CourseOrder) {
  await editableCourse(db, courseId);
  return db.transaction().execute(async (trx) => {
    const sections = await trx.selectFrom('course_sections').select('id').where('course_id', '=', courseId).execute();
    const chapters = await trx
      .selectFrom('course_chapters')
      .select('id')
      .where('course_id', '=', courseId)
      .where('status', '=', 1)
      .execute();
    const givenSections = order.sections.map((s) => s.section_id);
    const givenChapters = order.sections.flatMap((s) => s.chapter_ids);
    const same = (a: number[], b: number[]) =>
      a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));
    if (
      !same(
        givenSections,
        sections.map((s) => s.id),
      ) ||
      !same(
        givenChapters,
        chapters.map((c) => c.id),
      )
    )
      throw new AppError('E-10507', { message: 'List every section and chapter of the course once.' });
    for (const [i, s] of order.sections.entries()) {
      await trx
        .updateTable('course_sections')
        .set({ sequence: i + 1 })
        .where('id', '=', s.section_id)
        .execute();
      for (const [j, chapterId] of s.chapter_ids.entries()) {
        await trx
          .updateTable('course_chapters')
          .set({ sequence: j + 1, section_id: s.section_id })
          .where('id', '=', chapterId)
          .execute();
      }
    }
    return { _id: courseId };
  });
}
