import { sql } from 'kysely';
import { courseFormRecord } from '../../../shared/learning-form-records.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { LearningFileKind } from '../../db/tables/learning.js';
import type { CourseRecord as CourseInput } from '../../../shared/generated/entities/course.js';
import type { FileLinks } from './file-links.js';
import { hindiColumn, hindiRead } from '../../hindi-input.js';
import type { HiValues } from '../../db/tables/learning.js';
import { registerRecordLoader } from '../forms/service.js';

/**
 * The admin side of courses (docs/learning.md "Admin"): the course list, a course's own fields, deleting or
 * archiving it, its enrolments and its form records. Sections and chapters: admin-outline.ts and
 * admin-chapters.ts; assessments: admin-assessments.ts.
 */

/** The id of an uploaded learning file of `kind`: `missing` when none is given, E-10705 when of another kind. */
export async function fileOfKind(
  db: Db,
  id: number | undefined,
  kind: LearningFileKind,
  field: string,
  missing: string,
) {
  if (id === undefined) throw fieldError(field, missing);
  const f = await db.selectFrom('learning_files').select(['id', 'kind']).where('id', '=', id).executeTakeFirst();
  if (!f || f.kind !== kind) throw fieldError(field, 'E-10705');
  return f.id;
}

function checkDates(start: string | undefined, end: string | undefined) {
  if (start && end && end < start) throw fieldError('end_date', 'E-10701');
}

export async function adminCourseList(db: Db, links: FileLinks) {
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .select((eb) => [
      eb
        .selectFrom('course_enrolments as e')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('e.course_id', '=', 'courses.id')
        .as('enrolments'),
      eb
        .selectFrom('course_chapters as ch')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('ch.course_id', '=', 'courses.id')
        .where('ch.status', '=', 1)
        .as('chapters'),
    ])
    .orderBy('status')
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...adminCourse(r, links),
    enrolments: Number(r.enrolments ?? 0),
    chapters: Number(r.chapters ?? 0),
  }));
}

/** A course's own fields as the admin's pages show them. */
export function adminCourse(
  r: {
    id: number;
    title: string;
    description: string;
    difficulty: number;
    duration_minutes: number;
    start_date: string | null;
    end_date: string | null;
    status: number;
    thumbnail_file_id: number | null;
    hi: HiValues;
  },
  links: FileLinks,
) {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    difficulty: r.difficulty,
    duration: r.duration_minutes,
    start_date: r.start_date,
    end_date: r.end_date,
    status: r.status,
    thumbnail_file_id: r.thumbnail_file_id,
    thumbnail_url: links(r.thumbnail_file_id),
    hi: hindiRead(r.hi),
  };
}

async function courseValues(db: Db, input: CourseInput) {
  checkDates(input.start_date, input.end_date);
  const thumb =
    input.thumbnail_file_id === undefined
      ? null
      : await fileOfKind(db, input.thumbnail_file_id, 'image', 'thumbnail_file_id', 'E-10705');
  return {
    title: input.title.trim(),
    description: input.description ?? '',
    difficulty: input.difficulty,
    duration_minutes: input.duration,
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
    status: input.status ?? 1,
    thumbnail_file_id: thumb,
    hi: hindiColumn(input.hi, ['title', 'description']),
  };
}

export async function createCourse(db: Db, input: CourseInput) {
  const values = await courseValues(db, input);
  const max = await db
    .selectFrom('courses')
    .select(sql<number>`coalesce(max(sequence), 0)::int`.as('m'))
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('courses')
    .values({ ...values, sequence: Number(max.m) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { _id: row.id };
}

export async function updateCourse(db: Db, courseId: number, input: CourseInput) {
  const values = await courseValues(db, input);
  const row = await db
    .updateTable('courses')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', courseId)
    .where('status', '!=', 3)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { _id: row.id };
}

/**
 * A course with enrolments is archived (status 3): learners keep their progress, time and
 * completions, and still see it. A course nobody enrolled in is removed with its outline.
 */
export async function deleteCourse(db: Db, courseId: number) {
  return db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('courses').select('id').where('id', '=', courseId).forUpdate().executeTakeFirst();
    if (!c) throw new AppError('E-10507');
    const used = await trx
      .selectFrom('course_enrolments')
      .select('id')
      .where('course_id', '=', courseId)
      .limit(1)
      .executeTakeFirst();
    if (used) {
      await trx.updateTable('courses').set({ status: 3, updated_at: new Date() }).where('id', '=', courseId).execute();
      return { _id: courseId, archived: true };
    }
    await trx.deleteFrom('course_time_sessions').where('course_id', '=', courseId).execute();
    await trx.deleteFrom('course_chapter_completions').where('course_id', '=', courseId).execute();
    await trx.updateTable('assessments').set({ course_id: null }).where('course_id', '=', courseId).execute();
    await trx.deleteFrom('course_chapters').where('course_id', '=', courseId).execute();
    await trx.deleteFrom('course_sections').where('course_id', '=', courseId).execute();
    await trx.deleteFrom('courses').where('id', '=', courseId).execute();
    return { _id: courseId, archived: false };
  });
}

/** A course the admin may still change (not archived), E-10507 otherwise. */
export async function editableCourse(db: Db, courseId: number) {
  const c = await db.selectFrom('courses').select(['id', 'status']).where('id', '=', courseId).executeTakeFirst();
  if (!c || c.status === 3) throw new AppError('E-10507');
}

export async function enrolList(db: Db, courseId: number) {
  const c = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  if (!c) throw new AppError('E-10507');
  const rows = await db
    .selectFrom('course_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('companies as co', 'co.id', 'u.company_id')
    .select([
      'e.id',
      'e.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'co.company_name',
      'e.progress',
      'e.seconds_spent',
      'e.enrolled_at',
      'e.completed_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('course_chapter_completions as cc')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('cc.course_id', '=', 'e.course_id')
        .whereRef('cc.user_id', '=', 'e.user_id')
        .as('completed_chapters'),
    )
    .where('e.course_id', '=', courseId)
    .orderBy('e.enrolled_at', 'desc')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    user_id: r.user_id,
    name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    email: r.email,
    company: r.company_name ?? null,
    progress: r.progress,
    seconds_spent: r.seconds_spent,
    completed_chapters: Number(r.completed_chapters ?? 0),
    enrolled_at: r.enrolled_at.toISOString(),
    completed_at: r.completed_at ? r.completed_at.toISOString() : null,
  }));
}

// ---- form definitions: the records a new overlay is checked against (forms/:key/check) ----

/** A course as the course form would submit it (archived ones keep their last form status, published). */
export async function courseFormRecords(db: Db): Promise<Array<Record<string, unknown>>> {
  const rows = await db.selectFrom('courses').selectAll().where('status', '!=', 3).orderBy('id').limit(500).execute();
  return rows.map((c) => courseFormRecord({ ...c, duration: c.duration_minutes, hi: hindiRead(c.hi) }));
}

registerRecordLoader('course', courseFormRecords);
