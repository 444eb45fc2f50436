import { sql } from 'kysely';
import { assessmentFormRecord } from '../../../shared/learning-form-records.js';
import { AppError, fieldError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import type { AssessmentRecord as AssessmentInput } from '../../../shared/generated/entities/assessment.js';
import { hindiColumn } from '../../hindi-input.js';
import { registerRecordLoader } from '../forms/service.js';
import { assessmentDetail } from './assessments.js';

/**
 * The admin side of assessments (docs/learning.md "Admin"): the list, add, edit, delete, and their form records.
 * One assessment with its answers is assessmentDetail (assessments.ts).
 */

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

registerRecordLoader('assessment', assessmentFormRecords);
