import { sql } from 'kysely';
import { AppError } from '../../../shared/app-error.js';
import type { Db } from '../../db/index.js';
import { learnerChanged } from './course-view.js';
import type { Locale } from '../../../i18n/locales.js';
import { localised } from '../../content-locale.js';
import { hindiRead } from '../../hindi-input.js';
import type { HiValues } from '../../db/tables/learning.js';

/** An assessment with its questions (for the learner and the admin), and a learner's scored attempt. */

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

/** Scores an attempt (unanswered questions count as wrong), stores it, and answers the result. */
export async function attempt(
  db: Db,
  userId: number,
  id: number,
  answers: Array<{ question_id: number; option_id: number }>,
  locale?: Locale,
) {
  const a = await assessmentDetail(db, id, true, locale);
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
    const attemptsUsed = count + 1;
    // The right answers are shown once they can no longer help a retake: after a pass, or with no attempt left.
    // Before that, each answer is marked right or wrong (issue 32 "Assessment review"; docs/learning.md).
    const revealed = passed || (a.max_attempts !== null && attemptsUsed >= a.max_attempts);
    const review = a.questions.map((q, i) => {
      const right = q.options.find((o) => o.is_correct === true);
      const mine = q.options.find((o) => o._id === marked[i].option_id);
      return {
        question_id: q._id,
        question: q.question,
        chosen_option_id: mine?._id ?? null,
        chosen_label: mine?.label ?? null,
        correct: marked[i].correct,
        right_option_id: revealed ? (right?._id ?? null) : null,
        right_label: revealed ? (right?.label ?? null) : null,
      };
    });
    return {
      assessment_id: id,
      correct,
      total,
      score,
      pass_mark: a.pass_mark,
      passed,
      attempts_used: attemptsUsed,
      max_attempts: a.max_attempts,
      answers_revealed: revealed,
      review,
    };
  });
}

/** The person's attempts at an assessment, oldest first: when, the score and whether it passed. */
export async function myAttempts(db: Db, userId: number, id: number) {
  const rows = await db
    .selectFrom('assessment_attempts')
    .select(['correct', 'total', 'score', 'passed', 'created_at'])
    .where('assessment_id', '=', id)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r, i) => ({ attempt: i + 1, ...r, created_at: new Date(r.created_at).toISOString() }));
}
