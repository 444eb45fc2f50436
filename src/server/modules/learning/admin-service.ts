import { sql } from 'kysely';
import { assessmentFormRecord, chapterFormRecord, courseFormRecord } from '../../../shared/learning-form-records.js';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { ChapterContentType, ChapterFileType, LearningFileKind } from '../../db/tables/learning.js';
import type { AssessmentRecord as AssessmentInput } from '../../../shared/generated/entities/assessment.js';
import type { CourseChapterRecord as ChapterInput } from '../../../shared/generated/entities/course-chapter.js';
import type { CourseRecord as CourseInput } from '../../../shared/generated/entities/course.js';
import type { CourseOrder } from '../../../shared/generated/api/learning/course-order.js';
import type { SectionInput } from '../../../shared/generated/api/learning/section-input.js';
import type { FileLinks } from './file-links.js';
import { fieldError } from './field-error.js';
import { learnerChanged } from './course-view.js';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import { hindiColumn, hindiRead } from '../../hindi-input.js';
import type { HiValues } from '../../db/tables/learning.js';
import { registerRecordLoader } from '../forms/service.js';

/** The admin side of courses, sections, chapters and assessments (docs/learning.md "Admin"). */

async function fileOfKind(db: Db, id: number | undefined, kind: LearningFileKind, field: string, missing: string) {
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

function adminCourse(
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
          sequence: ch.sequence,
          hi: hindiRead(ch.hi),
        })),
    })),
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

async function editableCourse(db: Db, courseId: number) {
  const c = await db.selectFrom('courses').select(['id', 'status']).where('id', '=', courseId).executeTakeFirst();
  if (!c || c.status === 3) throw new AppError('E-10507');
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

// ---- assessments --------------------------------------------------------------------------------

function checkQuestions(input: AssessmentInput) {
  for (const q of input.questions) {
    if (q.options.filter((o) => o.is_correct).length !== 1) throw fieldError('questions', 'E-10711');
  }
}

export async function adminAssessments(db: Db) {
  const rows = await db
    .selectFrom('assessments')
    .leftJoin('courses as c', 'c.id', 'assessments.course_id')
    .select([
      'assessments.id',
      'assessments.title',
      'assessments.pass_mark',
      'assessments.max_attempts',
      'assessments.status',
      'assessments.course_id',
      'c.title as course_title',
    ])
    .select((eb) => [
      eb
        .selectFrom('assessment_questions as q')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('q.assessment_id', '=', 'assessments.id')
        .as('questions'),
      eb
        .selectFrom('assessment_attempts as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.assessment_id', '=', 'assessments.id')
        .as('attempts'),
    ])
    .where('assessments.status', '!=', 3)
    .orderBy('assessments.id')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    pass_mark: r.pass_mark,
    max_attempts: r.max_attempts,
    status: r.status,
    course_id: r.course_id,
    course_title: r.course_title ?? null,
    questions: Number(r.questions ?? 0),
    attempts: Number(r.attempts ?? 0),
  }));
}

/**
 * The assessment with its questions; `withAnswers` only for admins. A learner's (`locale`) is in their language; an
 * admin's carries the Hindi values (`hi`) beside the English text at each level.
 */
export async function assessmentDetail(db: Db, id: number, withAnswers: boolean, locale?: Locale) {
  const a = await db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!a || a.status === 3 || (!withAnswers && a.status !== 1)) throw new AppError('E-10507');
  const questions = await db
    .selectFrom('assessment_questions')
    .select(['id', 'question', 'hi'])
    .where('assessment_id', '=', id)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const options = questions.length
    ? await db
        .selectFrom('assessment_options')
        .select(['id', 'question_id', 'label', 'is_correct', 'hi'])
        .where(
          'question_id',
          'in',
          questions.map((q) => q.id),
        )
        .orderBy('sequence')
        .orderBy('id')
        .execute()
    : [];
  const text = <T extends { hi: HiValues }>(r: T) => (locale ? localised(r, locale) : { ...r, hi: hindiRead(r.hi) });
  return text({
    _id: a.id,
    title: a.title,
    description: a.description,
    course_id: a.course_id,
    pass_mark: a.pass_mark,
    max_attempts: a.max_attempts,
    status: a.status,
    hi: a.hi,
    questions: questions.map((q) =>
      text({
        _id: q.id,
        question: q.question,
        hi: q.hi,
        options: options
          .filter((o) => o.question_id === q.id)
          .map((o) =>
            text({ _id: o.id, label: o.label, hi: o.hi, ...(withAnswers ? { is_correct: o.is_correct } : {}) }),
          ),
      }),
    ),
  });
}

async function writeQuestions(db: Db, assessmentId: number, input: AssessmentInput) {
  await db.deleteFrom('assessment_questions').where('assessment_id', '=', assessmentId).execute();
  for (const [i, q] of input.questions.entries()) {
    const row = await db
      .insertInto('assessment_questions')
      .values({
        assessment_id: assessmentId,
        question: q.question.trim(),
        sequence: i + 1,
        hi: hindiColumn(q.hi ?? {}, ['question']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('assessment_options')
      .values(
        q.options.map((o, j) => ({
          question_id: row.id,
          label: o.label.trim(),
          is_correct: o.is_correct,
          sequence: j + 1,
          hi: hindiColumn(o.hi ?? {}, ['label']),
        })),
      )
      .execute();
  }
}

async function checkCourseRef(db: Db, courseId: number | undefined) {
  if (courseId === undefined) return null;
  const c = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  if (!c) throw fieldError('course_id', 'E-10507');
  return c.id;
}

export async function createAssessment(db: Db, input: AssessmentInput) {
  checkQuestions(input);
  const courseId = await checkCourseRef(db, input.course_id);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('assessments')
      .values({
        title: input.title.trim(),
        description: input.description ?? '',
        course_id: courseId,
        pass_mark: input.pass_mark,
        max_attempts: input.max_attempts ?? null,
        status: input.status ?? 1,
        hi: hindiColumn(input.hi, ['title', 'description']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeQuestions(trx, row.id, input);
    return { _id: row.id };
  });
}

/**
 * Editing an assessment that has attempts keeps the attempts (their scores stand); its questions
 * are replaced, so stored answers keep the ids they had.
 */
export async function updateAssessment(db: Db, id: number, input: AssessmentInput) {
  checkQuestions(input);
  const courseId = await checkCourseRef(db, input.course_id);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('assessments')
      .set({
        title: input.title.trim(),
        description: input.description ?? '',
        course_id: courseId,
        pass_mark: input.pass_mark,
        max_attempts: input.max_attempts ?? null,
        status: input.status ?? 1,
        hi: hindiColumn(input.hi, ['title', 'description']),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '!=', 3)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new AppError('E-10507');
    await writeQuestions(trx, id, input);
    return { _id: id };
  });
}

export async function deleteAssessment(db: Db, id: number) {
  const row = await db
    .updateTable('assessments')
    .set({ status: 3, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '!=', 3)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('E-10507');
  return { _id: id };
}

/** Scores an attempt (unanswered questions count as wrong), stores it, and answers the result. */
export async function attempt(
  db: Db,
  userId: number,
  id: number,
  answers: Array<{ question_id: number; option_id: number }>,
) {
  const a = await assessmentDetail(db, id, true);
  learnerChanged(userId);
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('assessment_attempts')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('assessment_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // Serialise one learner's attempts at one assessment (the attempt limit holds under double clicks).
    await sql`SELECT pg_advisory_xact_lock(${id}, ${userId})`.execute(trx);
    const usedNow = await trx
      .selectFrom('assessment_attempts')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('assessment_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const count = Math.max(Number(used.n), Number(usedNow.n));
    if (a.max_attempts !== null && count >= a.max_attempts) throw new AppError('E-10712');
    const chosen = new Map(answers.map((x) => [x.question_id, x.option_id]));
    const marked = a.questions.map((q) => {
      const optionId = chosen.get(q._id) ?? null;
      const option = q.options.find((o) => o._id === optionId);
      return { question_id: q._id, option_id: option ? option._id : null, correct: option?.is_correct === true };
    });
    const correct = marked.filter((m) => m.correct).length;
    const total = marked.length;
    const score = total === 0 ? 0 : Math.round((correct / total) * 100);
    const passed = score >= a.pass_mark;
    await trx
      .insertInto('assessment_attempts')
      .values({ assessment_id: id, user_id: userId, correct, total, score, passed, answers: JSON.stringify(marked) })
      .execute();
    return {
      assessment_id: id,
      correct,
      total,
      score,
      pass_mark: a.pass_mark,
      passed,
      attempts_used: count + 1,
      max_attempts: a.max_attempts,
    };
  });
}

// ---- form definitions: the records a new overlay is checked against (forms/:key/check) ----

/** A course as the course form would submit it (archived ones keep their last form status, published). */
export async function courseFormRecords(db: Db): Promise<Array<Record<string, unknown>>> {
  const rows = await db.selectFrom('courses').selectAll().where('status', '!=', 3).orderBy('id').limit(500).execute();
  return rows.map((c) => courseFormRecord({ ...c, duration: c.duration_minutes, hi: hindiRead(c.hi) }));
}

/** An assessment as the assessment form would submit it. */
export async function assessmentFormRecords(db: Db): Promise<Array<Record<string, unknown>>> {
  const ids = await db
    .selectFrom('assessments')
    .select('id')
    .where('status', '!=', 3)
    .orderBy('id')
    .limit(200)
    .execute();
  const records: Array<Record<string, unknown>> = [];
  for (const { id } of ids) {
    records.push(assessmentFormRecord(await assessmentDetail(db, id, true)));
  }
  return records;
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

registerRecordLoader('course', courseFormRecords);
registerRecordLoader('course-chapter', chapterFormRecords);
registerRecordLoader('assessment', assessmentFormRecords);
