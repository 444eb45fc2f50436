/**
 * Assessment review (issue 32): after an attempt, each question with the person's answer marked right or wrong; the
 * right answers only once they cannot help a retake (a pass, or no attempt left); the person's attempts listed.
 * Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../support/app.js';
import { expectSuccess } from '../../support/envelope.js';
import { learningCalls, startLearningApp } from './learning-fixtures.js';

let app: App;
let acme: string;
let acme2: string;
let admin: string;

beforeAll(async () => {
  ({ app, acme, acme2, admin } = await startLearningApp());
});
afterAll(async () => {
  await app?.close();
});

const { get, send } = learningCalls(() => ({ app, admin }));
type Review = {
  question: string;
  chosen_label: string | null;
  correct: boolean;
  right_label: string | null;
};
type Result = { score: number; passed: boolean; answers_revealed: boolean; review: Review[] };
type Attempts = {
  attempts: Array<{ attempt: number; score: number; correct: number; total: number; passed: boolean }>;
};

it('marks each answer, shows the right ones only after a pass or the last attempt, and lists the attempts', async () => {
  const created = expectSuccess<{ _id: number }>(
    await send('POST', '/assessment', admin, {
      title: 'Review me',
      pass_mark: 100,
      max_attempts: 2,
      questions: [
        {
          question: 'Q1',
          options: [
            { label: 'Q1 right', is_correct: true },
            { label: 'Q1 wrong', is_correct: false },
          ],
        },
        {
          question: 'Q2',
          options: [
            { label: 'Q2 wrong', is_correct: false },
            { label: 'Q2 right', is_correct: true },
          ],
        },
      ],
    }),
    'S-10008',
    201,
  );
  const id = created._id;
  const a = expectSuccess<{ questions: Array<{ _id: number; options: Array<{ _id: number }> }> }>(
    await get(`/courses/assessments/${id}`, acme),
  );
  const firstOptions = a.questions.map((q) => ({ question_id: q._id, option_id: q.options[0]._id }));
  const attempt = async (token: string, answers: typeof firstOptions) =>
    expectSuccess<Result>(await send('POST', `/courses/assessments/${id}/attempt`, token, { answers }), undefined, 201);

  // First attempt, not passed, one attempt left: marked right or wrong, the right answers kept back.
  const one = await attempt(acme, firstOptions);
  expect([one.passed, one.answers_revealed]).toEqual([false, false]);
  expect(one.review).toEqual([
    {
      question_id: a.questions[0]._id,
      question: 'Q1',
      chosen_option_id: a.questions[0].options[0]._id,
      chosen_label: 'Q1 right',
      correct: true,
      right_option_id: null,
      right_label: null,
    },
    {
      question_id: a.questions[1]._id,
      question: 'Q2',
      chosen_option_id: a.questions[1].options[0]._id,
      chosen_label: 'Q2 wrong',
      correct: false,
      right_option_id: null,
      right_label: null,
    },
  ]);
  // The last attempt (still wrong, one unanswered): now the right answers are shown.
  const two = await attempt(acme, firstOptions.slice(0, 1));
  expect(two.answers_revealed).toBe(true);
  expect(two.review.map((r) => [r.chosen_label, r.correct, r.right_label])).toEqual([
    ['Q1 right', true, 'Q1 right'],
    [null, false, 'Q2 right'],
  ]);
  const mine = expectSuccess<Attempts>(await get(`/courses/assessments/${id}/attempts`, acme)).attempts;
  expect(mine.map((x) => [x.attempt, x.score, x.correct, x.total, x.passed])).toEqual([
    [1, 50, 1, 2, false],
    [2, 50, 1, 2, false],
  ]);
  // A pass shows them at once; another person's list holds only their own attempt.
  const right = a.questions.map((q, i) => ({ question_id: q._id, option_id: q.options[i === 0 ? 0 : 1]._id }));
  const passed = await attempt(acme2, right);
  expect([passed.passed, passed.answers_revealed]).toEqual([true, true]);
  expect(expectSuccess<Attempts>(await get(`/courses/assessments/${id}/attempts`, acme2)).attempts).toHaveLength(1);
});
