import { AppError } from '../../../shared/app-error.js';
import { hindiInOrder, localised } from '../../content-locale.js';
import type { Db } from '../../db/index.js';
import type { FraOption } from '../../db/tables/journey.js';
import { ACTION, logActivity } from '../activity/log-activity.js';
import type { Viewer } from './access.js';
import { FRA_BANDS, type FraBand } from './content/fra-bands.js';
import { NEXT_STEPS } from './fra-next-steps.js';

/** The risk assessment's page, recorded as navigation_url in its activity entries. */
export const FRA_URL = '/client/resources/risk-assessment';

export type FraQuestionView = {
  _id: number;
  position: number;
  dimension: string;
  question: string;
  help: string;
  options: Array<{ index: number; label: string }>;
  answer_index: number | null;
};

async function activeQuestions(db: Db) {
  return db
    .selectFrom('fra_questions')
    .select(['id', 'position', 'dimension', 'question', 'help', 'options', 'hi'])
    .where('status', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * fra/questions: the active questions (points are not sent) with the caller's stored answers, in the caller's
 * language: the Hindi question and help where written, each option's Hindi label when the Hindi labels match the
 * options one for one (else the English labels; the index and points are the same in both languages).
 */
export async function fraQuestions(
  db: Db,
  viewer: Viewer,
): Promise<{ questions: FraQuestionView[]; total: number; answered: number; has_score: boolean }> {
  const questions = await activeQuestions(db);
  const answers = await db
    .selectFrom('fra_answers')
    .select(['question_id', 'option_index'])
    .where('user_id', '=', viewer.userId)
    .execute();
  const byQuestion = new Map(answers.map((a) => [a.question_id, a.option_index]));
  const locale = viewer.locale ?? 'en-IN';
  const views = questions.map((q) => {
    const labels = hindiInOrder(q, 'options', q.options.length, locale);
    return {
      _id: q.id,
      position: q.position,
      dimension: q.dimension,
      ...localised({ question: q.question, help: q.help, hi: q.hi }, locale),
      options: q.options.map((o, index) => ({ index, label: labels?.[index] ?? o.label })),
      answer_index: byQuestion.get(q.id) ?? null,
    };
  });
  const result = await db
    .selectFrom('fra_results')
    .select('id')
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  return {
    questions: views,
    total: views.length,
    answered: views.filter((v) => v.answer_index !== null).length,
    has_score: !!result,
  };
}

export type FraScore = {
  score: number;
  max_score: number;
  min_score: number;
  percent: number;
  band: { key: string; label: string; description: string; allocation: string };
  capped_by_horizon: boolean;
  capacity_score: number;
  tolerance_score: number;
  next_steps: Array<{ key: string; label: string; href: string; kind: string }>;
  bands: Array<{ key: string; label: string; min: number; max: number }>;
  assessed_at: Date;
};

/**
 * The band for a total, scaled to the question count (the bands are written for 12 questions of
 * 1-4 points: 12-48), then capped by the investment horizon: money needed within a year is never
 * above Conservative, within 1-3 years never above Moderately conservative (docs/journey.md).
 */
export function bandFor(
  score: number,
  count: number,
  horizonPoints: number | null,
): { band: FraBand; capped: boolean } {
  const scaled = count === 12 ? score : Math.round(12 + ((score - count) * 36) / Math.max(1, 3 * count));
  let index = FRA_BANDS.findIndex((b) => scaled >= b.min && scaled <= b.max);
  if (index < 0) index = scaled < FRA_BANDS[0].min ? 0 : FRA_BANDS.length - 1;
  const cap = horizonPoints === 1 ? 0 : horizonPoints === 2 ? 1 : FRA_BANDS.length - 1;
  return { band: FRA_BANDS[Math.min(index, cap)], capped: index > cap };
}

function scoreOf(
  questions: Array<{ id: number; dimension: string; question: string; options: FraOption[] }>,
  answers: Map<number, { option_index: number; points: number }>,
) {
  let score = 0;
  let capacity = 0;
  let tolerance = 0;
  let horizon: number | null = null;
  for (const q of questions) {
    const a = answers.get(q.id);
    if (!a) return null;
    score += a.points;
    if (q.dimension === 'capacity') capacity += a.points;
    else tolerance += a.points;
    if (/when will you need/i.test(q.question)) horizon = a.points;
  }
  return { score, capacity, tolerance, horizon };
}

/**
 * fra/submit-answer: stores one or more answers (an answer replaces the earlier one). When every
 * active question is answered the result is computed, stored in fra_results (history) and logged.
 */
export async function submitAnswers(
  db: Db,
  viewer: Viewer,
  answers: Array<{ question_id: number; option_index: number }>,
): Promise<{ answered: number; total: number; completed: boolean }> {
  const questions = await activeQuestions(db);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const rows = answers.map((a) => {
    const q = byId.get(a.question_id);
    if (!q) throw new AppError('E-10507');
    const option = q.options[a.option_index];
    if (!option) throw new AppError('E-10749');
    return { user_id: viewer.userId, question_id: q.id, option_index: a.option_index, points: option.points };
  });
  return db.transaction().execute(async (trx) => {
    for (const r of rows) {
      await trx
        .insertInto('fra_answers')
        .values(r)
        .onConflict((oc) =>
          oc.columns(['user_id', 'question_id']).doUpdateSet({
            option_index: r.option_index,
            points: r.points,
            answered_at: new Date(),
          }),
        )
        .execute();
    }
    const stored = await trx
      .selectFrom('fra_answers')
      .select(['question_id', 'option_index', 'points'])
      .where('user_id', '=', viewer.userId)
      .execute();
    const map = new Map(stored.map((s) => [s.question_id, s]));
    const answered = questions.filter((q) => map.has(q.id)).length;
    const s = scoreOf(questions, map);
    if (!s) return { answered, total: questions.length, completed: false };
    const { band } = bandFor(s.score, questions.length, s.horizon);
    await trx
      .insertInto('fra_results')
      .values({
        user_id: viewer.userId,
        score: s.score,
        max_score: questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.points)), 0),
        band: band.key,
        answers: JSON.stringify(
          questions.map((q) => {
            const a = map.get(q.id)!;
            return { question_id: q.id, option_index: a.option_index, points: a.points };
          }),
        ),
      })
      .execute();
    await logActivity(trx, {
      userId: viewer.userId,
      companyId: viewer.companyId,
      actionId: ACTION.COMPLETED,
      navigationUrl: FRA_URL,
    });
    return { answered, total: questions.length, completed: true };
  });
}

/** fra/score: the caller's latest score with its band and next steps (E-10745 until every question is answered). */
export async function fraScore(db: Db, viewer: Viewer): Promise<FraScore> {
  const questions = await activeQuestions(db);
  const stored = await db
    .selectFrom('fra_answers')
    .select(['question_id', 'option_index', 'points', 'answered_at'])
    .where('user_id', '=', viewer.userId)
    .execute();
  const map = new Map(stored.map((s) => [s.question_id, s]));
  const s = scoreOf(questions, map);
  const latest = await db
    .selectFrom('fra_results')
    .select('created_at')
    .where('user_id', '=', viewer.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!s || !latest) throw new AppError('E-10745');
  const { band, capped } = bandFor(s.score, questions.length, s.horizon);
  const max = questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.points)), 0);
  const min = questions.reduce((sum, q) => sum + Math.min(...q.options.map((o) => o.points)), 0);
  return {
    score: s.score,
    max_score: max,
    min_score: min,
    percent: max > min ? Math.round(((s.score - min) / (max - min)) * 100) : 0,
    band: { key: band.key, label: band.label, description: band.description, allocation: band.allocation },
    capped_by_horizon: capped,
    capacity_score: s.capacity,
    tolerance_score: s.tolerance,
    next_steps: NEXT_STEPS[band.key],
    bands: FRA_BANDS.map((b) => ({ key: b.key, label: b.label, min: b.min, max: b.max })),
    assessed_at: latest.created_at,
  };
}
